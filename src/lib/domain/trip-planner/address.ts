/** A plan's address (the query string is the plan) and the words that describe it. */
import { formatPrice } from '../money.ts';
import { addDays, isCalendarDate } from '../time.ts';
import {
  BUDGETS,
  type BudgetId,
  DEFAULT_BUDGET,
  DEFAULT_GROUP_SIZE,
  DURATIONS,
  type DurationId,
  GROUP_SIZES,
  type GroupSizeId,
  INTERESTS,
  type InterestId,
} from './choices.ts';
import { budgetOf, durationOf, groupSizeOf, interestOf } from './matching.ts';
import type { TripPreferences } from './types.ts';

export const TRIP_PLANNER_PATH = '/trip-planner';

const isOneOf = <T extends string>(list: readonly { id: T }[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && list.some((item) => item.id === value);

/** What is wrong with a field of the planner's form (its words: tripErrorsIn, i18n/localized/trip.ts). */
export type TripProblem = 'duration' | 'interests' | 'start' | 'startTooLate';

/** Latest start date accepted, in days after today. */
export const MAX_DAYS_AHEAD = 366;

export type TripQuery = {
  /** Whether the form was sent (any of its fields is in the address). */
  submitted: boolean;
  /** What the form should show: the visitor's choices, defaults where none. */
  values: { duration: DurationId | null; interests: InterestId[]; budget: BudgetId; groupSize: GroupSizeId; start: string };
  errors: Partial<Record<'duration' | 'interests' | 'start', TripProblem>>;
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
  const wanted = new Set(
    params
      .getAll('interests')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  const interests = INTERESTS.map((interest) => interest.id).filter((id) => wanted.has(id));
  const rawBudget = params.get('budget');
  const budget = isOneOf(BUDGETS, rawBudget) ? rawBudget : DEFAULT_BUDGET;
  const rawGroup = params.get('group');
  const groupSize = isOneOf(GROUP_SIZES, rawGroup) ? rawGroup : DEFAULT_GROUP_SIZE;
  const rawStart = (params.get('start') ?? '').trim();

  const errors: TripQuery['errors'] = {};
  let start = today;
  if (rawStart !== '') {
    if (!isCalendarDate(rawStart)) errors.start = 'start';
    else if (rawStart > addDays(today, MAX_DAYS_AHEAD)) errors.start = 'startTooLate';
    else start = rawStart;
  }
  if (submitted && !duration) errors.duration = 'duration';
  if (submitted && interests.length === 0) errors.interests = 'interests';
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
