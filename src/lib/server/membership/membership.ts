/** A member's premium plan as stored on the account, for the Membership section of /settings. */
import { eq } from 'drizzle-orm';
import { users } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import type { MembershipFacts } from '#lib/domain/membership.ts';

/** What billing needs to know: the subscription's start (the 30-day guarantee) and the Stripe ids. */
export type BillingFacts = {
  subscriptionStartedAt: Date | null;
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  premiumRefundedAt: Date | null;
};

/** The account's premium period and subscription status, or null when there is no such account. */
export async function getMembershipFacts(db: Database, userId: number): Promise<(MembershipFacts & BillingFacts) | null> {
  const [row] = await db
    .select({
      premiumUntil: users.premiumUntil,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionCancelsAt: users.subscriptionCancelsAt,
      subscriptionStartedAt: users.subscriptionStartedAt,
      stripeSubscriptionId: users.stripeSubscriptionId,
      stripeCustomerId: users.stripeCustomerId,
      premiumRefundedAt: users.premiumRefundedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
