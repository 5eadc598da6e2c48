/**
 * The events pages' dates, filters and messages in the visitor's language (decision 024), from
 * the events messages and the formatting module (lib/i18n/format.ts), English included (its
 * wording is the spec's, byte for byte). Pure, so the pages and the calendar island share it.
 */
import type { EventWhen } from '#lib/domain/event-when.ts';
import type { DatesProblem, EventType } from '#lib/domain/events-query.ts';
import { MAX_RANGE_DAYS } from '#lib/domain/event-when.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { clockTimeIn, longDateIn, monthIn } from '#lib/i18n/format.ts';

export { clockTimeIn, longDateIn, monthIn, shortDateIn, timeRangeIn } from '#lib/i18n/format.ts';
import type { AccessFactKey } from '#lib/domain/accessibility.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** A New York calendar date (YYYY-MM-DD) or wall-clock time as an instant to format in UTC, so the server's zone never shifts it. */
const instantOf = (date: string, time = '12:00') => new Date(`${date}T${time}:00Z`);
const intl = (locale: Locale, options: Intl.DateTimeFormatOptions, instant: Date) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: 'UTC' }).format(instant);

/** An instant's New York day and time: "Saturday, December 5, 2026, 7:30 PM"; "samedi 5 décembre 2026 à 19:30". */
export function longDateTimeIn(locale: Locale, instant: Date): string {
  const { date, time } = toNewYorkParts(instant);
  return `${longDateIn(locale, date)}${locale === 'fr' ? ' à ' : ', '}${clockTimeIn(locale, time)}`;
}

/** A month as a heading: "December 2026"; "Diciembre de 2026"; "Décembre 2026". */
export function monthHeadingIn(locale: Locale, month: string): string {
  const text = monthIn(locale, month);
  return text.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale]) + text.slice(1);
}

/** Sunday to Saturday, short and long: ["Sun", "Sunday"]; ["dom", "domingo"]; ["dim.", "dimanche"]. */
export function weekdayNamesIn(locale: Locale): [string, string][] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = instantOf(`2026-11-0${index + 1}`);
    return [intl(locale, { weekday: 'short' }, day), intl(locale, { weekday: 'long' }, day)];
  });
}

const WHEN_MESSAGES: Record<EventWhen, Message> = {
  today: m.events_when_today,
  tonight: m.events_when_tonight,
  weekend: m.events_when_weekend,
};

/** "Today", "Tonight", "This weekend". */
export function whenLabelIn(locale: Locale, when: EventWhen): string {
  return WHEN_MESSAGES[when]({}, { locale });
}

/** "Dec 3"; "3 dic"; "3 déc.". */
export const shortDayIn = (locale: Locale, date: string) => intl(locale, { month: 'short', day: 'numeric' }, instantOf(date));

/** The list's date filter as words: "Tonight", "Dec 3", "Dec 3 to Dec 7" (`english` is the window's own label, for a window of neither). */
export function windowLabelIn(
  locale: Locale,
  english: string,
  dates: { when: EventWhen | null; from: string | null; to: string | null },
): string {
  if (dates.from) {
    const last = dates.to ?? dates.from;
    return last === dates.from
      ? shortDayIn(locale, dates.from)
      : m.events_range_window({ from: shortDayIn(locale, dates.from), to: shortDayIn(locale, last) }, { locale });
  }
  return dates.when ? whenLabelIn(locale, dates.when) : english;
}

const TYPE_MESSAGES: Record<EventType, Message> = {
  all: m.events_type_all,
  premium: m.events_type_premium,
  free: m.events_type_free,
  business: m.events_type_business,
  community: m.events_type_community,
};

/** "All events", "Premium", "Free", "Business events", "Community events". */
export function eventTypeLabelIn(locale: Locale, type: EventType): string {
  return TYPE_MESSAGES[type]({}, { locale });
}

const FEED_MESSAGES: Record<Exclude<EventType, 'all'>, Message> = {
  premium: m.events_feed_premium,
  free: m.events_feed_free,
  business: m.events_type_business,
  community: m.events_type_community,
};

/** What a type's calendar feed holds: "Premium events", "Free events", "Business events". */
export function feedTypeLabelIn(locale: Locale, type: Exclude<EventType, 'all'>): string {
  return FEED_MESSAGES[type]({}, { locale });
}

const ACCESS_MESSAGES: Record<AccessFactKey, Message> = {
  stepFreeEntrance: m.events_access_step_free,
  accessibleRestroom: m.events_access_restroom,
  hearingLoop: m.events_access_hearing_loop,
  seating: m.events_access_seating,
};

/** An accessibility filter's choice: "Step-free entrance", "Accessible restroom"... */
export function accessLabelIn(locale: Locale, key: AccessFactKey): string {
  return ACCESS_MESSAGES[key]({}, { locale });
}

/** Why the dates given were not used, in the visitor's language; a range too long names the days shown instead (`dates`). */
export function datesProblemIn(locale: Locale, problem: DatesProblem, dates: { from: string | null; to: string | null }): string {
  const t = { locale };
  if (problem === 'end-before-start') return m.events_dates_end_before_start({}, t);
  if (problem === 'end-without-start') return m.events_dates_end_without_start({}, t);
  if (problem === 'too-long' && dates.from && dates.to)
    return m.events_dates_too_long({ days: MAX_RANGE_DAYS, from: shortDayIn(locale, dates.from), to: shortDayIn(locale, dates.to) }, t);
  return m.events_dates_not_a_date({}, t);
}
