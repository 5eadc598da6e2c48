/**
 * Advertising's pure rules (issue 17): what an ad's state reads as, which ads may be shown where,
 * the fair pick among them, and the figures derived from the counts.
 */

export const AD_PLACEMENTS = ['home', 'directory', 'events', 'business'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
export const AD_TYPES = ['banner', 'card'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** Stored states: an ad is written as a draft, sent for approval, then approved (or rejected), paused and resumed. */
export const AD_STATUSES = ['draft', 'pending', 'approved', 'paused', 'rejected'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/**
 * What one impression spends: 1 cent, i.e. a $10 CPM, in the range local guides charge for
 * display ads. A fixed rate keeps an advertiser's bill readable (spend = impressions × 1¢) and
 * lets a budget in cents say exactly how many showings it buys.
 */
export const CENTS_PER_IMPRESSION = 1;

/** How long a view's id is kept, so its repeats (a replayed beacon, a second click) count nothing. */
export const VIEW_WINDOW_MS = 30 * 60_000;

/** What an advertiser reads beside their ad. */
export type AdState = 'draft' | 'pending' | 'live' | 'scheduled' | 'paused' | 'rejected' | 'ended_budget' | 'ended_schedule' | 'ended_plan';

export type AdFacts = { status: string; budgetCents: number; spentCents: number; startsAt: Date | null; endsAt: Date | null };

/** The state an ad is in at `now`, given whether its advertiser has a plan in force. */
export function adStateOf(ad: AdFacts, hasPlan: boolean, now: Date): AdState {
  if (ad.status === 'draft' || ad.status === 'pending' || ad.status === 'rejected') return ad.status;
  if (ad.budgetCents > 0 && ad.spentCents >= ad.budgetCents) return 'ended_budget';
  if (ad.endsAt && ad.endsAt.getTime() <= now.getTime()) return 'ended_schedule';
  if (!hasPlan) return 'ended_plan';
  if (ad.status === 'paused') return 'paused';
  if (ad.startsAt && ad.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'live';
}

/** Whether an ad counts against the plan's maximum: waiting for approval, or approved and not ended. */
export function holdsASlot(ad: AdFacts, now: Date): boolean {
  if (ad.status === 'pending') return true;
  if (ad.status !== 'approved') return false;
  const state = adStateOf(ad, true, now);
  return state === 'live' || state === 'scheduled';
}

/** An ad's targeting: community board numbers and business category ids; empty is everywhere. */
export type AdTargeting = { boards: number[]; categories: number[] };

export function targetingOf(value: unknown): AdTargeting {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const boards = Array.isArray(record.boards) ? record.boards.filter((item): item is number => Number.isInteger(item)) : [];
  const categories = Array.isArray(record.categories) ? record.categories.filter((item): item is number => Number.isInteger(item)) : [];
  return { boards, categories };
}

/** The page an ad would show on: its board and category where it has them. */
export type AdContext = { board: number | null; category: number | null };

/**
 * Whether an ad's targeting lets it show on a page: an ad aimed at boards shows only on pages of
 * one of them (so never on a page without a board), and likewise for categories.
 */
export function matchesTargeting(targeting: AdTargeting, context: AdContext): boolean {
  if (targeting.boards.length > 0 && (context.board === null || !targeting.boards.includes(context.board))) return false;
  if (targeting.categories.length > 0 && (context.category === null || !targeting.categories.includes(context.category))) return false;
  return true;
}

/** A candidate for a placement: its plan's priority and what is left of its budget. */
export type Candidate = { id: number; priority: number; remainingCents: number };

/**
 * The weight of an ad in the draw: its plan's priority (at least 1) times the square root of
 * its remaining budget in cents. Both raise its share; the root keeps a large budget from
 * drowning the small ones, and every eligible ad keeps a chance.
 */
export function rotationWeight(candidate: Candidate): number {
  return Math.max(1, candidate.priority) * Math.sqrt(Math.max(0, candidate.remainingCents));
}

/** A weighted random choice among candidates (`random` in [0, 1)), or null when none can be shown. */
export function pickAd<T extends Candidate>(candidates: readonly T[], random: number = Math.random()): T | null {
  const weighted = candidates.map((candidate) => ({ candidate, weight: rotationWeight(candidate) })).filter((item) => item.weight > 0);
  const total = weighted.reduce((sum, item) => sum + item.weight, 0);
  if (total <= 0) return null;
  let point = random * total;
  for (const item of weighted) {
    point -= item.weight;
    if (point < 0) return item.candidate;
  }
  return weighted[weighted.length - 1].candidate;
}

/** Click-through rate as a fraction (0 without impressions). */
export const clickThroughRate = (impressions: number, clicks: number) => (impressions > 0 ? clicks / impressions : 0);

/** Cost per click in cents, or null before the first click. */
export const costPerClick = (spentCents: number, clicks: number) => (clicks > 0 ? Math.round(spentCents / clicks) : null);

/** Whether a target address is one an ad may send people to: http or https with a host. */
export function isAdTargetUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
