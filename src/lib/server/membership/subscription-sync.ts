/**
 * Keeps an account's premium membership (and a monthly gift's status) in step with its Stripe
 * subscription. Every subscription event, whatever its order, fetches the subscription again and
 * writes its current state: active, trialing and past_due (Stripe is retrying a failed payment)
 * keep premium to the end of the paid period; canceled, unpaid and the rest end it. A late event
 * of an old subscription never overwrites a newer live one.
 */
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { donations, users } from '../../../../db/schema.ts';
import type { Effect, EffectContext } from '../payments/webhook.ts';

/** Stripe statuses in which the member keeps premium until the period ends. */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/** The subscription an invoice belongs to (API 2025+: under parent.subscription_details). */
export function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: string | { id: string } | null } | null } | null | undefined;
  const subscription = parent?.subscription_details?.subscription;
  return typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
}

/** The effect of any event about a subscription: the subscription's current state, written where it belongs. */
export async function syncSubscription(subscriptionId: string, context: EffectContext): Promise<Effect | null> {
  const subscription = await context.stripe.subscriptions.retrieve(subscriptionId);
  const kind = subscription.metadata?.kind;
  if (kind === 'membership') return membershipEffect(subscription, context);
  if (kind === 'donation') return donationEffect(subscription, context);
  return null;
}

function membershipEffect(subscription: Stripe.Subscription, context: EffectContext): Effect | null {
  const userId = Number(subscription.metadata.userId);
  if (!Number.isInteger(userId) || userId < 1) return null;
  const periodEnd = seconds(subscription.items.data[0]?.current_period_end);
  const live = (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status) && periodEnd !== null;
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const update = context.db
    .update(users)
    .set({
      isPremium: live,
      premiumUntil: live ? periodEnd : (seconds(subscription.ended_at) ?? context.now),
      subscriptionStatus: subscription.status,
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: customerId,
      subscriptionStartedAt: seconds(subscription.start_date),
      subscriptionCancelsAt: subscription.cancel_at_period_end ? periodEnd : seconds(subscription.cancel_at),
      updatedAt: context.now,
    })
    .where(
      and(
        eq(users.id, userId),
        // Never let an old subscription's news replace a newer one that is live.
        or(isNull(users.stripeSubscriptionId), eq(users.stripeSubscriptionId, subscription.id), isNull(users.subscriptionStatus), notInArray(users.subscriptionStatus, [...LIVE_SUBSCRIPTION_STATUSES])),
        // An account that already holds a customer keeps it (one per account).
        or(isNull(users.stripeCustomerId), eq(users.stripeCustomerId, customerId)),
      ),
    );
  return { statements: [update] };
}

function donationEffect(subscription: Stripe.Subscription, context: EffectContext): Effect | null {
  const donationId = Number(subscription.metadata.donationId);
  if (!Number.isInteger(donationId) || donationId < 1) return null;
  const update = context.db
    .update(donations)
    .set({ recurringStatus: subscription.status, stripeSubscriptionId: subscription.id })
    .where(and(eq(donations.id, donationId), or(isNull(donations.stripeSubscriptionId), eq(donations.stripeSubscriptionId, subscription.id)), inArray(donations.status, ['pending', 'paid'])));
  return { statements: [update] };
}
