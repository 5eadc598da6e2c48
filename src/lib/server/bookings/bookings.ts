/**
 * Bookings (spec 02's POST /api/business/{id}/book and Buy button; decisions): a member takes a
 * place at a slot of a business's service, paying in Checkout at the service's stored price. A
 * slot is never overbooked: the place is taken by one conditional INSERT that counts the slot's
 * live bookings (confirmed, or awaiting payment within the hold) against its places, so parallel
 * requests cannot pass it together. The verified webhook confirms a paid booking; a payment that
 * arrives after its hold lapsed and the slot filled is refunded, never overbooked.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { bookings, businessServices, businesses, serviceSlots, users } from '#db/schema.ts';
import { BOOKING_MESSAGES as M, BOOKING_TITLES as T } from '#lib/schemas/bookings.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import type { Mail } from '../mail/mail.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { createCheckoutSession } from '../payments/checkout.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { metadataId, paymentIntentOf } from '../payments/session-fields.ts';
import { paymentFailure } from '../payments/stripe.ts';
import { refundCharge } from '../payments/refund-charge.ts';
import { chargeableAccountOf } from '../payouts/connected-accounts.ts';
import type { Effect, EffectContext } from '../payments/effect.ts';
import { bookingConfirmedMail, bookingCancelledMail } from './booking-mail.ts';
import { bookingDetails } from './booking-details.ts';
import { bookingAlert, deliverAlertsNow } from '../notifications/owner-alerts.ts';
import { guideFeeRateOf } from '../fees/guide-fees.ts';
import { NO_GUIDE_FEE } from '#lib/domain/guide-fee.ts';
import { guideFeePerTicketSql } from '../fees/guide-fee-sql.ts';
import { heldItemDescription } from '../fees/held-price.ts';
import { instantIn } from '#lib/i18n/format.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** How long an unpaid booking holds its place (Stripe's shortest Checkout expiry, and a little more). */
export const BOOKING_HOLD_MINUTES = 30;
const HOLD_MS = (BOOKING_HOLD_MINUTES + 5) * 60_000;

/** Live bookings of a slot, other than `except`: confirmed, or awaiting payment within the hold. */
const liveCount = (slotColumn: unknown, nowMs: number, except: unknown = -1) =>
  sql`(select count(*) from bookings b where b.slot_id = ${slotColumn} and b.id != ${except} and (b.status = 'confirmed' or (b.status = 'awaiting_payment' and b.created_at > ${nowMs - HOLD_MS})))`;

export type BookingOutcome = { bookingId: number; status: 'confirmed' | 'awaiting_payment'; checkoutUrl: string | null };

/** Takes a place at the slot for the member, atomically; a paid one opens Checkout. */
export async function bookSlot(
  db: Database,
  stripe: Stripe | null,
  input: { user: SessionUser; slotId: number; origin: string; businessId?: number; now?: Date },
): Promise<BookingOutcome> {
  const now = input.now ?? new Date();
  const nowMs = now.getTime();
  const name = [input.user.firstName, input.user.lastName].filter(Boolean).join(' ') || input.user.email;
  const [slot] = await db
    .select({
      id: serviceSlots.id,
      startsAt: serviceSlots.startsAt,
      active: serviceSlots.isActive,
      serviceActive: businessServices.isActive,
      businessId: businessServices.businessId,
      priceCents: businessServices.priceCents,
      serviceName: businessServices.name,
      businessName: businesses.name,
    })
    .from(serviceSlots)
    .innerJoin(businessServices, eq(businessServices.id, serviceSlots.serviceId))
    .innerJoin(businesses, eq(businesses.id, businessServices.businessId))
    .where(eq(serviceSlots.id, input.slotId));
  if (!slot || !slot.active || !slot.serviceActive || (input.businessId !== undefined && slot.businessId !== input.businessId))
    throw new HttpError(404, M.notFound, { title: T.error });
  if (slot.startsAt.getTime() <= nowMs) throw new HttpError(409, M.past, { title: T.error });
  if (input.user.role === 'business_owner' && input.user.businessId === slot.businessId)
    throw new HttpError(403, M.ownBusiness, { title: T.error });
  if (slot.priceCents > 0 && !stripe) throw new HttpError(503, M.paymentsOff, { title: T.error });

  const free = slot.priceCents === 0;
  // The guide's fee is fixed with the place (issue 33): the business's rate now, on the price this statement stores.
  const rate = free ? NO_GUIDE_FEE : await guideFeeRateOf(db, slot.businessId, now);
  // One statement: the place is taken only while the slot has room (and the member none yet).
  const insert = db.all<{ id: number }>(sql`
    insert into bookings (slot_id, service_id, business_id, user_id, contact_name, contact_email, amount_cents, fee_cents, status, created_at)
    select s.id, sv.id, sv.business_id, ${input.user.id}, ${name}, ${input.user.email}, sv.price_cents,
      ${guideFeePerTicketSql(sql`sv.price_cents`, rate)}, ${free ? 'confirmed' : 'awaiting_payment'}, ${nowMs}
    from service_slots s join business_services sv on sv.id = s.service_id
    where s.id = ${slot.id} and ${liveCount(sql`s.id`, nowMs)} < sv.places_per_slot
    on conflict do nothing
    returning id`);
  // A free booking is confirmed at once: its confirmation is written with it.
  const confirmation = mailStatement(
    db,
    { compose: 'booking_confirmed', kind: 'booking_confirmation', args: { bookingId: sql`last_insert_rowid()`, origin: input.origin } },
    { when: sql`changes() > 0` },
  );
  // The owner's alert of a free booking, in the same batch, once per booking it made.
  const booked = sql`(select id from bookings where user_id = ${input.user.id} and slot_id = ${slot.id} and status = 'confirmed' and created_at = ${nowMs})`;
  const alert = free
    ? await bookingAlert(
        db,
        { businessId: slot.businessId, service: slot.serviceName, guest: name, startsAt: slot.startsAt },
        { dedupeKey: sql`'owner:booking:' || ${booked}`, when: sql`exists ${booked}` },
        now,
      )
    : null;
  const [inserted, ...mails] = (await db.batch(free ? [insert, confirmation, ...(alert ? [alert.statement] : [])] : [insert])) as [
    { id: number }[],
    ...unknown[],
  ];
  const bookingId = Number(inserted[0]?.id ?? 0);
  if (!bookingId) {
    const [mine] = await db
      .select({ id: bookings.id, status: bookings.status, sessionId: bookings.stripeCheckoutSessionId })
      .from(bookings)
      .where(
        and(eq(bookings.userId, input.user.id), eq(bookings.slotId, slot.id), sql`${bookings.status} in ('awaiting_payment', 'confirmed')`),
      );
    if (mine?.status === 'awaiting_payment' && stripe)
      return {
        bookingId: mine.id,
        status: 'awaiting_payment',
        checkoutUrl: await openCheckout(db, stripe, mine.id, input.origin, input.user),
      };
    throw new HttpError(409, mine ? M.already : M.full, { title: mine ? T.alreadyBooked : T.fullyBooked });
  }
  if (free) {
    // The first is the confirmation's outbox row (the alert after it is a notification).
    await deliverMail(db, outboxIdsOf(mails.slice(0, 1)), { compose: composeBookingConfirmation });
    await deliverAlertsNow(db, [alert], now);
    return { bookingId, status: 'confirmed', checkoutUrl: null };
  }
  try {
    return { bookingId, status: 'awaiting_payment', checkoutUrl: await openCheckout(db, stripe!, bookingId, input.origin, input.user) };
  } catch (error) {
    // No Checkout: the place goes back at once.
    await db
      .update(bookings)
      .set({ status: 'expired' })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'awaiting_payment')));
    throw paymentFailure(error, M.error, T.error);
  }
}

async function openCheckout(db: Database, stripe: Stripe, bookingId: number, origin: string, payer: SessionUser): Promise<string> {
  const [booking] = await db
    .select({ booking: bookings, serviceName: businessServices.name, businessName: businesses.name, startsAt: serviceSlots.startsAt })
    .from(bookings)
    .innerJoin(businessServices, eq(businessServices.id, bookings.serviceId))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .innerJoin(serviceSlots, eq(serviceSlots.id, bookings.slotId))
    .where(eq(bookings.id, bookingId));
  if (booking.booking.stripeCheckoutSessionId) {
    const open = await stripe.checkout.sessions.retrieve(booking.booking.stripeCheckoutSessionId).catch(() => null);
    if (open?.status === 'open' && open.url) return open.url;
  }
  const customer = await ensureCustomer(db, stripe, payer);
  // Money to the owner (issue 33): a destination charge to the business's connected account, the guide's fee as Stripe's application fee.
  const destination = await chargeableAccountOf(db, booking.booking.businessId);
  const when = instantIn('en', booking.startsAt, { dateStyle: 'medium', timeStyle: 'short' });
  const session = await createCheckoutSession(stripe, {
    // All in (issue 33): the service's price and the guide's fee, both as stored when the place was held.
    item: {
      name: `${booking.serviceName} at ${booking.businessName}`,
      description: heldItemDescription(`${when} (New York time)`, booking.booking),
      amountCents: booking.booking.amountCents + booking.booking.feeCents,
    },
    metadata: {
      kind: 'booking',
      bookingId: String(bookingId),
      businessId: String(booking.booking.businessId),
      userId: String(payer.id),
      guideFeeCents: String(booking.booking.feeCents),
      ...(destination ? { connectedAccount: destination } : {}),
    },
    ...(destination ? { transfer: { destination, applicationFeeCents: booking.booking.feeCents } } : {}),
    origin,
    successPath: `/bookings/${bookingId}`,
    cancelPath: `/business/${booking.booking.businessId}/book?payment=cancelled`,
    customer,
    clientReferenceId: String(payer.id),
    expiresInMinutes: BOOKING_HOLD_MINUTES,
    idempotencyKey: `booking-${bookingId}-${booking.booking.stripeCheckoutSessionId ?? 'first'}`,
  });
  await db.update(bookings).set({ stripeCheckoutSessionId: session.id }).where(eq(bookings.id, bookingId));
  return session.url;
}

/** The confirmation of a booking that is confirmed (composers.ts uses it too); null for any other. */
export async function composeBookingConfirmation(db: Database, intent: { args: Record<string, unknown> }): Promise<Mail | null> {
  const details = await bookingDetails(db, Number(intent.args.bookingId));
  if (!details || details.booking.status !== 'confirmed') return null;
  return bookingConfirmedMail(details, String(intent.args.origin ?? ''), await recipientLanguageIn(db, details.booking.userId));
}

/** Checkout paid: confirmed while the place is still there; a lapsed hold on a full slot is refunded instead. */
export async function fulfilBooking(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  const bookingId = metadataId(session, 'bookingId');
  if (!bookingId) return null;
  const nowMs = context.now.getTime();
  const confirm = context.db.run(sql`
    update bookings set status = 'confirmed', stripe_payment_intent_id = ${paymentIntentOf(session)}
    where id = ${bookingId} and stripe_checkout_session_id = ${session.id} and status in ('awaiting_payment', 'expired')
      and ${liveCount(sql`bookings.slot_id`, nowMs, sql`bookings.id`)} < (select places_per_slot from business_services where id = bookings.service_id)`);
  // The owner's alert, written only if this payment confirmed the booking, once per booking.
  const details = await bookingDetails(context.db, bookingId);
  const alert = details
    ? await bookingAlert(
        context.db,
        {
          businessId: details.booking.businessId,
          service: details.service.name,
          guest: details.booking.contactName,
          startsAt: details.startsAt,
        },
        {
          dedupeKey: `owner:booking:${bookingId}`,
          when: sql`exists (select 1 from bookings where id = ${bookingId} and stripe_checkout_session_id = ${session.id} and status = 'confirmed')`,
        },
        context.now,
      )
    : null;
  return {
    statements: [confirm, ...(alert ? [alert.statement] : [])],
    notified: alert ? [alert.userId] : [],
    // The confirmation, once per booking; its composer skips a booking that is not confirmed.
    mails: [
      mailStatement(
        context.db,
        { compose: 'booking_confirmed', kind: 'booking_confirmation', args: { bookingId, origin: context.origin } },
        { dedupeKey: `booking_confirmed:${bookingId}` },
      ),
    ],
    after: async (results) => {
      if (((results[0] as { rowsAffected?: number }).rowsAffected ?? 0) > 0) return;
      const [booking] = await context.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
      if (!booking || booking.status === 'confirmed' || booking.status === 'refunded') return;
      // Paid for a place that is gone: the money goes back, the slot stays within its places.
      const intent = paymentIntentOf(session);
      if (intent)
        await refundCharge(context.stripe, {
          paymentIntent: intent,
          metadata: { reason: 'slot_full', bookingId: String(bookingId) },
          idempotencyKey: `booking-full-refund-${bookingId}`,
        });
      await context.db
        .update(bookings)
        .set({
          status: 'refunded',
          refundedCents: sql`${bookings.amountCents} + ${bookings.feeCents}`,
          stripePaymentIntentId: intent,
          cancelledAt: context.now,
        })
        .where(eq(bookings.id, bookingId));
    },
  };
}

/** Checkout expired or abandoned: the held place goes back. */
export async function releaseBooking(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  const bookingId = metadataId(session, 'bookingId');
  if (!bookingId) return null;
  return {
    statements: [
      context.db
        .update(bookings)
        .set({ status: 'expired' })
        .where(and(eq(bookings.id, bookingId), eq(bookings.stripeCheckoutSessionId, session.id), eq(bookings.status, 'awaiting_payment'))),
    ],
  };
}

/** The owner cancels a booking of the business: a paid one is refunded through Stripe (what is left of it after partial refunds); the guest is emailed. */
export async function cancelBooking(
  db: Database,
  stripe: Stripe | null,
  input: { businessId: number; bookingId: number; origin: string },
  now = new Date(),
): Promise<void> {
  const details = await bookingDetails(db, input.bookingId);
  if (!details || details.booking.businessId !== input.businessId) throw new HttpError(404, M.bookingNotFound);
  if (!['confirmed', 'awaiting_payment'].includes(details.booking.status)) throw new HttpError(409, M.notCancellable);
  const { amountCents, feeCents, refundedCents } = details.booking;
  const paid =
    details.booking.status === 'confirmed' &&
    amountCents > 0 &&
    amountCents + feeCents > refundedCents &&
    details.booking.stripePaymentIntentId;
  if (paid) {
    if (!stripe) throw new HttpError(503, M.paymentsOff);
    try {
      await refundCharge(stripe, {
        paymentIntent: details.booking.stripePaymentIntentId!,
        metadata: { reason: 'cancelled_by_business', bookingId: String(input.bookingId) },
        idempotencyKey: `booking-cancel-refund-${input.bookingId}`,
      });
    } catch (error) {
      throw paymentFailure(error, said(m.organiser_msg_booking_refund_failed), said(m.organiser_refund_error_title));
    }
  }
  const letter = bookingCancelledMail(details, Boolean(paid), input.origin, await recipientLanguageIn(db, details.booking.userId));
  const [, mail] = await db.batch([
    db
      .update(bookings)
      .set(
        paid
          ? { status: 'refunded', refundedCents: sql`${bookings.amountCents} + ${bookings.feeCents}`, cancelledAt: now }
          : { status: 'cancelled', cancelledAt: now },
      )
      .where(and(eq(bookings.id, input.bookingId), sql`${bookings.status} in ('confirmed', 'awaiting_payment')`)),
    mailStatement(db, letter, { when: sql`changes() > 0` }),
  ]);
  await deliverMail(db, outboxIdsOf([mail]));
}

/** The business's most recent bookings, for "Recent bookings". */
export function recentBookingsQuery(db: Database, businessId: number, limit = 20) {
  return db
    .select({ booking: bookings, serviceName: businessServices.name, startsAt: serviceSlots.startsAt, guest: users.firstName })
    .from(bookings)
    .innerJoin(businessServices, eq(businessServices.id, bookings.serviceId))
    .innerJoin(serviceSlots, eq(serviceSlots.id, bookings.slotId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.businessId, businessId), sql`${bookings.status} != 'expired'`))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

/** Live places taken per slot (for "places left"), as SQL over a slot id column. */
export const placesTakenSql = (nowMs: number) => liveCount(serviceSlots.id, nowMs);
