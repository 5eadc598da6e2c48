/** The planner's choices (spec 02 section 9) and the rules that tie categories to them. */
import { EXPERIENCE_THEMES } from '../home-sections.ts';
import { CULTURE_KEYWORDS, DINING_KEYWORDS } from '../neighborhood-guide.ts';

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
  // Half a day is the morning block alone: the spec's blocks are fixed (9-12, 12-5, 5-10), and
  // morning plus afternoon would already be eight hours, the full day's length.
  { id: 'half-day', label: 'Half Day', hint: '4 hours', days: 1, blocks: ['morning'] },
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
] as const satisfies readonly {
  id: string;
  label: string;
  range: string;
  minDollars: number;
  maxDollars: number | null;
  maxTier: TierSymbol;
  preferredTier: TierSymbol;
}[];
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
    id: 'food',
    label: 'Food & Dining',
    categoryKeywords: [...DINING_KEYWORDS, 'cafe', 'bakeries', 'bakery', 'coffee'],
    descriptionKeywords: [
      'food',
      'restaurant',
      'kitchen',
      'brunch',
      'supper',
      'dinner',
      'lunch',
      'breakfast',
      'menu',
      'tasting',
      'cooking',
      'chef',
      'coffee',
      'espresso',
      'pastry',
      'pastries',
      'bakery',
      'ice cream',
      'sandwich',
      'brisket',
      'chicken',
    ],
  },
  {
    id: 'culture',
    label: 'Arts & Culture',
    categoryKeywords: [...CULTURE_KEYWORDS, 'museum'],
    descriptionKeywords: [
      'art',
      'artist',
      'gallery',
      'galleries',
      'exhibition',
      'dance',
      'dancer',
      'ballet',
      'theater',
      'theatre',
      'mural',
      'poetry',
      'poet',
      'culture',
      'cultural',
      'film',
      'museum',
      'painting',
      'printmaking',
    ],
  },
  {
    id: 'history',
    label: 'History',
    categoryKeywords: [...historicKeywords, 'historic'],
    descriptionKeywords: [
      'history',
      'historic',
      'historical',
      'historian',
      'founded',
      'landmark',
      'memorial',
      'heritage',
      'renaissance',
      'century',
      'oldest',
      'legendary',
    ],
  },
  {
    id: 'music',
    label: 'Music & Jazz',
    categoryKeywords: [...musicKeywords, 'jazz'],
    descriptionKeywords: [
      'music',
      'jazz',
      'gospel',
      'concert',
      'salsa',
      'blues',
      'band',
      'choir',
      'bebop',
      'bomba',
      'plena',
      'merengue',
      'bachata',
      'dj',
      'orchestra',
      'vinyl',
      'funk',
      'musicians',
      'jam',
    ],
  },
  {
    id: 'shopping',
    label: 'Shopping',
    categoryKeywords: ['shopping', 'market', 'boutique'],
    descriptionKeywords: [
      'market',
      'marketplace',
      'boutique',
      'shop',
      'store',
      'books',
      'records',
      'vinyl',
      'crafts',
      'jewelry',
      'textiles',
      'designers',
      'streetwear',
    ],
  },
  {
    id: 'outdoor',
    label: 'Outdoors',
    categoryKeywords: ['park', 'outdoor', 'garden'],
    descriptionKeywords: [
      'park',
      'garden',
      'waterfront',
      'river',
      'outdoor',
      'open-air',
      'trail',
      'kayak',
      'forest',
      'pier',
      'hudson',
      'walk',
      'paddle',
      'rooftop',
      'terrace',
    ],
  },
  {
    id: 'architecture',
    label: 'Architecture',
    categoryKeywords: ['architecture', 'landmark', 'historical site'],
    descriptionKeywords: [
      'architecture',
      'architectural',
      'architect',
      'brownstone',
      'row house',
      'townhouse',
      'mansion',
      'cathedral',
      'church',
      'gothic',
      'neo-gothic',
      'federal',
      'revival',
      'palace',
      'lighthouse',
      'mausoleum',
      'gatehouse',
      'viaduct',
      'gilded',
    ],
  },
  {
    id: 'family',
    label: 'Family Friendly',
    categoryKeywords: ['park', 'outdoor', 'museum', 'family'],
    descriptionKeywords: [
      'family',
      'families',
      'children',
      'child',
      'kid',
      'young',
      'playground',
      'carousel',
      'pool',
      'ice cream',
      'all ages',
      'toys',
      'interactive',
    ],
  },
] as const satisfies readonly { id: string; label: string; categoryKeywords: readonly string[]; descriptionKeywords: readonly string[] }[];
export type InterestId = (typeof INTERESTS)[number]['id'];

/** Categories that are never a stop: somewhere to sleep or to train, not to visit. */
export const EXCLUDED_CATEGORY_KEYWORDS = ['hotel', 'lodging', 'accommodation', 'wellness', 'fitness'] as const;

export type Fit = 'good' | 'ok' | 'no';

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
