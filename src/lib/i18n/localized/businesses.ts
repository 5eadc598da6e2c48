/**
 * Businesses in the visitor's language (decision 024): ratings, review counts, whether a place is
 * open, opening hours, distances, accessibility facts and the directory's orders. English is one
 * language among three, its words byte for byte the guide's own (weekly-hours.ts, opening-hours.ts,
 * distance.ts; tests/unit/localized-businesses.test.ts holds them together).
 */
import { describeAccess, type AccessFactKey, type AccessFacts } from '#lib/domain/accessibility.ts';
import type { DirectorySort } from '#lib/domain/directory-sort.ts';
import { describeDistance } from '#lib/domain/distance.ts';
import { categoryName } from '#lib/i18n/localized/names.ts';
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { openingHoursToWeek, WEEK_DAYS, type WeekDay, type WeeklyHours } from '#lib/domain/weekly-hours.ts';
import * as m from '#paraglide/messages.js';
import { instantIn } from '#lib/i18n/format.ts';
import { newYorkWallClock } from '#lib/domain/time.ts';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** The seeded categories' slugs by id; a category renamed or added later keeps its stored name. */
const SEEDED_CATEGORIES: Record<number, [slug: string, name: string]> = {
  1: ['restaurants', 'Restaurants'],
  2: ['museums', 'Museums'],
  3: ['hotels', 'Hotels'],
  4: ['history', 'Historical Sites'],
  5: ['music', 'Music Venues'],
  6: ['bars-nightlife', 'Bars & Nightlife'],
  7: ['art-culture', 'Arts & Culture'],
  8: ['parks-outdoors', 'Parks & Outdoors'],
  9: ['shopping', 'Shopping'],
  10: ['cafes-bakeries', 'Cafes & Bakeries'],
  11: ['tours', 'Tours & Experiences'],
  12: ['wellness', 'Health & Wellness'],
};

/** A business's category name in `locale` from its id and stored name. */
export function businessCategoryName(locale: Locale, category: { id: number; name: string }): string {
  const seeded = SEEDED_CATEGORIES[category.id];
  return seeded && seeded[1] === category.name ? categoryName(locale, seeded[0], category.name) : category.name;
}

/**
 * A rating as the language writes decimals: "4.7", "4,7". It is rounded once, as English always
 * has (toFixed: 1.15, stored just under, is 1.1), so every language shows the same digit.
 */
export const ratingNumber = (locale: Locale, rating: number): string =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(rating.toFixed(1)));

/** "Rated 4.7 out of 5", "Calificación: 4.7 de 5", "Note : 4,7 sur 5". */
export const ratedText = (locale: Locale, rating: number): string =>
  m.businesses_rated({ rating: ratingNumber(locale, rating) }, { locale });

/** "3 reviews", "1,204 reviews", "3 reseñas", "3 avis". */
export const reviewCountText = (locale: Locale, count: number): string => m.businesses_review_count({ count }, { locale });

/** A wall-clock time as the language writes it: "6 p.m.", "18:00". */
export const timeOfDay = (locale: Locale, hours: number, minutes: number): string =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    hour: 'numeric',
    ...((minutes || locale === 'fr') && { minute: '2-digit' }),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hours % 24, minutes)));

/** A time on the hours' clock: "6 PM", "midnight", "noon"; "6 p.m.", "18:00". */
export const clockIn = (locale: Locale, hours: number, minutes: number): string =>
  m.businesses_clock(
    {
      time: timeOfDay(locale, hours, minutes),
      moment: minutes ? 'other' : hours % 24 === 0 ? 'midnight' : hours === 12 ? 'noon' : 'other',
    },
    { locale },
  );

/** A weekday's short name in `locale`: "lun", "lun.". */
export const weekdayShort = (locale: Locale, day: WeekDay): string =>
  // 1 January 2024 was a Monday.
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEK_DAYS.indexOf(day))),
  );

const ENGLISH_DAYS: Record<string, WeekDay> = { Mon: 'Mo', Tue: 'Tu', Wed: 'We', Thu: 'Th', Fri: 'Fr', Sat: 'Sa', Sun: 'Su' };
const ENGLISH_STATUS =
  /^(Open now · closes|Closed · opens) (?:(tomorrow|Mon|Tue|Wed|Thu|Fri|Sat|Sun) )?(midnight|noon|(\d{1,2})(?::(\d\d))? (AM|PM))$/;

/**
 * "Open now · closes 6 PM" (opening-hours.ts's describeOpenStatus, computed once on the server for
 * every language) in `locale`: "Abierto ahora · cierra a las 6 p.m.", "Ouvert · ferme à 18:00".
 */
export function openStatusText(locale: Locale, status: { open: boolean; text: string }): string {
  if (status.text === 'Open 24 hours') return m.businesses_open_24({}, { locale });
  if (status.text === 'Closed') return m.businesses_closed({}, { locale });
  const match = ENGLISH_STATUS.exec(status.text);
  if (!match) return status.text;
  const [, verb, day, clock, hour, minute, half] = match;
  const hours = clock === 'midnight' ? 0 : clock === 'noon' ? 12 : (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  const time = clockIn(locale, hours, Number(minute ?? 0));
  const at = m.businesses_at_time({ count: hours % 12 || 12, time }, { locale });
  const when = !day
    ? at
    : day === 'tomorrow'
      ? m.businesses_at_tomorrow({ at }, { locale })
      : m.businesses_at_day({ day: weekdayShort(locale, ENGLISH_DAYS[day]), at }, { locale });
  return verb.startsWith('Open') ? m.businesses_status_closes({ when }, { locale }) : m.businesses_status_opens({ when }, { locale });
}

const sameSpans = (a: WeeklyHours[WeekDay], b: WeeklyHours[WeekDay]) =>
  a.length === b.length && a.every((span, i) => span.open === b[i].open && span.close === b[i].close);

/** Weekly hours as lines in `locale` ("lun–sáb: 10 a.m.–6 p.m."); null when they are richer than a week (shown as written). */
export function weekLinesIn(locale: Locale, value: string | null | undefined): string[] | null {
  const week = value ? openingHoursToWeek(value) : null;
  if (!week) return null;
  const groups: { days: WeekDay[]; spans: WeeklyHours[WeekDay] }[] = [];
  for (const day of WEEK_DAYS) {
    const last = groups.at(-1);
    if (last && sameSpans(last.spans, week[day])) last.days.push(day);
    else groups.push({ days: [day], spans: week[day] });
  }
  if (groups.length === 1 && sameSpans(groups[0].spans, ALL_DAY)) return [m.businesses_open_24_every_day({}, { locale })];
  return groups.map(({ days, spans }) => {
    const first = weekdayShort(locale, days[0]);
    const named =
      days.length === 7 ? m.businesses_daily({}, { locale }) : days.length === 1 ? first : `${first}–${weekdayShort(locale, days.at(-1)!)}`;
    return `${named.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale])}${named.slice(1)}${locale === 'fr' ? '\u00a0' : ''}: ${spansIn(locale, spans)}`;
  });
}

const ALL_DAY = [{ open: '00:00', close: '24:00' }];

/** A day's spans in `locale`: "10:30 AM–9 PM", "Closed", "Open 24 hours". */
function spansIn(locale: Locale, spans: WeeklyHours[WeekDay]): string {
  if (spans.length === 0) return m.businesses_closed({}, { locale });
  const clock = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number);
    return clockIn(locale, hours, minutes);
  };
  return spans
    .map((span) => (sameSpans([span], ALL_DAY) ? m.businesses_open_24({}, { locale }) : `${clock(span.open)}–${clock(span.close)}`))
    .join(', ');
}

/** Today's hours (New York's day) in `locale`: "Today: 10:30 AM–9 PM"; null when the hours are richer than a week. */
export function todayHoursIn(locale: Locale, value: string | null | undefined, now: Date): string | null {
  const week = value ? openingHoursToWeek(value) : null;
  if (!week) return null;
  const { year, month, day } = newYorkWallClock(now);
  // getUTCDay counts from Sunday; the week from Monday.
  const today = WEEK_DAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
  return m.businesses_hours_today({ hours: spansIn(locale, week[today]) }, { locale });
}

/** Decimals of miles under ten: English has always written "1.0 mi", Spanish and French "1 mi". */
const MILE_DECIMALS: Record<Locale, number> = { en: 1, es: 0, fr: 0 };

/** "0.4 mi · 8 min walk" in `locale`: "0,4 mi · 8 min à pied". */
export function distanceText(locale: Locale, metres: number): string {
  // "0.4 mi · 8 min walk" or "12 mi": the numbers stay, the words change.
  const [distance, walking] = describeDistance(metres).split(' · ');
  const value = Number(distance.replace(/[^\d.]/g, ''));
  const miles = `${new Intl.NumberFormat(INTL_LOCALES[locale], { minimumFractionDigits: distance.includes('.') ? MILE_DECIMALS[locale] : 0 }).format(value)} mi`;
  if (!walking) return miles;
  const walk = walking.replace(/ walk$/, '');
  return m.businesses_distance_walk({ miles, walk }, { locale });
}

const FACT_WORDS: Record<AccessFactKey, [Message, Message]> = {
  stepFreeEntrance: [m.businesses_fact_step_free, m.businesses_fact_step_free_no],
  accessibleRestroom: [m.businesses_fact_restroom, m.businesses_fact_restroom_no],
  hearingLoop: [m.businesses_fact_hearing_loop, m.businesses_fact_hearing_loop_no],
  seating: [m.businesses_fact_seating, m.businesses_fact_seating_no],
};

/** An accessibility fact's name in `locale` ("Step-free entrance", "Entrada sin escalones"). */
export const accessFactLabel = (locale: Locale, key: AccessFactKey): string => FACT_WORDS[key][0]({}, { locale });

/** describeAccess in `locale`. */
export function describeAccessIn(locale: Locale, facts: AccessFacts) {
  return describeAccess(facts).map((fact) => ({ ...fact, text: FACT_WORDS[fact.key][fact.has ? 0 : 1]({}, { locale }) }));
}

const SORT_LABELS: Record<DirectorySort, Message> = {
  recommended: m.businesses_sort_recommended,
  rating: m.businesses_sort_rating,
  price: m.businesses_sort_price,
  name: m.businesses_sort_name,
  distance: m.businesses_sort_distance,
};

/** A directory order's name in `locale`. */
export const sortLabel = (locale: Locale, sort: DirectorySort): string => SORT_LABELS[sort]({}, { locale });

const TIER_LABELS: Record<string, Message> = {
  $: m.businesses_tier_budget,
  $$: m.businesses_tier_moderate,
  $$$: m.businesses_tier_upscale,
  $$$$: m.businesses_tier_fine,
};

/** A price tier (price-tiers.ts) with its label and per-person range in `locale`: "moins de 15 $", "30-60 $". */
export function priceTierIn(
  locale: Locale,
  tier: { symbol: string; label: string; range: string },
): { symbol: string; label: string; range: string } {
  const dollars = (amount: string) => (locale === 'fr' ? `${amount}${'\u00a0'}$` : `$${amount}`);
  const numbers = tier.range.match(/\d+/g) ?? [''];
  const range = tier.range.startsWith('under')
    ? m.businesses_tier_under({ price: dollars(numbers[0] ?? '') }, { locale })
    : tier.range.endsWith('+')
      ? m.businesses_tier_over({ price: dollars(numbers[0] ?? '') }, { locale })
      : dollars(numbers.join('-'));
  return { symbol: tier.symbol, label: TIER_LABELS[tier.symbol]({}, { locale }), range };
}

/** "December 5, 2026", "5 de diciembre de 2026", "5 décembre 2026" (New York's day). */
export const formatLongDate = (locale: Locale, iso: string): string =>
  instantIn(locale, new Date(iso), { month: 'long', day: 'numeric', year: 'numeric' });
