/**
 * A repeating event's rule in the visitor's language (decision 024). English keeps the rrule
 * library's words (describeRecurrence); Spanish and French are written here for the rules a
 * series may have (recurrence.ts): weekly on given weekdays, monthly on the nth weekday or on a
 * date, every 1 to 4 weeks or months, until a date or for a count. A rule this cannot put in
 * words comes back in English, for the page to mark `lang="en"`.
 */
import type { Weekday } from 'rrule';
import { describeRecurrence, parseRecurrence } from '#lib/domain/recurrence.ts';
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import {
  cards_repeat_count,
  cards_repeat_first,
  cards_repeat_fourth,
  cards_repeat_last,
  cards_repeat_month_day,
  cards_repeat_month_first_day,
  cards_repeat_monthly,
  cards_repeat_second,
  cards_repeat_third,
  cards_repeat_until,
  cards_repeat_weekday,
  cards_repeat_weekly,
} from '#paraglide/messages.js';

/** A rule in words, and whether they are the English original (to be marked `lang="en"`). */
export type RuleWords = { text: string; english: boolean };

type Options = {
  freq: number;
  interval?: number | null;
  byweekday?: unknown;
  bymonthday?: number | number[] | null;
  count?: number | null;
  until?: Date | null;
};

const NTH = {
  1: cards_repeat_first,
  2: cards_repeat_second,
  3: cards_repeat_third,
  4: cards_repeat_fourth,
  [-1]: cards_repeat_last,
} as const;
// The rrule library's frequencies.
const MONTHLY = 1;
const WEEKLY = 2;

/** The weekday's name in `locale` (the library counts from Monday): "martes", "mardi". */
function weekdayName(locale: Locale, weekday: number): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekday)),
  );
}

/** A last date: "25 de noviembre de 2026", "25 novembre 2026" ("1er novembre" in French). */
function untilDate(locale: Locale, until: Date): string {
  const text = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(until);
  return locale === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

/** The days part of a rule ("el martes y el jueves", "le premier vendredi"), or null for one outside the patterns. */
function daysOf(locale: Locale, options: Options): string | null {
  const t = { locale };
  const weekdays = (options.byweekday === undefined || options.byweekday === null ? [] : [options.byweekday].flat()) as (
    Weekday | number
  )[];
  const days = weekdays.map((day) => (typeof day === 'number' ? { weekday: day, n: undefined } : { weekday: day.weekday, n: day.n }));
  const list = (items: string[]) => new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(items);
  if (options.freq === WEEKLY) {
    if (days.length === 0 || days.some((day) => day.n)) return null;
    return list(days.map((day) => cards_repeat_weekday({ weekday: weekdayName(locale, day.weekday) }, t)));
  }
  const monthDays = options.bymonthday === undefined || options.bymonthday === null ? [] : [options.bymonthday].flat();
  if (monthDays.length === 1 && days.length === 0)
    return monthDays[0] === 1 ? cards_repeat_month_first_day({}, t) : cards_repeat_month_day({ day: monthDays[0] }, t);
  if (monthDays.length > 0 || days.length === 0 || days.some((day) => !day.n || !(day.n in NTH))) return null;
  return list(days.map((day) => NTH[day.n as keyof typeof NTH]({ weekday: weekdayName(locale, day.weekday) }, t)));
}

/** A stored rule in words in `locale`, or null when there is none (or it cannot be read). */
export function describeRecurrenceIn(locale: Locale, text: string | null | undefined): RuleWords | null {
  const rule = parseRecurrence(text);
  if (!rule) return null;
  const english = { text: describeRecurrence(rule), english: true };
  // The library words rules in English only: the page's own words on an English page, translated here for the others.
  if (!writtenIn('en', locale)) return english;
  const options = rule.origOptions as Options;
  const days = daysOf(locale, options);
  if (!days) return english;
  const t = { locale };
  const interval = options.interval ?? 1;
  let words =
    options.freq === WEEKLY
      ? cards_repeat_weekly({ interval, days }, t)
      : options.freq === MONTHLY
        ? cards_repeat_monthly({ interval, day: days }, t)
        : null;
  if (!words) return english;
  if (options.until) words = cards_repeat_until({ rule: words, date: untilDate(locale, options.until) }, t);
  else if (options.count) words = cards_repeat_count({ rule: words, count: options.count }, t);
  return { text: words, english: false };
}
