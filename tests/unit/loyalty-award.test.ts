/** Points for real actions, each counted once (lib/server/loyalty/award.ts, decision 025), whatever repeats or races. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loyaltyPoints, loyaltyTransactions } from '#db/schema.ts';
import { awardPoints } from '#lib/server/loyalty/award.ts';
import { createBoard, createBusiness, createCategory, createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('awarding loyalty points', async () => {
  const { db } = await useFreshDatabase();
  const balanceOf = async (userId: number) => (await db.select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, userId)))[0];
  const entriesOf = (userId: number) => db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.userId, userId));

  it('adds a source’s points once, to the balance and the lifetime total, with its reason', async () => {
    const member = await createUser(db);
    expect(await awardPoints(db, member.id, { type: 'check_in', ticketId: 11 }, 'Checked in at Jazz at Minton’s')).toBe(50);
    expect(await awardPoints(db, member.id, { type: 'check_in', ticketId: 11 })).toBe(0);
    expect(await balanceOf(member.id)).toMatchObject({ points: 50, lifetimePoints: 50, tier: 'explorer' });
    expect(
      (await entriesOf(member.id)).map(({ type, points, sourceKey, description }) => ({ type, points, sourceKey, description })),
    ).toEqual([{ type: 'check_in', points: 50, sourceKey: 'ticket:11', description: 'Checked in at Jazz at Minton’s' }]);
  });

  it('counts one of many concurrent awards of the same source', async () => {
    const member = await createUser(db);
    const added = await Promise.all(Array.from({ length: 12 }, () => awardPoints(db, member.id, { type: 'tour_finished', tourId: 2 })));
    expect(added.filter((points) => points > 0)).toEqual([100]);
    expect(await balanceOf(member.id)).toMatchObject({ points: 100, lifetimePoints: 100 });
    expect(await entriesOf(member.id)).toHaveLength(1);
  });

  it('moves the member up a tier at its threshold', async () => {
    const member = await createUser(db);
    await awardPoints(db, member.id, { type: 'donation', donationId: 900, amountCents: 40_000 });
    expect(await balanceOf(member.id)).toMatchObject({ lifetimePoints: 400, tier: 'explorer' });
    await awardPoints(db, member.id, { type: 'tour_finished', tourId: 1 });
    expect(await balanceOf(member.id)).toMatchObject({ points: 500, lifetimePoints: 500, tier: 'neighbor' });
  });

  it('keeps members apart: the same source earns for each member once', async () => {
    const [first, second] = [await createUser(db), await createUser(db)];
    const business = await createBusiness(db, {
      communityBoardId: (await createBoard(db, { id: 10, number: 10 })).id,
      categoryId: (await createCategory(db)).id,
    });
    await awardPoints(db, first.id, { type: 'first_review', businessId: business.id });
    await awardPoints(db, second.id, { type: 'first_review', businessId: business.id });
    expect([(await balanceOf(first.id))?.points, (await balanceOf(second.id))?.points]).toEqual([25, 25]);
  });
});
