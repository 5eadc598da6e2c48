/**
 * Keeps an account's premium membership (and a monthly gift's status) in step with its Stripe
 * subscription. Every subscription event, whatever its order, fetches the subscription again and
 * writes its current state: active, trialing and past_due (Stripe is retrying a failed payment)
 * keep premium to the end of the paid period; canceled, unpaid and the rest end it. A late event
 * of an old subscription never overwrites a newer live one.
 */
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { donations, users } from '#db/schema.ts';
import type { Effect, EffectContext } from '../payments/effect.ts';
import type { Database } from '../db/client.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import type { Mail } from '../mail/mail.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { duplicateRefundMail } from './membership-mail.ts';
import { refundAndCancel } from './refunds.ts';
import { metadataId } from '../payments/session-fields.ts';
import { partnershipEffect } from '../plans/partner-subscription-sync.ts';

/** Stripe statuses in which the member keeps premium until the period ends. */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/** The subscription an invoice belongs to (API 2025+: under parent.subscription_details; older webhook versions: invoice.subscription). */
export function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: string | { id: string } | null } | null } | null | undefined;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const subscription = parent?.subscription_details?.subscription ?? legacy;
  return typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
}

/** The effect of any event about a subscription: the subscription's current state, written where it belongs. */
export async function syncSubscription(subscriptionId: string, context: EffectContext): Promise<Effect | null> {
  const subscription = await context.stripe.subscriptions.retrieve(subscriptionId);
  const kind = subscription.metadata?.kind;
  if (kind === 'membership') return await membershipEffect(subscription, context);
  if (kind === 'donation') return donationEffect(subscription, context);
  if (kind === 'partnership') return await partnershipEffect(subscription, context);
  return null;
}

const isLive = (status: string | null | undefined) => (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '');

/** Days of Premium kept while Stripe retries a failed renewal (past_due). */
const PAST_DUE_GRACE_DAYS = 7;

async function membershipEffect(subscription: Stripe.Subscription, context: EffectContext): Promise<Effect | null> {
  const userId = metadataId(subscription, 'userId');
  if (!userId) return null;
  const item = subscription.items.data[0];
  // Stripe moves the period on when it bills the renewal, paid or not: a member whose renewal
  // failed keeps Premium for a short grace from the start of the unpaid period, not to its end.
  const periodEnd =
    subscription.status === 'past_due'
      ? seconds((item?.current_period_start ?? 0) + PAST_DUE_GRACE_DAYS * 86_400)
      : seconds(item?.current_period_end);
  const live = isLive(subscription.status) && periodEnd !== null;

  // A second subscription paid while the account holds another live one (two checkout tabs):
  // refund and cancel it before recording the event, so a refund Stripe refuses is retried.
  const [account] = await context.db
    .select({ email: users.email, firstName: users.firstName, held: users.stripeSubscriptionId, status: users.subscriptionStatus })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (account?.held && account.held !== subscription.id && isLive(account.status)) {
    if (!live) return { statements: [] };
    const refunded = await refundAndCancel(context.stripe, subscription.id, { reason: 'duplicate_subscription', userId: String(userId) });
    return {
      statements: [],
      mails: [
        mailStatement(context.db, await duplicateRefundLetter(context.db, userId, account, refunded), {
          dedupeKey: `membership_duplicate_refund:${subscription.id}`,
        }),
      ],
    };
  }
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
      // The plan bought: its benefit columns are what premium gives (member-benefits.ts). An unknown
      // slug keeps the plan already recorded (else the default plan's benefits apply).
      membershipPlanId: sql`coalesce((select p.id from subscription_plans p where p.slug = ${subscription.metadata?.plan ?? ''} and p.plan_type = 'user'), ${users.membershipPlanId})`,
      updatedAt: context.now,
    })
    .where(
      and(
        eq(users.id, userId),
        // Never let an old subscription's news replace a newer one that is live.
        or(
          isNull(users.stripeSubscriptionId),
          eq(users.stripeSubscriptionId, subscription.id),
          isNull(users.subscriptionStatus),
          notInArray(users.subscriptionStatus, [...LIVE_SUBSCRIPTION_STATUSES]),
        ),
        // An account that already holds a customer keeps it (one per account).
        or(isNull(users.stripeCustomerId), eq(users.stripeCustomerId, customerId)),
      ),
    );
  return {
    statements: [update],
    after: async (results) => {
      // Lost a race with another subscription's first event: the same refund as above.
      if (!live || ((results[0] as { rowsAffected?: number }).rowsAffected ?? 0) > 0) return;
      const [now] = await context.db
        .select({ email: users.email, firstName: users.firstName, held: users.stripeSubscriptionId, status: users.subscriptionStatus })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!now?.held || now.held === subscription.id || !isLive(now.status)) return;
      const refunded = await refundAndCancel(context.stripe, subscription.id, { reason: 'duplicate_subscription', userId: String(userId) });
      await batchWithMail(
        context.db,
        [],
        [
          mailStatement(context.db, await duplicateRefundLetter(context.db, userId, now, refunded), {
            dedupeKey: `membership_duplicate_refund:${subscription.id}`,
          }),
        ],
      );
    },
  };
}

async function duplicateRefundLetter(
  db: Database,
  userId: number,
  account: { email: string; firstName: string | null },
  refundedCents: number,
): Promise<Mail> {
  return {
    to: account.email,
    kind: 'membership_duplicate_refund',
    ...duplicateRefundMail(await recipientLanguageIn(db, userId), account.firstName, refundedCents),
  };
}

function donationEffect(subscription: Stripe.Subscription, context: EffectContext): Effect | null {
  const donationId = metadataId(subscription, 'donationId');
  if (!donationId) return null;
  const update = context.db
    .update(donations)
    .set({ recurringStatus: subscription.status, stripeSubscriptionId: subscription.id })
    .where(
      and(
        eq(donations.id, donationId),
        or(isNull(donations.stripeSubscriptionId), eq(donations.stripeSubscriptionId, subscription.id)),
        inArray(donations.status, ['pending', 'paid']),
      ),
    );
  return { statements: [update] };
}
