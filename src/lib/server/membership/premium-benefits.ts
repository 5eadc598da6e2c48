/**
 * Who receives the monthly neighborhood guide (issue 35): a member whose premium plan has the
 * benefit (subscription_plans.has_monthly_guide) while premium runs, read by memberHasBenefit.
 */
import { sql, type SQL } from 'drizzle-orm';
import { memberHasBenefit } from './member-benefits.ts';

/** Whether the account (the users row aliased `u`) receives the monthly neighborhood guide now. */
export function receivesMonthlyGuide(now: Date): SQL {
  return memberHasBenefit('hasMonthlyGuide', now, sql.raw('u.id'));
}
