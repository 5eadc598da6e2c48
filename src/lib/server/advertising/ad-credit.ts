/** What an advertiser may still commit of their plan's monthly ad credit (issue 17). */
import { and, eq, gt, gte, inArray, lt, ne, or, isNull, sql } from 'drizzle-orm';
import { adDailyStats, advertisements } from '#db/schema.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import type { Database } from '../db/client.ts';
import type { ActivePartnerPlan } from './partner-plan.ts';

export type PlanCredit = { creditCents: number; spentThisPeriodCents: number; reservedCents: number; leftCents: number };

/**
 * The plan's credit this period less what impressions spent since the period began and what the
 * advertiser's other running ads (pending, approved or paused, not ended) may still spend of their
 * budgets. `exceptAdId` leaves out the ad being edited, whose own remainder is checked against it.
 */
export async function planCredit(
  db: Database,
  userId: number,
  plan: ActivePartnerPlan,
  now: Date,
  exceptAdId: number | null = null,
): Promise<PlanCredit> {
  const periodStart = toNewYorkParts(plan.currentPeriodStart ?? now).date;
  const [[spent], [reserved]] = await db.batch([
    db
      .select({ cents: sql<number>`coalesce(sum(${adDailyStats.spentCents}), 0)` })
      .from(adDailyStats)
      .innerJoin(advertisements, eq(advertisements.id, adDailyStats.adId))
      .where(and(eq(advertisements.partnerId, userId), gte(adDailyStats.day, periodStart))),
    db
      .select({ cents: sql<number>`coalesce(sum(${advertisements.budgetCents} - ${advertisements.spentCents}), 0)` })
      .from(advertisements)
      .where(
        and(
          eq(advertisements.partnerId, userId),
          inArray(advertisements.status, ['pending', 'approved', 'paused']),
          lt(advertisements.spentCents, advertisements.budgetCents),
          or(isNull(advertisements.endsAt), gt(advertisements.endsAt, now)),
          exceptAdId === null ? undefined : ne(advertisements.id, exceptAdId),
        ),
      ),
  ]);
  const spentThisPeriodCents = Number(spent?.cents ?? 0);
  const reservedCents = Number(reserved?.cents ?? 0);
  return {
    creditCents: plan.adCredits,
    spentThisPeriodCents,
    reservedCents,
    leftCents: Math.max(0, plan.adCredits - spentThisPeriodCents - reservedCents),
  };
}
