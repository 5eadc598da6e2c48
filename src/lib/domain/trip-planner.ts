/**
 * The trip planner: its choices (spec 02 section 9) and the pure function that turns preferences
 * and already-loaded businesses and events into a day-by-day itinerary. No I/O, no clock, no
 * randomness: the same preferences, candidates and start date always give the same plan, so a
 * plan's address (its query string) is the plan.
 *
 * Decisions where the spec is silent:
 * - A half day is the morning and afternoon blocks of one day (9am to 5pm, four stops of about an
 *   hour each); a full day adds the evening; a weekend is two full days; an extended stay plans
 *   its first three full days.
 * - Budgets are per person per day. They cap the price tier of places and events and steer the
 *   choice toward the budget's own tier.
 * - Hotels and wellness studios are never stops, and members-only (premium) events are left out.
 * - Businesses hold no capacity figure, so group size only changes the cost estimate and leaves
 *   out events with fewer places than the group's smallest size.
 */
import { DINING_KEYWORDS, CULTURE_KEYWORDS, categoryMatches } from './neighborhood-guide.ts';
import { EXPERIENCE_THEMES } from './home-sections.ts';
import { formatClockTime, formatLongDate, truncateText } from './event-format.ts';
import { formatPrice } from './money.ts';
import { addDays, isCalendarDate } from './time.ts';

// ---------------------------------------------------------------------------------------------
// Choices

export const TIME_BLOCKS = [
  { id: 'morning', label: 'Morning', start: '09:00', end: '12:00' },
  { id: 'afternoon', label: 'Afternoon', start: '12:00', end: '17:00' },
  { id: 'evening', label: 'Evening', start: '17:00', end: '22:00' },
] as const;
export type BlockId = (typeof TIME_BLOCKS)[number]['id'];

/** Stops in each block of each day (spec: 2 picks each). */
export const PICKS_PER_BLOCK = 2;
/** Events in a whole plan (spec: up to 3). */
export const MAX_EVENTS = 3;
/** Longest description a stop or event shows (spec: cut to 100 characters). */
export const DESCRIPTION_LIMIT = 100;

export const DURATIONS = [
  { id: 'half-day', label: 'Half Day', hint: '4 hours', days: 1, blocks: ['morning', 'afternoon'] },
  { id: 'full-day', label: 'Full Day', hint: '8 hours', days: 1, blocks: ['morning', 'afternoon', 'evening'] },
  { id: 'weekend', label: 'Weekend', hint: '2 days', days: 2, blocks: ['morning', 'afternoon', 'evening'] },
  { id: 'extended', label: 'Extended Stay', hint: '3+ days', days: 3, blocks: ['morning', 'afternoon', 'evening'] },
] as const satisfies readonly { id: string; label: string; hint: string; days: number; blocks: readonly BlockId[] }[];
export type DurationId = (typeof DURATIONS)[number]['id'];

export const PRICE_TIER_SYMBOLS = ['$', '$$', '$$$', '$$$$'] as const;
export type TierSymbol = (typeof PRICE_TIER_SYMBOLS)[number];

/**
 * Per person per place, in dollars, as the price ranges are defined ($ under 15, $$ 15-30,
 * $$$ 30-60, $$$$ 60+). The top tier has no upper bound.
 */
export const TIER_COST_DOLLARS: Record<TierSymbol, { low: number; high: number | null }> = {
  $: { low: 0, high: 15 },
  $$: { low: 15, high: 30 },
  $$$: { low: 30, high: 60 },
  $$$$: { low: 60, high: null },
};

/** Budgets per person per day; each caps the price tier and prefers its own tier. */
export const BUDGETS = [
  { id: 'budget', label: 'Budget', range: '$0–50', minDollars: 0, maxDollars: 50, maxTier: '$$', preferredTier: '$' },
  { id: 'moderate', label: 'Moderate', range: '$50–150', minDollars: 50, maxDollars: 150, maxTier: '$$$', preferredTier: '$$' },
  { id: 'premium', label: 'Premium', range: '$150–300', minDollars: 150, maxDollars: 300, maxTier: '$$$$', preferredTier: '$$$' },
  { id: 'luxury', label: 'Luxury', range: '$300+', minDollars: 300, maxDollars: null, maxTier: '$$$$', preferredTier: '$$$$' },
] as const satisfies readonly { id: string; label: string; range: string; minDollars: number; maxDollars: number | null; maxTier: TierSymbol; preferredTier: TierSymbol }[];
export type BudgetId = (typeof BUDGETS)[number]['id'];

export const GROUP_SIZES = [
  { id: 'solo', label: 'Solo', people: '1 person', min: 1, max: 1 },
  { id: 'couple', label: 'Couple', people: '2 people', min: 2, max: 2 },
  { id: 'small-group', label: 'Small Group (3-6)', people: '3–6 people', min: 3, max: 6 },
  { id: 'large-group', label: 'Large Group (7+)', people: '7 or more people', min: 7, max: null },
] as const satisfies readonly { id: string; label: string; people: string; min: number; max: number | null }[];
export type GroupSizeId = (typeof GROUP_SIZES)[number]['id'];

export const DEFAULT_BUDGET: BudgetId = 'moderate';
export const DEFAULT_GROUP_SIZE: GroupSizeId = 'couple';

const historicKeywords = EXPERIENCE_THEMES.find((theme) => theme.id === 'historic')!.keywords;
const musicKeywords = EXPERIENCE_THEMES.find((theme) => theme.id === 'music')!.keywords;

/**
 * The eight interests and their keyword rules. `categoryKeywords` are matched as substrings of
 * the category's name and slug (as the home page's themes and the neighborhood guide do);
 * `descriptionKeywords` as whole words (an optional plural "s"/"es" allowed) in a business's
 * description, or an event's title and description.
 */
export const INTERESTS = [
  {
    id: 'food', label: 'Food & Dining',
    categoryKeywords: [...DINING_KEYWORDS, 'cafe', 'bakeries', 'bakery', 'coffee'],
    descriptionKeywords: ['food', 'restaurant', 'kitchen', 'brunch', 'supper', 'dinner', 'lunch', 'breakfast', 'menu', 'tasting', 'cooking', 'chef', 'coffee', 'espresso', 'pastry', 'pastries', 'bakery', 'ice cream', 'sandwich', 'brisket', 'chicken'],
  },
  {
    id: 'culture', label: 'Arts & Culture',
    categoryKeywords: [...CULTURE_KEYWORDS, 'museum'],
    descriptionKeywords: ['art', 'artist', 'gallery', 'galleries', 'exhibition', 'dance', 'dancer', 'ballet', 'theater', 'theatre', 'mural', 'poetry', 'poet', 'culture', 'cultural', 'film', 'museum', 'painting', 'printmaking'],
  },
  {
    id: 'history', label: 'History',
    categoryKeywords: [...historicKeywords, 'historic'],
    descriptionKeywords: ['history', 'historic', 'historical', 'historian', 'founded', 'landmark', 'memorial', 'heritage', 'renaissance', 'century', 'oldest', 'legendary'],
  },
  {
    id: 'music', label: 'Music & Jazz',
    categoryKeywords: [...musicKeywords, 'jazz'],
    descriptionKeywords: ['music', 'jazz', 'gospel', 'concert', 'salsa', 'blues', 'band', 'choir', 'bebop', 'bomba', 'plena', 'merengue', 'bachata', 'dj', 'orchestra', 'vinyl', 'funk', 'musicians', 'jam'],
  },
  {
    id: 'shopping', label: 'Shopping',
    categoryKeywords: ['shopping', 'market', 'boutique'],
    descriptionKeywords: ['market', 'marketplace', 'boutique', 'shop', 'store', 'books', 'records', 'vinyl', 'crafts', 'jewelry', 'textiles', 'designers', 'streetwear'],
  },
  {
    id: 'outdoor', label: 'Outdoors',
    categoryKeywords: ['park', 'outdoor', 'garden'],
    descriptionKeywords: ['park', 'garden', 'waterfront', 'river', 'outdoor', 'open-air', 'trail', 'kayak', 'forest', 'pier', 'hudson', 'walk', 'paddle', 'rooftop', 'terrace'],
  },
  {
    id: 'architecture', label: 'Architecture',
    categoryKeywords: ['architecture', 'landmark', 'historical site'],
    descriptionKeywords: ['architecture', 'architectural', 'architect', 'brownstone', 'row house', 'townhouse', 'mansion', 'cathedral', 'church', 'gothic', 'neo-gothic', 'federal', 'revival', 'palace', 'lighthouse', 'mausoleum', 'gatehouse', 'viaduct', 'gilded'],
  },
  {
    id: 'family', label: 'Family Friendly',
    categoryKeywords: ['park', 'outdoor', 'museum', 'family'],
    descriptionKeywords: ['family', 'families', 'children', 'child', 'kid', 'young', 'playground', 'carousel', 'pool', 'ice cream', 'all ages', 'toys', 'interactive'],
  },
] as const satisfies readonly { id: string; label: string; categoryKeywords: readonly string[]; descriptionKeywords: readonly string[] }[];
export type InterestId = (typeof INTERESTS)[number]['id'];

/** Categories that are never a stop: somewhere to sleep or to train, not to visit. */
export const EXCLUDED_CATEGORY_KEYWORDS = ['hotel', 'lodging', 'accommodation', 'wellness', 'fitness'] as const;

type Fit = 'good' | 'ok' | 'no';

/**
 * When a kind of place suits a block, by category keywords (first rule that matches wins):
 * mornings for cafés, museums, parks and landmarks; evenings for dinner, music and nightlife.
 * Categories no rule names fit any block.
 */
export const BLOCK_FIT_RULES: readonly { keywords: readonly string[]; fit: Record<BlockId, Fit> }[] = [
  { keywords: ['bar', 'nightlife', 'lounge', 'club'], fit: { morning: 'no', afternoon: 'no', evening: 'good' } },
  { keywords: ['music', 'jazz', 'venue', 'theater', 'theatre'], fit: { morning: 'no', afternoon: 'ok', evening: 'good' } },
  { keywords: ['restaurant', 'dining', 'food'], fit: { morning: 'no', afternoon: 'good', evening: 'good' } },
  { keywords: ['cafe', 'coffee', 'bakeries', 'bakery'], fit: { morning: 'good', afternoon: 'good', evening: 'no' } },
  { keywords: ['museum'], fit: { morning: 'good', afternoon: 'good', evening: 'no' } },
  { keywords: ['park', 'outdoor', 'garden'], fit: { morning: 'good', afternoon: 'good', evening: 'no' } },
  { keywords: ['shopping', 'market', 'boutique'], fit: { morning: 'ok', afternoon: 'good', evening: 'no' } },
  { keywords: ['history', 'historic', 'landmark'], fit: { morning: 'good', afternoon: 'good', evening: 'ok' } },
  { keywords: ['tour', 'experience'], fit: { morning: 'good', afternoon: 'good', evening: 'ok' } },
  { keywords: ['art', 'culture', 'gallery'], fit: { morning: 'ok', afternoon: 'good', evening: 'good' } },
];

// ---------------------------------------------------------------------------------------------
// Inputs and outputs

export type TripPreferences = {
  duration: DurationId;
  interests: InterestId[];
  budget: BudgetId;
  groupSize: GroupSizeId;
};

type BoardRef = { number: number; name: string };

/** A place the planner may choose (an active business with its category and board). */
export type TripBusiness = {
  id: number;
  name: string;
  description: string | null;
  address?: string | null;
  priceRange: string | null;
  rating: number | null;
  latitude: number | null;
  longitude: number | null;
  category: { name: string; slug: string };
  communityBoard: BoardRef;
};

/** An event the planner may add (New York date and times already worked out). */
export type TripEvent = {
  id: number;
  title: string;
  description: string | null;
  /** YYYY-MM-DD in New York. */
  date: string;
  /** HH:mm in New York. */
  startTime: string;
  endTime: string | null;
  location: string | null;
  /** Ticket price in cents; null or 0 is Free. */
  priceCents: number | null;
  isPremium: boolean;
  maxCapacity: number;
  latitude: number | null;
  longitude: number | null;
  communityBoard: BoardRef | null;
  /** Category of the host business; null for a community event. */
  category: { name: string; slug: string } | null;
};

export type TripCandidates = { businesses: readonly TripBusiness[]; events: readonly TripEvent[] };

export type WalkLeg = { metres: number; minutes: number };

export type ItineraryPick = {
  id: number;
  name: string;
  href: string;
  category: string;
  description: string;
  priceRange: TierSymbol | null;
  rating: number | null;
  address: string | null;
  communityBoard: BoardRef;
  latitude: number | null;
  longitude: number | null;
  interests: InterestId[];
  /** Distance from the previous stop of the day, when both have coordinates. */
  fromPrevious: WalkLeg | null;
};

export type ItineraryEvent = {
  id: number;
  title: string;
  href: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string | null;
  /** "7:30 PM – 10:00 PM". */
  timeLabel: string;
  block: BlockId;
  location: string | null;
  priceCents: number | null;
  /** "$38.00" or "Free". */
  priceLabel: string;
  communityBoard: BoardRef | null;
  interests: InterestId[];
};

export type ItineraryBlock = {
  id: BlockId;
  label: string;
  start: string;
  end: string;
  /** "9:00 AM – 12:00 PM". */
  timeLabel: string;
  picks: ItineraryPick[];
};

export type ItineraryDay = {
  number: number;
  date: string;
  /** "Saturday, December 5, 2026". */
  dateLabel: string;
  /** The board the day centres on, or null when the day has no stops. */
  communityBoard: BoardRef | null;
  blocks: ItineraryBlock[];
  events: ItineraryEvent[];
};

export type CostEstimate = {
  /** Per person for the whole plan; highCents null means "or more" (a $$$$ stop has no top). */
  perPerson: { lowCents: number; highCents: number | null };
  /** For the group: low for its smallest size, high for its largest (null: no top). */
  group: { people: string; lowCents: number; highCents: number | null };
  /** Stops with no price range, left out of the estimate. */
  unpricedStops: number;
  /** Whether even the low end is above the budget's top for the number of days. */
  overBudget: boolean;
};

export type Itinerary = {
  preferences: TripPreferences;
  startDate: string;
  days: ItineraryDay[];
  /** Every event of the plan, in time order (also listed under their day). */
  events: ItineraryEvent[];
  stopCount: number;
  estimate: CostEstimate;
  /** True when nothing matched: no stops and no events. */
  isEmpty: boolean;
};

export const EMPTY_PLAN_MESSAGE =
  'No places or events match these interests and budget yet. Try adding an interest or choosing a higher budget.';

// ---------------------------------------------------------------------------------------------
// Lookups

const byId = <T extends { id: string }>(list: readonly T[], id: string): T => list.find((item) => item.id === id) ?? list[0];

export const durationOf = (id: DurationId) => byId(DURATIONS, id);
export const budgetOf = (id: BudgetId) => byId(BUDGETS, id);
export const groupSizeOf = (id: GroupSizeId) => byId(GROUP_SIZES, id);
export const interestOf = (id: InterestId) => byId(INTERESTS, id);
export const blockOf = (id: BlockId) => byId(TIME_BLOCKS, id);

const tierIndex = (symbol: string | null): number => (PRICE_TIER_SYMBOLS as readonly string[]).indexOf(symbol ?? '');

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

type LatLng = { latitude: number; longitude: number };
const coordinatesOf = (item: { latitude: number | null; longitude: number | null }): LatLng | null =>
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

// ---------------------------------------------------------------------------------------------
// Generation

type Stop = {
  business: TripBusiness;
  interests: InterestId[];
  score: number;
  /** Distance in tiers from the budget's preferred tier (unknown price counts as 1). */
  tierDistance: number;
  point: LatLng | null;
  board: number;
  fit: Record<BlockId, Fit>;
};

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The block being filled, the day's blocks after it, the board the day centres on and that board's centre. */
type Slot = { block: BlockId; later: readonly BlockId[]; dayBoard: number | null; anchor: LatLng | null };

/** A stop this close to the previous one is an easy walk (about 15 minutes). */
export const EASY_WALK_METRES = 1000;

/**
 * The ranking of stops for a block: the day's board first, then places that suit the time of
 * day, a kind of place not yet in the block, places a later block of the day does not need
 * (a restaurant is kept for the evening when a café will do), stronger interest matches,
 * prices nearest the budget, an easy walk from the previous stop, (elsewhere) nearest the
 * day's centre, then rating, name and id.
 */
function rankStops(stops: Stop[], slot: Slot, here: LatLng | null, chosenCategories: Set<string>): Stop[] {
  const { block, later, dayBoard, anchor } = slot;
  const key = (stop: Stop) => ({
    board: dayBoard === null || stop.board === dayBoard ? 0 : 1,
    fit: stop.fit[block] === 'good' ? 0 : 1,
    repeat: chosenCategories.has(stop.business.category.slug) ? 1 : 0,
    later: later.some((laterBlock) => stop.fit[laterBlock] === 'good') ? 1 : 0,
    far: here && stop.point && distanceMetres(here, stop.point) > EASY_WALK_METRES ? 1 : 0,
    distance: stop.board === dayBoard || !anchor ? 0 : stop.point ? distanceMetres(anchor, stop.point) : Number.MAX_SAFE_INTEGER,
  });
  return [...stops].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (
      ka.board - kb.board ||
      ka.fit - kb.fit ||
      ka.repeat - kb.repeat ||
      ka.later - kb.later ||
      b.score - a.score ||
      a.tierDistance - b.tierDistance ||
      ka.far - kb.far ||
      ka.distance - kb.distance ||
      (b.business.rating ?? -1) - (a.business.rating ?? -1) ||
      compareText(a.business.name, b.business.name) ||
      a.business.id - b.business.id
    );
  });
}

/**
 * Up to PICKS_PER_BLOCK stops for a block from those not yet used (marks them used), each
 * ranked from where the previous one leaves the visitor.
 */
function chooseForBlock(pool: Stop[], used: Set<number>, slot: Slot, from: LatLng | null): Stop[] {
  const chosen: Stop[] = [];
  const categories = new Set<string>();
  let here = from;
  while (chosen.length < PICKS_PER_BLOCK) {
    const open = pool.filter((stop) => !used.has(stop.business.id) && stop.fit[slot.block] !== 'no');
    const [next] = rankStops(open, slot, here, categories);
    if (!next) break;
    chosen.push(next);
    used.add(next.business.id);
    categories.add(next.business.category.slug);
    here = next.point ?? here;
  }
  return chosen;
}

/**
 * Walking order: from where the visitor is, the nearest stop in the same board next, then the
 * nearest elsewhere. Stops without coordinates keep their ranked order at the end.
 */
export function orderForWalking<T extends { point: LatLng | null; board: number }>(
  stops: readonly T[],
  from: { point: LatLng; board: number } | null,
): T[] {
  const remaining = [...stops];
  const ordered: T[] = [];
  let here = from;
  while (remaining.length > 0) {
    let index = 0;
    if (here) {
      let best = Number.POSITIVE_INFINITY;
      remaining.forEach((stop, position) => {
        if (!stop.point) return;
        // Another board counts as farther than anything in this one.
        const cost = (stop.board === here!.board ? 0 : 1e9) + distanceMetres(here!.point, stop.point);
        if (cost < best) {
          best = cost;
          index = position;
        }
      });
    }
    const [next] = remaining.splice(index, 1);
    ordered.push(next);
    if (next.point) here = { point: next.point, board: next.board };
  }
  return ordered;
}

/** The board a day should centre on: the one that fills the most slots, then one not yet used, then the strongest matches. */
function chooseDayBoard(pool: Stop[], used: Set<number>, blocks: readonly BlockId[], usedBoards: Set<number>): number | null {
  const boards = [...new Set(pool.filter((stop) => !used.has(stop.business.id)).map((stop) => stop.board))].sort((a, b) => a - b);
  let best: { board: number; filled: number; fresh: number; score: number } | null = null;
  for (const board of boards) {
    const trial = new Set(used);
    const ofBoard = pool.filter((stop) => stop.board === board);
    let filled = 0;
    let score = 0;
    for (const [index, block] of blocks.entries()) {
      for (const stop of chooseForBlock(ofBoard, trial, { block, later: blocks.slice(index + 1), dayBoard: board, anchor: null }, null)) {
        filled += 1;
        score += stop.score;
      }
    }
    const candidate = { board, filled, fresh: usedBoards.has(board) ? 0 : 1, score };
    if (
      !best ||
      candidate.filled > best.filled ||
      (candidate.filled === best.filled && (candidate.fresh > best.fresh || (candidate.fresh === best.fresh && candidate.score > best.score)))
    ) {
      best = candidate;
    }
  }
  return best && best.filled > 0 ? best.board : null;
}

/** Centre of a board's open stops, for ranking stops elsewhere by how far they are. */
function centreOf(stops: Stop[]): LatLng | null {
  const points = stops.map((stop) => stop.point).filter((point): point is LatLng => point !== null);
  if (points.length === 0) return null;
  return {
    latitude: points.reduce((sum, point) => sum + point.latitude, 0) / points.length,
    longitude: points.reduce((sum, point) => sum + point.longitude, 0) / points.length,
  };
}

function blockOfTime(time: string): BlockId {
  if (time < '12:00') return 'morning';
  if (time < '17:00') return 'afternoon';
  return 'evening';
}

function toPick(stop: Stop, fromPrevious: WalkLeg | null): ItineraryPick {
  const { business } = stop;
  return {
    id: business.id,
    name: business.name,
    href: `/business/${business.id}`,
    category: business.category.name,
    description: truncateText(business.description, DESCRIPTION_LIMIT),
    priceRange: tierIndex(business.priceRange) === -1 ? null : (business.priceRange as TierSymbol),
    rating: business.rating,
    address: business.address ?? null,
    communityBoard: business.communityBoard,
    latitude: business.latitude,
    longitude: business.longitude,
    interests: stop.interests,
    fromPrevious,
  };
}

/** The events of a plan: matching, affordable, open to the public, on the plan's dates and hours; best matches first, then soonest, at most MAX_EVENTS. */
function chooseEvents(preferences: TripPreferences, events: readonly TripEvent[], dates: string[], lastBlockEnd: string): ItineraryEvent[] {
  const group = groupSizeOf(preferences.groupSize);
  const candidates = events
    .filter((event) => dates.includes(event.date) && event.startTime < lastBlockEnd)
    .filter((event) => !event.isPremium && event.maxCapacity >= group.min)
    .filter((event) => withinBudget(eventPriceTier(event.priceCents), preferences.budget))
    .map((event) => ({ event, ...matchInterests(preferences.interests, event.category, `${event.title} ${event.description ?? ''}`) }))
    .filter((candidate) => candidate.interests.length > 0);
  const chosen = candidates
    .sort((a, b) => b.score - a.score || compareText(a.event.date, b.event.date) || compareText(a.event.startTime, b.event.startTime) || a.event.id - b.event.id)
    .slice(0, MAX_EVENTS);
  return chosen
    .sort((a, b) => compareText(a.event.date, b.event.date) || compareText(a.event.startTime, b.event.startTime) || a.event.id - b.event.id)
    .map(({ event, interests }) => ({
      id: event.id,
      title: event.title,
      href: `/events/${event.id}`,
      description: truncateText(event.description, DESCRIPTION_LIMIT),
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      timeLabel: event.endTime ? `${formatClockTime(event.startTime)} – ${formatClockTime(event.endTime)}` : formatClockTime(event.startTime),
      block: blockOfTime(event.startTime),
      location: event.location,
      priceCents: event.priceCents,
      priceLabel: formatPrice(event.priceCents),
      communityBoard: event.communityBoard,
      interests,
    }));
}

/** The cost estimate of a plan from its stops' price tiers and its events' ticket prices. */
export function estimateCost(picks: readonly { priceRange: TierSymbol | null }[], events: readonly { priceCents: number | null }[], preferences: TripPreferences, days: number): CostEstimate {
  let low = 0;
  let high: number | null = 0;
  let unpricedStops = 0;
  for (const pick of picks) {
    if (!pick.priceRange) {
      unpricedStops += 1;
      continue;
    }
    const cost = TIER_COST_DOLLARS[pick.priceRange];
    low += cost.low * 100;
    high = high === null || cost.high === null ? null : high + cost.high * 100;
  }
  for (const event of events) {
    low += event.priceCents ?? 0;
    if (high !== null) high += event.priceCents ?? 0;
  }
  const group = groupSizeOf(preferences.groupSize);
  const budget = budgetOf(preferences.budget);
  return {
    perPerson: { lowCents: low, highCents: high },
    group: { people: group.people, lowCents: low * group.min, highCents: high === null || group.max === null ? null : high * group.max },
    unpricedStops,
    overBudget: budget.maxDollars !== null && low > budget.maxDollars * 100 * days,
  };
}

/**
 * A day-by-day itinerary for the preferences from the candidates: per day the blocks of the
 * duration with up to two stops each, no place twice in the whole trip, each day centred on
 * one community board and walked in nearest-neighbour order; plus up to three events on the
 * plan's dates. Pure and deterministic.
 */
export function generateItinerary(preferences: TripPreferences, candidates: TripCandidates, options: { startDate: string }): Itinerary {
  if (!isCalendarDate(options.startDate)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${options.startDate}`);
  const duration = durationOf(preferences.duration);
  const budget = budgetOf(preferences.budget);
  const dates = Array.from({ length: duration.days }, (_, index) => addDays(options.startDate, index));

  const pool: Stop[] = candidates.businesses
    .filter((business) => !isExcludedCategory(business.category) && withinBudget(business.priceRange, preferences.budget))
    .map((business) => {
      const match = matchInterests(preferences.interests, business.category, business.description ?? '');
      const index = tierIndex(business.priceRange);
      return {
        business,
        ...match,
        tierDistance: index === -1 ? 1 : Math.abs(index - tierIndex(budget.preferredTier)),
        point: coordinatesOf(business),
        board: business.communityBoard.number,
        fit: { morning: blockFit(business.category, 'morning'), afternoon: blockFit(business.category, 'afternoon'), evening: blockFit(business.category, 'evening') },
      };
    })
    .filter((stop) => stop.interests.length > 0)
    // A stable input order, so the plan never depends on how the rows arrived.
    .sort((a, b) => a.business.id - b.business.id);

  const used = new Set<number>();
  const usedBoards = new Set<number>();
  const events = chooseEvents(preferences, candidates.events, dates, blockOf(duration.blocks[duration.blocks.length - 1]).end);

  const days: ItineraryDay[] = dates.map((date, dayIndex) => {
    const dayBoard = chooseDayBoard(pool, used, duration.blocks, usedBoards);
    if (dayBoard !== null) usedBoards.add(dayBoard);
    const anchor = dayBoard === null ? null : centreOf(pool.filter((stop) => stop.board === dayBoard && !used.has(stop.business.id)));
    let here: { point: LatLng; board: number } | null = null;
    const blocks: ItineraryBlock[] = duration.blocks.map((blockId, index) => {
      const block = blockOf(blockId);
      const slot: Slot = { block: blockId, later: duration.blocks.slice(index + 1), dayBoard, anchor };
      const chosen = orderForWalking(chooseForBlock(pool, used, slot, here?.point ?? null), here);
      const picks = chosen.map((stop) => {
        const leg = here && stop.point ? walkLeg(here.point, stop.point) : null;
        if (stop.point) here = { point: stop.point, board: stop.board };
        return toPick(stop, leg);
      });
      return { id: block.id, label: block.label, start: block.start, end: block.end, timeLabel: `${formatClockTime(block.start)} – ${formatClockTime(block.end)}`, picks };
    });
    const boardStop = pool.find((stop) => stop.board === dayBoard);
    return {
      number: dayIndex + 1,
      date,
      dateLabel: formatLongDate(date),
      communityBoard: boardStop ? boardStop.business.communityBoard : null,
      blocks,
      events: events.filter((event) => event.date === date),
    };
  });

  const picks = days.flatMap((day) => day.blocks.flatMap((block) => block.picks));
  return {
    preferences,
    startDate: options.startDate,
    days,
    events,
    stopCount: picks.length,
    estimate: estimateCost(picks, events, preferences, duration.days),
    isEmpty: picks.length === 0 && events.length === 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Addresses and text

export const TRIP_PLANNER_PATH = '/trip-planner';

const isOneOf = <T extends string>(list: readonly { id: T }[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && list.some((item) => item.id === value);

export const TRIP_MESSAGES = {
  duration: 'Please choose a duration',
  interests: 'Please choose at least one interest',
  start: 'Please choose a valid start date',
  startTooLate: 'Please choose a start date within the next year',
} as const;

/** Latest start date accepted, in days after today. */
export const MAX_DAYS_AHEAD = 366;

export type TripQuery = {
  /** Whether the form was sent (any of its fields is in the address). */
  submitted: boolean;
  /** What the form should show: the visitor's choices, defaults where none. */
  values: { duration: DurationId | null; interests: InterestId[]; budget: BudgetId; groupSize: GroupSizeId; start: string };
  errors: Partial<Record<'duration' | 'interests' | 'start', string>>;
  /** Complete, valid preferences: a plan can be generated. */
  preferences: TripPreferences | null;
};

/**
 * Reads the planner's address: duration, interests (repeated, or comma-separated), budget, group
 * and start (YYYY-MM-DD, today in New York when absent). Unknown values are ignored; missing
 * duration or interests give the spec's messages once the form was sent.
 */
export function parseTripQuery(params: URLSearchParams, today: string): TripQuery {
  const fields = ['duration', 'interests', 'budget', 'group', 'start'];
  const submitted = fields.some((field) => params.has(field));
  const rawDuration = params.get('duration');
  const duration = isOneOf(DURATIONS, rawDuration) ? rawDuration : null;
  const wanted = new Set(params.getAll('interests').flatMap((value) => value.split(',')).map((value) => value.trim()));
  const interests = INTERESTS.map((interest) => interest.id).filter((id) => wanted.has(id));
  const rawBudget = params.get('budget');
  const budget = isOneOf(BUDGETS, rawBudget) ? rawBudget : DEFAULT_BUDGET;
  const rawGroup = params.get('group');
  const groupSize = isOneOf(GROUP_SIZES, rawGroup) ? rawGroup : DEFAULT_GROUP_SIZE;
  const rawStart = (params.get('start') ?? '').trim();

  const errors: TripQuery['errors'] = {};
  let start = today;
  if (rawStart !== '') {
    if (!isCalendarDate(rawStart)) errors.start = TRIP_MESSAGES.start;
    else if (rawStart > addDays(today, MAX_DAYS_AHEAD)) errors.start = TRIP_MESSAGES.startTooLate;
    else start = rawStart;
  }
  if (submitted && !duration) errors.duration = TRIP_MESSAGES.duration;
  if (submitted && interests.length === 0) errors.interests = TRIP_MESSAGES.interests;
  if (!submitted) delete errors.start;

  const valid = submitted && duration !== null && interests.length > 0 && Object.keys(errors).length === 0;
  return {
    submitted,
    values: { duration, interests, budget, groupSize, start: errors.start ? rawStart.slice(0, 10) : start },
    errors,
    preferences: valid ? { duration: duration!, interests, budget, groupSize } : null,
  };
}

/** The address of a plan: /trip-planner?duration=…&interests=…&budget=…&group=…&start=… */
export function tripPlannerHref(preferences: TripPreferences, startDate: string): string {
  const params = new URLSearchParams();
  params.set('duration', preferences.duration);
  for (const interest of INTERESTS) if (preferences.interests.includes(interest.id)) params.append('interests', interest.id);
  params.set('budget', preferences.budget);
  params.set('group', preferences.groupSize);
  params.set('start', startDate);
  return `${TRIP_PLANNER_PATH}?${params}`;
}

/** "Full Day · History, Music & Jazz · Moderate ($50–150) · Couple". */
export function describePreferences(preferences: TripPreferences): string {
  const interests = preferences.interests.map((id) => interestOf(id).label).join(', ');
  const budget = budgetOf(preferences.budget);
  return `${durationOf(preferences.duration).label} · ${interests} · ${budget.label} (${budget.range}) · ${groupSizeOf(preferences.groupSize).label}`;
}

const dollars = (cents: number) => (cents === 0 ? '$0.00' : formatPrice(cents));

/**
 * An estimate in words: "About $45.00–$120.00 per person", "About $60.00 or more for 3–6
 * people", "Free per person". `who` is "per person" or "for 2 people".
 */
export function formatCostRange(lowCents: number, highCents: number | null, who: string): string {
  if (highCents === 0) return `Free ${who}`;
  if (highCents === null) return `About ${dollars(lowCents)} or more ${who}`;
  if (lowCents === highCents) return `About ${dollars(lowCents)} ${who}`;
  return `About ${dollars(lowCents)}–${dollars(highCents)} ${who}`;
}

/** A trip preset shown as a popular itinerary (run through generateItinerary like any plan). */
export type PopularTrip = { id: string; title: string; blurb: string; preferences: TripPreferences };

/** The popular itineraries: preference sets the planner turns into plans from the live data. */
export const POPULAR_TRIPS: readonly PopularTrip[] = [
  {
    id: 'renaissance-and-jazz',
    title: 'Renaissance & Jazz Day',
    blurb: 'Landmarks of the Harlem Renaissance by day, a jazz room by night.',
    preferences: { duration: 'full-day', interests: ['history', 'music'], budget: 'moderate', groupSize: 'couple' },
  },
  {
    id: 'soul-food-weekend',
    title: 'Soul Food & Culture Weekend',
    blurb: 'Two days of Harlem kitchens, galleries and stages, one neighborhood a day.',
    preferences: { duration: 'weekend', interests: ['food', 'culture'], budget: 'moderate', groupSize: 'small-group' },
  },
  {
    id: 'family-outdoors',
    title: 'Family Day Outdoors',
    blurb: 'Parks, museums and ice cream for all ages, easy on the wallet.',
    preferences: { duration: 'full-day', interests: ['outdoor', 'family'], budget: 'budget', groupSize: 'small-group' },
  },
  {
    id: 'brownstones-and-landmarks',
    title: 'Brownstones & Landmarks',
    blurb: 'A half-day walk past mansions, churches and row houses.',
    preferences: { duration: 'half-day', interests: ['architecture'], budget: 'budget', groupSize: 'solo' },
  },
];
