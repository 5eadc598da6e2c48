/** Lookups, budgets, interest and time-of-day matching, and walking distances. */
import { categoryMatches } from '../neighborhood-guide.ts';
import {
  BLOCK_FIT_RULES,
  BUDGETS,
  type BlockId,
  type BudgetId,
  DURATIONS,
  type DurationId,
  EXCLUDED_CATEGORY_KEYWORDS,
  type Fit,
  GROUP_SIZES,
  type GroupSizeId,
  INTERESTS,
  type InterestId,
  PRICE_TIER_SYMBOLS,
  TIME_BLOCKS,
  type TierSymbol,
} from './choices.ts';
import type { WalkLeg } from './types.ts';

const byId = <T extends { id: string }>(list: readonly T[], id: string): T => list.find((item) => item.id === id) ?? list[0];

export const durationOf = (id: DurationId) => byId(DURATIONS, id);
export const budgetOf = (id: BudgetId) => byId(BUDGETS, id);
export const groupSizeOf = (id: GroupSizeId) => byId(GROUP_SIZES, id);
export const interestOf = (id: InterestId) => byId(INTERESTS, id);
export const blockOf = (id: BlockId) => byId(TIME_BLOCKS, id);

export const tierIndex = (symbol: string | null): number => (PRICE_TIER_SYMBOLS as readonly string[]).indexOf(symbol ?? '');

/** The price tier an event ticket falls in, with the same thresholds as places (free is $). */
export function eventPriceTier(priceCents: number | null): TierSymbol {
  const dollars = (priceCents ?? 0) / 100;
  if (dollars < 15) return '$';
  if (dollars < 30) return '$$';
  if (dollars < 60) return '$$$';
  return '$$$$';
}

/** Whether a price tier is within a budget; places without a price range are allowed. */
export function withinBudget(symbol: string | null, budget: BudgetId): boolean {
  const index = tierIndex(symbol);
  return index === -1 || index <= tierIndex(budgetOf(budget).maxTier);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPatterns = new Map<string, RegExp>();
/** Whole-word match of a keyword (plural allowed), ignoring case. */
function hasWord(text: string, keyword: string): boolean {
  let pattern = wordPatterns.get(keyword);
  if (!pattern) {
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(keyword)}(s|es)?(?![\\p{L}\\p{N}])`, 'iu');
    wordPatterns.set(keyword, pattern);
  }
  return pattern.test(text);
}

const categoryText = (category: { name: string; slug: string }) => `${category.name} ${category.slug}`;

/**
 * How strongly something matches one interest: 2 when its category matches, 1 when only its
 * text does, 0 otherwise.
 */
export function interestStrength(interest: InterestId, category: { name: string; slug: string } | null, text: string): number {
  const rules = interestOf(interest);
  if (category && categoryMatches(categoryText(category), rules.categoryKeywords)) return 2;
  return rules.descriptionKeywords.some((keyword) => hasWord(text, keyword)) ? 1 : 0;
}

/** The chosen interests a business or event matches, in the order of INTERESTS, and their total strength. */
export function matchInterests(
  interests: readonly InterestId[],
  category: { name: string; slug: string } | null,
  text: string,
): { interests: InterestId[]; score: number } {
  const matched: InterestId[] = [];
  let score = 0;
  for (const interest of INTERESTS) {
    if (!interests.includes(interest.id)) continue;
    const strength = interestStrength(interest.id, category, text);
    if (strength > 0) {
      matched.push(interest.id);
      score += strength;
    }
  }
  return { interests: matched, score };
}

/** How well a category suits a block of the day. */
export function blockFit(category: { name: string; slug: string }, block: BlockId): Fit {
  const text = categoryText(category);
  const rule = BLOCK_FIT_RULES.find((candidate) => categoryMatches(text, candidate.keywords));
  return rule ? rule.fit[block] : 'ok';
}

/** Whether a category is never a stop (hotels). */
export function isExcludedCategory(category: { name: string; slug: string }): boolean {
  return categoryMatches(categoryText(category), EXCLUDED_CATEGORY_KEYWORDS);
}

export type LatLng = { latitude: number; longitude: number };
export const coordinatesOf = (item: { latitude: number | null; longitude: number | null }): LatLng | null =>
  item.latitude !== null && item.longitude !== null && Number.isFinite(item.latitude) && Number.isFinite(item.longitude)
    ? { latitude: item.latitude, longitude: item.longitude }
    : null;

/** Straight-line distance in metres (equirectangular; exact enough across a few kilometres). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const toRadians = Math.PI / 180;
  const x = (b.longitude - a.longitude) * toRadians * Math.cos(((a.latitude + b.latitude) / 2) * toRadians);
  const y = (b.latitude - a.latitude) * toRadians;
  return Math.round(Math.sqrt(x * x + y * y) * 6_371_000);
}

/** Street walking is about a quarter longer than the straight line, at 80 metres a minute. */
export function walkLeg(from: LatLng, to: LatLng): WalkLeg {
  const metres = distanceMetres(from, to);
  return { metres, minutes: Math.max(1, Math.round((metres * 1.25) / 80)) };
}

/** Longest walk, in minutes, a plan suggests on foot; a longer leg suggests the subway or a bus. */
export const SHORT_WALK_MINUTES = 25;
const METRES_PER_MILE = 1609.344;

/**
 * A leg between stops in words, for a US audience: a short walk in minutes ("About 12 min walk
 * from the previous stop"), a longer one in miles with one decimal, straight line as measured
 * ("About 1.6 mi from the previous stop: the subway or a bus is quicker").
 */
export function describeWalk(leg: WalkLeg): string {
  if (leg.minutes <= SHORT_WALK_MINUTES) return `About ${leg.minutes} min walk from the previous stop`;
  return `About ${(leg.metres / METRES_PER_MILE).toFixed(1)} mi from the previous stop: the subway or a bus is quicker`;
}
