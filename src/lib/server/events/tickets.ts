/**
 * Paid event tickets. Registering for a paid event holds a seat (the registration, awaiting
 * payment, counts against capacity in the same conditional write as any registration) and opens
 * Checkout; the hold lasts as long as its Checkout Session, at least 30 minutes. The verified
 * webhook confirms the registration and issues one ticket with an unguessable QR code; an
 * expired or abandoned Checkout releases the seat (offered to the waitlist's first, decision 019). A payment that completes for a seat already
 * released (the member unregistered meanwhile) is refunded in full, never turned into an
 * overbooked seat.
 */
import { eventSeatsChanged } from '../http/records-changed.ts';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { eventRegistrations, events, tickets } from '#db/schema.ts';
import { heldItemDescription } from '../fees/held-price.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { createCheckoutSession, type CheckoutItem } from '../payments/checkout.ts';
import type { OrderLine } from '#lib/domain/ticket-order.ts';
import { formatPrice } from '#lib/domain/money.ts';
import { issueOrderTickets, orderTicketCodes } from './order-tickets.ts';
import { ensureCustomer, type Payer } from '../payments/customers.ts';
import { metadataId, paymentIntentOf } from '../payments/session-fields.ts';
import { isMissingInStripe, paymentFailure } from '../payments/stripe.ts';
import { refundCharge } from '../payments/refund-charge.ts';
import { chargeableAccountOf } from '../payouts/connected-accounts.ts';
import type { Effect, EffectContext } from '../payments/effect.ts';
import { generateToken } from '../security/tokens.ts';
import { holdReleasedMail } from './ticket-mail.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { offerFreedSeatsSafely } from './waitlist-seats.ts';
import { ticketSalesAlertStatement } from '../notifications/ticket-sales-alerts.ts';

/** How long a seat is held for payment (Stripe's shortest Checkout expiry). */
export const TICKET_HOLD_MINUTES = 30;
const HOLD_MS = TICKET_HOLD_MINUTES * 60_000;

/** A ticket's payment refusals and their titles, as message keys (decision 028). */
export const TICKET_MESSAGES = {
  noHold: said(m.events_ticket_no_hold),
  holdExpired: said(m.events_ticket_hold_expired),
  failed: said(m.events_ticket_failed),
  paymentErrorTitle: said(m.partners_payment_error),
  releasedTitle: said(m.events_ticket_released_title),
} as const;

/**
 * Opens Checkout for the member's held seat: the open session when there is one, else a new one
 * while the hold lasts. The price and the guide's fee are the registration's, stored when the seat
 * was taken, never the request's; the buyer pays both (issue 33).
 */
export async function startTicketCheckout(
  db: Database,
  stripe: Stripe,
  input: { payer: Payer; eventId: number; origin: string; now?: Date },
): Promise<{ url: string }> {
  // A held seat counts as taken on the event's page (cache-keys.ts).
  eventSeatsChanged(input.eventId);
  const now = input.now ?? new Date();
  const [hold] = await db
    .select({
      id: eventRegistrations.id,
      amountCents: eventRegistrations.amountCents,
      feeCents: eventRegistrations.feeCents,
      createdAt: eventRegistrations.createdAt,
      sessionId: eventRegistrations.stripeCheckoutSessionId,
      lines: eventRegistrations.lines,
      title: events.title,
      businessId: events.businessId,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.userId, input.payer.id),
        eq(eventRegistrations.eventId, input.eventId),
        eq(eventRegistrations.status, 'awaiting_payment'),
      ),
    )
    .limit(1);
  if (!hold) throw new HttpError(404, TICKET_MESSAGES.noHold, { title: TICKET_MESSAGES.paymentErrorTitle });

  try {
    if (hold.sessionId) {
      // A session Stripe no longer has (the local test checkout restarted) counts as expired.
      const open = await stripe.checkout.sessions.retrieve(hold.sessionId).catch((error: unknown) => {
        if (isMissingInStripe(error)) return null;
        throw error;
      });
      if (open?.status === 'open' && open.url) return { url: open.url };
      if (open?.status === 'complete') return { url: `${input.origin}/events/${input.eventId}/register` };
    }
    if (now.getTime() - hold.createdAt.getTime() > HOLD_MS) {
      const released = await releaseHold(db, hold.id).returning({ id: eventRegistrations.id });
      if (released.length > 0) await offerFreedSeatsSafely(db, input.eventId, { now, origin: input.origin });
      throw new HttpError(409, TICKET_MESSAGES.holdExpired, { title: TICKET_MESSAGES.releasedTitle });
    }
    const customer = await ensureCustomer(db, stripe, input.payer);
    // Money to the owner (issue 33): a destination charge to the business's connected account, the guide's fee as Stripe's application fee.
    const destination = hold.businessId ? await chargeableAccountOf(db, hold.businessId) : null;
    // All in (issue 33): the seat's price and the guide's fee, both as stored when it was held.
    const session = await createCheckoutSession(stripe, {
      item: hold.lines
        ? orderItems(hold.title, hold.lines)
        : {
            name: `Ticket: ${hold.title}`,
            description: heldItemDescription('One seat', hold),
            amountCents: hold.amountCents + hold.feeCents,
          },
      metadata: {
        kind: 'ticket',
        registrationId: String(hold.id),
        eventId: String(input.eventId),
        userId: String(input.payer.id),
        guideFeeCents: String(hold.feeCents),
        ...(destination ? { connectedAccount: destination } : {}),
      },
      ...(destination ? { transfer: { destination, applicationFeeCents: hold.feeCents } } : {}),
      origin: input.origin,
      successPath: `/events/${input.eventId}/register`,
      cancelPath: `/events/${input.eventId}/register?payment=cancelled`,
      customer,
      clientReferenceId: String(input.payer.id),
      // A minute over Stripe's 30-minute minimum, so network delay never makes it refuse the expiry.
      expiresInMinutes: TICKET_HOLD_MINUTES + 1,
      idempotencyKey: `ticket-${hold.id}-${hold.createdAt.getTime()}-${hold.sessionId ?? 'first'}-${Math.floor(now.getTime() / 60_000)}`,
    });
    await db
      .update(eventRegistrations)
      .set({ stripeCheckoutSessionId: session.id })
      .where(and(eq(eventRegistrations.id, hold.id), eq(eventRegistrations.status, 'awaiting_payment')));
    return { url: session.url };
  } catch (error) {
    throw paymentFailure(error, TICKET_MESSAGES.failed);
  }
}

/**
 * An order's lines as Checkout shows them: each type at its all-in price per ticket (price less
 * discount, plus the guide's fee), times its quantity; they add up to the order's total.
 */
function orderItems(title: string, lines: OrderLine[]): CheckoutItem[] {
  return lines.map((line) => {
    const paid = line.unitPriceCents - line.discountCents;
    const parts = [`${formatPrice(line.unitPriceCents)} ticket`];
    if (line.discountCents > 0) parts.push(`${formatPrice(line.discountCents)} off`);
    if (line.feeCents > 0) parts.push(`${formatPrice(line.feeCents)} service fee`);
    return {
      name: `${line.name} ticket: ${title}`,
      description: parts.join(', '),
      amountCents: paid + line.feeCents,
      quantity: line.quantity,
    };
  });
}

function releaseHold(db: Database, registrationId: number) {
  return db
    .update(eventRegistrations)
    .set({ status: 'cancelled' })
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.status, 'awaiting_payment')));
}

/**
 * Checkout paid: the seat is confirmed and one ticket issued (one per Checkout Session, whatever
 * the retries). A payment for a seat already released is refunded before the event is recorded,
 * so a refund Stripe refuses for a moment makes the delivery fail and Stripe send it again.
 */
export async function fulfilTicket(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  const registrationId = metadataId(session, 'registrationId');
  if (!registrationId) return null;
  const [current] = await context.db
    .select({
      status: eventRegistrations.status,
      sessionId: eventRegistrations.stripeCheckoutSessionId,
      eventId: eventRegistrations.eventId,
      seats: eventRegistrations.seats,
      order: sql<number>`${eventRegistrations.lines} is not null`.mapWith(Boolean),
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId))
    .limit(1);
  if (!current || current.sessionId !== session.id || current.status === 'cancelled') {
    await refundReleasedSeat(session, registrationId, context);
    return { statements: [], mails: [refundedSeatMailStatement(session, registrationId, context)] };
  }
  const nowMs = context.now.getTime();
  const code = generateToken();
  const confirm = context.db.run(sql`
    update event_registrations set status = 'confirmed'
    where id = ${registrationId} and stripe_checkout_session_id = ${session.id} and status = 'awaiting_payment'`);
  // An order of ticket types: one ticket per seat, each with its own code (order-tickets.ts).
  const issue = current.order
    ? issueOrderTickets(context.db, {
        which: sql`r.id = ${registrationId} and r.stripe_checkout_session_id = ${session.id}`,
        codes: orderTicketCodes(),
        payment: { sessionId: session.id, paymentIntent: paymentIntentOf(session) },
        now: context.now,
      })
    : context.db.all<{ id: number }>(sql`
    insert into tickets (event_id, user_id, ticket_type, quantity, unit_price_cents, total_amount_cents, fees_cents, qr_code, status,
      stripe_payment_intent_id, stripe_checkout_session_id, customer_info, registration_id, created_at)
    select r.event_id, r.user_id, 'general', 1, r.amount_cents, r.amount_cents + r.fee_cents, r.fee_cents, ${code}, 'active',
      ${paymentIntentOf(session)}, ${session.id}, json_object('name', trim(r.first_name || ' ' || r.last_name), 'email', r.email), r.id, ${nowMs}
    from event_registrations r
    where r.id = ${registrationId} and r.stripe_checkout_session_id = ${session.id} and r.status = 'confirmed'
    -- One per Checkout Session and one per registration (decision 025), whatever the retries.
    on conflict do nothing
    returning id`);
  // The sale counted in the owner's alert of the hour, right after the insert: changes() is the tickets it issued.
  const sale = await ticketSalesAlertStatement(
    context.db,
    current.eventId,
    { tickets: current.seats, issued: sql`changes() > 0` },
    context.now,
  );
  return {
    statements: [confirm, issue, ...(sale ? [sale.statement] : [])],
    // The ticket's mail, once per Checkout Session: composed from the ticket this batch issues.
    mails: [
      mailStatement(
        context.db,
        { compose: 'event_ticket', kind: 'event_ticket', args: { sessionId: session.id, origin: context.origin } },
        { dedupeKey: `event_ticket:${session.id}` },
      ),
    ],
    after: async (results) => {
      const [ticket] = results[1] as { id: number }[];
      if (ticket) return;
      const [issued] = await context.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.stripeCheckoutSessionId, session.id))
        .limit(1);
      if (issued) return;
      // Released between the check and the write (rare): refund now; a failure is logged for support.
      await refundReleasedSeat(session, registrationId, context);
      // Its mail is composed and sent by the scheduled job's delivery.
      await context.db.batch([refundedSeatMailStatement(session, registrationId, context)]);
    },
  };
}

async function refundReleasedSeat(session: Stripe.Checkout.Session, registrationId: number, context: EffectContext): Promise<void> {
  const paymentIntent = paymentIntentOf(session);
  if (!paymentIntent) return;
  await refundCharge(context.stripe, {
    paymentIntent,
    metadata: { reason: 'seat_released', registrationId: String(registrationId) },
    idempotencyKey: `refund-released-seat-${session.id}`,
  });
}

/** The mail of a seat whose hold lapsed unpaid (composers.ts uses it too). */
export function composeHoldReleased(db: Database, intent: { args: Record<string, unknown> }) {
  return holdReleasedMail(db, Number(intent.args.registrationId), String(intent.args.origin ?? ''));
}

/** The mail telling a payer their payment for a released seat was refunded, once per Checkout Session. */
function refundedSeatMailStatement(session: Stripe.Checkout.Session, registrationId: number, context: EffectContext) {
  return mailStatement(
    context.db,
    { compose: 'refunded_seat', kind: 'event_ticket_refund', args: { registrationId, amountCents: session.amount_total ?? 0 } },
    { dedupeKey: `refunded_seat:${session.id}` },
  );
}

/** Checkout expired or abandoned: the held seat goes back on sale. */
export async function releaseTicketHold(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  const registrationId = metadataId(session, 'registrationId');
  if (!registrationId) return null;
  const release = context.db
    .update(eventRegistrations)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(eventRegistrations.id, registrationId),
        eq(eventRegistrations.stripeCheckoutSessionId, session.id),
        eq(eventRegistrations.status, 'awaiting_payment'),
      ),
    )
    .returning({ eventId: eventRegistrations.eventId });
  return {
    statements: [release],
    // The seat back on sale goes to the first on the waitlist, if anyone is waiting.
    after: async (results) => {
      const [released] = results[0] as { eventId: number }[];
      if (released) await offerFreedSeatsSafely(context.db, released.eventId, { now: context.now, origin: context.origin });
    },
  };
}

/**
 * Releases holds older than the hold time (the scheduled job): each one's Checkout Session is
 * expired first, so no payment can complete for a seat given back; a session Stripe says is
 * already paid is left for its webhook. Returns how many seats went back on sale.
 */
export async function releaseLapsedHolds(db: Database, stripe: Stripe | null, now = new Date(), origin?: string): Promise<number> {
  const lapsed = await db
    .select({ id: eventRegistrations.id, sessionId: eventRegistrations.stripeCheckoutSessionId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.status, 'awaiting_payment'), sql`${eventRegistrations.createdAt} < ${now.getTime() - HOLD_MS}`))
    .orderBy(eventRegistrations.createdAt)
    .limit(200);
  let released = 0;
  for (const hold of lapsed) {
    if (hold.sessionId && stripe) {
      try {
        const session = await stripe.checkout.sessions.retrieve(hold.sessionId);
        if (session.status === 'complete') continue;
        if (session.status === 'open') {
          // Still inside Stripe's own expiry: wait for it (the expired webhook releases the seat).
          if ((session.expires_at ?? 0) * 1000 > now.getTime()) continue;
          await stripe.checkout.sessions.expire(hold.sessionId);
        }
      } catch (error) {
        // A session Stripe no longer has can never be paid: release the seat. Anything else: try again next run.
        if (!isMissingInStripe(error)) {
          console.error(`Releasing hold ${hold.id}: Checkout Session not checked:`, error);
          continue;
        }
      }
    }
    // The member is told in the batch that releases the seat, only if it did.
    const told = origin
      ? [
          mailStatement(
            db,
            { compose: 'hold_released', kind: 'event_hold_released', args: { registrationId: hold.id, origin } },
            { when: sql`changes() > 0` },
          ),
        ]
      : [];
    const [rows, ...mails] = await db.batch([releaseHold(db, hold.id).returning({ id: eventRegistrations.id }), ...told]);
    released += rows.length;
    await deliverMail(db, outboxIdsOf(mails), { compose: composeHoldReleased });
  }
  return released;
}
