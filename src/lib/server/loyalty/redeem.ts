/**
 * Redeeming a reward with loyalty points (decision 025): one batch in which the redemption goes
 * in only if the reward is active and within its dates, has stock left and the member has the
 * points; the reward's count, the member's balance and the ledger then change only if it did.
 * Parallel redemptions never spend more than the stock or take a balance below zero.
 */
import { and, eq, sql } from 'drizzle-orm';
import { loyaltyPoints, loyaltyRedemptions, loyaltyRewards, loyaltyTransactions } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { REDEEM_MESSAGES } from '#lib/schemas/loyalty-messages.ts';
import { cacheKey, contentChanged } from '../http/cache-keys.ts';

export { REDEEM_MESSAGES };

/** Letters and digits that cannot be read as one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A redemption code: 10 characters, about 50 bits, read out at a counter without confusion. */
export function redemptionCode(): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** Takes the reward for the member; answers the redemption's code and what it cost, or refuses saying why (nothing changed). */
export async function redeemReward(
  db: Database,
  userId: number,
  rewardId: number,
  now = new Date(),
): Promise<{ code: string; pointsSpent: number }> {
  const code = redemptionCode();
  const at = now.getTime();
  await db.batch([
    db.run(sql`
      insert into ${loyaltyRedemptions} (reward_id, user_id, code, points_spent)
      select r.id, ${userId}, ${code}, r.points_cost
      from ${loyaltyRewards} r join ${loyaltyPoints} p on p.user_id = ${userId}
      where r.id = ${rewardId} and r.is_active = 1
        and (r.valid_from is null or r.valid_from <= ${at}) and (r.valid_until is null or r.valid_until > ${at})
        and (r.is_limited = 0 or r.redeemed < coalesce(r.total_available, 0))
        and p.points >= r.points_cost`),
    db
      .update(loyaltyRewards)
      .set({ redeemed: sql`${loyaltyRewards.redeemed} + 1` })
      .where(and(eq(loyaltyRewards.id, rewardId), sql`changes() > 0`)),
    db
      .update(loyaltyPoints)
      .set({ points: sql`${loyaltyPoints.points} - (select points_cost from ${loyaltyRewards} where id = ${rewardId})`, updatedAt: now })
      .where(and(eq(loyaltyPoints.userId, userId), sql`changes() > 0`)),
    db.run(sql`
      insert into ${loyaltyTransactions} (user_id, type, points, description, source_key)
      select ${userId}, 'redemption', -points_spent, ${`Redeemed reward ${rewardId}`}, ${`redemption:${code}`}
      from ${loyaltyRedemptions} where code = ${code}`),
  ]);
  const [taken] = await db
    .select({ pointsSpent: loyaltyRedemptions.pointsSpent })
    .from(loyaltyRedemptions)
    .where(eq(loyaltyRedemptions.code, code));
  if (taken) {
    // /rewards says how many of a limited reward are left.
    contentChanged(cacheKey.rewards);
    return { code, pointsSpent: taken.pointsSpent };
  }
  throw await refusalOf(db, userId, rewardId, at);
}

/** Why a redemption did not go in, read after the fact. */
async function refusalOf(db: Database, userId: number, rewardId: number, at: number): Promise<HttpError> {
  const [reward] = await db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId));
  if (!reward) return new HttpError(404, REDEEM_MESSAGES.notFound);
  const dated = (!reward.validFrom || reward.validFrom.getTime() <= at) && (!reward.validUntil || reward.validUntil.getTime() > at);
  if (!reward.isActive || !dated) return new HttpError(409, REDEEM_MESSAGES.notAvailable);
  if (reward.isLimited && reward.redeemed >= (reward.totalAvailable ?? 0)) return new HttpError(409, REDEEM_MESSAGES.soldOut);
  return new HttpError(409, REDEEM_MESSAGES.notEnoughPoints);
}
