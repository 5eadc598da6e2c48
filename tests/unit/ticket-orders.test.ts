/**
 * Orders of ticket types (issue 33): quantities of several types in one order and one Checkout
 * Session, a promo code, one ticket with its own code per seat, each carrying its type, price,
 * discount, fee and total; the limits (types' seats, the code's uses) hold under parallel buyers;
 * bad quantities, foreign or expired codes and prices sent by the browser change nothing.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { useLocalCheckout } from '../helpers/local-checkout.ts';
import { callAction } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { POST as registerApi } from '#pages/api/events/[id]/register.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { createBusiness, createEvent } from '../factories/index.ts';
import { server } from '#actions/index.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { placeOrder } from '#lib/server/events/ticket-orders.ts';
import { register } from '#lib/server/events/registrations.ts';
import { businessSales } from '#lib/server/sales/business-sales.ts';
import { refundOrder, refundTicket } from '#lib/server/events/ticket-refunds.ts';
import { ticketTypesForSale } from '#lib/server/events/ticket-types-for-sale.ts';

const DAY = 24 * 60 * 60 * 1000;
const { db } = await useFreshDatabase({ seed: true });
const checkout = useLocalCheckout('ticket_orders');
const [board] = await db.select().from(schema.communityBoards).limit(1);
const [category] = await db.select().from(schema.businessCategories).limit(1);
const sessionOf = (url: string) => getStripe()!.checkout.sessions.retrieve(url.split('/pay/')[1]);
const lineItemsOf = (url: string) => getStripe()!.checkout.sessions.listLineItems(url.split('/pay/')[1]);

/** A business on the Basic plan (5% + $0.50 a ticket) with an event selling General ($25) and VIP ($60, 3 left, 4 an order). */
async function vipNight(name: string, options: { vip?: number } = {}) {
  const business = await createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id });
  const [plan] = await db.select().from(schema.listingPlans).where(eq(schema.listingPlans.slug, 'basic'));
  await db.insert(schema.businessListingPayments).values({
    businessId: business.id,
    listingPlanId: plan.id,
    planType: 'basic',
    amountCents: plan.priceCents,
    status: 'paid',
    paidAt: new Date(),
    expiresAt: new Date(Date.now() + 20 * DAY),
  });
  const event = await createEvent(db, {
    title: `${name} Night`,
    businessId: business.id,
    startsAt: new Date(Date.now() + 10 * DAY),
    priceCents: 2500,
    maxAttendees: 100,
  });
  const [general, vip] = await db
    .insert(schema.ticketTypes)
    .values([
      { eventId: event.id, name: 'General', priceCents: 2500, quantity: 50, maxPerOrder: 10, position: 0 },
      { eventId: event.id, name: 'VIP', priceCents: 6000, quantity: options.vip ?? 3, maxPerOrder: 4, position: 1 },
    ])
    .returning();
  return { business, event, general, vip };
}

async function promo(businessId: number, values: Partial<typeof schema.promoCodes.$inferInsert> & { code: string }) {
  const [row] = await db
    .insert(schema.promoCodes)
    .values({ businessId, percentOff: values.amountOffCents ? null : 20, ...values })
    .returning();
  return row;
}

const contact = (email: string) => ({ firstName: 'Ada', lastName: 'Stone', email, phone: '212-555-0142' });
const details = (email: string) => ({ ...contact(email), emergencyContact: null, emergencyPhone: null, specialRequests: null });
const liveOrders = (eventId: number) =>
  db
    .select()
    .from(schema.eventRegistrations)
    .where(and(eq(schema.eventRegistrations.eventId, eventId), ne(schema.eventRegistrations.status, 'cancelled')));

describe('orders of ticket types', () => {
  it('sells 2 VIP and 1 General with a 20% code in one Checkout, and issues three tickets, each its own code and figures', async () => {
    const { business, event, general, vip } = await vipNight('Lenox Lounge');
    await promo(business.id, { code: 'SPRING20', eventId: event.id });
    const buyer = await storeAccount(db, 'user');
    const started = await callAction(
      server.events.register,
      {
        eventId: String(event.id),
        ...contact(buyer.email),
        ticketTypeId: [String(vip.id), String(general.id)],
        quantity: ['2', '1'],
        promoCode: 'spring20',
        // Prices and fees sent by the browser are ignored.
        price: '1',
        amountCents: '1',
        feeCents: '0',
      },
      { user: buyer },
    );
    expect(started.error).toBeUndefined();
    const [order] = await liveOrders(event.id);
    // VIP $60 less 20% = $48, fee 5% + $0.50 = $2.90; General $25 less 20% = $20, fee $1.50.
    expect(order).toMatchObject({ status: 'awaiting_payment', seats: 3, amountCents: 11600, discountCents: 2900, feeCents: 730 });
    const session = await sessionOf(started.data.redirect);
    expect(session.amount_total).toBe(12330);
    expect(
      (await lineItemsOf(started.data.redirect)).data.map((line) => [line.description, line.quantity, line.price?.unit_amount]),
    ).toEqual([
      [`General ticket: ${event.title}`, 1, 2150],
      [`VIP ticket: ${event.title}`, 2, 5090],
    ]);

    await checkout.deliver(await checkout.pay(started.data.redirect));
    const issued = await db.select().from(schema.tickets).where(eq(schema.tickets.registrationId, order.id)).orderBy(schema.tickets.seat);
    expect(
      issued.map((ticket) => [
        ticket.seat,
        ticket.ticketType,
        ticket.unitPriceCents,
        ticket.discountCents,
        ticket.feesCents,
        ticket.totalAmountCents,
        ticket.promoCode,
        ticket.quantity,
      ]),
    ).toEqual([
      [1, 'General', 2500, 500, 150, 2150, 'SPRING20', 1],
      [2, 'VIP', 6000, 1200, 290, 5090, 'SPRING20', 1],
      [3, 'VIP', 6000, 1200, 290, 5090, 'SPRING20', 1],
    ]);
    expect(new Set(issued.map((ticket) => ticket.qrCode)).size).toBe(3);
    expect(issued.every((ticket) => ticket.status === 'active' && ticket.stripeCheckoutSessionId === session.id)).toBe(true);
    // The webhook again issues nothing more.
    await checkout.deliver(await checkout.pay(started.data.redirect).catch(() => []));
    expect(await db.$count(schema.tickets, eq(schema.tickets.registrationId, order.id))).toBe(3);

    // The Sales tab by type: gross after the discount, the discount beside it, the guide's fee, the net to the owner.
    const [line] = (await businessSales(db, business.id)).view.events;
    expect(line.types).toEqual([
      { name: 'General', count: 1, grossCents: 2150, discountsCents: 500, feesCents: 150, refundsCents: 0, netCents: 2000 },
      { name: 'VIP', count: 2, grossCents: 10180, discountsCents: 2400, feesCents: 580, refundsCents: 0, netCents: 9600 },
    ]);
    expect(line).toMatchObject({ count: 3, grossCents: 12330, discountsCents: 2900, feesCents: 730, netCents: 11600 });

    // The owner refunds one VIP ticket: it stops admitting, and its seat (a VIP one) goes back on sale.
    await db.update(schema.events).set({ refundDaysBefore: 2 }).where(eq(schema.events.id, event.id));
    const vipTicket = issued[2];
    const one = await refundTicket(db, getStripe()!, { businessId: business.id, ticketId: vipTicket.id, amountCents: null });
    expect(one).toMatchObject({ refundedCents: 5090, fully: true });
    const [afterOne] = await liveOrders(event.id);
    expect(afterOne.seats).toBe(2);
    expect(afterOne.lines?.map((line) => [line.name, line.quantity])).toEqual([
      ['General', 1],
      ['VIP', 1],
    ]);
    expect((await ticketTypesForSale(db, event.id)).map((type) => [type.name, type.left])).toEqual([
      ['General', 49],
      ['VIP', 2],
    ]);
    // Another business's owner cannot refund the order; this one refunds the rest of it at once, and the buyer is told once.
    const stranger = await vipNight('Stranger Bar');
    await expect(refundOrder(db, getStripe()!, { businessId: stranger.business.id, registrationId: order.id })).rejects.toThrow(
      /not found/i,
    );
    const rest = await refundOrder(db, getStripe()!, { businessId: business.id, registrationId: order.id });
    expect(rest).toMatchObject({ refundedCents: 2150 + 5090, tickets: 2 });
    const statuses = await db
      .select({ status: schema.tickets.status })
      .from(schema.tickets)
      .where(eq(schema.tickets.registrationId, order.id));
    expect(statuses.map((ticket) => ticket.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await liveOrders(event.id)).toHaveLength(0);
    const mails = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.kind, 'event_ticket_refund'), eq(schema.mailOutbox.toAddress, buyer.email)));
    expect(mails.map((mail) => mail.textBody?.match(/\$[\d.,]+/)?.[0])).toEqual(['$50.90', '$72.40']);
  });

  it('gives 30 parallel buyers of the last 3 VIP tickets exactly 3', async () => {
    const { event, vip } = await vipNight('Minton Playhouse');
    const buyers = await Promise.all(Array.from({ length: 30 }, () => storeAccount(db, 'user')));
    const outcomes = await Promise.allSettled(
      buyers.map((user) =>
        placeOrder(db, {
          user,
          eventId: event.id,
          contact: details(user.email),
          order: { quantities: [{ ticketTypeId: vip.id, quantity: 1 }], promoCode: null },
          paymentsOpen: true,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.ok)).toHaveLength(3);
    const orders = await liveOrders(event.id);
    expect(orders.reduce((seats, order) => seats + order.seats, 0)).toBe(3);
  });

  it('lets 20 parallel orders use a code limited to 5 exactly 5 times', async () => {
    const { business, event, general } = await vipNight('Showmans Bar');
    await promo(business.id, { code: 'FIRST5', maxUses: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => storeAccount(db, 'user')));
    await Promise.allSettled(
      buyers.map((user) =>
        placeOrder(db, {
          user,
          eventId: event.id,
          contact: details(user.email),
          order: { quantities: [{ ticketTypeId: general.id, quantity: 1 }], promoCode: 'FIRST5' },
          paymentsOpen: true,
        }),
      ),
    );
    const orders = await liveOrders(event.id);
    expect(orders.filter((order) => order.promoCodeId !== null)).toHaveLength(5);
    expect(orders.every((order) => order.promoCodeId !== null)).toBe(true);
  });

  it('refuses bad quantities, foreign, expired and used-up codes, and a single seat of a typed event, changing nothing', async () => {
    const { business, event, general, vip } = await vipNight('Apollo Bar');
    const other = await vipNight('Other Room');
    await promo(other.business.id, { code: 'THEIRS' });
    await promo(business.id, { code: 'OLD', validUntil: new Date(Date.now() - DAY) });
    await promo(business.id, { code: 'ELSEWHERE', eventId: other.event.id });
    await promo(business.id, { code: 'STUDENTS', ticketTypes: ['Student'] });
    const buyer = await storeAccount(db, 'user');
    const order = (quantities: [number, number][], promoCode: string | null = null) =>
      callAction(
        server.events.register,
        {
          eventId: String(event.id),
          ...contact(buyer.email),
          ticketTypeId: quantities.map(([id]) => String(id)),
          quantity: quantities.map(([, n]) => String(n)),
          promoCode: promoCode ?? '',
        },
        { user: buyer },
      );
    const refusals: [Awaited<ReturnType<typeof order>>, string][] = [
      [
        await order([
          [general.id, 0],
          [vip.id, 0],
        ]),
        'Choose at least one ticket.',
      ],
      [await order([[general.id, -1]]), 'Choose a number of tickets from 0 to 10.'],
      [await order([[general.id, 11]]), 'Choose a number of tickets from 0 to 10.'],
      [await order([[vip.id, 5]]), 'One order can have at most 4 VIP tickets.'],
      [
        await order([
          [general.id, 8],
          [vip.id, 3],
        ]),
        'One order can have at most 10 tickets.',
      ],
      [await order([[other.general.id, 1]]), 'That ticket type is not on sale for this event.'],
      [await order([[general.id, 1]], 'THEIRS'), 'The code THEIRS is not valid for this event.'],
      [await order([[general.id, 1]], 'ELSEWHERE'), 'The code ELSEWHERE is not valid for this event.'],
      [await order([[general.id, 1]], 'OLD'), 'The code OLD has expired.'],
      [await order([[general.id, 1]], 'STUDENTS'), 'The code STUDENTS does not apply to the tickets you chose.'],
      [await order([[general.id, 1]], 'no spaces!'), 'Enter a code of up to 20 letters, digits, dashes or underscores.'],
    ];
    for (const [answer, message] of refusals) expect(answer.error?.message, message).toBe(message);
    expect(await liveOrders(event.id)).toHaveLength(0);
    const single = register(db, { user: buyer, eventId: event.id, contact: details(buyer.email), paymentsOpen: true });
    await expect(single).rejects.toThrow(/by type/);
    expect(await liveOrders(event.id)).toHaveLength(0);
  });

  it('takes an order from the JSON API too, and refuses a bad one there with the same message', async () => {
    const { event, general, vip } = await vipNight('Api Hall');
    const buyer = await storeAccount(db, 'user');
    const call = (json: Record<string, unknown>) =>
      callApi(registerApi, `/api/events/${event.id}/register`, { id: String(event.id) }, { method: 'POST', json, user: buyer });
    const bad = await call({ tickets: [{ ticketTypeId: vip.id, quantity: 9 }] });
    expect(bad.status).toBe(409);
    expect(bad.body).toMatchObject({ message: 'One order can have at most 4 VIP tickets.' });
    const good = await call({
      tickets: [
        { ticketTypeId: general.id, quantity: 2 },
        { ticketTypeId: vip.id, quantity: 1 },
      ],
    });
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ registration: { status: 'awaiting_payment', amountCents: 11000 } });
    expect(String((good.body as { checkoutUrl: string }).checkoutUrl)).toContain('/pay/');
    expect((await liveOrders(event.id))[0]).toMatchObject({ seats: 3 });
  });

  it('confirms an order a code makes free at once, with its tickets and no Checkout', async () => {
    const { business, event, general } = await vipNight('Comp Club');
    await promo(business.id, { code: 'PRESS', percentOff: 100 });
    const guest = await storeAccount(db, 'user');
    const outcome = await placeOrder(db, {
      user: guest,
      eventId: event.id,
      contact: details(guest.email),
      order: { quantities: [{ ticketTypeId: general.id, quantity: 2 }], promoCode: 'press' },
      paymentsOpen: true,
    });
    expect(outcome).toMatchObject({ ok: true, registration: { status: 'confirmed', amountCents: 0, feeCents: 0 } });
    const issued = await db.select().from(schema.tickets).where(eq(schema.tickets.eventId, event.id));
    expect(issued.map((ticket) => [ticket.seat, ticket.totalAmountCents, ticket.discountCents, ticket.status])).toEqual([
      [1, 0, 2500, 'active'],
      [2, 0, 2500, 'active'],
    ]);
  });
});
