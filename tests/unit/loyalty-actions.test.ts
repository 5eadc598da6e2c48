/**
 * Loyalty's actions (src/actions/loyalty.ts, decision 025): redeeming through the action with the
 * code in the notice, the business verifying a code once and refusing any other alike, and the
 * admin's reward form with its specific messages; the member's Points view.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { awardPoints } from '#lib/server/loyalty/award.ts';
import { loadMemberLoyalty } from '#lib/server/loyalty/member-loyalty.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { createBusiness, createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('loyalty actions', async () => {
  const { db } = await useFreshDatabase({ seed: true });
  const session = (row: typeof schema.users.$inferSelect): SessionUser => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: null,
    role: row.role,
    isPremium: false,
    businessId: row.businessId,
    hasPassword: true,
    favoriteCount: 0,
  });
  const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@harlemguide.example'));
  const [board] = await db.select().from(schema.communityBoards).limit(1);
  const [category] = await db.select().from(schema.businessCategories).limit(1);

  /** A business with its owner, and a reward of it. */
  async function partner(rewardValues: Partial<typeof schema.loyaltyRewards.$inferInsert> = {}) {
    const business = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id });
    const owner = await createUser(db, { role: 'business_owner', businessId: business.id });
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, business.id));
    const [reward] = await db
      .insert(schema.loyaltyRewards)
      .values({ title: 'Mint tea', pointsCost: 100, businessPartnerId: business.id, ...rewardValues })
      .returning();
    return { business, owner: session(owner), reward };
  }
  async function memberWith(tours: number) {
    const member = await createUser(db, { firstName: 'Imani' });
    for (let tour = 1; tour <= tours; tour++) await awardPoints(db, member.id, { type: 'tour_finished', tourId: tour });
    return session(member);
  }

  it('redeems through the action with the code in the notice, translated; refuses in the caller’s language', async () => {
    const { reward } = await partner();
    const member = await memberWith(1);
    const answer = await callAction(server.loyalty.redeem, { rewardId: String(reward.id), next: '/dashboard#points' }, { user: member });
    expect(answer.error).toBeUndefined();
    expect(answer.data.flash.description).toBe(`Your code is ${answer.data.code}. Show it at the business.`);
    const spanish = await callAction(
      server.loyalty.redeem,
      { rewardId: String(reward.id), next: '/dashboard#points' },
      { user: member, locale: 'es' },
    );
    expect(spanish.error).toMatchObject({ status: 409, message: 'Todavía no tienes suficientes puntos para esta recompensa.' });
    expect((await callAction(server.loyalty.redeem, { rewardId: 'x' }, { user: member })).error).toMatchObject({ status: 400 });
    expect(fieldsOf((await callAction(server.loyalty.redeem, { rewardId: 'x' }, { user: member })).error)).toEqual({
      rewardId: 'Choose a reward to redeem.',
    });
    expect((await callAction(server.loyalty.redeem, { rewardId: String(reward.id) }, { user: null })).error).toMatchObject({
      code: 'UNAUTHORIZED',
    });

    const view = await loadMemberLoyalty(db, member.id, 'en');
    expect(view).toMatchObject({ points: 0, lifetimePoints: 100, tier: 'explorer', next: { tier: 'neighbor', needed: 400, percent: 20 } });
    expect(view.redemptions).toEqual([expect.objectContaining({ code: answer.data.code, rewardTitle: 'Mint tea', verifiedOn: null })]);
    const [tour] = await db.select({ title: schema.arTours.title }).from(schema.arTours).where(eq(schema.arTours.id, 1));
    expect(view.transactions.map((entry) => [entry.type, entry.points, entry.rewardTitle, entry.about])).toEqual([
      ['redemption', -100, 'Mint tea', null],
      ['tour_finished', 100, null, tour.title],
    ]);
  });

  it('names the event a check-in was at in the member’s history', async () => {
    const member = await createUser(db, { firstName: 'Imani' });
    const [event] = await db.select({ id: schema.events.id, title: schema.events.title }).from(schema.events).limit(1);
    const [ticket] = await db
      .insert(schema.tickets)
      .values({ eventId: event.id, userId: member.id, qrCode: `loyalty-history-${member.id}`, status: 'used' })
      .returning();
    await awardPoints(db, member.id, { type: 'check_in', ticketId: ticket.id });
    const view = await loadMemberLoyalty(db, member.id, 'en');
    expect(view.transactions).toEqual([expect.objectContaining({ type: 'check_in', points: 50, about: event.title, businessName: null })]);
  });

  it('the owner verifies a code of their business once; another business’s code and a forged one get the same refusal', async () => {
    const own = await partner();
    const other = await partner();
    const member = await memberWith(2);
    const code = (await callAction(server.loyalty.redeem, { rewardId: String(own.reward.id) }, { user: member })).data.code as string;
    const otherCode = (await callAction(server.loyalty.redeem, { rewardId: String(other.reward.id) }, { user: member })).data
      .code as string;

    const first = await callAction(server.loyalty.verify, { code: code.toLowerCase().replace(/(.{5})/, '$1-') }, { user: own.owner });
    expect(first.error).toBeUndefined();
    expect(first.data).toMatchObject({
      status: 'verified',
      rewardTitle: 'Mint tea',
      memberFirstName: 'Imani',
      flash: { title: 'Code verified', description: 'Mint tea, for Imani' },
    });
    const [row] = await db.select().from(schema.loyaltyRedemptions).where(eq(schema.loyaltyRedemptions.code, code));
    expect(row.verifiedBy).toBe(own.owner.id);
    expect(row.verifiedAt).not.toBeNull();

    // Used already: a refusal that says when, under the field, never a success notice.
    const again = await callAction(server.loyalty.verify, { code, next: '/business-dashboard#rewards' }, { user: own.owner });
    expect(again.data).toBeUndefined();
    expect(again.error).toMatchObject({ status: 409, title: 'Code already verified' });
    expect(again.error.message).toMatch(/^This code was already used on .+ \(Mint tea, for Imani\)\. Do not give the reward again\.$/);
    expect(fieldsOf(again.error)).toEqual({ code: again.error.message });
    const spanish = await callAction(server.loyalty.verify, { code }, { user: own.owner, locale: 'es' });
    expect(spanish.error).toMatchObject({ status: 409, title: 'Código ya verificado' });
    expect(spanish.error.message).toMatch(/^Este código ya se usó el .+ \(Mint tea, para Imani\)\. No entregues la recompensa otra vez\.$/);

    const foreign = await callAction(server.loyalty.verify, { code: otherCode }, { user: own.owner });
    const forged = await callAction(server.loyalty.verify, { code: 'ABCDEFGHJK' }, { user: own.owner });
    expect(foreign.error).toMatchObject({ status: 404, message: 'This code is not valid for your business.' });
    expect({ status: forged.error?.status, message: forged.error?.message }).toEqual({
      status: foreign.error?.status,
      message: foreign.error?.message,
    });
    expect(
      (await db.select().from(schema.loyaltyRedemptions).where(eq(schema.loyaltyRedemptions.code, otherCode)))[0].verifiedAt,
    ).toBeNull();
    expect(fieldsOf((await callAction(server.loyalty.verify, { code: '12' }, { user: own.owner })).error)).toEqual({
      code: 'Enter the 10-character code the member shows you.',
    });
    expect((await callAction(server.loyalty.verify, { code: otherCode }, { user: member })).error).toMatchObject({ status: 403 });
    expect((await callAction(server.loyalty.verify, { code: otherCode }, { user: session(admin) })).data).toMatchObject({
      status: 'verified',
    });
  });

  it('admins create and edit rewards with specific messages; others may not', async () => {
    const { business, owner } = await partner();
    const form = {
      businessId: String(business.id),
      title: 'Free refill',
      description: '',
      pointsCost: '120',
      totalAvailable: '3',
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      termsConditions: 'One per visit',
      next: '/admin/rewards',
    };
    expect((await callAction(server.loyalty.createReward, form, { user: owner })).error).toMatchObject({ status: 403 });
    const bad = await callAction(
      server.loyalty.createReward,
      { ...form, title: ' ', pointsCost: '-4', totalAvailable: 'lots', validFrom: '2026-02-30', validUntil: '2026-01-01' },
      { user: session(admin) },
    );
    expect(fieldsOf(bad.error)).toEqual({
      title: 'Enter a title for the reward.',
      pointsCost: 'Enter the points cost: a whole number from 1 to 100,000.',
      totalAvailable: 'Enter how many are available: a whole number from 1 to 100,000, or leave it empty for unlimited.',
      validFrom: 'Enter a date as YYYY-MM-DD.',
    });
    expect(
      fieldsOf((await callAction(server.loyalty.createReward, { ...form, validUntil: '2026-11-30' }, { user: session(admin) })).error),
    ).toEqual({ validUntil: 'The end date must be after the start date.' });
    // A reward "forever" is an empty end date: 9999-12-31 had no next day and failed the form.
    expect(
      fieldsOf((await callAction(server.loyalty.createReward, { ...form, validUntil: '9999-12-31' }, { user: session(admin) })).error),
    ).toEqual({ validUntil: 'Choose a date from 2000-01-01 to 2099-12-31.' });
    expect(
      fieldsOf(
        (await callAction(server.loyalty.createReward, { ...form, validUntil: '9999-12-31' }, { user: session(admin), locale: 'es' }))
          .error,
      ),
    ).toEqual({ validUntil: 'Elige una fecha entre el 2000-01-01 y el 2099-12-31.' });
    expect(
      fieldsOf((await callAction(server.loyalty.createReward, { ...form, businessId: '999999' }, { user: session(admin) })).error),
    ).toEqual({ businessId: 'That business is not listed.' });
    expect(
      fieldsOf((await callAction(server.loyalty.createReward, { ...form, pointsCost: '' }, { user: session(admin), locale: 'fr' })).error),
    ).toEqual({ pointsCost: 'Saisissez le coût en points : un nombre entier de 1 à 100 000.' });

    const created = await callAction(server.loyalty.createReward, form, { user: session(admin) });
    expect(created.error).toBeUndefined();
    const [reward] = await db.select().from(schema.loyaltyRewards).where(eq(schema.loyaltyRewards.id, created.data.rewardId));
    expect(reward).toMatchObject({
      title: 'Free refill',
      pointsCost: 120,
      isLimited: true,
      totalAvailable: 3,
      businessPartnerId: business.id,
      termsConditions: 'One per visit',
      isActive: true,
    });
    expect(reward.validFrom!.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(reward.validUntil!.toISOString()).toBe('2027-01-01T05:00:00.000Z');

    await db.update(schema.loyaltyRewards).set({ redeemed: 2 }).where(eq(schema.loyaltyRewards.id, reward.id));
    expect(
      fieldsOf(
        (
          await callAction(
            server.loyalty.updateReward,
            { ...form, rewardId: String(reward.id), totalAvailable: '1' },
            { user: session(admin) },
          )
        ).error,
      ),
    ).toEqual({ totalAvailable: 'The number available cannot be below the number already redeemed.' });
    expect(
      (
        await callAction(
          server.loyalty.updateReward,
          { ...form, rewardId: String(reward.id), totalAvailable: '' },
          { user: session(admin) },
        )
      ).error,
    ).toBeUndefined();
    expect((await db.select().from(schema.loyaltyRewards).where(eq(schema.loyaltyRewards.id, reward.id)))[0]).toMatchObject({
      isLimited: false,
      totalAvailable: null,
    });
    expect(
      (await callAction(server.loyalty.setRewardActive, { rewardId: String(reward.id) }, { user: session(admin) })).error,
    ).toBeUndefined();
    expect((await db.select().from(schema.loyaltyRewards).where(eq(schema.loyaltyRewards.id, reward.id)))[0].isActive).toBe(false);
    expect(
      (await callAction(server.loyalty.setRewardActive, { rewardId: '999999', active: 'on' }, { user: session(admin) })).error,
    ).toMatchObject({ status: 404, message: 'Reward not found.' });
  });

  it('seeds honest demo histories: balances that add up, one code open at the demo owner’s restaurant', async () => {
    const [premium] = await db.select().from(schema.users).where(eq(schema.users.email, 'premium@harlemguide.example'));
    const view = await loadMemberLoyalty(db, premium.id, 'en');
    expect(view).toMatchObject({ points: 100, lifetimePoints: 550, tier: 'neighbor' });
    expect(view.redemptions.map((entry) => [entry.code, entry.businessName, entry.verifiedOn === null])).toEqual([
      ['SWEET4PY9T', 'Lenox Avenue Soul Kitchen', true],
      ['MMCH7Q2RXP', 'Mount Morris Coffee House', false],
    ]);
    // The open code is one the demo owner can verify, as typed at the counter.
    const [owner] = await db.select().from(schema.users).where(eq(schema.users.email, 'owner@harlemguide.example'));
    const verified = await callAction(server.loyalty.verify, { code: 'sweet4py9t' }, { user: session(owner) });
    expect(verified.error).toBeUndefined();
    expect(verified.data).toMatchObject({ status: 'verified', rewardTitle: 'Sweet potato pie for two', memberFirstName: 'Marcus' });
    expect(view.rewards.filter((reward) => reward.title !== 'Mint tea').map((reward) => [reward.title, reward.closed])).toEqual([
      ['A drip coffee on the house', null],
      ['Hot cocoa float', 'not_yet'],
      ['Sweet potato pie for two', null],
    ]);
  });
});
