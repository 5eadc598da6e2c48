/** Membership plans as stored (prices are never written into screens). */
import { and, asc, eq } from 'drizzle-orm';
import { subscriptionPlans } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { memberPlanFeaturesIn } from '#lib/i18n/localized/member-benefits.ts';

/** A member plan's benefit columns, as a select's fields. */
export const memberBenefitColumns = {
  hasVideoTours: subscriptionPlans.hasVideoTours,
  hasMessaging: subscriptionPlans.hasMessaging,
  hasAdvancedSearch: subscriptionPlans.hasAdvancedSearch,
  hasMonthlyGuide: subscriptionPlans.hasMonthlyGuide,
  earlyAccessDays: subscriptionPlans.earlyAccessDays,
  hasPrioritySupport: subscriptionPlans.hasPrioritySupport,
};

/** The member plans (free and premium, monthly and yearly), cheapest first; their lists come from their benefit columns. */
export function memberPlans(db: Database) {
  return db
    .select({
      id: subscriptionPlans.id,
      slug: subscriptionPlans.slug,
      name: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
      planTier: subscriptionPlans.planTier,
      duration: subscriptionPlans.duration,
      description: subscriptionPlans.description,
      ...memberBenefitColumns,
    })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.planType, 'user'), eq(subscriptionPlans.isActive, true)))
    .orderBy(asc(subscriptionPlans.priceCents));
}

/** Every plan on offer, members' and businesses', cheapest first within each (GET /api/subscription-plans, /pricing). */
export function activeSubscriptionPlans(db: Database) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.planType), asc(subscriptionPlans.priceCents), asc(subscriptionPlans.id));
}

/**
 * A plan as the API answers it: price as a decimal string (dollars), like every price of the API;
 * a member plan's features worded from its benefit columns in `locale`, a business plan's as written.
 */
export function toPlanView(plan: typeof subscriptionPlans.$inferSelect, locale: Locale = 'en') {
  const { stripePriceId: _stripe, priceCents, createdAt: _created, ...rest } = plan;
  const features = plan.planType === 'user' ? memberPlanFeaturesIn(locale, plan) : plan.features;
  return { ...rest, features, price: (priceCents / 100).toFixed(2), priceCents };
}
