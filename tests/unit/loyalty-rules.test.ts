/** Loyalty's rules (lib/domain/loyalty.ts, decision 025): tiers by lifetime points, points per source, one key per source. */
import { describe, expect, it } from 'vitest';
import { LOYALTY_TIERS, nextTier, pointsFor, sourceKeyOf, tierFor } from '#lib/domain/loyalty.ts';

describe('loyalty tiers', () => {
  it('starts every member as an explorer, as the spec says', () => {
    expect(tierFor(0).id).toBe('explorer');
    expect(LOYALTY_TIERS[0]).toMatchObject({ id: 'explorer', from: 0 });
  });

  it('reaches each tier at its threshold, not a point before', () => {
    expect([499, 500, 1_499, 1_500, 4_999, 5_000, 90_000].map((points) => tierFor(points).id)).toEqual([
      'explorer',
      'neighbor',
      'neighbor',
      'insider',
      'insider',
      'ambassador',
      'ambassador',
    ]);
  });

  it('reads nonsense as nothing earned', () => {
    expect([tierFor(-20).id, tierFor(Number.NaN).id]).toEqual(['explorer', 'explorer']);
  });

  it('says how far the next tier is, and nothing past the top', () => {
    expect(nextTier(0)).toEqual({ tier: LOYALTY_TIERS[1], needed: 500 });
    expect(nextTier(1_499)).toEqual({ tier: LOYALTY_TIERS[2], needed: 1 });
    expect(nextTier(5_000)).toBeNull();
  });
});

describe('points per source', () => {
  it('gives each real action its amount', () => {
    expect(pointsFor({ type: 'check_in', ticketId: 1 })).toBe(50);
    expect(pointsFor({ type: 'tour_finished', tourId: 1 })).toBe(100);
    expect(pointsFor({ type: 'first_review', businessId: 1 })).toBe(25);
    expect(pointsFor({ type: 'premium_month', invoiceId: 'in_1' })).toBe(100);
  });

  it('gives a donation a point per whole dollar, capped, never below zero', () => {
    expect([2_599, 100, 99, 0, -500, 1_000_000].map((amountCents) => pointsFor({ type: 'donation', donationId: 1, amountCents }))).toEqual([
      25, 1, 0, 0, 0, 500,
    ]);
  });

  it('keys each source by what it is about, so it can be recorded once', () => {
    expect(sourceKeyOf({ type: 'check_in', ticketId: 7 })).toBe('ticket:7');
    expect(sourceKeyOf({ type: 'donation', donationId: 7, amountCents: 500 })).toBe(
      sourceKeyOf({ type: 'donation', donationId: 7, amountCents: 900 }),
    );
    expect(
      new Set([
        sourceKeyOf({ type: 'tour_finished', tourId: 3 }),
        sourceKeyOf({ type: 'first_review', businessId: 3 }),
        sourceKeyOf({ type: 'premium_month', invoiceId: '3' }),
      ]).size,
    ).toBe(3);
  });
});
