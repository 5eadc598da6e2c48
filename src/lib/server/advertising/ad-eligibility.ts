/** The one definition of an ad that may be shown and spend (issue 17), as SQL over `advertisements a`. */
import { sql, type SQL } from 'drizzle-orm';
import { LIVE_PARTNER_STATUSES } from './partner-plan.ts';

/** The live partner statuses as a SQL list. */
export const liveStatuses = sql.join(
  LIVE_PARTNER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The highest priority among the advertiser's plans in force at `now` (null: none in force). */
export const planPriority = (now: Date): SQL =>
  sql`(select max(p.priority) from partner_subscriptions s join partnership_plans p on p.id = s.plan_id where s.user_id = a.partner_id and s.status in (${liveStatuses}) and s.current_period_end > ${now.getTime()})`;

/** Approved, inside its schedule, budget not spent, and its advertiser's plan in force. */
export const eligibleAt = (now: Date): SQL =>
  sql`a.status = 'approved' and a.spent_cents < a.budget_cents and (a.starts_at is null or a.starts_at <= ${now.getTime()}) and (a.ends_at is null or a.ends_at > ${now.getTime()}) and ${planPriority(now)} is not null`;
