/** A member's premium plan as stored on the account, for the Membership section of /settings. */
import { eq } from 'drizzle-orm';
import { users } from '../../../../db/schema.ts';
import type { Database } from '../db/client.ts';
import type { MembershipFacts } from '../../domain/membership.ts';

/** The account's premium period and subscription status, or null when there is no such account. */
export async function getMembershipFacts(db: Database, userId: number): Promise<MembershipFacts | null> {
  const [row] = await db
    .select({ premiumUntil: users.premiumUntil, subscriptionStatus: users.subscriptionStatus })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
