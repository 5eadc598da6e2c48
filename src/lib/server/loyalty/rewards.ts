/**
 * Rewards offered by partner businesses (decision 025): the admin's catalogue (create, edit,
 * activate or deactivate, each with its audit entry), the rewards open to members now, and the
 * redemptions, all of them or one business's.
 */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { businesses, loyaltyRedemptions, loyaltyRewards, users } from '#db/schema.ts';
import { addDays, newYorkTimeToInstant } from '#lib/domain/time.ts';
import { LOYALTY_MESSAGES as M } from '#lib/schemas/loyalty-messages.ts';
import type { RewardInput } from '#lib/schemas/loyalty.ts';
import { auditStatement, changedFields } from '../admin/audit.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { cacheKey, contentChanged } from '../http/cache-keys.ts';

const rewardColumns = {
  id: loyaltyRewards.id,
  title: loyaltyRewards.title,
  description: loyaltyRewards.description,
  pointsCost: loyaltyRewards.pointsCost,
  businessId: loyaltyRewards.businessPartnerId,
  businessName: businesses.name,
  isLimited: loyaltyRewards.isLimited,
  totalAvailable: loyaltyRewards.totalAvailable,
  redeemed: loyaltyRewards.redeemed,
  validFrom: loyaltyRewards.validFrom,
  validUntil: loyaltyRewards.validUntil,
  termsConditions: loyaltyRewards.termsConditions,
  isActive: loyaltyRewards.isActive,
};
export type RewardRow = {
  id: number;
  title: string;
  description: string | null;
  pointsCost: number;
  businessId: number | null;
  businessName: string | null;
  isLimited: boolean;
  totalAvailable: number | null;
  redeemed: number;
  validFrom: Date | null;
  validUntil: Date | null;
  termsConditions: string | null;
  isActive: boolean;
};

/** Active rewards not yet ended (those not started yet included, to show when they open), cheapest first. */
export function openRewards(db: Database, now = new Date()): Promise<RewardRow[]> {
  return openRewardsQuery(db, now);
}

/** The query of openRewards, for a page's batch. */
export function openRewardsQuery(db: Database, now = new Date()) {
  return db
    .select(rewardColumns)
    .from(loyaltyRewards)
    .leftJoin(businesses, eq(businesses.id, loyaltyRewards.businessPartnerId))
    .where(and(eq(loyaltyRewards.isActive, true), or(isNull(loyaltyRewards.validUntil), gt(loyaltyRewards.validUntil, now))))
    .orderBy(loyaltyRewards.pointsCost, loyaltyRewards.id);
}

/** Every reward, newest first, for the admin. */
export function allRewards(db: Database): Promise<RewardRow[]> {
  return db
    .select(rewardColumns)
    .from(loyaltyRewards)
    .leftJoin(businesses, eq(businesses.id, loyaltyRewards.businessPartnerId))
    .orderBy(desc(loyaltyRewards.id));
}

/** Whether a reward can be redeemed at `now` (active, started, not ended, stock left). */
export function isRedeemable(
  reward: Pick<RewardRow, 'isActive' | 'validFrom' | 'validUntil' | 'isLimited' | 'totalAvailable' | 'redeemed'>,
  now = new Date(),
): boolean {
  const at = now.getTime();
  return (
    reward.isActive &&
    (!reward.validFrom || reward.validFrom.getTime() <= at) &&
    (!reward.validUntil || reward.validUntil.getTime() > at) &&
    (!reward.isLimited || reward.redeemed < (reward.totalAvailable ?? 0))
  );
}

/** Remaining stock of a limited reward; null when unlimited. */
export const remainingOf = (reward: Pick<RewardRow, 'isLimited' | 'totalAvailable' | 'redeemed'>) =>
  reward.isLimited ? Math.max(0, (reward.totalAvailable ?? 0) - reward.redeemed) : null;

export type RedemptionRow = {
  id: number;
  code: string;
  pointsSpent: number;
  createdAt: Date;
  verifiedAt: Date | null;
  rewardTitle: string;
  businessName: string | null;
  memberFirstName: string | null;
};

/** Redemptions, newest first: all (admin) or those of one business's rewards (its owner). */
export function listRedemptions(
  db: Database,
  { businessId, limit = 100 }: { businessId?: number; limit?: number } = {},
): Promise<RedemptionRow[]> {
  return db
    .select({
      id: loyaltyRedemptions.id,
      code: loyaltyRedemptions.code,
      pointsSpent: loyaltyRedemptions.pointsSpent,
      createdAt: loyaltyRedemptions.createdAt,
      verifiedAt: loyaltyRedemptions.verifiedAt,
      rewardTitle: loyaltyRewards.title,
      businessName: businesses.name,
      memberFirstName: users.firstName,
    })
    .from(loyaltyRedemptions)
    .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, loyaltyRedemptions.rewardId))
    .leftJoin(businesses, eq(businesses.id, loyaltyRewards.businessPartnerId))
    .leftJoin(users, eq(users.id, loyaltyRedemptions.userId))
    .where(businessId === undefined ? undefined : eq(loyaltyRewards.businessPartnerId, businessId))
    .orderBy(desc(loyaltyRedemptions.createdAt), desc(loyaltyRedemptions.id))
    .limit(limit);
}

/** The columns a form's input sets: dates as the start of their New York day, the end day included. */
function valuesOf(input: RewardInput) {
  return {
    businessPartnerId: input.businessId,
    title: input.title,
    description: input.description,
    pointsCost: input.pointsCost,
    isLimited: input.totalAvailable !== null,
    totalAvailable: input.totalAvailable,
    validFrom: input.validFrom ? newYorkTimeToInstant(input.validFrom) : null,
    validUntil: input.validUntil ? newYorkTimeToInstant(addDays(input.validUntil, 1)) : null,
    termsConditions: input.termsConditions,
  };
}

async function requireBusiness(db: Database, businessId: number): Promise<void> {
  const [found] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId));
  if (!found) throw new HttpError(400, M.businessUnknown, { fields: { businessId: M.businessUnknown } });
}

export async function createReward(db: Database, actorId: number, input: RewardInput): Promise<number> {
  await requireBusiness(db, input.businessId);
  const values = valuesOf(input);
  const [row] = await db.insert(loyaltyRewards).values(values).returning({ id: loyaltyRewards.id });
  await auditStatement(db, { actorId, action: 'reward.create', subjectType: 'loyalty_reward', subjectId: row.id, after: { ...values } });
  contentChanged(cacheKey.rewards);
  return row.id;
}

export async function updateReward(db: Database, actorId: number, rewardId: number, input: RewardInput): Promise<void> {
  await requireBusiness(db, input.businessId);
  const [before] = await db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId));
  if (!before) throw new HttpError(404, M.rewardNotFound);
  const values = valuesOf(input);
  // The stock never goes below what was taken, even if a redemption lands while the form is open.
  const [updated] = await db
    .update(loyaltyRewards)
    .set(values)
    .where(
      and(
        eq(loyaltyRewards.id, rewardId),
        values.totalAvailable === null ? undefined : sql`${loyaltyRewards.redeemed} <= ${values.totalAvailable}`,
      ),
    )
    .returning({ id: loyaltyRewards.id });
  if (!updated) throw new HttpError(400, M.totalBelowRedeemed, { fields: { totalAvailable: M.totalBelowRedeemed } });
  await auditStatement(db, {
    actorId,
    action: 'reward.update',
    subjectType: 'loyalty_reward',
    subjectId: rewardId,
    ...changedFields(before, values),
  });
  contentChanged(cacheKey.rewards);
}

export async function setRewardActive(db: Database, actorId: number, rewardId: number, active: boolean): Promise<void> {
  const updated = await db
    .update(loyaltyRewards)
    .set({ isActive: active })
    .where(eq(loyaltyRewards.id, rewardId))
    .returning({ id: loyaltyRewards.id });
  if (updated.length === 0) throw new HttpError(404, M.rewardNotFound);
  await auditStatement(db, {
    actorId,
    action: active ? 'reward.activate' : 'reward.deactivate',
    subjectType: 'loyalty_reward',
    subjectId: rewardId,
  });
  contentChanged(cacheKey.rewards);
}
