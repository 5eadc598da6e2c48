/**
 * The benefits a member holds now: those of their premium plan (users.membership_plan_id, or the
 * cheapest active premium member plan when premium was granted without one) while premium runs,
 * none otherwise. Read in SQL at the moment asked, like a business's listing features, so a plan
 * an admin changes, or a premium that ends, changes what the member gets at once.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { subscriptionPlans, users } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { memberBenefitColumns } from './plans.ts';
import { NO_BENEFITS, type MemberBenefits } from '#lib/domain/member-benefits.ts';

/** A benefit held or not (early access: any days). */
export type BenefitColumn =
  'hasVideoTours' | 'hasMessaging' | 'hasAdvancedSearch' | 'hasMonthlyGuide' | 'hasPrioritySupport' | 'earlyAccess';

const COLUMN: Record<BenefitColumn, SQL> = {
  hasVideoTours: sql.raw('bp.has_video_tours = 1'),
  hasMessaging: sql.raw('bp.has_messaging = 1'),
  hasAdvancedSearch: sql.raw('bp.has_advanced_search = 1'),
  hasMonthlyGuide: sql.raw('bp.has_monthly_guide = 1'),
  hasPrioritySupport: sql.raw('bp.has_priority_support = 1'),
  earlyAccess: sql.raw('bp.early_access_days > 0'),
};

/** The plan whose columns a premium account holds: its own, else the cheapest active premium member plan. */
const planOf = (account: SQL) => sql`coalesce(${account}.membership_plan_id, (select d.id from subscription_plans d
  where d.plan_type = 'user' and d.plan_tier = 'premium' and d.is_active = 1 order by d.price_cents, d.id limit 1))`;

/**
 * SQL truth of "the member holds the benefit now": the member `userId`, or without it the query's
 * own `users` row (written qualified, as a one-table select leaves its columns bare), or an outer
 * query's id column passed as SQL (`sql.raw('u.id')`). For batch
 * jobs (the monthly guide's recipients: `where(memberHasBenefit('hasMonthlyGuide', now))` over
 * users) and queries that answer for a viewer.
 */
export function memberHasBenefit(benefit: BenefitColumn, now: Date, userId?: number | null | SQL): SQL<boolean> {
  const who = userId === undefined ? sql.raw('"users"."id"') : userId === null || typeof userId === 'number' ? sql`${userId ?? 0}` : userId;
  // Aliased apart from any outer query's `u` and `p`, so an outer `u.id` passed as `userId` names the outer row.
  return sql<boolean>`exists (select 1 from users bu join subscription_plans bp on bp.id = ${planOf(sql.raw('bu'))}
    where bu.id = ${who} and bu.is_premium = 1 and (bu.premium_until is null or bu.premium_until > ${now.getTime()}) and ${COLUMN[benefit]})`;
}

/** The benefits the member holds now; none for a visitor or a member without premium (no query then). */
export async function getMemberBenefits(
  db: Database,
  member: { id: number; isPremium: boolean } | null | undefined,
  now = new Date(),
): Promise<MemberBenefits> {
  if (!member?.isPremium) return NO_BENEFITS;
  const [plan] = await db
    .select(memberBenefitColumns)
    .from(users)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planOf(sql.raw('"users"'))))
    .where(
      sql`${users.id} = ${member.id} and ${users.isPremium} = 1 and (${users.premiumUntil} is null or ${users.premiumUntil} > ${now.getTime()})`,
    )
    .limit(1);
  return plan ?? NO_BENEFITS;
}
