/**
 * An owner refunds a booking (issue 33) against the local test checkout: part of it, then what is
 * left; never more than is left (even with two refunds at once), which refunds nothing and says how
 * much is left; refunded in full, the booking is refunded and its place goes back; the guest is
 * told once per refund in their language, whatever is retried; a destination charge takes the
 * refund back from the owner's transfer and the guide's fee in proportion, and the Sales tab's net
 * stays the owner's balance to the cent; another business's booking is not found, an unpaid one is
 * refused; an admin's refund of the Payments tab, and a cancellation, refund what is left.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { refundBooking } from '#lib/server/bookings/booking-refunds.ts';
import { cancelBooking } from '#lib/server/bookings/bookings.ts';
import { loadPaymentsTab } from '#lib/server/admin/admin-payments.ts';
import { businessSales } from '#lib/server/sales/business-sales.ts';
import { refundCharge } from '#lib/server/payments/refund-charge.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { moneyIn } from '#lib/i18n/format.ts';
import { POST as bookRoute } from '#pages/api/business/[id]/book.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { useLocalCheckout } from '../helpers/local-checkout.ts';

const checkout = useLocalCheckout('booking_refunds');
const DAY = 86_400_000;
/** A $45 tasting with the no-plan guide fee (6% + $0.75): the guest pays $48.45. */
const PRICE = 4500;
const FEE = 345;
const PAID = PRICE + FEE;

describe('an owner refunding a booking', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db);
  const hall = await createBusiness(db, { name: 'Refund Tastings', communityBoardId: board.id, categoryId: category.id, isPremium: true });
  const other = await createBusiness(db, { name: 'Other Tastings', communityBoardId: board.id, categoryId: category.id, isPremium: true });
  const owner = await storeAccount(db, 'business_owner', { businessId: hall.id });
  const otherOwner = await storeAccount(db, 'business_owner', { businessId: other.id });
  const admin = await storeAccount(db, 'admin');
  const stripe = () => getStripe()!;

  /** A one-place time of a $45 tasting at the business. */
  async function oneSlot(businessId: number) {
    const [service] = await db
      .insert(schema.businessServices)
      .values({ businessId, name: 'Rum Tasting', priceCents: PRICE, durationMinutes: 60, placesPerSlot: 1 })
      .returning();
    const [slot] = await db
      .insert(schema.serviceSlots)
      .values({ serviceId: service!.id, startsAt: new Date(Date.now() + 5 * DAY) })
      .returning();
    return slot!;
  }

  /** A member books the time (in Spanish when asked) and pays in the local test checkout; the webhook confirms it. */
  async function book(slotId: number, businessId: number, { pay = true, language = 'en' } = {}) {
    const guest = await storeAccount(db, 'user');
    if (language !== 'en') await db.insert(schema.userLanguagePreferences).values({ userId: guest.id, languageCode: language });
    const answer = await callApi(
      bookRoute,
      `/api/business/${businessId}/book`,
      { id: String(businessId) },
      { method: 'POST', user: guest, json: { slotId } },
    );
    expect(answer.status).toBe(201);
    if (pay) await checkout.deliver(await checkout.pay(answer.body.checkoutUrl));
    const booking = await bookingRow(answer.body.bookingId);
    return { guest, booking, intent: booking.stripePaymentIntentId };
  }
  const paidBooking = async (options: { language?: string } = {}) => {
    const slot = await oneSlot(hall.id);
    return { slot, ...(await book(slot.id, hall.id, options)) };
  };

  const bookingRow = async (id: number) => (await db.select().from(schema.bookings).where(eq(schema.bookings.id, id)))[0]!;
  const refundedInStripe = async (intent: string | null) =>
    ((await stripe().paymentIntents.retrieve(intent!)) as unknown as { amount_refunded: number }).amount_refunded;
  const refundMails = async (email: string) =>
    db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, email), eq(schema.mailOutbox.kind, 'booking_refund')))
      .orderBy(schema.mailOutbox.id);
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, message: (error as HttpError).in('en').message };
  };
  const form = (bookingId: number, amount: string, businessId = hall.id) => ({
    businessId: String(businessId),
    bookingId: String(bookingId),
    amount,
    next: '/business-dashboard?tab=events',
  });

  it('refunds part, then what is left: the guest is told each time in Spanish, once, and the place goes back', async () => {
    const { slot, guest, booking, intent } = await paidBooking({ language: 'es' });
    expect(booking).toMatchObject({ status: 'confirmed', amountCents: PRICE, feeCents: FEE, refundedCents: 0 });

    const part = await callAction(server.owner.refundBooking, form(booking.id, '10'), { user: owner });
    expect(part.error).toBeUndefined();
    expect(part.data.refund).toMatchObject({ refundedCents: 1000, leftCents: PAID - 1000, fully: false });
    expect(part.data.flash.description).toBe(`Refunded $10.00 to ${booking.contactName}.`);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed', refundedCents: 1000, cancelledAt: null });
    expect(await refundedInStripe(intent)).toBe(1000);

    // More than the $38.45 left refunds nothing, and says how much is left.
    expect(await refusal(refundBooking(db, stripe(), { businessId: hall.id, bookingId: booking.id, amountCents: PAID - 999 }))).toEqual({
      status: 409,
      message: 'A refund can be at most $38.45, what is left of this booking. Nothing was refunded.',
    });
    expect(await refundedInStripe(intent)).toBe(1000);
    expect((await bookingRow(booking.id)).refundedCents).toBe(1000);

    const before = checkout.fake.events.length;
    const rest = await refundBooking(db, stripe(), { businessId: hall.id, bookingId: booking.id, amountCents: null });
    expect(rest).toMatchObject({ refundedCents: PAID - 1000, leftCents: 0, fully: true });
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({ status: 'refunded', refundedCents: PAID });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await refundedInStripe(intent)).toBe(PAID);

    // Retried: Stripe's charge.refunded delivered twice, and the same refund asked again with its key, change nothing.
    const events = checkout.since(before);
    expect(events.map((event) => event.type)).toContain('charge.refunded');
    await checkout.deliver(events);
    await checkout.deliver(events);
    await refundCharge(stripe(), {
      paymentIntent: intent!,
      amountCents: PAID - 1000,
      metadata: {},
      idempotencyKey: `booking-refund-${booking.id}-${PAID}`,
    });
    expect(await refundedInStripe(intent)).toBe(PAID);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'refunded', refundedCents: PAID });

    // One mail per refund, in the guest's Spanish; the last says the booking is over.
    const mails = await refundMails(guest.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Reembolso de Rum Tasting en Refund Tastings',
      'Reembolso de Rum Tasting en Refund Tastings',
    ]);
    expect(mails[0]!.textBody).toContain(`Te reembolsamos ${moneyIn('es', 1000)} de tu reserva de Rum Tasting en Refund Tastings`);
    expect(mails[0]!.textBody).not.toContain('Tu reserva se reembolsó por completo');
    expect(mails[1]!.textBody).toContain(`Te reembolsamos ${moneyIn('es', PAID - 1000)}`);
    expect(mails[1]!.textBody).toContain('Tu reserva se reembolsó por completo y quedó cancelada.');

    // The one place at that time is free again.
    const next = await book(slot.id, hall.id, { pay: false });
    expect(next.booking.status).toBe('awaiting_payment');

    // Nothing is left to refund.
    expect(await refusal(refundBooking(db, stripe(), { businessId: hall.id, bookingId: booking.id, amountCents: null }))).toMatchObject({
      status: 409,
    });
  });

  it('never refunds more than is left when two refunds race', async () => {
    const { booking, intent } = await paidBooking();
    const outcomes = await Promise.allSettled([
      refundBooking(db, stripe(), { businessId: hall.id, bookingId: booking.id, amountCents: 3000 }),
      refundBooking(db, stripe(), { businessId: hall.id, bookingId: booking.id, amountCents: 3000 }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await bookingRow(booking.id)).toMatchObject({ refundedCents: 3000, status: 'confirmed' });
    expect(await refundedInStripe(intent)).toBe(3000);
  });

  it('finds no booking of another business, refuses an unpaid one, members and a bad amount, and changes nothing', async () => {
    const { booking, intent } = await paidBooking();
    const foreign = await callAction(server.owner.refundBooking, form(booking.id, '', other.id), { user: otherOwner });
    expect(foreign.error).toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found' });
    expect(await refusal(refundBooking(db, stripe(), { businessId: other.id, bookingId: booking.id, amountCents: null }))).toEqual({
      status: 404,
      message: 'Booking not found',
    });
    const guest = await storeAccount(db, 'user');
    expect((await callAction(server.owner.refundBooking, form(booking.id, ''), { user: guest })).error).toMatchObject({
      code: 'FORBIDDEN',
    });
    for (const amount of ['ten dollars', '0', '-5', '1.234']) {
      const junk = await callAction(server.owner.refundBooking, form(booking.id, amount), { user: owner });
      expect(fieldsOf(junk.error)).toEqual({ amount: 'Enter an amount such as 10 or 10.50, or leave it empty to refund what is left.' });
    }
    expect(await refundedInStripe(intent)).toBe(0);
    expect((await bookingRow(booking.id)).refundedCents).toBe(0);

    // Not paid yet: nothing to refund.
    const unpaidSlot = await oneSlot(hall.id);
    const unpaid = await book(unpaidSlot.id, hall.id, { pay: false });
    expect(await refusal(refundBooking(db, stripe(), { businessId: hall.id, bookingId: unpaid.booking.id, amountCents: null }))).toEqual({
      status: 409,
      message: 'Only a paid, confirmed booking with something left to refund can be refunded. Nothing was refunded.',
    });
    expect(await bookingRow(unpaid.booking.id)).toMatchObject({ status: 'awaiting_payment', refundedCents: 0 });
    expect(await refundMails(unpaid.guest.email)).toEqual([]);
  });

  it('takes a destination charge back from the owner and the guide’s fee in proportion; the Sales tab’s net stays the owner’s balance', async () => {
    const connected = await createBusiness(db, {
      name: 'Connected Tastings',
      communityBoardId: board.id,
      categoryId: category.id,
      isPremium: true,
    });
    const account = await stripe().accounts.create({ type: 'express', country: 'US', email: 'owner@connected-tastings.example' });
    const verified = await fetch(`${checkout.fake.url}/test/accounts/${account.id}/verify`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_booking_refunds' },
    });
    expect(verified.status).toBe(200);
    await db.insert(schema.connectedAccounts).values({
      businessId: connected.id,
      stripeAccountId: account.id,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      stateAt: new Date(),
    });
    const slot = await oneSlot(connected.id);
    const { booking, intent } = await book(slot.id, connected.id);
    const paid = await stripe().paymentIntents.retrieve(intent!);
    expect(paid.transfer_data?.destination).toBe(account.id);
    expect(paid.application_fee_amount).toBe(FEE);
    const ownersBalance = async () => (await stripe().balance.retrieve({}, { stripeAccount: account.id })).available[0]!.amount;
    const guideFeeRefunded = async () => {
      const charge = await stripe().charges.retrieve(paid.latest_charge as string);
      return (await stripe().applicationFees.retrieve(charge.application_fee as string)).amount_refunded;
    };
    const sales = async () => (await businessSales(db, connected.id)).view.totals;
    /** The owner's balance transactions in Stripe, summed: what the Sales tab's net must equal to the cent. */
    const ledgerNet = async () =>
      (await stripe().balanceTransactions.list({}, { stripeAccount: account.id })).data.reduce((sum, entry) => sum + entry.net, 0);
    expect(await ownersBalance()).toBe(PRICE);
    expect(await sales()).toMatchObject({ grossCents: PAID, feesCents: FEE, refundsCents: 0, netCents: PRICE });

    await refundBooking(db, stripe(), { businessId: connected.id, bookingId: booking.id, amountCents: 1000 });
    // $10.00 of $48.45: $9.29 comes back from the owner's $45.00, $0.71 from the guide's $3.45.
    const ownersShare = Math.round((1000 * PRICE) / PAID);
    expect(ownersShare).toBe(929);
    expect(await ownersBalance()).toBe(PRICE - ownersShare);
    expect(await guideFeeRefunded()).toBe(1000 - ownersShare);
    expect(await sales()).toMatchObject({ grossCents: PAID, feesCents: FEE, refundsCents: 1000, netCents: PRICE - ownersShare });
    expect(await ledgerNet()).toBe(PRICE - ownersShare);
    const [line] = (await businessSales(db, connected.id)).rows;
    expect(line).toMatchObject({ kind: 'service', paidCents: PAID, refundedCents: 1000, netCents: PRICE - ownersShare });

    await refundBooking(db, stripe(), { businessId: connected.id, bookingId: booking.id, amountCents: null });
    expect(await ownersBalance()).toBe(0);
    expect(await guideFeeRefunded()).toBe(FEE);
    expect(await sales()).toMatchObject({ refundsCents: PAID, netCents: 0 });
    expect(await ledgerNet()).toBe(0);
  });

  it('lets an admin refund what is left from the Payments tab, through the same service, with its audit entry', async () => {
    const { booking, intent, guest } = await paidBooking();
    await refundBooking(db, stripe(), { businessId: hall.id, bookingId: booking.id, amountCents: 1500 });
    const listed = async () => (await loadPaymentsTab(db, { kind: 'booking', page: 1 })).list.rows.find((row) => row.id === booking.id);
    expect(await listed()).toMatchObject({ amountCents: PAID, status: 'paid', refundable: true });

    const refunded = await callAction(
      server.admin.refundPayment,
      { kind: 'booking', id: String(booking.id), confirm: 'on' },
      { user: admin },
    );
    expect(refunded.error).toBeUndefined();
    expect(await refundedInStripe(intent)).toBe(PAID);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'refunded', refundedCents: PAID });
    expect(await listed()).toMatchObject({ status: 'refunded', refundable: false });
    expect((await refundMails(guest.email)).map((mail) => mail.subject)).toEqual([
      'Refund for Rum Tasting at Refund Tastings',
      'Refund for Rum Tasting at Refund Tastings',
    ]);
    const audits = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'payment.refund'));
    expect(audits.filter((entry) => entry.subjectType === 'booking' && entry.subjectId === booking.id)).toMatchObject([
      { actorId: admin.id, after: { status: 'refunded', refundedCents: PAID - 1500 } },
    ]);
  });

  it('cancelling a partly refunded booking refunds what is left, and says so', async () => {
    const { booking, intent, guest } = await paidBooking();
    await refundBooking(db, stripe(), { businessId: hall.id, bookingId: booking.id, amountCents: 1000 });
    await cancelBooking(db, stripe(), { businessId: hall.id, bookingId: booking.id, origin: 'http://localhost' });
    expect(await refundedInStripe(intent)).toBe(PAID);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'refunded', refundedCents: PAID });
    const [cancelled] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, guest.email), eq(schema.mailOutbox.kind, 'booking_cancelled')));
    expect(cancelled!.textBody).toContain('Your payment of $38.45 is being refunded');
  });

  it('lets an admin refund any business’s booking through the owner’s form', async () => {
    const { booking, intent } = await paidBooking();
    const byAdmin = await callAction(server.owner.refundBooking, form(booking.id, '5.50'), { user: admin });
    expect(byAdmin.error).toBeUndefined();
    expect(await refundedInStripe(intent)).toBe(550);
    expect((await bookingRow(booking.id)).refundedCents).toBe(550);
  });
});
