/**
 * Who receives which Premium benefit (issue 35), one function per benefit, so that binding a
 * benefit to the plan's own switch (subscription plans' features, as data) is a change in one place.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether the account (the users row aliased `u`) receives the monthly neighborhood guide: premium
 * held now (the flag set and the paid period, if any, not ended; as auth/session.ts premiumActive).
 */
export function receivesMonthlyGuide(now: Date): SQL {
  return sql`(u.is_premium = 1 and (u.premium_until is null or u.premium_until > ${now.getTime()}))`;
}
