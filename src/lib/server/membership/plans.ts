/** Membership plans as stored (prices are never written into screens). */
import { and, asc, eq } from 'drizzle-orm';
import { subscriptionPlans } from '../../../../db/schema.ts';
import type { Database } from '../db/client.ts';

/** The member plans (free and premium, monthly and yearly), cheapest first. */
export function memberPlans(db: Database) {
  return db
    .select({ slug: subscriptionPlans.slug, name: subscriptionPlans.name, priceCents: subscriptionPlans.priceCents, planTier: subscriptionPlans.planTier, duration: subscriptionPlans.duration, features: subscriptionPlans.features, description: subscriptionPlans.description })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.planType, 'user'), eq(subscriptionPlans.isActive, true)))
    .orderBy(asc(subscriptionPlans.priceCents));
}
