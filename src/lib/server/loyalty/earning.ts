/**
 * Where members earn loyalty points (decision 025): a first review of a business, a paid
 * donation and a paid premium month. Each award is keyed by its source, so a repeated review, a
 * webhook delivered twice or two posts at once count once. Check-ins and finished tours award
 * their own points where they happen.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { donations } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { metadataId } from '../payments/session-fields.ts';
import type { Effect, EffectContext } from '../payments/effect.ts';
import { awardPoints, awardStatements } from './award.ts';

/** A member's first review of a business, once per business (an edit, or a review written again after deleting one, earns nothing). */
export function awardFirstReview(db: Database, userId: number, businessId: number): Promise<number> {
  return awardPoints(db, userId, { type: 'first_review', businessId }, 'First review of a business');
}

/**
 * The award for a paid donation by a signed-in donor, to join the webhook's batch; none for a gift
 * without an account. The payment that paid it is kept with the points, so its refund reverses them.
 */
export async function donationAwardStatements(db: Database, donationId: number, sessionId: string, paymentIntentId: string | null = null) {
  const [gift] = await db
    .select({ userId: donations.userId, amountCents: donations.amountCents, sessionId: donations.stripeCheckoutSessionId })
    .from(donations)
    .where(eq(donations.id, donationId));
  if (!gift?.userId || gift.sessionId !== sessionId) return [];
  return awardStatements(db, gift.userId, { type: 'donation', donationId, amountCents: gift.amountCents }, 'Donation to Harlem Guide', {
    paymentIntentId,
  });
}

/**
 * A premium month paid (an invoice of a membership subscription, with money taken): its points
 * join the subscription's own effect, with the payment that paid it (its refund reverses them). Nothing when the effect changes nothing (a duplicate
 * subscription being refunded) or when the invoice took no money.
 */
export async function withPremiumMonth(
  effect: Effect | null,
  invoice: Stripe.Invoice,
  subscriptionId: string,
  context: EffectContext,
): Promise<Effect | null> {
  if (!effect || effect.statements.length === 0 || !invoice.id || (invoice.amount_paid ?? 0) <= 0) return effect;
  const subscription = await context.stripe.subscriptions.retrieve(subscriptionId);
  const userId = subscription.metadata?.kind === 'membership' ? metadataId(subscription, 'userId') : null;
  if (!userId) return effect;
  // The invoice's payment, kept with the points so that refunding it reverses them.
  const payments = await context.stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 1 });
  const intent = payments.data[0]?.payment?.payment_intent;
  const paymentIntentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  return {
    ...effect,
    statements: [
      ...effect.statements,
      ...awardStatements(context.db, userId, { type: 'premium_month', invoiceId: invoice.id }, 'Premium month', { paymentIntentId }),
    ],
  };
}
