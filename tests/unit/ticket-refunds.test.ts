/**
 * An owner refunds a ticket (issue 33) against the local test checkout: part of it or what is
 * left, within the event's refund policy (none, or up to N days before); never more than is left,
 * even with two refunds at once; a ticket refunded in full stops admitting at the door and frees
 * its seat; the buyer is told in their language; another business's ticket is not found; an
 * admin refunds past the policy.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { refundTicket } from '#lib/server/events/ticket-refunds.ts';
import { checkIn } from '#lib/server/events/check-in.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { useLocalCheckout } from '../helpers/local-checkout.ts';

const checkout = useLocalCheckout('ticket_refunds');
const DAY = 86_400_000;

describe('an owner refunding a ticket', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db);
  const hall = await createBusiness(db, { name: 'Refund Test Hall', communityBoardId: board.id, categoryId: category.id, isPremium: true });
  const other = await createBusiness(db, { name: 'Refund Other Hall', communityBoardId: board.id, categoryId: category.id });
  const owner = await storeAccount(db, 'business_owner', { businessId: hall.id });
  const otherOwner = await storeAccount(db, 'business_owner', { businessId: other.id });
  const admin = await storeAccount(db, 'admin');
  const buyer = await storeAccount(db, 'user');
  await db.insert(schema.userLanguagePreferences).values({ userId: buyer.id, languageCode: 'es' });

  /** A $50 ticket to an event of the hall, paid in the local test checkout. */
  async function paidTicket(event: { refundDaysBefore: number | null; startsInDays: number }) {
    const row = await createEvent(db, {
      title: 'Harlem Nights Revue',
      businessId: hall.id,
      startsAt: new Date(Date.now() + event.startsInDays * DAY),
      priceCents: 5000,
      refundDaysBefore: event.refundDaysBefore,
    });
    const session = await getStripe()!.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 5000, product_data: { name: 'Ticket: Harlem Nights Revue' } } },
      ],
      success_url: 'http://localhost/done',
    });
    await checkout.pay(session.url!);
    const intent = (await getStripe()!.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const [registration] = await db
      .insert(schema.eventRegistrations)
      .values({
        eventId: row.id,
        userId: buyer.id,
        firstName: 'Rosa',
        lastName: 'Buyer',
        email: buyer.email,
        phone: '2125550100',
        amountCents: 5000,
      })
      .returning();
    const [ticket] = await db
      .insert(schema.tickets)
      .values({
        eventId: row.id,
        userId: buyer.id,
        unitPriceCents: 5000,
        totalAmountCents: 5000,
        qrCode: `qr-${session.id}`,
        stripePaymentIntentId: intent,
        stripeCheckoutSessionId: session.id,
        customerInfo: { name: 'Rosa Buyer', email: buyer.email },
        registrationId: registration!.id,
      })
      .returning();
    return { event: row, ticket: ticket!, intent };
  }
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, message: (error as HttpError).in('en').message };
  };
  const ticketRow = async (id: number) => (await db.select().from(schema.tickets).where(eq(schema.tickets.id, id)))[0]!;
  const refundedInStripe = async (intent: string) =>
    ((await getStripe()!.paymentIntents.retrieve(intent)) as unknown as { amount_refunded: number }).amount_refunded;
  const mailsTo = async (email: string) =>
    (await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, email))).map((mail) => mail.subject);

  it('refunds part, then what is left: the buyer is told each time in Spanish, and the fully refunded ticket stops admitting', async () => {
    const { event, ticket, intent } = await paidTicket({ refundDaysBefore: 7, startsInDays: 30 });
    const part = await callAction(
      server.owner.refundTicket,
      { businessId: String(hall.id), ticketId: String(ticket.id), amount: '10', next: '/business-dashboard?tab=events' },
      { user: owner },
    );
    expect(part.error).toBeUndefined();
    expect(part.data.flash.description).toBe('Refunded $10.00 to Rosa Buyer.');
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'active', refundedCents: 1000 });
    expect(await refundedInStripe(intent)).toBe(1000);

    // More than the $40 left refunds nothing.
    expect(await refusal(refundTicket(db, getStripe()!, { businessId: hall.id, ticketId: ticket.id, amountCents: 4001 }))).toEqual({
      status: 409,
      message: 'A refund can be at most $40.00, what is left of this ticket. Nothing was refunded.',
    });
    expect(await refundedInStripe(intent)).toBe(1000);

    const rest = await refundTicket(db, getStripe()!, { businessId: hall.id, ticketId: ticket.id, amountCents: null });
    expect(rest).toMatchObject({ refundedCents: 4000, leftCents: 0, fully: true });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'refunded', refundedCents: 5000 });
    expect(await refundedInStripe(intent)).toBe(5000);
    const [registration] = await db
      .select()
      .from(schema.eventRegistrations)
      .where(eq(schema.eventRegistrations.id, ticket.registrationId!));
    expect(registration!.status).toBe('cancelled');
    expect(await mailsTo(buyer.email)).toEqual(['Reembolso de Harlem Nights Revue', 'Reembolso de Harlem Nights Revue']);
    const door = await checkIn(db, event, { code: ticket.qrCode, scannedAt: new Date(), deviceScanId: 'door-1' }, owner.id);
    expect(door).toEqual({ outcome: 'refused', reason: 'not_valid' });
  });

  it('holds owners to the event’s refund policy, but not an admin', async () => {
    const none = await paidTicket({ refundDaysBefore: null, startsInDays: 30 });
    expect(await refusal(refundTicket(db, getStripe()!, { businessId: hall.id, ticketId: none.ticket.id, amountCents: null }))).toEqual({
      status: 409,
      message: "This event's refund policy allows no refunds. Nothing was refunded.",
    });
    const late = await paidTicket({ refundDaysBefore: 7, startsInDays: 3 });
    expect(
      (await refusal(refundTicket(db, getStripe()!, { businessId: hall.id, ticketId: late.ticket.id, amountCents: null }))).message,
    ).toMatch(/^Refunds for this event ended on .+\. Nothing was refunded\.$/);
    expect(await refundedInStripe(late.intent)).toBe(0);
    const byAdmin = await callAction(
      server.owner.refundTicket,
      { businessId: String(hall.id), ticketId: String(late.ticket.id), amount: '', next: '/admin' },
      { user: admin },
    );
    expect(byAdmin.error).toBeUndefined();
    expect(await refundedInStripe(late.intent)).toBe(5000);
  });

  it('never refunds more than is left when two refunds race', async () => {
    const { ticket, intent } = await paidTicket({ refundDaysBefore: 1, startsInDays: 10 });
    const outcomes = await Promise.allSettled([
      refundTicket(db, getStripe()!, { businessId: hall.id, ticketId: ticket.id, amountCents: 3000 }),
      refundTicket(db, getStripe()!, { businessId: hall.id, ticketId: ticket.id, amountCents: 3000 }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await ticketRow(ticket.id)).toMatchObject({ refundedCents: 3000, status: 'active' });
    expect(await refundedInStripe(intent)).toBe(3000);
  });

  it('finds no ticket of another business, refuses members and a bad amount, and changes nothing', async () => {
    const { ticket, intent } = await paidTicket({ refundDaysBefore: 1, startsInDays: 10 });
    const form = (amount: string) => ({ businessId: String(other.id), ticketId: String(ticket.id), amount, next: '/business-dashboard' });
    expect((await callAction(server.owner.refundTicket, form(''), { user: otherOwner })).error).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await callAction(server.owner.refundTicket, { ...form(''), businessId: String(hall.id) }, { user: buyer })).error,
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    const junk = await callAction(server.owner.refundTicket, { ...form('ten dollars'), businessId: String(hall.id) }, { user: owner });
    expect(fieldsOf(junk.error)).toEqual({ amount: 'Enter an amount such as 10 or 10.50, or leave it empty to refund what is left.' });
    expect(await refundedInStripe(intent)).toBe(0);
    expect((await ticketRow(ticket.id)).refundedCents).toBe(0);
  });
});
