/** The directory's advanced search in the visitor's language: its choices, what it found problems with, and the results' scope. */
import { nextOpenAtInstant, type AdvancedProblem, type AdvancedSearch } from '#lib/domain/advanced-search.ts';
import { WEEK_DAYS, type WeekDay } from '#lib/domain/weekly-hours.ts';
import { instantIn } from '#lib/i18n/format.ts';
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options?: { locale?: Locale }) => string;

const PROBLEMS: Record<AdvancedProblem, Message> = {
  price: m.businesses_adv_bad_price,
  minRating: m.businesses_adv_bad_min_rating,
  openDay: m.businesses_adv_bad_open_day,
  openTime: m.businesses_adv_bad_open_time,
  openAtIncomplete: m.businesses_adv_open_incomplete,
  savedPlace: m.businesses_adv_bad_saved_place,
  within: m.businesses_adv_bad_within,
};

/** What is wrong with an advanced parameter, in `locale`. */
export const advancedProblemMessage = (problem: AdvancedProblem) => PROBLEMS[problem];

/** A weekday's full name in `locale`: "Saturday", "sábado", "samedi". */
export const weekdayLong = (locale: Locale, day: WeekDay): string =>
  // 1 January 2024 was a Monday.
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEK_DAYS.indexOf(day))),
  );

/** A number as the language writes it: "4.5", "4,5". */
const decimal = (locale: Locale, value: number) => new Intl.NumberFormat(INTL_LOCALES[locale]).format(value);

/** "0.5 mi", "0,5 mi": the unit is written the same in every language (as distanceText writes it). */
export const milesText = (locale: Locale, miles: number): string => `${decimal(locale, miles)} mi`;

/** "4.5 stars and up", "4,5 étoiles et plus". */
export const ratingFloorText = (locale: Locale, rating: number): string =>
  m.businesses_adv_rating_floor({ rating: decimal(locale, rating) }, { locale });

/**
 * The advanced search's part of "Showing 1–5 of 5 businesses…": " priced $, $$ rated 4 or more
 * open Saturday, December 5, 8:00 PM within 0.5 mi of Minton's Playhouse".
 */
export function advancedScope(locale: Locale, search: AdvancedSearch, now: Date, placeName: string | null): string {
  const parts: string[] = [];
  const t = { locale };
  if (search.prices.length) parts.push(m.businesses_scope_price({ prices: search.prices.join(', ') }, t));
  if (search.minRating !== null) parts.push(m.businesses_scope_rating({ rating: decimal(locale, search.minRating) }, t));
  if (search.openAt) {
    const when = instantIn(locale, nextOpenAtInstant(search.openAt, now), {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    parts.push(m.businesses_scope_open_at({ when }, t));
  }
  if (search.nearSaved) {
    const miles = milesText(locale, search.nearSaved.withinMiles);
    parts.push(placeName ? m.businesses_scope_near_place({ miles, place: placeName }, t) : m.businesses_scope_near_saved({ miles }, t));
  }
  return parts.join('');
}
