/** A database without the seed still needs a premium member plan: premium members hold its benefits (member-benefits.ts). */
import { subscriptionPlans } from '#db/schema.ts';
import { SUBSCRIPTION_PLANS } from '#db/seed-data/plans.ts';
import type { Database } from '#lib/server/db/client.ts';

/** Inserts the seed's monthly Premium plan, with every benefit it gives; returns its id. */
export async function insertPremiumPlan(db: Database, overrides: Partial<typeof subscriptionPlans.$inferInsert> = {}): Promise<number> {
  const plan = SUBSCRIPTION_PLANS.find((candidate) => candidate.slug === 'explorer-premium-monthly')!;
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ ...plan, features: [], ...overrides })
    .returning({ id: subscriptionPlans.id });
  return row.id;
}
