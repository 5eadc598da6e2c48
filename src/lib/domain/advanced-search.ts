/**
 * The directory's advanced search, a Premium benefit: price tiers, a rating floor, open at a
 * chosen day and time (New York), and near one of the member's saved places. Read from the
 * address without ever failing: what cannot be read is a problem code (said where it is shown)
 * and filters nothing.
 */
import { PRICE_TIERS } from './price-tiers.ts';
import { WEEK_DAYS, type WeekDay } from './weekly-hours.ts';
import { addDays, isClockTime, newYorkTimeToInstant, toNewYorkParts } from './time.ts';

export type PriceRange = (typeof PRICE_TIERS)[number]['symbol'];

/** The address's names for the advanced filters (the page's form and the API read the same). */
export const ADVANCED_PARAMS = ['price', 'minRating', 'openDay', 'openTime', 'savedPlace', 'within'] as const;
export type AdvancedParam = (typeof ADVANCED_PARAMS)[number];

/** The rating floors the form offers (any number from 1 to 5, one decimal, is read). */
export const RATING_FLOORS = [3, 3.5, 4, 4.5] as const;
/** The distances from a saved place the form offers, in miles (any from 0.1 to 5 is read). */
export const WITHIN_MILES = [0.25, 0.5, 1, 2] as const;
export const DEFAULT_WITHIN_MILES = 0.5;
const MAX_WITHIN_MILES = 5;
export const METRES_PER_MILE = 1609.344;

export type OpenAtChoice = { day: WeekDay; time: string };
/** Near one saved place (its business id) or any of them, within so many miles. */
export type SavedPlaceChoice = { place: number | 'any'; withinMiles: number };

export type AdvancedSearch = {
  /** Only these tiers (none: any price). */
  prices: PriceRange[];
  minRating: number | null;
  openAt: OpenAtChoice | null;
  nearSaved: SavedPlaceChoice | null;
};

export type AdvancedProblem = 'price' | 'minRating' | 'openDay' | 'openTime' | 'openAtIncomplete' | 'savedPlace' | 'within';
export type AdvancedProblemAt = { problem: AdvancedProblem; parameter: AdvancedParam };

export const NO_ADVANCED_SEARCH: AdvancedSearch = { prices: [], minRating: null, openAt: null, nearSaved: null };

/** Whether the address asks for any advanced filter (an empty value is the form's "any"). */
export function hasAdvancedParams(params: URLSearchParams): boolean {
  return ADVANCED_PARAMS.some((name) => name !== 'within' && params.getAll(name).some((value) => value.trim() !== ''));
}

/** Whether a read search filters anything. */
export const isAdvancedSearchActive = (search: AdvancedSearch): boolean =>
  search.prices.length > 0 || search.minRating !== null || search.openAt !== null || search.nearSaved !== null;

const values = (params: URLSearchParams, name: AdvancedParam) =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

/** A tier by its number (1-4, as the form sends it) or its symbol ("$$"). */
function priceOf(value: string): PriceRange | null {
  if (/^[1-4]$/.test(value)) return PRICE_TIERS[Number(value) - 1].symbol;
  return PRICE_TIERS.find((tier) => tier.symbol === value)?.symbol ?? null;
}

/** A tier's number in the address: "$$" is 2. */
export const priceParam = (price: PriceRange): string => String(PRICE_TIERS.findIndex((tier) => tier.symbol === price) + 1);

function parseNumber(raw: string | undefined, pattern: RegExp, min: number, max: number): number | null | 'invalid' {
  if (raw === undefined) return null;
  if (!pattern.test(raw)) return 'invalid';
  const value = Number(raw);
  return value >= min && value <= max ? value : 'invalid';
}

const dayOf = (raw: string): WeekDay | null => WEEK_DAYS.find((day) => day.toLowerCase() === raw.toLowerCase()) ?? null;

/** The advanced filters an address asks for, and what in it could not be read (those filter nothing). */
export function parseAdvancedSearch(params: URLSearchParams): { search: AdvancedSearch; problems: AdvancedProblemAt[] } {
  const problems: AdvancedProblemAt[] = [];
  const problem = (parameter: AdvancedParam, code: AdvancedProblem = parameter as AdvancedProblem) => {
    problems.push({ problem: code, parameter });
    return null;
  };

  const priceValues = values(params, 'price');
  const prices = priceValues.map(priceOf);
  const pricesRead = prices.includes(null)
    ? (problem('price') ?? [])
    : PRICE_TIERS.map((tier) => tier.symbol).filter((symbol) => prices.includes(symbol));

  const rating = parseNumber(values(params, 'minRating')[0], /^\d(\.\d)?$/, 1, 5);
  const minRating = rating === 'invalid' ? problem('minRating') : rating;

  const dayRaw = values(params, 'openDay')[0];
  const timeRaw = values(params, 'openTime')[0];
  const day = dayRaw === undefined ? null : (dayOf(dayRaw) ?? problem('openDay'));
  const time = timeRaw === undefined ? null : isClockTime(timeRaw) ? timeRaw : problem('openTime');
  const openAt: OpenAtChoice | null = day && time ? { day, time } : null;
  // A day without a time (or a time without a day) names no moment: the missing one is asked for.
  if (!openAt && (day || time) && (dayRaw === undefined || timeRaw === undefined))
    problem(dayRaw === undefined ? 'openDay' : 'openTime', 'openAtIncomplete');

  const placeRaw = values(params, 'savedPlace')[0];
  const place = placeRaw === undefined ? null : placeRaw === 'any' ? 'any' : /^\d{1,9}$/.test(placeRaw) ? Number(placeRaw) : 'invalid';
  const within = parseNumber(values(params, 'within')[0], /^\d(\.\d{1,2})?$/, 0.1, MAX_WITHIN_MILES);
  let nearSaved: SavedPlaceChoice | null = null;
  if (place === 'invalid') problem('savedPlace');
  else if (place !== null) {
    if (within === 'invalid') problem('within');
    else nearSaved = { place, withinMiles: within ?? DEFAULT_WITHIN_MILES };
  }

  return { search: { prices: pricesRead, minRating, openAt, nearSaved }, problems };
}

/** The search as the address writes it (for links to other pages of the same results). */
export function advancedSearchParams(search: AdvancedSearch): [AdvancedParam, string][] {
  const entries: [AdvancedParam, string][] = search.prices.map((price) => ['price', priceParam(price)]);
  if (search.minRating !== null) entries.push(['minRating', String(search.minRating)]);
  if (search.openAt) entries.push(['openDay', search.openAt.day.toLowerCase()], ['openTime', search.openAt.time]);
  if (search.nearSaved) entries.push(['savedPlace', String(search.nearSaved.place)], ['within', String(search.nearSaved.withinMiles)]);
  return entries;
}

/**
 * The coming moment, in New York, that is `day` at `time`: today's when it is still ahead (or
 * now), else within the week.
 */
export function nextOpenAtInstant({ day, time }: OpenAtChoice, now: Date): Date {
  const today = toNewYorkParts(now).date;
  // getUTCDay of a calendar date: 0 is Sunday; WEEK_DAYS starts on Monday.
  const todayIndex = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const ahead = (WEEK_DAYS.indexOf(day) - todayIndex + 7) % 7;
  const instant = newYorkTimeToInstant(addDays(today, ahead), time);
  return instant.getTime() >= now.getTime() ? instant : newYorkTimeToInstant(addDays(today, ahead + 7), time);
}
