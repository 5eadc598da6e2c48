/**
 * The organiser's screens (events, bookings and payments of the business dashboard, a booking,
 * the ticket check) in the visitor's language: dates and times, prices, and a message split
 * around a part drawn apart (a repeat rule kept in English). English keeps the guide's own
 * formatting (time.ts, money.ts, event-format.ts) byte for byte.
 */
import { formatDateTime } from './time.ts';
import { formatPrice } from './money.ts';
import { formatEventPriceIn, formatPriceIn } from './localized-format.ts';
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';
import { GUIDE_TIME_ZONE } from '../i18n/time-zone.ts';

export { formatLongDayIn, longDateIn, timeRangeIn } from './localized-format.ts';

/** "Nov 21, 2026, 9:05 AM"; "21 nov 2026, 9:05 a. m."; "21 nov. 2026, 09:05", in New York time. */
export function dateTimeIn(locale: Locale, instant: Date): string {
  if (locale === 'en') return formatDateTime(instant);
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: GUIDE_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/** "Saturday, December 5, 2026 at 7:30 PM" as a booking shows it; "sábado, 5 de diciembre de 2026, 7:30 p. m."; "samedi 5 décembre 2026 à 19:30". */
export function fullDateTimeIn(locale: Locale, instant: Date): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: GUIDE_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(
    instant,
  );
}

/** A price in cents: "$45.00" or "Free"; "45,00 $US" or "Gratuit". */
export function amountIn(locale: Locale, cents: number): string {
  return locale === 'en' ? formatPrice(cents) : formatPriceIn(locale, cents);
}

/** An event's decimal price ("25.00"): "$25.00" or "Free" in English as the dashboard wrote it. */
export function eventPriceIn(locale: Locale, price: string | null): string {
  if (locale === 'en') return price ? `$${price}` : 'Free';
  return formatEventPriceIn(locale, price);
}

/** The text before and after one input of a message, for that input drawn in its own element. */
export function around(render: (part: string) => string): [string, string] {
  const marker = '\u0000';
  const [before, after = ''] = render(marker).split(marker);
  return [before, after];
}
