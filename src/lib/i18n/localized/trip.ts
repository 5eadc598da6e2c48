/**
 * The trip planner's words in the visitor's language (decision 024): its choices, a plan's dates,
 * times, walks, reasons and cost, from the messages (English is the planner's own wording,
 * trip-planner/*.ts, byte for byte) and Intl. Shared by the page and the planner's island, so its
 * messages are imported by name.
 */
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { calendarDayIn, clockTimeIn, longDateIn, moneyIn } from '#lib/i18n/format.ts';

export { clockTimeIn, longDateIn, timeRangeIn } from '#lib/i18n/format.ts';
import { PRICE_TIERS } from '#lib/domain/price-tiers.ts';
import type { BlockId, BudgetId, DurationId, GroupSizeId, InterestId } from '#lib/domain/trip-planner/choices.ts';
import type { TripProblem, TripQuery } from '#lib/domain/trip-planner/address.ts';
import { budgetOf, SHORT_WALK_MINUTES } from '#lib/domain/trip-planner/matching.ts';
import type { ItineraryPick, Opening, TripPreferences, WalkLeg } from '#lib/domain/trip-planner/types.ts';
import {
  trip_block_afternoon,
  trip_block_evening,
  trip_block_morning,
  trip_budget_budget,
  trip_budget_luxury,
  trip_budget_moderate,
  trip_budget_premium,
  trip_cost_about,
  trip_cost_free,
  trip_cost_or_more,
  trip_cost_range,
  trip_duration_extended,
  trip_duration_extended_hint,
  trip_duration_full_day,
  trip_duration_full_day_hint,
  trip_duration_half_day,
  trip_duration_half_day_hint,
  trip_duration_weekend,
  trip_duration_weekend_hint,
  trip_error_duration,
  trip_error_interests,
  trip_error_start,
  trip_error_start_late,
  trip_events_afternoon,
  trip_events_evening,
  trip_events_morning,
  trip_group_couple,
  trip_group_large_group,
  trip_group_people_couple,
  trip_group_people_large_group,
  trip_group_people_small_group,
  trip_group_people_solo,
  trip_group_small_group,
  trip_group_solo,
  trip_interest_architecture,
  trip_interest_culture,
  trip_interest_family,
  trip_interest_food,
  trip_interest_history,
  trip_interest_music,
  trip_interest_outdoor,
  trip_interest_shopping,
  trip_reason_and,
  trip_reason_for,
  trip_reason_hours_unknown,
  trip_reason_open,
  trip_reason_open_all_day,
  trip_reason_open_from,
  trip_reason_rated,
  trip_tier_amount,
  trip_tier_range,
  trip_tier_under,
  trip_walk_long,
  trip_walk_short,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const say = (message: Message, locale: Locale) => message({}, { locale });

const DURATIONS: Record<DurationId, [Message, Message]> = {
  'half-day': [trip_duration_half_day, trip_duration_half_day_hint],
  'full-day': [trip_duration_full_day, trip_duration_full_day_hint],
  weekend: [trip_duration_weekend, trip_duration_weekend_hint],
  extended: [trip_duration_extended, trip_duration_extended_hint],
};
const INTERESTS: Record<InterestId, Message> = {
  food: trip_interest_food,
  culture: trip_interest_culture,
  history: trip_interest_history,
  music: trip_interest_music,
  shopping: trip_interest_shopping,
  outdoor: trip_interest_outdoor,
  architecture: trip_interest_architecture,
  family: trip_interest_family,
};
const BUDGETS: Record<BudgetId, Message> = {
  budget: trip_budget_budget,
  moderate: trip_budget_moderate,
  premium: trip_budget_premium,
  luxury: trip_budget_luxury,
};
/** Dollar amounts as French writes them (the sign after the number). */
const FRENCH_RANGES: Record<BudgetId, string> = { budget: '0–50 $', moderate: '50–150 $', premium: '150–300 $', luxury: '300 $ et plus' };
const GROUPS: Record<GroupSizeId, [Message, Message]> = {
  solo: [trip_group_solo, trip_group_people_solo],
  couple: [trip_group_couple, trip_group_people_couple],
  'small-group': [trip_group_small_group, trip_group_people_small_group],
  'large-group': [trip_group_large_group, trip_group_people_large_group],
};
const BLOCKS: Record<BlockId, [Message, Message]> = {
  morning: [trip_block_morning, trip_events_morning],
  afternoon: [trip_block_afternoon, trip_events_afternoon],
  evening: [trip_block_evening, trip_events_evening],
};

export const durationLabel = (locale: Locale, id: DurationId) => say(DURATIONS[id][0], locale);
export const durationHint = (locale: Locale, id: DurationId) => say(DURATIONS[id][1], locale);
export const interestLabel = (locale: Locale, id: InterestId) => say(INTERESTS[id], locale);
export const budgetLabel = (locale: Locale, id: BudgetId) => say(BUDGETS[id], locale);
export const groupLabel = (locale: Locale, id: GroupSizeId) => say(GROUPS[id][0], locale);
/** "2 people", "3–6 personas". */
export const groupPeople = (locale: Locale, id: GroupSizeId) => say(GROUPS[id][1], locale);
export const blockLabel = (locale: Locale, id: BlockId) => say(BLOCKS[id][0], locale);
/** The name of a block's list of events, for screen readers. */
export const blockEventsLabel = (locale: Locale, id: BlockId) => say(BLOCKS[id][1], locale);
/** "$50–150"; "50–150 $" in French. */
export const budgetRange = (locale: Locale, id: BudgetId) => (locale === 'fr' ? FRENCH_RANGES[id] : budgetOf(id).range);

/** "Full Day · History, Music & Jazz · Moderate ($50–150) · Couple" in the visitor's language. */
export function describePreferencesIn(locale: Locale, preferences: TripPreferences): string {
  const interests = preferences.interests.map((id) => interestLabel(locale, id)).join(', ');
  return `${durationLabel(locale, preferences.duration)} · ${interests} · ${budgetLabel(locale, preferences.budget)} (${budgetRange(locale, preferences.budget)}) · ${groupLabel(locale, preferences.groupSize)}`;
}

/** A calendar day's weekday: "Saturday", "sábado", "samedi". */
const weekdayIn = (locale: Locale, date: string) => calendarDayIn(locale, date, { weekday: 'long' });
const decimal = (locale: Locale, value: number) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** A rating with one decimal: "4.7"; "4,7" in French. */
export const ratingIn = (locale: Locale, rating: number) => decimal(locale, rating);

function openingIn(locale: Locale, opening: Opening, weekday: string): string {
  if (opening.opens === '00:00' && opening.closes === '24:00') return trip_reason_open_all_day({ weekday }, { locale });
  if (opening.closes === '24:00') return trip_reason_open_from({ time: clockTimeIn(locale, opening.opens), weekday }, { locale });
  return trip_reason_open({ opens: clockTimeIn(locale, opening.opens), closes: clockTimeIn(locale, opening.closes), weekday }, { locale });
}

/** "history, music & jazz and food & dining" in English, commas only in Spanish and French. */
function interestsIn(locale: Locale, interests: readonly InterestId[]): string {
  const labels = interests.map((id) => interestLabel(locale, id).toLocaleLowerCase(INTL_LOCALES[locale]));
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')}${trip_reason_and({}, { locale })}${labels.at(-1)}`;
}

/** Why a stop is in the plan on `date` (its opening then, its interests, a high rating); as generated when the plan left out its opening. */
export function reasonsIn(locale: Locale, pick: ItineraryPick, date: string): string[] {
  if (pick.opening === undefined) return pick.reasons;
  const reasons = [pick.opening ? openingIn(locale, pick.opening, weekdayIn(locale, date)) : trip_reason_hours_unknown({}, { locale })];
  reasons.push(trip_reason_for({ interests: interestsIn(locale, pick.interests) }, { locale }));
  // Rounded once, as the plan's English always has ("Rated 4.5" for a stored 4.55, just under), in every language.
  if (pick.rating !== null && pick.rating >= 4.5)
    reasons.push(trip_reason_rated({ rating: ratingIn(locale, Number(pick.rating.toFixed(1))) }, { locale }));
  return reasons;
}

const METRES_PER_MILE = 1609.344;

/** A leg between stops: minutes on foot, or miles (kilometres in French) when the subway is quicker. */
export function describeWalkIn(locale: Locale, leg: WalkLeg): string {
  if (leg.minutes <= SHORT_WALK_MINUTES) return trip_walk_short({ minutes: leg.minutes }, { locale });
  const distance = locale === 'fr' ? leg.metres / 1000 : leg.metres / METRES_PER_MILE;
  return trip_walk_long({ distance: decimal(locale, distance) }, { locale });
}

const dollarsIn = moneyIn;

/** "About $45.00–$120.00 per person" in the visitor's language; `who` is already in it. */
export function formatCostRangeIn(locale: Locale, lowCents: number, highCents: number | null, who: string): string {
  if (highCents === 0) return trip_cost_free({ who }, { locale });
  if (highCents === null) return trip_cost_or_more({ low: dollarsIn(locale, lowCents), who }, { locale });
  if (lowCents === highCents) return trip_cost_about({ amount: dollarsIn(locale, lowCents), who }, { locale });
  return trip_cost_range({ low: dollarsIn(locale, lowCents), high: dollarsIn(locale, highCents), who }, { locale });
}

/** "$ under $15, $$ $15-30, $$$ $30-60, $$$$ $60+", the price ranges as the estimate counts them. */
export function priceTiersIn(locale: Locale): string {
  const amount = (dollars: number) => trip_tier_amount({ amount: dollars }, { locale });
  const ranges = [
    trip_tier_under({ amount: amount(15) }, { locale }),
    trip_tier_range({ low: 15, high: 30 }, { locale }),
    trip_tier_range({ low: 30, high: 60 }, { locale }),
    `${amount(60)}+`,
  ];
  return PRICE_TIERS.map((tier, index) => `${tier.symbol} ${ranges[index]}`).join(', ');
}

const ERRORS: Record<TripProblem, Message> = {
  duration: trip_error_duration,
  interests: trip_error_interests,
  start: trip_error_start,
  startTooLate: trip_error_start_late,
};

/** The planner form's messages, by field, in the visitor's language. */
export type TripErrors = Partial<Record<keyof TripQuery['errors'], string>>;

/** What is wrong with each field of the planner's form (parseTripQuery's problems), said in `locale`. */
export function tripErrorsIn(locale: Locale, problems: TripQuery['errors']): TripErrors {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, say(ERRORS[problem], locale)]));
}
