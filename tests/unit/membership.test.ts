import { describe, expect, it } from 'vitest';
import { yearlySavingPercent } from '#lib/domain/membership.ts';
import { describeMembershipIn } from '#lib/i18n/localized/media.ts';
import { getMembershipFacts } from '#lib/server/membership/membership.ts';
import { createUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

describe('the Membership section of settings', async () => {
  const { db } = await useFreshDatabase();
  // 3:30 UTC on 16 March 2027 is still 15 March in New York.
  const end = new Date('2027-03-16T03:30:00Z');

  it('says how a premium plan stands and until when it runs (New York dates)', () => {
    expect(describeMembershipIn('en', { premiumUntil: end, subscriptionStatus: 'active' })).toEqual({
      status: 'Active',
      until: 'Premium runs until Monday, March 15, 2027.',
    });
    expect(describeMembershipIn('en', { premiumUntil: end, subscriptionStatus: 'trialing' }).status).toBe('Active');
    expect(describeMembershipIn('en', { premiumUntil: null, subscriptionStatus: null })).toEqual({
      status: 'Active',
      until: 'Premium has no end date.',
    });
    expect(describeMembershipIn('en', { premiumUntil: end, subscriptionStatus: 'canceled' })).toEqual({
      status: 'Cancelled',
      until: 'Premium stays active until Monday, March 15, 2027, the end of the period you paid for.',
    });
    expect(describeMembershipIn('en', { premiumUntil: end, subscriptionStatus: 'past_due' })).toEqual({
      status: 'Payment due',
      until: 'Premium runs until Monday, March 15, 2027 unless the payment goes through.',
    });
  });

  it('reads the plan from the account in one query', async () => {
    const member = await createUser(db, { isPremium: true, premiumUntil: end, subscriptionStatus: 'active' });
    const free = await createUser(db);
    expect(await getMembershipFacts(db, member.id)).toMatchObject({
      premiumUntil: end,
      subscriptionStatus: 'active',
      subscriptionCancelsAt: null,
    });
    expect(await getMembershipFacts(db, free.id)).toMatchObject({
      premiumUntil: null,
      subscriptionStatus: null,
      stripeSubscriptionId: null,
    });
    expect(await getMembershipFacts(db, 999_999)).toBeNull();
    expect(await countRoundTrips(() => getMembershipFacts(db, member.id))).toBe(1);
  });
});

describe('the yearly saving on the premium page', () => {
  it('is the whole percent saved against twelve months, rounded down (spec 02 section 9: "Save 16%")', () => {
    // $99.99 a year against 12 × $9.99 = $119.88 saves 16.59%.
    expect(yearlySavingPercent(999, 9999)).toBe(16);
    expect(yearlySavingPercent(1000, 10000)).toBe(16);
    expect(yearlySavingPercent(1000, 9000)).toBe(25);
    expect(yearlySavingPercent(999, 11988)).toBe(0);
    expect(yearlySavingPercent(999, 12999)).toBe(0);
    expect(yearlySavingPercent(0, 0)).toBe(0);
  });
});
