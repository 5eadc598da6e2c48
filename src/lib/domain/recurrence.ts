/**
 * Repeating events (issue 14): a rule in RFC 5545 RRULE form, read and expanded by the rrule
 * library. Rules are kept to what a guide needs and can show honestly: weekly on given weekdays,
 * or monthly on the nth weekday ("the first Friday"), optionally until a date or for a count.
 * Dates are New York calendar dates; the wall-clock time is the first occurrence's, so a 7:30 PM
 * show stays at 7:30 PM across daylight-saving changes.
 */
import * as rrulePackage from 'rrule';
import type { RRule as Rule } from 'rrule';
import { addDays } from './time.ts';

// The package's ES build (what Vite bundles) has named exports; under plain Node its CommonJS
// build is loaded, whose names sit on the default export.
const { RRule } = ('RRule' in rrulePackage ? rrulePackage : (rrulePackage as unknown as { default: typeof rrulePackage }).default) as typeof rrulePackage;
type RRule = Rule;

/** How far ahead a series' occurrences are listed (they are added as the days pass). */
export const SERIES_HORIZON_DAYS = 92;
/** The most dates one expansion gives: every day of the past month and the horizon fits. */
export const MAX_OCCURRENCES_PER_CALL = 130;

export const RECURRENCE_MESSAGES = {
  invalid: 'Repeat must be weekly on set days or monthly on a set weekday, like FREQ=WEEKLY;BYDAY=WE',
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
  if (!options.byweekday || (Array.isArray(options.byweekday) && options.byweekday.length === 0)) return null;
  // Only weekday rules (and COUNT/UNTIL/INTERVAL): no hourly, yearly or by-month-day rules.
  const allowed = new Set(['freq', 'interval', 'byweekday', 'count', 'until', 'wkst']);
  if (Object.keys(options).some((key) => !allowed.has(key) && options[key as keyof typeof options] !== undefined && options[key as keyof typeof options] !== null)) return null;
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

/** The rule written back as RRULE text (normalised), for storing. */
export function recurrenceText(rule: RRule): string {
  return RRule.optionsToString(rule.origOptions).replace(/^RRULE:/, '');
}

/** The last date a series should be listed up to, from today. */
export const seriesHorizon = (today: string) => addDays(today, SERIES_HORIZON_DAYS);

