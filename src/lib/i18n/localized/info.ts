/** Dates of the information pages in the visitor's language ("December 18, 2024", "18 de diciembre de 2024"). */
import { type Locale } from '#lib/i18n/locales.ts';
import { instantIn } from '#lib/i18n/format.ts';

/** A calendar date (YYYY-MM-DD) written out in full, in New York's calendar. */
export function formatLongDateIn(locale: Locale, date: string | Date): string {
  const instant = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  return instantIn(locale, instant, { year: 'numeric', month: 'long', day: 'numeric' });
}
