/** An advertiser's live partnership plan (issue 17): what bounds their ads' number, credits and priority. */
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { partnershipPlans, partnerSubscriptions } from '#db/schema.ts';
import type { Database } from '../db/client.ts';

/** Stripe statuses in which a plan is in force until its period ends. */
export const LIVE_PARTNER_STATUSES = ['active', 'trialing', 'past_due'] as const;

export type ActivePartnerPlan = {
  subscriptionId: number;
  planId: number;
  slug: string | null;
  name: string;
  /** Ad credit in cents for each paid month, spent by impressions. */
  adCredits: number;
  maxAds: number;
  priority: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  status: string;
};

/** The member's plan in force at `now`, or null (none bought, cancelled and ended, or unpaid). */
export async function activePartnerPlan(db: Database, userId: number, now = new Date()): Promise<ActivePartnerPlan | null> {
  const [row] = await db
    .select({
      subscriptionId: partnerSubscriptions.id,
      planId: partnershipPlans.id,
      slug: partnershipPlans.slug,
      name: partnershipPlans.name,
      adCredits: partnershipPlans.adCredits,
      maxAds: partnershipPlans.maxAds,
      priority: partnershipPlans.priority,
      currentPeriodStart: partnerSubscriptions.currentPeriodStart,
      currentPeriodEnd: partnerSubscriptions.currentPeriodEnd,
      cancelAt: partnerSubscriptions.cancelAt,
      status: partnerSubscriptions.status,
    })
    .from(partnerSubscriptions)
    .innerJoin(partnershipPlans, eq(partnershipPlans.id, partnerSubscriptions.planId))
    .where(
      and(
        eq(partnerSubscriptions.userId, userId),
        inArray(partnerSubscriptions.status, [...LIVE_PARTNER_STATUSES]),
        gt(partnerSubscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(partnershipPlans.priority), desc(partnerSubscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}
