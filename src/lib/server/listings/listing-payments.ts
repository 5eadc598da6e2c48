/**
 * Paid listing plans (decisions, "Business premium"): an owner picks a plan, pays in Checkout,
 * and the verified webhook records the payment (paid, amount, expiry) and makes the business
 * premium, ranked by the plan's priority, until the listing expires. A new plan bought while one
 * runs starts when the current one ends. The business's rank and expiry are always recomputed
 * from its paid payments, so applying an event twice, or out of order, lands in the same state.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type Stripe from 'stripe';
import { businesses, businessListingPayments, listingPlans } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { createCheckoutSession } from '../payments/checkout.ts';
import { ensureCustomer, type Payer } from '../payments/customers.ts';
import { metadataId, paymentIntentOf } from '../payments/session-fields.ts';
import { paymentFailure } from '../payments/stripe.ts';
import type { Effect, EffectContext } from '../payments/effect.ts';
import { mailStatement } from '../mail/outbox.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The listing payment's refusals (spec 02 section 8: the words when a payment cannot start), as message keys. */
export const LISTING_PAYMENT_MESSAGES = {
  failed: said(m.organiser_msg_listing_payment_failed),
  choosePlan: said(m.organiser_msg_choose_listing_plan),
  businessNotFound: said(m.organiser_msg_business_not_found_dot),
  paymentsOff: said(m.organiser_msg_payments_not_configured),
  paymentError: said(m.organiser_payment_error_title),
} as const;
const M = LISTING_PAYMENT_MESSAGES;

export type ListingPlan = typeof listingPlans.$inferSelect;

/** The plan the business dashboard's "Upgrade to Premium" buys (decisions: Annual Premium). */
export const UPGRADE_PLAN_SLUG = 'annual-premium';

/** The plans on sale, cheapest first. */
export function activeListingPlans(db: Database) {
  return db.select().from(listingPlans).where(eq(listingPlans.isActive, true)).orderBy(asc(listingPlans.priceCents));
}

/** Where the owner lands after paying: /payment from the plans page, /checkout from the dashboard's upgrade button. */
export type ListingReturnPage = 'payment' | 'checkout';

/**
 * Starts paying for a plan: a pending payment row with the plan's own price, then a Checkout
 * Session for it. The caller has checked that the payer may manage the business.
 */
export async function startListingCheckout(
  db: Database,
  stripe: Stripe,
  input: { payer: Payer; businessId: number; planSlug: string; origin: string; returnTo: ListingReturnPage },
): Promise<{ url: string; paymentId: number }> {
  const [plan] = await db
    .select()
    .from(listingPlans)
    .where(and(eq(listingPlans.slug, input.planSlug), eq(listingPlans.isActive, true)))
    .limit(1);
  if (!plan) throw fieldError({ plan: M.choosePlan });
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, input.businessId))
    .limit(1);
  if (!business) throw new HttpError(404, M.businessNotFound, { title: M.paymentError });

  const [payment] = await db
    .insert(businessListingPayments)
    .values({
      businessId: business.id,
      userId: input.payer.id,
      listingPlanId: plan.id,
      planType: plan.slug,
      amountCents: plan.priceCents,
      status: 'pending',
    })
    .returning({ id: businessListingPayments.id });
  try {
    const customer = await ensureCustomer(db, stripe, input.payer);
    const returnPath = input.returnTo === 'checkout' ? '/checkout?type=business' : '/payment';
    const session = await createCheckoutSession(stripe, {
      item: {
        name: `${plan.name} listing: ${business.name}`,
        description: `${plan.durationDays} days as a premium listing in the Harlem Guide directory`,
        amountCents: plan.priceCents,
      },
      metadata: {
        kind: 'listing',
        listingPaymentId: String(payment.id),
        businessId: String(business.id),
        userId: String(input.payer.id),
        plan: plan.slug,
      },
      origin: input.origin,
      successPath: returnPath,
      cancelPath:
        input.returnTo === 'checkout' ? '/business-dashboard?payment=cancelled' : '/business-listing-pricing?payment=cancelled#pricing',
      customer,
      clientReferenceId: String(input.payer.id),
      idempotencyKey: `listing-payment-${payment.id}`,
    });
    await db.update(businessListingPayments).set({ stripeCheckoutSessionId: session.id }).where(eq(businessListingPayments.id, payment.id));
    return { url: session.url, paymentId: payment.id };
  } catch (error) {
    await db.update(businessListingPayments).set({ status: 'failed' }).where(eq(businessListingPayments.id, payment.id));
    throw paymentFailure(error, M.failed, M.paymentError);
  }
}

/**
 * Recomputes the listing rank and expiry of the businesses `which` picks (a condition on
 * businesses) from their paid, unexpired payments, in one statement.
 */
export function recomputeListings(db: Database, nowMs: number, which: SQL) {
  return db.run(sql`
    update businesses set
      listing_expires_at = (select max(p.expires_at) from business_listing_payments p where p.business_id = businesses.id and p.status = 'paid' and p.expires_at > ${nowMs}),
      listing_priority = coalesce((select max(l.priority) from business_listing_payments p join listing_plans l on l.id = p.listing_plan_id
        where p.business_id = businesses.id and p.status = 'paid' and p.expires_at > ${nowMs}), 0),
      updated_at = ${nowMs}
    where ${which}`);
}

/** Checkout paid: the payment row becomes paid with its expiry, and the business premium. */
export async function fulfilListingPayment(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  const paymentId = metadataId(session, 'listingPaymentId');
  const businessId = metadataId(session, 'businessId');
  if (!paymentId || !businessId) return null;
  const nowMs = context.now.getTime();
  const paid = context.db.run(sql`
    update business_listing_payments set
      status = 'paid', paid_at = ${nowMs}, stripe_payment_intent_id = ${paymentIntentOf(session)},
      expires_at = max(${nowMs}, coalesce((select max(q.expires_at) from business_listing_payments q
        where q.business_id = ${businessId} and q.status = 'paid' and q.expires_at > ${nowMs}), 0))
        + (select l.duration_days from listing_plans l where l.id = business_listing_payments.listing_plan_id) * ${DAY_MS}
    where id = ${paymentId} and stripe_checkout_session_id = ${session.id} and status in ('pending', 'expired', 'failed')`);
  return {
    statements: [paid, recomputeListings(context.db, nowMs, eq(businesses.id, businessId))],
    // The receipt, once per payment, written only if this event is the one that marked it paid.
    mails: [
      mailStatement(
        context.db,
        { compose: 'listing_paid', kind: 'listing_payment_receipt', args: { paymentId, origin: context.origin } },
        {
          dedupeKey: `listing_paid:${paymentId}`,
          when: sql`exists (select 1 from business_listing_payments where id = ${paymentId} and status = 'paid' and paid_at = ${nowMs})`,
        },
      ),
    ],
  };
}

/** Checkout abandoned or expired: the pending payment is marked expired; nothing else changes. */
export async function releaseListingPayment(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  const paymentId = metadataId(session, 'listingPaymentId');
  if (!paymentId) return null;
  const update = context.db
    .update(businessListingPayments)
    .set({ status: 'expired' })
    .where(
      and(
        eq(businessListingPayments.id, paymentId),
        eq(businessListingPayments.stripeCheckoutSessionId, session.id),
        eq(businessListingPayments.status, 'pending'),
      ),
    );
  return { statements: [update] };
}

export type ListingPaymentView = {
  id: number;
  businessId: number;
  businessName: string;
  planName: string;
  amountCents: number;
  status: (typeof businessListingPayments.$inferSelect)['status'];
  paidAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
};

const paymentColumns = {
  id: businessListingPayments.id,
  businessId: businessListingPayments.businessId,
  businessName: businesses.name,
  planName: sql<string>`coalesce(${listingPlans.name}, ${businessListingPayments.planType})`,
  amountCents: businessListingPayments.amountCents,
  status: businessListingPayments.status,
  paidAt: businessListingPayments.paidAt,
  expiresAt: businessListingPayments.expiresAt,
  createdAt: businessListingPayments.createdAt,
};

/** The payment a return page is about (by its Checkout Session), or null. */
export async function listingPaymentForSession(db: Database, sessionId: string): Promise<ListingPaymentView | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(businessListingPayments)
    .innerJoin(businesses, eq(businesses.id, businessListingPayments.businessId))
    .leftJoin(listingPlans, eq(listingPlans.id, businessListingPayments.listingPlanId))
    .where(eq(businessListingPayments.stripeCheckoutSessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** A business's payments, newest first (paid, refunded and expired ones; abandoned checkouts left out). */
export function listingPaymentHistory(db: Database, businessId: number, limit = 20) {
  return db
    .select(paymentColumns)
    .from(businessListingPayments)
    .innerJoin(businesses, eq(businesses.id, businessListingPayments.businessId))
    .leftJoin(listingPlans, eq(listingPlans.id, businessListingPayments.listingPlanId))
    .where(and(eq(businessListingPayments.businessId, businessId), sql`${businessListingPayments.paidAt} is not null`))
    .orderBy(desc(businessListingPayments.createdAt))
    .limit(limit);
}
