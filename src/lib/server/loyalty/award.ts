/**
 * Loyalty points for real actions, each counted once (decision 025). A source (a check-in, a
 * finished tour, a first review, a donation, a paid premium month) is recorded under its key with
 * the member and its type; the balance, the lifetime total and the tier move only when that
 * record went in, in the same batch, so a repeated or concurrent award adds nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { loyaltyPoints, loyaltyTransactions } from '#db/schema.ts';
import { LOYALTY_TIERS, pointsFor, sourceKeyOf, type LoyaltySource } from '#lib/domain/loyalty.ts';
import type { Database } from '../db/client.ts';

/** The tier for a lifetime total, as SQL (the highest threshold reached). */
export function tierCase(lifetime: ReturnType<typeof sql>) {
  const highestFirst = [...LOYALTY_TIERS].reverse();
  return sql`case ${sql.join(
    highestFirst.map((tier) => sql`when ${lifetime} >= ${tier.from} then ${tier.id}`),
    sql` `,
  )} else ${LOYALTY_TIERS[0].id} end`;
}

/**
 * The statements that award `source` to the member, to run as one batch (alone, or inside the
 * batch of the change that earned it, such as the webhook's).
 */
export function awardStatements(
  db: Database,
  userId: number,
  source: LoyaltySource,
  description: string | null = null,
  paid: { paymentIntentId?: string | null } = {},
) {
  const points = pointsFor(source);
  const lifetime = sql`${loyaltyPoints.lifetimePoints} + ${points}`;
  return [
    db.insert(loyaltyPoints).values({ userId }).onConflictDoNothing({ target: loyaltyPoints.userId }),
    db
      .insert(loyaltyTransactions)
      .values({
        userId,
        type: source.type,
        points,
        description,
        sourceKey: sourceKeyOf(source),
        stripePaymentIntentId: paid.paymentIntentId ?? null,
        ...('businessId' in source ? { businessId: source.businessId } : {}),
      })
      .onConflictDoNothing(),
    db
      .update(loyaltyPoints)
      .set({ points: sql`${loyaltyPoints.points} + ${points}`, lifetimePoints: lifetime, tier: tierCase(lifetime), updatedAt: new Date() })
      .where(and(eq(loyaltyPoints.userId, userId), sql`changes() > 0`)),
  ] as const;
}

/** Awards `source` to the member once; answers the points added (0 when it was already counted). */
export async function awardPoints(db: Database, userId: number, source: LoyaltySource, description: string | null = null): Promise<number> {
  const [, recorded] = await db.batch(awardStatements(db, userId, source, description));
  return recorded.rowsAffected > 0 ? pointsFor(source) : 0;
}
