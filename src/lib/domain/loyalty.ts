/**
 * Loyalty's rules (decision 025, proposed): the tiers a member reaches by lifetime points, what
 * each real action earns, and the key that makes each source count once. The spec names only the
 * first tier (explorer, spec 02 section 4); the rest are the guide's.
 */

/** Tiers in order, each reached at its lifetime points; spending points never lowers a tier. */
export const LOYALTY_TIERS = [
  { id: 'explorer', name: 'Explorer', from: 0 },
  { id: 'neighbor', name: 'Neighbor', from: 500 },
  { id: 'insider', name: 'Insider', from: 1_500 },
  { id: 'ambassador', name: 'Ambassador', from: 5_000 },
] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];
export type LoyaltyTierId = LoyaltyTier['id'];

/** What earns points, and how many. A donation earns one point per whole dollar, up to its cap. */
export const LOYALTY_POINTS = {
  checkIn: 50,
  tourFinished: 100,
  firstReview: 25,
  premiumMonth: 100,
  donationPerDollar: 1,
  donationCap: 500,
} as const;

/** The kinds of earning, each with the thing it is about. */
export type LoyaltySource =
  | { type: 'check_in'; ticketId: number }
  | { type: 'tour_finished'; tourId: number }
  | { type: 'first_review'; businessId: number }
  | { type: 'donation'; donationId: number; amountCents: number }
  | { type: 'premium_month'; invoiceId: string };

/** The tier of a member with `lifetimePoints` (below zero or not a number reads as none earned). */
export function tierFor(lifetimePoints: number): LoyaltyTier {
  const points = Number.isFinite(lifetimePoints) ? lifetimePoints : 0;
  let reached: LoyaltyTier = LOYALTY_TIERS[0];
  for (const tier of LOYALTY_TIERS) if (points >= tier.from) reached = tier;
  return reached;
}

/** The next tier and how many lifetime points are still needed for it; null at the top. */
export function nextTier(lifetimePoints: number): { tier: LoyaltyTier; needed: number } | null {
  const points = Number.isFinite(lifetimePoints) ? Math.max(0, lifetimePoints) : 0;
  const tier = LOYALTY_TIERS.find((each) => each.from > points);
  return tier ? { tier, needed: tier.from - points } : null;
}

/** The points a source earns. */
export function pointsFor(source: LoyaltySource): number {
  switch (source.type) {
    case 'check_in':
      return LOYALTY_POINTS.checkIn;
    case 'tour_finished':
      return LOYALTY_POINTS.tourFinished;
    case 'first_review':
      return LOYALTY_POINTS.firstReview;
    case 'premium_month':
      return LOYALTY_POINTS.premiumMonth;
    case 'donation':
      return Math.min(LOYALTY_POINTS.donationCap, Math.max(0, Math.floor(source.amountCents / 100)) * LOYALTY_POINTS.donationPerDollar);
  }
}

/**
 * The key under which a source is recorded: with the member and the type, unique, so the same
 * check-in, tour, first review, donation or paid month never earns twice.
 */
export function sourceKeyOf(source: LoyaltySource): string {
  switch (source.type) {
    case 'check_in':
      return `ticket:${source.ticketId}`;
    case 'tour_finished':
      return `tour:${source.tourId}`;
    case 'first_review':
      return `business:${source.businessId}`;
    case 'donation':
      return `donation:${source.donationId}`;
    case 'premium_month':
      return `invoice:${source.invoiceId}`;
  }
}

/**
 * The points a refund takes back, counted over all refunds of the payment so far: the earned
 * points in proportion to the share refunded, rounded down (a part refunded never takes back more
 * than its share; the refund that completes the payment takes back the rest).
 */
export function reversedPointsFor(earnedPoints: number, refundedCents: number, paidCents: number): number {
  if (!(earnedPoints > 0) || !(paidCents > 0) || !(refundedCents > 0)) return 0;
  if (refundedCents >= paidCents) return earnedPoints;
  return Math.floor((earnedPoints * refundedCents) / paidCents);
}
