/** Redeeming rewards (lib/server/loyalty/redeem.ts, decision 025): never past the stock, never below zero, all or nothing. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loyaltyPoints, loyaltyRedemptions, loyaltyRewards, loyaltyTransactions } from '#db/schema.ts';
import { awardPoints } from '#lib/server/loyalty/award.ts';
import { redeemReward, REDEEM_MESSAGES } from '#lib/server/loyalty/redeem.ts';
import { createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('redeeming a reward', async () => {
  const { db } = await useFreshDatabase();
  const reward = async (values: Partial<typeof loyaltyRewards.$inferInsert> = {}) =>
    (
      await db
        .insert(loyaltyRewards)
        .values({ title: 'Free coffee at Lenox Coffee', pointsCost: 100, ...values })
        .returning()
    )[0]!;
  /** A member with `points` to spend (earned from tours, one per 100). */
  const memberWith = async (points: number) => {
    const member = await createUser(db);
    for (let tour = 1; tour <= points / 100; tour++) await awardPoints(db, member.id, { type: 'tour_finished', tourId: tour });
    return member;
  };
  const balanceOf = async (userId: number) => (await db.select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, userId)))[0]!;
  const refusalOf = (attempt: Promise<unknown>) =>
    attempt.then(
      () => null,
      (error: Error & { status?: number }) => ({ status: error.status, message: error.message }),
    );

  it('gives a code, spends the points once, and writes why in the ledger', async () => {
    const member = await memberWith(300);
    const offer = await reward({ pointsCost: 250 });
    const { code, pointsSpent } = await redeemReward(db, member.id, offer.id);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(pointsSpent).toBe(250);
    expect(await balanceOf(member.id)).toMatchObject({ points: 50, lifetimePoints: 300, tier: 'explorer' });
    const ledger = await db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.userId, member.id));
    expect(ledger.filter((entry) => entry.type === 'redemption').map((entry) => entry.points)).toEqual([-250]);
  });

  it('gives exactly the five left to twenty members redeeming at once', async () => {
    const offer = await reward({ isLimited: true, totalAvailable: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => memberWith(100)));
    const outcomes = await Promise.all(
      members.map((member) =>
        redeemReward(db, member.id, offer.id).then(
          () => 'redeemed',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'redeemed')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome !== 'redeemed')).toEqual(Array(15).fill(REDEEM_MESSAGES.soldOut.in('en')));
    expect((await db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, offer.id)))[0]!.redeemed).toBe(5);
    expect(await db.select().from(loyaltyRedemptions).where(eq(loyaltyRedemptions.rewardId, offer.id))).toHaveLength(5);
    const balances = await Promise.all(members.map((member) => balanceOf(member.id).then((balance) => balance.points)));
    expect(balances.filter((points) => points === 0)).toHaveLength(5);
    expect(balances.filter((points) => points === 100)).toHaveLength(15);
  });

  it('never takes a balance below zero, however many redemptions one member sends at once', async () => {
    const member = await memberWith(300);
    const offer = await reward({ pointsCost: 80 });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        redeemReward(db, member.id, offer.id).then(
          () => 'redeemed',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'redeemed')).toHaveLength(3);
    expect(await balanceOf(member.id)).toMatchObject({ points: 60 });
  });

  it('refuses, changing nothing, a reward out of its dates, inactive, unknown, or beyond the member’s points', async () => {
    const member = await memberWith(100);
    const now = new Date('2026-11-27T15:00:00Z');
    const expired = await reward({ validUntil: new Date('2026-11-01T00:00:00Z') });
    const later = await reward({ validFrom: new Date('2026-12-01T00:00:00Z') });
    const retired = await reward({ isActive: false });
    const dear = await reward({ pointsCost: 101 });
    for (const offer of [expired, later, retired])
      expect(await refusalOf(redeemReward(db, member.id, offer.id, now))).toEqual({
        status: 409,
        message: REDEEM_MESSAGES.notAvailable.in('en'),
      });
    expect(await refusalOf(redeemReward(db, member.id, dear.id, now))).toEqual({
      status: 409,
      message: REDEEM_MESSAGES.notEnoughPoints.in('en'),
    });
    expect(await refusalOf(redeemReward(db, member.id, 999_999, now))).toEqual({ status: 404, message: REDEEM_MESSAGES.notFound.in('en') });
    expect(await balanceOf(member.id)).toMatchObject({ points: 100 });
    expect(await db.select().from(loyaltyRedemptions).where(eq(loyaltyRedemptions.userId, member.id))).toEqual([]);
  });

  it('refuses a member who has never earned a point', async () => {
    const newcomer = await createUser(db);
    expect(await refusalOf(redeemReward(db, newcomer.id, (await reward({ pointsCost: 1 })).id))).toEqual({
      status: 409,
      message: REDEEM_MESSAGES.notEnoughPoints.in('en'),
    });
  });
});
