/**
 * A refunded charge (charge.refunded, whoever started it: the 30-day guarantee, a released seat,
 * or a person in Stripe's dashboard): what it paid for is marked refunded (an upload too). A refunded listing
 * stops ranking at once; a refunded ticket stops being valid and its seat goes back on sale.
 * Membership refunds end premium through the subscription's cancellation (subscription-sync.ts).
 * Loyalty points the payment earned are taken back, for a part refund in proportion (loyalty/refund-reversal.ts).
 */
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { recomputeListings } from '../listings/listing-payments.ts';
import { reversalStatements } from '../loyalty/refund-reversal.ts';
import type { Effect, EffectContext } from './effect.ts';

export async function applyRefund(charge: Stripe.Charge, context: EffectContext): Promise<Effect | null> {
  const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  if (!paymentIntent) return null;
  const { db } = context;
  const nowMs = context.now.getTime();
  // Points the payment earned go back in proportion to what is refunded so far, a part refund included.
  const points = await reversalStatements(
    db,
    { paymentIntentId: paymentIntent, refundedCents: charge.amount_refunded ?? 0, paidCents: charge.amount ?? 0 },
    context.now,
  );
  if (!charge.refunded) return points.length === 0 ? null : { statements: points };
  return {
    statements: [
      ...points,
      db.run(
        sql`update business_listing_payments set status = 'refunded' where stripe_payment_intent_id = ${paymentIntent} and status = 'paid'`,
      ),
      recomputeListings(
        db,
        nowMs,
        sql`id in (select business_id from business_listing_payments where stripe_payment_intent_id = ${paymentIntent})`,
      ),
      db.run(sql`update donations set status = 'refunded' where stripe_payment_intent_id = ${paymentIntent} and status = 'paid'`),
      db.run(sql`
        update event_registrations set status = 'cancelled'
        where stripe_checkout_session_id in (select stripe_checkout_session_id from tickets where stripe_payment_intent_id = ${paymentIntent} and status = 'active')
          and status = 'confirmed'`),
      db.run(sql`update tickets set status = 'refunded' where stripe_payment_intent_id = ${paymentIntent} and status = 'active'`),
      // A paid upload, whatever became of it (waiting for review, published, refused, deleted), is refunded and off the page.
      db.run(
        sql`update business_uploads set status = 'refunded' where stripe_payment_intent_id = ${paymentIntent} and paid_at is not null and status <> 'refunded'`,
      ),
      db.run(
        sql`update bookings set status = 'refunded', refunded_cents = amount_cents + fee_cents where stripe_payment_intent_id = ${paymentIntent} and status = 'confirmed'`,
      ),
    ],
  };
}
