/**
 * Buying a partnership plan (issue 17): Stripe Checkout in subscription mode at the plan's monthly
 * fee from partnership_plans, one live plan per account, and the Customer Portal to change or end
 * it. The plan itself only comes into force from verified webhooks (partner-subscription-sync.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { partnershipPlans } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { activePartnerPlan } from '../advertising/partner-plan.ts';
import { createCheckoutSession } from '../payments/checkout.ts';
import { ensureCustomer, type Payer } from '../payments/customers.ts';
import { paymentFailure } from '../payments/stripe.ts';
import { formatPrice } from '#lib/domain/money.ts';
import { alreadySubscribed, PARTNER_PLAN_MESSAGES } from '#lib/schemas/plans-messages.ts';

export { PARTNER_PLAN_MESSAGES };

export type PartnershipPlan = typeof partnershipPlans.$inferSelect;

/** The plans on sale, cheapest first. */
export async function listActivePartnershipPlans(db: Database): Promise<PartnershipPlan[]> {
  return db
    .select()
    .from(partnershipPlans)
    .where(eq(partnershipPlans.isActive, true))
    .orderBy(asc(partnershipPlans.monthlyFeeCents), asc(partnershipPlans.id))
    .limit(50);
}

/** Opens Checkout for a partnership plan (by slug); refused while the account holds a live plan. */
export async function startPartnerCheckout(
  db: Database,
  stripe: Stripe,
  input: { payer: Payer; planSlug: string; origin: string; returnPath: string },
): Promise<{ url: string }> {
  const [plan] = await db
    .select()
    .from(partnershipPlans)
    .where(and(eq(partnershipPlans.slug, input.planSlug), eq(partnershipPlans.isActive, true)))
    .limit(1);
  if (!plan?.slug || plan.monthlyFeeCents < 100) throw fieldError({ plan: PARTNER_PLAN_MESSAGES.unknownPlan });
  const held = await activePartnerPlan(db, input.payer.id);
  if (held) throw new HttpError(409, alreadySubscribed(held.name), { title: PARTNER_PLAN_MESSAGES.alreadyTitle });
  try {
    const customer = await ensureCustomer(db, stripe, input.payer);
    return await createCheckoutSession(stripe, {
      item: {
        name: `Harlem Guide ${plan.name} partnership`,
        description: `${formatPrice(plan.monthlyFeeCents)} per month. Cancel anytime from billing.`,
        amountCents: plan.monthlyFeeCents,
        interval: 'month',
      },
      metadata: { kind: 'partnership', userId: String(input.payer.id), plan: plan.slug },
      origin: input.origin,
      successPath: input.returnPath,
      cancelPath: `${input.returnPath}?payment=cancelled#packages`,
      customer,
      clientReferenceId: String(input.payer.id),
    });
  } catch (error) {
    throw paymentFailure(error, PARTNER_PLAN_MESSAGES.startFailed);
  }
}
