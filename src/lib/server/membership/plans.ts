/** Membership plans as stored (prices are never written into screens). */
import { and, asc, eq } from 'drizzle-orm';
import { subscriptionPlans } from '#db/schema.ts';
import type { Database } from '../db/client.ts';

/** The member plans (free and premium, monthly and yearly), cheapest first. */
export function memberPlans(db: Database) {
  return db
    .select({
      id: subscriptionPlans.id,
      slug: subscriptionPlans.slug,
      name: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
      planTier: subscriptionPlans.planTier,
      duration: subscriptionPlans.duration,
      features: subscriptionPlans.features,
      description: subscriptionPlans.description,
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

/** A plan as the API answers it: price as a decimal string (dollars), like every price of the API. */
export function toPlanView(plan: typeof subscriptionPlans.$inferSelect) {
  const { stripePriceId: _stripe, priceCents, createdAt: _created, ...rest } = plan;
  return { ...rest, price: (priceCents / 100).toFixed(2), priceCents };
}
