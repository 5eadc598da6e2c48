/**
 * The business dashboard's dates, numbers, day names and choices in the visitor's language
 * (decision 024). English keeps the dashboard's own wording byte for byte (time.ts, money.ts,
 * plural.ts, price-tiers.ts, weekly-hours.ts).
 */
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';
import { businessCategoryName, priceTierIn } from './localized-businesses.ts';
import { formatPrice } from './money.ts';
import { PRICE_RANGE_OPTIONS, PRICE_TIERS } from './price-tiers.ts';
import { DAY_NAMES, WEEK_DAYS, type WeekDay } from './weekly-hours.ts';
import { owner_board_option } from '#paraglide/messages.js';
import { countIn, dateTimeIn as formatDateTimeIn } from '../i18n/format.ts';

/** "Nov 21, 2026, 9:05 AM"; "21 nov 2026, 9:05 a. m."; "21 nov. 2026, 09:05" (New York time). */
export function dateTimeIn(locale: Locale, iso: string): string {
  return formatDateTimeIn(locale, new Date(iso));
}

/** A count as the language writes it: "1,204"; "1204" or "1 204". */
export { countIn };

/** A plan's price without cents when whole: "$99", "99 $US". */
export function wholePriceIn(locale: Locale, cents: number): string {
  if (locale === 'en') return formatPrice(cents).replace(/\.00$/, '');
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** "CB 10 - Central Harlem"; "Junta Comunitaria 10 - Central Harlem". */
export const boardLabelIn = (locale: Locale, board: { number: number; name: string }): string =>
  owner_board_option({ number: board.number, name: board.name }, { locale });

/** A category's name from its id and stored name. */
export const categoryLabelIn = businessCategoryName;

/** The Edit Business form's price choices: the spec's "$ Budget Friendly" in English. */
export function priceRangeOptionsIn(locale: Locale): { value: string; label: string }[] {
  if (locale === 'en') return [...PRICE_RANGE_OPTIONS];
  return PRICE_TIERS.map((tier) => ({ value: tier.symbol, label: `${tier.symbol} ${priceTierIn(locale, tier).label}` }));
}

const weekday = (locale: Locale, day: WeekDay, weekdayStyle: 'long' | 'short'): string =>
  // 1 January 2024 was a Monday.
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: weekdayStyle, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEK_DAYS.indexOf(day))),
  );

const capitalized = (locale: Locale, text: string) => `${text.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale])}${text.slice(1)}`;

/**
 * A day's names for the hours grid: `heading` ("Monday", "Lunes"), `short` ("Mo", "Lun") and
 * `inSentence` ("Monday", "lunes") for labels such as "Open on lunes".
 */
export function dayNamesIn(locale: Locale, day: WeekDay): { heading: string; short: string; inSentence: string } {
  if (locale === 'en') return { heading: DAY_NAMES[day], short: day, inSentence: DAY_NAMES[day] };
  const long = weekday(locale, day, 'long');
  return {
    heading: capitalized(locale, long),
    short: capitalized(locale, weekday(locale, day, 'short')).replace(/\.$/, ''),
    inSentence: long,
  };
}
