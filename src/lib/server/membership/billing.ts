/**
 * Premium membership billing: subscribing through Checkout (subscription mode, the plan's price
 * from subscription_plans), the Stripe Customer Portal for cancelling and payment methods, and
 * the 30-day satisfaction guarantee (refund and end premium). Premium itself only changes from
 * verified webhooks (subscription-sync.ts).
 */
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { subscriptionPlans, users } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { premiumRefundMail } from './membership-mail.ts';
import { createCheckoutSession } from '../payments/checkout.ts';
import { ensureCustomer, type Payer } from '../payments/customers.ts';
import { paymentFailure } from '../payments/stripe.ts';
import { LIVE_SUBSCRIPTION_STATUSES } from './subscription-sync.ts';
import { refundAndCancel } from './refunds.ts';
import { formatPrice } from '#lib/domain/money.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** The membership's messages (spec 02 section 8), as message keys (decision 028): messages/partners/en.json holds the spec's English. */
export const MEMBERSHIP_MESSAGES = {
  /** Spec 02 section 8, Subscription Error. */
  subscriptionFailed: said(m.partners_sub_failed),
  /** Spec 02 section 8, Payment Error. */
  startFailed: said(m.partners_sub_start_failed),
  unknownPlan: said(m.partners_sub_choose_plan),
  alreadyPremium: said(m.partners_sub_already),
  alreadyPremiumTitle: said(m.partners_sub_already_title),
  noSubscription: said(m.partners_sub_refund_none),
  guaranteeOver: said(m.partners_sub_guarantee_over),
  refundUnavailableTitle: said(m.partners_sub_refund_unavailable),
  refundFailed: said(m.partners_sub_refund_failed),
  refundFailedTitle: said(m.partners_refund_failed_title),
  refunded: said(m.partners_sub_refunded),
  refundedTitle: said(m.partners_sub_refund_requested),
} as const;

/** The 30-day satisfaction guarantee on new subscriptions (spec 02 section 9). */
export const GUARANTEE_DAYS = 30;
const GUARANTEE_MS = GUARANTEE_DAYS * 24 * 60 * 60 * 1000;

/** Opens Checkout for a premium plan (by slug); refused for members who already hold a live subscription. */
export async function startMembershipCheckout(
  db: Database,
  stripe: Stripe,
  input: { payer: Payer; planSlug: string; origin: string },
): Promise<{ url: string }> {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.slug, input.planSlug),
        eq(subscriptionPlans.planType, 'user'),
        eq(subscriptionPlans.planTier, 'premium'),
        eq(subscriptionPlans.isActive, true),
      ),
    )
    .limit(1);
  if (!plan || plan.priceCents < 1) throw fieldError({ plan: MEMBERSHIP_MESSAGES.unknownPlan });
  const [account] = await db
    .select({ status: users.subscriptionStatus, subscriptionId: users.stripeSubscriptionId })
    .from(users)
    .where(eq(users.id, input.payer.id))
    .limit(1);
  if (account?.subscriptionId && (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(account.status ?? '')) {
    throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyPremium, { title: MEMBERSHIP_MESSAGES.alreadyPremiumTitle });
  }
  try {
    const customer = await ensureCustomer(db, stripe, input.payer);
    const interval = plan.duration === 'yearly' ? 'year' : 'month';
    return await createCheckoutSession(stripe, {
      item: {
        name: `Harlem Guide ${plan.name}`,
        description: `${formatPrice(plan.priceCents)} per ${interval}. Cancel anytime; 30-day money-back guarantee.`,
        amountCents: plan.priceCents,
        interval,
      },
      metadata: { kind: 'membership', userId: String(input.payer.id), plan: plan.slug },
      origin: input.origin,
      successPath: '/subscribe',
      cancelPath: `/subscribe?plan=${encodeURIComponent(plan.slug)}&payment=cancelled`,
      customer,
      clientReferenceId: String(input.payer.id),
    });
  } catch (error) {
    throw paymentFailure(error, MEMBERSHIP_MESSAGES.startFailed);
  }
}

/** Why the billing portal did not open, as message keys (the organiser's words: the dashboard and settings open it). */
export const BILLING_PORTAL_MESSAGES = {
  failed: said(m.organiser_msg_portal_failed),
  title: said(m.organiser_billing_unavailable_title),
  paymentsOff: said(m.organiser_msg_payments_not_configured),
} as const;

/** The Stripe Customer Portal for this account (cancel anytime, add a payment method, invoices). */
export async function billingPortalUrl(db: Database, stripe: Stripe, payer: Payer, returnUrl: string): Promise<string> {
  try {
    const customer = await ensureCustomer(db, stripe, payer);
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
    return portal.url;
  } catch (error) {
    throw paymentFailure(error, BILLING_PORTAL_MESSAGES.failed, BILLING_PORTAL_MESSAGES.title);
  }
}

/** Whether the account's subscription is inside the 30-day guarantee (and live). */
export function withinGuarantee(
  facts: {
    subscriptionStartedAt: Date | null;
    subscriptionStatus: string | null;
    stripeSubscriptionId: string | null;
    premiumRefundedAt?: Date | null;
  },
  now = new Date(),
): boolean {
  return Boolean(
    facts.stripeSubscriptionId &&
    !facts.premiumRefundedAt &&
    facts.subscriptionStartedAt &&
    (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(facts.subscriptionStatus ?? '') &&
    now.getTime() - facts.subscriptionStartedAt.getTime() <= GUARANTEE_MS,
  );
}

/**
 * The 30-day guarantee: refunds the subscription's latest payment through Stripe and cancels the
 * subscription now; the webhooks then end premium and mark the refund.
 */
export async function refundMembership(db: Database, stripe: Stripe, payer: Payer, now = new Date()): Promise<void> {
  const [facts] = await db
    .select({
      subscriptionStartedAt: users.subscriptionStartedAt,
      subscriptionStatus: users.subscriptionStatus,
      stripeSubscriptionId: users.stripeSubscriptionId,
      premiumRefundedAt: users.premiumRefundedAt,
    })
    .from(users)
    .where(eq(users.id, payer.id))
    .limit(1);
  if (!facts?.stripeSubscriptionId)
    throw new HttpError(404, MEMBERSHIP_MESSAGES.noSubscription, { title: MEMBERSHIP_MESSAGES.refundUnavailableTitle });
  if (!withinGuarantee(facts, now))
    throw new HttpError(409, MEMBERSHIP_MESSAGES.guaranteeOver, { title: MEMBERSHIP_MESSAGES.refundUnavailableTitle });
  let refundedCents = 0;
  try {
    refundedCents = await refundAndCancel(stripe, facts.stripeSubscriptionId, {
      reason: 'satisfaction_guarantee',
      userId: String(payer.id),
    });
  } catch (error) {
    throw paymentFailure(error, MEMBERSHIP_MESSAGES.refundFailed, MEMBERSHIP_MESSAGES.refundFailedTitle);
  }
  // The guarantee is once per account: subscribing again later is not another free month. The payer is told with it.
  await batchWithMail(
    db,
    [db.update(users).set({ premiumRefundedAt: now }).where(eq(users.id, payer.id))],
    [
      mailStatement(db, {
        to: payer.email,
        kind: 'membership_refund',
        ...premiumRefundMail(await recipientLanguageIn(db, payer.id), payer.firstName, refundedCents),
      }),
    ],
  );
}
