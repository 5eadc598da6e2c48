/** Counted words for screens: "1 business owner", "2 business owners", "0 favorite places", "the 3rd". */
import { countIn } from './format.ts';

/** The word for a count: `one` for exactly 1, otherwise `many` (by default `one` + "s"). */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count and its word, the count written with thousands separators ("1,204 places"). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${countIn('en', count)} ${pluralWord(count, one, many)}`;
}

const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** A number as an ordinal: "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(n: number): string {
  return `${n}${ORDINAL_SUFFIX[ordinalRules.select(n)]}`;
}
