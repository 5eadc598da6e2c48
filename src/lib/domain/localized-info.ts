/** Dates of the information pages in the visitor's language ("December 18, 2024", "18 de diciembre de 2024"). */
import { INTL_LOCALES, type Locale } from './locales.ts';

/** A calendar date (YYYY-MM-DD) written out in full, in New York's calendar. */
export function formatLongDateIn(locale: Locale, date: string | Date): string {
  const instant = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(instant);
}
