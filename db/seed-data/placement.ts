/**
 * Where a seed event falls in the calendar, worked out from the seeding day so the demo keeps its
 * calendar sense whatever day it is seeded: a holiday on its date, a Sunday service on a Sunday, a
 * weekly night on its weekday. Dates are New York calendar dates (YYYY-MM-DD).
 */
import { addDays } from '#lib/domain/time.ts';

export const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A yearly date: a fixed day of a month, the nth weekday of a month (-1 the last), or Lunar New Year. */
export type Yearly = { month: number; day: number } | { month: number; nth: 1 | 2 | 3 | 4 | -1; weekday: Weekday } | 'lunar-new-year';

/**
 * `day`: days from the seeding day, moved to the nearest `weekday` on the same side of the
 * seeding day. `yearly`: the first time it falls on or after the start of the past month, moved to
 * the first `weekday` on or after it when one is given.
 */
export type Placement = { day: number; weekday?: Weekday } | { yearly: Yearly; weekday?: Weekday };

/** How far back the demo's past reaches: an event of the past month is kept as a past event. */
export const PAST_DAYS = 30;

// The first day of the Lunar New Year (the Chinese calendar), by Gregorian year.
const LUNAR_NEW_YEAR: Record<number, string> = {
  2024: '02-10',
  2025: '01-29',
  2026: '02-17',
  2027: '02-06',
  2028: '01-26',
  2029: '02-13',
  2030: '02-03',
  2031: '01-23',
  2032: '02-11',
  2033: '01-31',
  2034: '02-19',
  2035: '02-08',
  2036: '01-28',
  2037: '02-15',
  2038: '02-04',
  2039: '01-24',
  2040: '02-12',
};

/** Days from one calendar date to another. */
export const daysBetween = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The weekday of a calendar date. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

/** The first date on or after `date` (or on or before it, going back) that falls on `weekday`. */
export function onWeekday(date: string, weekday: Weekday, direction: 1 | -1 = 1): string {
  const gap = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(date)) + 7) % 7;
  return direction === 1 ? addDays(date, gap) : addDays(date, gap === 0 ? 0 : gap - 7);
}

/** The date a yearly rule gives in `year`. */
export function yearlyDate(rule: Yearly, year: number): string {
  if (rule === 'lunar-new-year') {
    const monthDay = LUNAR_NEW_YEAR[year];
    if (!monthDay) throw new Error(`No Lunar New Year date for ${year}: add it to LUNAR_NEW_YEAR`);
    return `${year}-${monthDay}`;
  }
  if ('day' in rule) return `${year}-${pad(rule.month)}-${pad(rule.day)}`;
  if (rule.nth === -1) {
    const lastDay = new Date(Date.UTC(year, rule.month, 0)).getUTCDate();
    return onWeekday(`${year}-${pad(rule.month)}-${pad(lastDay)}`, rule.weekday, -1);
  }
  return addDays(onWeekday(`${year}-${pad(rule.month)}-01`, rule.weekday), 7 * (rule.nth - 1));
}

/** The New York date of a seed event seeded on `today`. */
export function placeEvent(placement: Placement, today: string): string {
  if ('day' in placement) {
    const date = addDays(today, placement.day);
    if (!placement.weekday) return date;
    // The nearest such weekday (at most three days away), staying on the same side of today.
    const after = onWeekday(date, placement.weekday);
    const before = onWeekday(date, placement.weekday, -1);
    const nearest = after === date || daysBetween(date, after) <= 3 ? after : before;
    if (placement.day > 0 && nearest <= today) return after;
    if (placement.day < 0 && nearest >= today) return before;
    return nearest;
  }
  const from = addDays(today, -PAST_DAYS);
  const year = Number(from.slice(0, 4));
  const at = (y: number) => {
    const date = yearlyDate(placement.yearly, y);
    return placement.weekday ? onWeekday(date, placement.weekday) : date;
  };
  return at(year) >= from ? at(year) : at(year + 1);
}
