/**
 * A ticket refunded by its event's business (issue 33), in full or in part, within the event's
 * refund policy (up to N days before the start, or none); an admin refunds through the same
 * service, past the policy. The amount is reserved on the ticket first (a conditional write: never
 * more than what is left, whatever refunds race), then refunded through Stripe (a destination
 * charge takes it back from the business and the guide's fee in proportion: refund-charge.ts),
 * and undone if Stripe refuses. A ticket refunded in full stops admitting at once and its seat
 * goes back on sale; the buyer is emailed in their language, once per refund.
 */
import { eventSeatsChanged } from '../http/records-changed.ts';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { eventRegistrations, events, tickets, users } from '#db/schema.ts';
import { formatLongDayIn, moneyIn } from '#lib/i18n/format.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import * as m from '#paraglide/messages.js';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { refundCharge } from '../payments/refund-charge.ts';
import { paymentFailure } from '../payments/stripe.ts';
import { offerFreedSeatsSafely } from './waitlist-seats.ts';

const DAY_MS = 86_400_000;
const TITLE = said(m.organiser_refund_title);

/** An amount and a day in the reader's language, as inputs of a message. */
const amountSaid = (cents: number): Said => ({ key: 'amount', params: { cents }, in: (locale) => moneyIn(locale, cents) });
const daySaid = (instant: Date): Said => ({ key: 'day', params: { instant }, in: (locale) => formatLongDayIn(locale, instant) });

export type TicketRefund = { ticketId: number; refundedCents: number; leftCents: number; fully: boolean; name: string };

/**
 * Refunds `amountCents` of a ticket (what is left of it when null). `businessId` is the owner's
 * business (null for an admin, who is not held to the policy).
 */
export async function refundTicket(
  db: Database,
  stripe: Stripe,
  input: {
    businessId: number | null;
    ticketId: number;
    amountCents: number | null;
    now?: Date;
    /** A ticket refunded as part of its whole order: the order's one mail tells the buyer (refundOrder). */
    quiet?: boolean;
  },
): Promise<TicketRefund> {
  const now = input.now ?? new Date();
  const [row] = await db
    .select({
      ticket: tickets,
      event: {
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        businessId: events.businessId,
        refundDaysBefore: events.refundDaysBefore,
      },
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(eq(tickets.id, input.ticketId))
    .limit(1);
  if (!row || (input.businessId !== null && row.event.businessId !== input.businessId))
    throw new HttpError(404, said(m.organiser_ticket_not_found), { title: TITLE });
  const { ticket, event } = row;
  // A refunded ticket gives its seat back (cache-keys.ts).
  eventSeatsChanged(event.id);
  const left = ticket.totalAmountCents - ticket.refundedCents;
  if (ticket.status !== 'active' || !ticket.stripePaymentIntentId || left <= 0)
    throw new HttpError(409, said(m.organiser_refund_not_paid), { title: TITLE });
  if (input.businessId !== null) refuseOutsidePolicy(event, now);
  const amount = input.amountCents ?? left;
  if (amount > left) throw new HttpError(409, said(m.organiser_refund_too_much, { amount: amountSaid(left) }), { title: TITLE });

  // Reserved first: two refunds at once never take more than is left.
  const [reserved] = await db
    .update(tickets)
    .set({ refundedCents: sql`${tickets.refundedCents} + ${amount}` })
    .where(
      and(
        eq(tickets.id, ticket.id),
        eq(tickets.status, 'active'),
        sql`${tickets.refundedCents} + ${amount} <= ${tickets.totalAmountCents}`,
      ),
    )
    .returning({ refundedCents: tickets.refundedCents });
  if (!reserved) throw new HttpError(409, said(m.organiser_refund_too_much, { amount: amountSaid(left) }), { title: TITLE });
  try {
    await refundCharge(stripe, {
      paymentIntent: ticket.stripePaymentIntentId,
      amountCents: amount,
      metadata: { reason: input.businessId === null ? 'admin_ticket_refund' : 'owner_ticket_refund', ticketId: String(ticket.id) },
      idempotencyKey: `ticket-refund-${ticket.id}-${reserved.refundedCents}`,
    });
  } catch (error) {
    await db
      .update(tickets)
      .set({ refundedCents: sql`${tickets.refundedCents} - ${amount}` })
      .where(eq(tickets.id, ticket.id));
    throw paymentFailure(error, said(m.organiser_refund_failed), TITLE);
  }

  const fully = reserved.refundedCents >= ticket.totalAmountCents;
  const buyer = await buyerOf(db, ticket);
  const statements = fully
    ? [
        // Refunded in full: the QR code stops admitting and the seat goes back on sale.
        db
          .update(tickets)
          .set({ status: 'refunded' })
          .where(and(eq(tickets.id, ticket.id), eq(tickets.status, 'active'))),
        ...(ticket.registrationId ? seatBackOnSale(db, ticket.registrationId, ticket.ticketType) : []),
      ]
    : [];
  const mails =
    buyer && !input.quiet
      ? [
          mailStatement(db, await refundMail(db, buyer, { event: event.title, amountCents: amount, fully }), {
            dedupeKey: `ticket_refund:${ticket.id}:${reserved.refundedCents}`,
          }),
        ]
      : [];
  if (statements.length + mails.length > 0) await batchWithMail(db, statements, mails);
  if (fully) await offerFreedSeatsSafely(db, event.id, { now });
  return {
    ticketId: ticket.id,
    refundedCents: amount,
    leftCents: ticket.totalAmountCents - reserved.refundedCents,
    fully,
    name: buyer?.name ?? '',
  };
}

/**
 * A ticket refunded in full gives its seat back: its order holds one seat fewer (and one fewer of
 * its type), or, when it was the order's last seat, the order is cancelled. The cancel runs first,
 * so an order of two losing one seat is not then cancelled too.
 */
function seatBackOnSale(db: Database, registrationId: number, ticketType: string) {
  return [
    db
      .update(eventRegistrations)
      .set({ status: 'cancelled' })
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.status, 'confirmed'), eq(eventRegistrations.seats, 1))),
    db.run(sql`
      update event_registrations set
        seats = seats - 1,
        lines = case when lines is null then null else (
          select json_group_array(json(case when json_extract(j.value, '$.name') = ${ticketType}
            then json_set(j.value, '$.quantity', json_extract(j.value, '$.quantity') - 1) else j.value end))
          from json_each(event_registrations.lines) j) end
      where id = ${registrationId} and status = 'confirmed' and seats > 1`),
  ];
}

/**
 * Refunds what is left of every ticket of an order (a registration) still admitting, one refund
 * per ticket through refundTicket, and tells the buyer once, with the total. `businessId` as there.
 */
export async function refundOrder(
  db: Database,
  stripe: Stripe,
  input: { businessId: number | null; registrationId: number; now?: Date },
): Promise<{ refundedCents: number; tickets: number; name: string }> {
  const now = input.now ?? new Date();
  const rows = await db
    .select({ id: tickets.id, eventId: tickets.eventId, businessId: events.businessId, title: events.title })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(
      and(
        eq(tickets.registrationId, input.registrationId),
        eq(tickets.status, 'active'),
        sql`${tickets.totalAmountCents} > ${tickets.refundedCents}`,
        sql`${tickets.stripePaymentIntentId} is not null`,
      ),
    )
    .orderBy(tickets.seat);
  if (rows.length === 0 || (input.businessId !== null && rows[0].businessId !== input.businessId))
    throw new HttpError(404, said(m.organiser_ticket_not_found), { title: TITLE });
  let refundedCents = 0;
  let name = '';
  let done = 0;
  let failure: unknown = null;
  for (const row of rows) {
    try {
      const refund = await refundTicket(db, stripe, {
        businessId: input.businessId,
        ticketId: row.id,
        amountCents: null,
        now,
        quiet: true,
      });
      refundedCents += refund.refundedCents;
      name = refund.name;
      done += 1;
    } catch (error) {
      // The policy or Stripe refused: what was refunded stands and is told; the rest is said to fail.
      failure = error;
      break;
    }
  }
  if (done > 0) {
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, rows[0].id));
    const buyer = await buyerOf(db, ticket);
    if (buyer)
      await batchWithMail(
        db,
        [],
        [
          mailStatement(db, await refundMail(db, buyer, { event: rows[0].title, amountCents: refundedCents, fully: true }), {
            dedupeKey: `order_refund:${input.registrationId}:${rows.map((row) => row.id).join('-')}:${refundedCents}`,
          }),
        ],
      );
  }
  if (failure) throw failure;
  return { refundedCents, tickets: done, name };
}

function refuseOutsidePolicy(event: { startsAt: Date; refundDaysBefore: number | null }, now: Date): void {
  if (event.refundDaysBefore === null) throw new HttpError(409, said(m.organiser_refund_no_policy), { title: TITLE });
  const until = new Date(event.startsAt.getTime() - event.refundDaysBefore * DAY_MS);
  if (now > until) throw new HttpError(409, said(m.organiser_refund_period_over, { date: daySaid(until) }), { title: TITLE });
}

type Buyer = { userId: number | null; email: string; name: string };

async function buyerOf(db: Database, ticket: typeof tickets.$inferSelect): Promise<Buyer | null> {
  const info = ticket.customerInfo ?? {};
  if (info.email) return { userId: ticket.userId, email: info.email, name: info.name ?? '' };
  if (!ticket.userId) return null;
  const [user] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, ticket.userId));
  return user ? { userId: ticket.userId, email: user.email, name: user.firstName ?? '' } : null;
}

async function refundMail(db: Database, buyer: Buyer, refund: { event: string; amountCents: number; fully: boolean }) {
  const locale = await recipientLanguageIn(db, buyer.userId);
  const t = { locale };
  const amount = moneyIn(locale, refund.amountCents);
  return {
    to: buyer.email,
    kind: 'event_ticket_refund',
    subject: m.events_mail_ticket_refund_subject({ event: refund.event }, t),
    text: [
      mailGreeting(locale, buyer.name.split(' ')[0]),
      '',
      m.events_mail_ticket_refund_body({ amount, event: refund.event }, t),
      ...(refund.fully ? ['', m.events_mail_ticket_refund_void({}, t)] : []),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
