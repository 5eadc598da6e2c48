/**
 * Repeating events (issue 14): a rule in RFC 5545 RRULE form, read and expanded by the rrule
 * library. Rules are kept to what a guide needs and can show honestly: weekly on given weekdays,
 * monthly on the nth weekday ("the first Friday"), or monthly on a date every month has (the 1st
 * to the 28th), optionally until a date or for a count. Dates are New York calendar dates; the
 * wall-clock time is the first occurrence's, so a 7:30 PM show stays at 7:30 PM across
 * daylight-saving changes.
 */
import * as rrulePackage from 'rrule';
import type { RRule as Rule } from 'rrule';
import { LAST_DAY_EVERY_MONTH, monthlyPlace, type RepeatChoice } from './repeat-choices.ts';
import { addDays } from './time.ts';

// The package's ES build (what Vite bundles) has named exports; under plain Node its CommonJS
// build is loaded, whose names sit on the default export.
const { RRule } = (
  'RRule' in rrulePackage ? rrulePackage : (rrulePackage as unknown as { default: typeof rrulePackage }).default
) as typeof rrulePackage;
type RRule = Rule;

/** How far ahead a series' occurrences are listed (they are added as the days pass). */
export const SERIES_HORIZON_DAYS = 92;
/** The most dates one expansion gives: every day of the past month and the horizon fits. */
export const MAX_OCCURRENCES_PER_CALL = 130;

export const RECURRENCE_MESSAGES = {
  invalid: 'Repeat must be weekly on set days, or monthly on a set weekday or date, like FREQ=WEEKLY;BYDAY=WE',
} as const;

/** A date as the library's "floating" UTC midnight (the library computes in UTC; we read back only the date). */
const floating = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The rule of an RRULE text, or null when it is not one a series may have. */
export function parseRecurrence(text: string | null | undefined): RRule | null {
  if (!text) return null;
  const body = text.trim().replace(/^RRULE:/i, '');
  if (!/^[A-Z0-9=;,+-]+$/i.test(body) || body.length > 200) return null;
  let options;
  try {
    options = RRule.parseString(body);
  } catch {
    return null;
  }
  if (options.freq !== RRule.WEEKLY && options.freq !== RRule.MONTHLY) return null;
  if (options.interval !== undefined && (options.interval < 1 || options.interval > 4)) return null;
  const byWeekday = Boolean(options.byweekday) && !(Array.isArray(options.byweekday) && options.byweekday.length === 0);
  const monthDays = options.bymonthday === undefined || options.bymonthday === null ? [] : [options.bymonthday].flat();
  // Weekdays, or else (monthly only) one date every month has: never both, never neither.
  if (byWeekday === monthDays.length > 0) return null;
  if (
    monthDays.length > 0 &&
    (options.freq !== RRule.MONTHLY || monthDays.length > 1 || !(monthDays[0] >= 1 && monthDays[0] <= LAST_DAY_EVERY_MONTH))
  )
    return null;
  // Only these (and COUNT/UNTIL/INTERVAL): no hourly, yearly or by-set-position rules.
  const allowed = new Set(['freq', 'interval', 'byweekday', 'bymonthday', 'count', 'until', 'wkst']);
  if (
    Object.keys(options).some(
      (key) => !allowed.has(key) && options[key as keyof typeof options] !== undefined && options[key as keyof typeof options] !== null,
    )
  )
    return null;
  return new RRule(options);
}

/** The dates (YYYY-MM-DD) a rule gives from the series' first date, between `from` and `to` inclusive. */
export function occurrenceDates(rule: RRule, firstDate: string, from: string, to: string): string[] {
  const anchored = new RRule({ ...rule.origOptions, dtstart: floating(firstDate) });
  return anchored.between(floating(from), floating(to), true).map(dateOf).slice(0, MAX_OCCURRENCES_PER_CALL);
}

/** The first date the rule gives on or after `from`, or null when it gives none. */
export function firstOccurrence(rule: RRule, from: string): string | null {
  const anchored = new RRule({ ...rule.origOptions, dtstart: floating(from) });
  const first = anchored.after(floating(from), true);
  return first ? dateOf(first) : null;
}

/** "Every week on Wednesday", "Every month on the 1st Friday": the rule in words. */
export function describeRecurrence(rule: RRule): string {
  const text = rule.toText();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stored rule in words, or null for none (or one that cannot be read). */
export function describeRecurrenceText(text: string | null | undefined): string | null {
  const rule = parseRecurrence(text);
  return rule ? describeRecurrence(rule) : null;
}

/** The rule written back as RRULE text (normalised), for storing. */
export function recurrenceText(rule: RRule): string {
  return RRule.optionsToString(rule.origOptions).replace(/^RRULE:/, '');
}

/** The library's weekdays in JavaScript's order (0 is Sunday). */
const WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];

/**
 * The RRULE text of a form's Repeats choice for a series starting on `firstDate` (its weekday,
 * its nth weekday or its date), ending on `until` (inclusive) when given; null for "Does not
 * repeat". The choice is checked beforehand (OwnerEventSchema): a date after the 28th has no
 * monthly date rule and is refused here too.
 */
export function repeatRecurrence(choice: RepeatChoice, firstDate: string, until: string | null): string | null {
  if (choice === 'none') return null;
  const { weekday, nth, day } = monthlyPlace(firstDate);
  if (choice === 'monthly-date' && day > LAST_DAY_EVERY_MONTH) throw new RangeError(`No monthly date rule for day ${day}`);
  const rule = new RRule({
    freq: choice === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    ...(choice === 'weekly'
      ? { byweekday: [WEEKDAYS[weekday]] }
      : choice === 'monthly-weekday'
        ? { byweekday: [WEEKDAYS[weekday].nth(nth)] }
        : { bymonthday: [day] }),
    ...(until ? { until: floating(until) } : {}),
  });
  return recurrenceText(rule);
}

/** The last date a series should be listed up to, from today. */
export const seriesHorizon = (today: string) => addDays(today, SERIES_HORIZON_DAYS);
