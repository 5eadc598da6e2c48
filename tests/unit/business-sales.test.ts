/**
 * The Sales tab's figures (issue 33): gross, the guide's fees, refunds and the net to the owner to
 * the cent, a partial and a full refund included (the owner gives back round(refund × price /
 * total), as Stripe reverses the transfer); only the business's own paid tickets and bookings
 * count; the last 30 days per New York day; the route for its owner or an admin only; the CSV's
 * rows, formula defusing and Spanish headers.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { netCents, ownerRefundCents, totalsOf } from '#lib/domain/sales.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { businessSales } from '#lib/server/sales/business-sales.ts';
import { GET as salesApi } from '#pages/api/businesses/[id]/sales.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const DAY = 86_400_000;

describe('the arithmetic of a sale', () => {
  it('nets the price, gives back the owner’s share of a refund rounded as Stripe does, and nothing of a full refund', () => {
    const sale = { paidCents: 5250, feeCents: 250, priceCents: 5000 };
    expect(netCents({ ...sale, refundedCents: 0 })).toBe(5000);
    // 1000 × 5000 / 5250 = 952.38…: the owner gives back 952, the guide's fee the other 48.
    expect(ownerRefundCents({ ...sale, refundedCents: 1000 })).toBe(952);
    expect(netCents({ ...sale, refundedCents: 1000 })).toBe(4048);
    expect(netCents({ ...sale, refundedCents: 5250 })).toBe(0);
    // Rounded to the nearest cent: 1 × 5000 / 5250 = 0.95 → 1.
    expect(ownerRefundCents({ paidCents: 5250, feeCents: 250, priceCents: 5000, refundedCents: 1 })).toBe(1);
    // One ticket of an order refunded in full: Stripe reverses the order's transfer in the order's
    // proportion (11,600 of 12,330 paid), not the ticket's own, so the owner gives back 4,789 of 4,800.
    const vip = { paidCents: 5090, feeCents: 290, priceCents: 4800, refundedCents: 5090, payment: { paidCents: 12330, priceCents: 11600 } };
    expect(ownerRefundCents(vip)).toBe(4789);
    expect(netCents(vip)).toBe(11);
    expect(totalsOf([])).toEqual({ count: 0, grossCents: 0, discountsCents: 0, feesCents: 0, refundsCents: 0, netCents: 0 });
  });
});

describe('a business’s sales', async () => {
  const { db } = await useFreshDatabase();
  const now = new Date();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db);
  const hall = await createBusiness(db, { name: 'Sales Test Hall', communityBoardId: board.id, categoryId: category.id, isPremium: true });
  const other = await createBusiness(db, { name: 'Sales Other Hall', communityBoardId: board.id, categoryId: category.id });
  const owner = await storeAccount(db, 'business_owner', { businessId: hall.id });
  const otherOwner = await storeAccount(db, 'business_owner', { businessId: other.id });
  const admin = await storeAccount(db, 'admin');

  const revue = await createEvent(db, {
    title: 'Harlem Nights Revue',
    businessId: hall.id,
    startsAt: new Date(now.getTime() + 10 * DAY),
    priceCents: 5000,
  });
  const gala = await createEvent(db, {
    title: 'Spring Gala',
    businessId: hall.id,
    startsAt: new Date(now.getTime() + 20 * DAY),
    priceCents: 2000,
  });
  const elsewhere = await createEvent(db, {
    title: 'Other Show',
    businessId: other.id,
    startsAt: new Date(now.getTime() + 5 * DAY),
    priceCents: 5000,
  });
  let sold = 0;
  const ticket = (eventId: number, values: Partial<typeof schema.tickets.$inferInsert>) =>
    db.insert(schema.tickets).values({ eventId, qrCode: `qr-sales-${++sold}`, stripePaymentIntentId: `pi_sales_${sold}`, ...values });
  const paid5000 = { unitPriceCents: 5000, feesCents: 250, totalAmountCents: 5250 };
  await ticket(revue.id, { ...paid5000, customerInfo: { name: 'Rosa Buyer' }, createdAt: new Date(now.getTime() - 2 * DAY) });
  await ticket(revue.id, {
    ...paid5000,
    refundedCents: 1000,
    customerInfo: { name: '=HYPERLINK("x")' },
    createdAt: new Date(now.getTime() - 2 * DAY),
  });
  await ticket(gala.id, {
    unitPriceCents: 2000,
    feesCents: 130,
    totalAmountCents: 2130,
    refundedCents: 2130,
    status: 'refunded',
    customerInfo: { firstName: 'Ana', lastName: 'Díaz' },
    createdAt: new Date(now.getTime() - DAY),
  });
  // Not sales: a free registration's ticket, a ticket without a payment, another business's ticket.
  await ticket(revue.id, { unitPriceCents: 0, totalAmountCents: 0, stripePaymentIntentId: null });
  await ticket(revue.id, { ...paid5000, stripePaymentIntentId: null });
  await ticket(elsewhere.id, { ...paid5000 });

  const [service] = await db
    .insert(schema.businessServices)
    .values({ businessId: hall.id, name: 'Wine Tasting', priceCents: 4500, durationMinutes: 60, placesPerSlot: 4 })
    .returning();
  const [slot] = await db
    .insert(schema.serviceSlots)
    .values({ serviceId: service!.id, startsAt: new Date(now.getTime() + 3 * DAY) })
    .returning();
  let booked = 0;
  const booking = (values: Partial<typeof schema.bookings.$inferInsert>) =>
    db.insert(schema.bookings).values({
      slotId: slot!.id,
      serviceId: service!.id,
      businessId: hall.id,
      contactName: 'Ama Mensah',
      contactEmail: 'ama@example.com',
      amountCents: 4500,
      feeCents: 225,
      status: 'confirmed',
      stripePaymentIntentId: `pi_booking_${++booked}`,
      ...values,
    });
  await booking({ createdAt: new Date(now.getTime() - 40 * DAY) });
  await booking({ status: 'refunded', contactName: '+Plus Guest', createdAt: new Date(now.getTime() - DAY) });
  await booking({ status: 'awaiting_payment', stripePaymentIntentId: null });

  it('sums the business’s own paid tickets and bookings to the cent, per event (newest first) and per service', async () => {
    const { view } = await businessSales(db, hall.id, now);
    expect(view.totals).toEqual({ count: 5, grossCents: 22080, discountsCents: 0, feesCents: 1080, refundsCents: 7855, netCents: 13548 });
    expect(
      view.events.map(({ title, count, grossCents, feesCents, refundsCents, netCents }) => ({
        title,
        count,
        grossCents,
        feesCents,
        refundsCents,
        netCents,
      })),
    ).toEqual([
      { title: 'Spring Gala', count: 1, grossCents: 2130, feesCents: 130, refundsCents: 2130, netCents: 0 },
      { title: 'Harlem Nights Revue', count: 2, grossCents: 10500, feesCents: 500, refundsCents: 1000, netCents: 9048 },
    ]);
    expect(view.services).toMatchObject([
      { title: 'Wine Tasting', kind: 'service', count: 2, grossCents: 9450, feesCents: 450, refundsCents: 4725, netCents: 4500 },
    ]);
    expect((await businessSales(db, other.id, now)).view.totals).toMatchObject({ count: 1, netCents: 5000 });
  });

  it('charts the last 30 New York days, today last; an older sale is left out', async () => {
    const { view } = await businessSales(db, hall.id, now);
    expect(view.daily).toHaveLength(30);
    expect(view.daily.at(-1)!.date).toBe(toNewYorkParts(now).date);
    expect(view.daily.find((day) => day.date === toNewYorkParts(new Date(now.getTime() - 2 * DAY)).date)!.netCents).toBe(9048);
    expect(view.daily.reduce((sum, day) => sum + day.netCents, 0)).toBe(9048);
  });

  it('answers its owner and an admin; another owner is refused, an unknown business not found', async () => {
    const mine = await callApi(salesApi, `/api/businesses/${hall.id}/sales`, { id: String(hall.id) }, { user: owner });
    expect(mine.status).toBe(200);
    expect((mine.body as { totals: { netCents: number } }).totals.netCents).toBe(13548);
    const asAdmin = await callApi(salesApi, `/api/businesses/${hall.id}/sales`, { id: String(hall.id) }, { user: admin });
    expect((asAdmin.body as { totals: { count: number } }).totals.count).toBe(5);
    const refused = await callApi(salesApi, `/api/businesses/${hall.id}/sales?format=csv`, { id: String(hall.id) }, { user: otherOwner });
    expect(refused.status).toBe(403);
    expect(String(refused.body)).not.toContain('Rosa Buyer');
    expect((await callApi(salesApi, `/api/businesses/${hall.id}/sales`, { id: String(hall.id) }, { user: null })).status).toBe(401);
    expect((await callApi(salesApi, '/api/businesses/999999/sales', { id: '999999' }, { user: admin })).status).toBe(404);
  });

  it('exports one row per sale, newest first, formulas defused, headers in Spanish', async () => {
    const answer = await callApi(salesApi, `/api/businesses/${hall.id}/sales?format=csv&lang=es`, { id: String(hall.id) }, { user: owner });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parse(String(answer.body)) as string[][];
    expect(header).toEqual([
      'Vendido (hora de Nueva York)',
      'Evento o servicio',
      'Tipo de entrada',
      'Comprador',
      'Descuento',
      'Pagado',
      'Comisión de la guía',
      'Reembolsado',
      'Neto para usted',
    ]);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Spring Gala', 'general', 'Ana Díaz', '0.00', '21.30', '1.30', '21.30', '0.00'],
      ['Wine Tasting', '', "'+Plus Guest", '0.00', '47.25', '2.25', '47.25', '0.00'],
      // Sold at the same instant: the later ticket first.
      ['Harlem Nights Revue', 'general', `'=HYPERLINK("x")`, '0.00', '52.50', '2.50', '10.00', '40.48'],
      ['Harlem Nights Revue', 'general', 'Rosa Buyer', '0.00', '52.50', '2.50', '0.00', '50.00'],
      ['Wine Tasting', '', 'Ama Mensah', '0.00', '47.25', '2.25', '0.00', '45.00'],
    ]);
  });
});
