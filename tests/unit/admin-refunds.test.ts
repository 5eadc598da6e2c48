/**
 * The admin's Payments tab for every kind of payment (issue 31, item 6): each kind's filtered list
 * loads, and a paid row of that kind is refunded end to end: the admin's refund goes to the local
 * test checkout through the real SDK, its charge.refunded event is signed and delivered to the
 * real webhook route, and the row is marked refunded, once.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { useLocalCheckout } from '../helpers/local-checkout.ts';
import { callAction } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { createBusiness, createEvent } from '../factories/index.ts';
import { server } from '#actions/index.ts';
import { loadPaymentsTab, PAYMENT_KINDS } from '#lib/server/admin/admin-payments.ts';
import { POST as uploadRoute } from '#pages/api/business-uploads/index.ts';
import { POST as uploadPaymentRoute } from '#pages/api/business-uploads/[id]/payment.ts';
import { POST as bookRoute } from '#pages/api/business/[id]/book.ts';
import type { PaymentKind } from '#lib/views/admin-dashboard.ts';
import type { Database } from '#lib/server/db/client.ts';

const DAY = 24 * 60 * 60 * 1000;
const { db } = await useFreshDatabase({ seed: true });
const checkout = useLocalCheckout('admin_refunds');

async function newBusiness(name: string, values: Partial<typeof schema.businesses.$inferInsert> = {}) {
  const [board] = await db.select().from(schema.communityBoards).limit(1);
  const [category] = await db.select().from(schema.businessCategories).limit(1);
  return createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id, ...values });
}

/** Pays for one thing of each kind through its own flow, and returns the id of its row. */
const BUY: Record<PaymentKind, () => Promise<number>> = {
  async donation() {
    const started = await callAction(server.donations.start, {
      amount: '50',
      customAmount: '',
      donorName: 'Refund Me',
      donorEmail: 'refund-donor@example.com',
    });
    await checkout.deliver(await checkout.pay(started.data.redirect));
    const [row] = await db.select().from(schema.donations).where(eq(schema.donations.donorEmail, 'refund-donor@example.com'));
    return row.id;
  },
  async listing() {
    const business = await newBusiness('Refund Listing Bakery');
    const owner = await storeAccount(db, 'business_owner', { businessId: business.id });
    const started = await callAction(
      server.payments.buyListing,
      { plan: 'standard-plus', businessId: String(business.id), returnTo: 'payment' },
      { user: owner },
    );
    await checkout.deliver(await checkout.pay(started.data.redirect));
    const [row] = await db.select().from(schema.businessListingPayments).where(eq(schema.businessListingPayments.businessId, business.id));
    return row.id;
  },
  async ticket() {
    const event = await createEvent(db, {
      title: 'Refund Jazz Night',
      startsAt: new Date(Date.now() + 10 * DAY),
      priceCents: 2500,
      maxAttendees: 5,
    });
    const buyer = await storeAccount(db, 'user');
    const started = await callAction(
      server.events.register,
      { eventId: String(event.id), firstName: 'Tia', lastName: 'Brown', email: buyer.email, phone: '212-555-0188' },
      { user: buyer },
    );
    await checkout.deliver(await checkout.pay(started.data.redirect));
    const [row] = await db.select().from(schema.tickets).where(eq(schema.tickets.eventId, event.id));
    return row.id;
  },
  async upload() {
    const business = await newBusiness('Refund Upload Studio');
    const owner = await storeAccount(db, 'business_owner', { businessId: business.id });
    const form = new FormData();
    form.set('title', 'Spring menu');
    form.set('tier', 'basic');
    form.set(
      'file',
      new File([new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n')], 'menu.pdf', {
        type: 'application/pdf',
      }),
    );
    const created = await callApi(
      uploadRoute,
      '/api/business-uploads',
      {},
      { method: 'POST', user: owner, multipart: form, headers: { accept: 'application/json' } },
    );
    const id = created.body.upload.id;
    const started = await callApi(
      uploadPaymentRoute,
      `/api/business-uploads/${id}/payment`,
      { id: String(id) },
      { method: 'POST', user: owner, json: {} },
    );
    await checkout.deliver(await checkout.pay(started.body.checkoutUrl));
    return id;
  },
  async booking() {
    const business = await newBusiness('Refund Booking Tastings', { isPremium: true });
    const [service] = await db
      .insert(schema.businessServices)
      .values({ businessId: business.id, name: 'Tasting', priceCents: 4500, durationMinutes: 60, placesPerSlot: 2 })
      .returning();
    const [slot] = await db
      .insert(schema.serviceSlots)
      .values({ serviceId: service.id, startsAt: new Date(Date.now() + 3 * DAY) })
      .returning();
    const member = await storeAccount(db, 'user');
    const answer = await callApi(
      bookRoute,
      `/api/business/${business.id}/book`,
      { id: String(business.id) },
      { method: 'POST', user: member, json: { slotId: slot.id } },
    );
    await checkout.deliver(await checkout.pay(answer.body.checkoutUrl));
    return answer.body.bookingId;
  },
};

/** The stored status of a row of the kind, as its own table writes it. */
async function storedStatus(database: Database, kind: PaymentKind, id: number): Promise<string> {
  const table = {
    donation: 'donations',
    listing: 'business_listing_payments',
    ticket: 'tickets',
    upload: 'business_uploads',
    booking: 'bookings',
  }[kind];
  const [row] = await database.all<{ status: string }>(sql`select status from ${sql.identifier(table)} where id = ${id}`);
  return row.status;
}

describe('the admin Payments tab, kind by kind', () => {
  it.each(PAYMENT_KINDS.map((kind) => [kind]))(
    'lists %s payments on their own and refunds a paid one through Stripe and its webhook, once',
    async (kind) => {
      const admin = await storeAccount(db, 'admin');
      const id = await BUY[kind]();

      const listed = await loadPaymentsTab(db, { kind, page: 1 });
      expect(listed.list.rows.every((row) => row.kind === kind)).toBe(true);
      expect(listed.list.rows.find((row) => row.id === id)).toMatchObject({ kind, status: 'paid', refundable: true });
      expect(listed.list.total).toBeGreaterThanOrEqual(1);
      // The whole list (every kind) still loads and holds it too.
      expect((await loadPaymentsTab(db, { kind: 'all', page: 1 })).list.rows.some((row) => row.kind === kind && row.id === id)).toBe(true);

      const before = checkout.fake.events.length;
      const refunded = await callAction(server.admin.refundPayment, { kind, id: String(id), confirm: 'on' }, { user: admin });
      expect(refunded.error).toBeUndefined();
      const events = checkout.since(before);
      expect(events.map((event) => event.type)).toContain('charge.refunded');
      await checkout.deliver(events);
      await checkout.deliver(events);

      expect(await storedStatus(db, kind, id)).toBe('refunded');
      expect((await loadPaymentsTab(db, { kind, page: 1 })).list.rows.find((row) => row.id === id)).toMatchObject({
        status: 'refunded',
        refundable: false,
      });
      expect((await callAction(server.admin.refundPayment, { kind, id: String(id), confirm: 'on' }, { user: admin })).error).toMatchObject({
        status: 409,
        message: 'This payment has already been refunded.',
      });
      const audits = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'payment.refund'));
      expect(audits.filter((entry) => entry.subjectType === kind && entry.subjectId === id)).toHaveLength(1);
    },
  );
});
