/**
 * A booking refunded by its business (issue 33), in full or in part; an admin refunds through the
 * same service (businessId null). The amount is reserved on the booking first (a conditional write:
 * never more than what is left of what the guest paid, the price and the guide's fee, whatever
 * refunds race), then refunded through Stripe (a destination charge takes it back from the
 * business and the guide's fee in proportion: refund-charge.ts), and undone if Stripe refuses. A
 * booking refunded in full is marked refunded, which frees its place at the slot; the guest is
 * emailed in their language, once per refund.
 */
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { bookings } from '#db/schema.ts';
import { moneyIn } from '#lib/i18n/format.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import { bookingWhenIn, MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import * as m from '#paraglide/messages.js';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { refundCharge } from '../payments/refund-charge.ts';
import { paymentFailure } from '../payments/stripe.ts';
import { bookingDetails, type BookingDetails } from './booking-details.ts';

const TITLE = said(m.organiser_refund_title);

/** An amount in the reader's language, as an input of a message. */
const amountSaid = (cents: number): Said => ({ key: 'amount', params: { cents }, in: (locale) => moneyIn(locale, cents) });

export type BookingRefund = { bookingId: number; refundedCents: number; leftCents: number; fully: boolean; name: string };

/**
 * Refunds `amountCents` of a booking (what is left of it when null). `businessId` is the owner's
 * business; null for an admin, who may refund any business's booking. Without Stripe (payments not
 * set up) a refundable booking is refused with 503, after the booking itself was checked.
 */
export async function refundBooking(
  db: Database,
  stripe: Stripe | null,
  input: { businessId: number | null; bookingId: number; amountCents: number | null; now?: Date },
): Promise<BookingRefund> {
  const now = input.now ?? new Date();
  const details = await bookingDetails(db, input.bookingId);
  if (!details || (input.businessId !== null && details.booking.businessId !== input.businessId))
    throw new HttpError(404, said(m.organiser_msg_booking_not_found), { title: TITLE });
  const { booking } = details;
  const total = booking.amountCents + booking.feeCents;
  const left = total - booking.refundedCents;
  if (booking.status !== 'confirmed' || !booking.stripePaymentIntentId || left <= 0)
    throw new HttpError(409, said(m.organiser_booking_refund_not_paid), { title: TITLE });
  const amount = input.amountCents ?? left;
  const tooMuch = () => new HttpError(409, said(m.organiser_booking_refund_too_much, { amount: amountSaid(left) }), { title: TITLE });
  if (amount <= 0 || amount > left) throw tooMuch();
  if (!stripe) throw new HttpError(503, said(m.organiser_payments_off), { title: TITLE });

  // Reserved first: two refunds at once never take more than is left.
  const [reserved] = await db
    .update(bookings)
    .set({ refundedCents: sql`${bookings.refundedCents} + ${amount}` })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, 'confirmed'),
        sql`${bookings.refundedCents} + ${amount} <= ${bookings.amountCents} + ${bookings.feeCents}`,
      ),
    )
    .returning({ refundedCents: bookings.refundedCents });
  if (!reserved) throw tooMuch();
  try {
    await refundCharge(stripe, {
      paymentIntent: booking.stripePaymentIntentId,
      amountCents: amount,
      metadata: { reason: input.businessId === null ? 'admin_booking_refund' : 'owner_booking_refund', bookingId: String(booking.id) },
      idempotencyKey: `booking-refund-${booking.id}-${reserved.refundedCents}`,
    });
  } catch (error) {
    await db
      .update(bookings)
      .set({ refundedCents: sql`${bookings.refundedCents} - ${amount}` })
      .where(eq(bookings.id, booking.id));
    throw paymentFailure(error, said(m.organiser_refund_failed), TITLE);
  }

  const fully = reserved.refundedCents >= total;
  // Refunded in full: the booking is over and its place at the slot goes back.
  const statements = fully
    ? [
        db
          .update(bookings)
          .set({ status: 'refunded', cancelledAt: now })
          .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirmed'))),
      ]
    : [];
  const mail = mailStatement(db, await refundMail(db, details, { amountCents: amount, fully }), {
    dedupeKey: `booking_refund:${booking.id}:${reserved.refundedCents}`,
  });
  await batchWithMail(db, statements, [mail]);
  return { bookingId: booking.id, refundedCents: amount, leftCents: total - reserved.refundedCents, fully, name: booking.contactName };
}

/** The guest's mail, in their stored language: how much of which booking came back, and whether it is over. */
async function refundMail(db: Database, details: BookingDetails, refund: { amountCents: number; fully: boolean }) {
  const locale = await recipientLanguageIn(db, details.booking.userId);
  const t = { locale };
  const names = { service: details.service.name, business: details.businessName };
  return {
    to: details.booking.contactEmail,
    kind: 'booking_refund',
    subject: m.mail_booking_refund_subject(names, t),
    text: [
      mailGreeting(locale, details.booking.contactName),
      '',
      m.mail_booking_refund_body(
        { ...names, amount: moneyIn(locale, refund.amountCents), when: bookingWhenIn(locale, details.startsAt) },
        t,
      ),
      ...(refund.fully ? ['', m.mail_booking_refund_void({}, t)] : []),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
