/**
 * Keeps an advertiser's partnership plan (partner_subscriptions) in step with its Stripe
 * subscription (issue 17). Every event about it, in whatever order, fetches the subscription again
 * (subscription-sync.ts) and this writes Stripe's current state: status, the paid period of its
 * item, and when it is set to end. The plan is in force while live (active, trialing, past_due)
 * and its period lasts (activePartnerPlan). One live plan per account: a second one paid in
 * another tab is refunded and cancelled. The advertiser is told by email when a plan first starts.
 */
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { partnershipPlans, partnerSubscriptions, users } from '#db/schema.ts';
import type { Effect, EffectContext } from '../payments/effect.ts';
import type { Database } from '../db/client.ts';
import { LIVE_PARTNER_STATUSES } from '../advertising/partner-plan.ts';
import { metadataId } from '../payments/session-fields.ts';
import { refundAndCancel } from '../membership/refunds.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import type { Mail } from '../mail/mail.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { partnerDuplicateRefundMail } from './partner-mail.ts';

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const isLive = (status: string | null | undefined) => (LIVE_PARTNER_STATUSES as readonly string[]).includes(status ?? '');
const LIVE = [...LIVE_PARTNER_STATUSES];
/** Days a plan stays in force while Stripe retries a failed renewal (as Premium does). */
const PAST_DUE_GRACE_DAYS = 7;

/** The effect of any event about a partnership subscription: its current state in partner_subscriptions. */
export async function partnershipEffect(subscription: Stripe.Subscription, context: EffectContext): Promise<Effect | null> {
  const userId = metadataId(subscription, 'userId');
  const slug = subscription.metadata?.plan;
  if (!userId || !slug) return null;
  const { db, now } = context;
  const [plan] = await db
    .select({ id: partnershipPlans.id, name: partnershipPlans.name })
    .from(partnershipPlans)
    .where(eq(partnershipPlans.slug, slug))
    .limit(1);
  const [account] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!plan || !account) return null;

  const item = subscription.items.data[0];
  const periodStart = seconds(item?.current_period_start);
  // Stripe moves the period on when it bills the renewal, paid or not: while it retries a failed
  // payment (past_due) the plan runs a short grace from the unpaid period's start, not to its end.
  const billedEnd = seconds(item?.current_period_end);
  const graceEnd = seconds((item?.current_period_start ?? 0) + PAST_DUE_GRACE_DAYS * 86_400);
  const periodEnd = subscription.status === 'past_due' && billedEnd && graceEnd && graceEnd < billedEnd ? graceEnd : billedEnd;
  const live = isLive(subscription.status) && periodEnd !== null && periodEnd > now;
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

  // A second plan paid while the account holds another live one (two checkout tabs): refund and
  // cancel it before recording the event, so a refund Stripe refuses is retried with the event.
  if (live && (await otherLivePlan(db, userId, subscription.id, now))) {
    const refunded = await refundAndCancel(context.stripe, subscription.id, { reason: 'duplicate_partnership', userId: String(userId) });
    return {
      statements: [],
      mails: [
        mailStatement(db, await duplicateMail(db, userId, account, plan.name, refunded), {
          dedupeKey: `partnership_duplicate_refund:${subscription.id}`,
        }),
      ],
    };
  }

  const state = {
    status: subscription.status,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    // Cancelled in the portal "at period end": the plan ends when the paid month does.
    cancelAt: subscription.cancel_at_period_end ? periodEnd : (seconds(subscription.cancel_at) ?? seconds(subscription.ended_at)),
    stripeCustomerId: customerId,
    updatedAt: now,
  };
  // The row exists (not yet live) before the update, so "became live" is one conditional update.
  const placeholder = db
    .insert(partnerSubscriptions)
    .values({ userId, planId: plan.id, stripeSubscriptionId: subscription.id, status: 'incomplete' })
    .onConflictDoNothing({ target: partnerSubscriptions.stripeSubscriptionId });
  const started = db
    .update(partnerSubscriptions)
    .set(state)
    .where(
      and(
        eq(partnerSubscriptions.stripeSubscriptionId, subscription.id),
        sql`${partnerSubscriptions.status} not in ('active', 'trialing', 'past_due')`,
      ),
    )
    .returning({ id: partnerSubscriptions.id });
  const written = db
    .update(partnerSubscriptions)
    .set(state)
    .where(eq(partnerSubscriptions.stripeSubscriptionId, subscription.id))
    .returning({ id: partnerSubscriptions.id });
  return {
    statements: [placeholder, started, written],
    // The welcome, once per plan: composed after the commit, so a plan cancelled below as a duplicate gets none.
    mails: live
      ? [
          mailStatement(
            db,
            { compose: 'partnership_welcome', kind: 'partnership_welcome', args: { subscriptionId: subscription.id } },
            { dedupeKey: `partnership_welcome:${subscription.id}` },
          ),
        ]
      : [],
    after: async (results) => {
      if (!live) return;
      const [{ id }] = results[2] as { id: number }[];
      // Lost a race with another plan's first event (both tabs at once): the later plan is refunded.
      if (await otherLivePlan(db, userId, subscription.id, now, id)) {
        const refunded = await refundAndCancel(context.stripe, subscription.id, {
          reason: 'duplicate_partnership',
          userId: String(userId),
        });
        await db
          .update(partnerSubscriptions)
          .set({ status: 'canceled', cancelAt: now, updatedAt: now })
          .where(eq(partnerSubscriptions.id, id));
        await batchWithMail(
          db,
          [],
          [
            mailStatement(db, await duplicateMail(db, userId, account, plan.name, refunded), {
              dedupeKey: `partnership_duplicate_refund:${subscription.id}`,
            }),
          ],
        );
      }
    },
  };
}

/** Whether the account holds another live plan (an earlier one, when `before` names this row). */
async function otherLivePlan(db: Database, userId: number, subscriptionId: string, now: Date, before?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerSubscriptions.id })
    .from(partnerSubscriptions)
    .where(
      and(
        eq(partnerSubscriptions.userId, userId),
        ne(partnerSubscriptions.stripeSubscriptionId, subscriptionId),
        inArray(partnerSubscriptions.status, LIVE),
        gt(partnerSubscriptions.currentPeriodEnd, now),
        before === undefined ? undefined : lt(partnerSubscriptions.id, before),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function duplicateMail(
  db: Database,
  userId: number,
  account: { email: string; firstName: string | null },
  planName: string,
  refundedCents: number,
): Promise<Mail> {
  return {
    to: account.email,
    kind: 'partnership_duplicate_refund',
    ...partnerDuplicateRefundMail(await recipientLanguageIn(db, userId), account.firstName, planName, refundedCents),
  };
}
