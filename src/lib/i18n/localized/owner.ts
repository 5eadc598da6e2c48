/**
 * The business dashboard's dates, numbers, day names and choices in the visitor's language
 * (decision 024). English is one language among three, its words byte for byte the dashboard's
 * own (money.ts, price-tiers.ts, weekly-hours.ts; tests/unit/localized-owner.test.ts).
 */
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { businessCategoryName } from '#lib/i18n/localized/businesses.ts';
import { PRICE_TIERS } from '#lib/domain/price-tiers.ts';
import { WEEK_DAYS, type WeekDay } from '#lib/domain/weekly-hours.ts';
import {
  owner_board_option,
  owner_day_short,
  owner_price_option_budget,
  owner_price_option_fine,
  owner_price_option_moderate,
  owner_price_option_upscale,
} from '#paraglide/messages.js';
import { countIn, dateTimeIn as formatDateTimeIn } from '#lib/i18n/format.ts';

/** "Nov 21, 2026, 9:05 AM"; "21 nov 2026, 9:05 a. m."; "21 nov. 2026, 09:05" (New York time). */
export function dateTimeIn(locale: Locale, iso: string): string {
  return formatDateTimeIn(locale, new Date(iso));
}

/** A count as the language writes it: "1,204"; "1204" or "1 204". */
export { countIn };

/** A plan's price without cents when whole: "$99", "99 $US". */
export { wholePriceIn } from '#lib/i18n/localized/media.ts';

/** "CB 10 - Central Harlem"; "Junta Comunitaria 10 - Central Harlem". */
export const boardLabelIn = (locale: Locale, board: { number: number; name: string }): string =>
  owner_board_option({ number: board.number, name: board.name }, { locale });

/** A category's name from its id and stored name. */
export const categoryLabelIn = businessCategoryName;

const PRICE_OPTIONS: Record<string, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  $: owner_price_option_budget,
  $$: owner_price_option_moderate,
  $$$: owner_price_option_upscale,
  $$$$: owner_price_option_fine,
};

/** The Edit Business form's price choices: the spec's "$ Budget Friendly" in English. */
export function priceRangeOptionsIn(locale: Locale): { value: string; label: string }[] {
  return PRICE_TIERS.map((tier) => ({ value: tier.symbol, label: `${tier.symbol} ${PRICE_OPTIONS[tier.symbol]({}, { locale })}` }));
}

const weekday = (locale: Locale, day: WeekDay, weekdayStyle: 'long' | 'short'): string =>
  // 1 January 2024 was a Monday.
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: weekdayStyle, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEK_DAYS.indexOf(day))),
  );

const capitalized = (locale: Locale, text: string) => `${text.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale])}${text.slice(1)}`;

/**
 * A day's names for the hours grid: `heading` ("Monday", "Lunes"), `short` ("Mo", "Lun": English
 * keeps the grid's two letters) and `inSentence` ("Monday", "lunes") for labels such as "Open on lunes".
 */
export function dayNamesIn(locale: Locale, day: WeekDay): { heading: string; short: string; inSentence: string } {
  const long = weekday(locale, day, 'long');
  return {
    heading: capitalized(locale, long),
    short: owner_day_short({ day, short: capitalized(locale, weekday(locale, day, 'short')).replace(/\.$/, '') }, { locale }),
    inSentence: long,
  };
}
