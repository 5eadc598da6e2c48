/**
 * The organiser's screens (events, bookings and payments of the business dashboard, a booking,
 * the ticket check) in the visitor's language: dates and times, prices, and a message split
 * around a part drawn apart (a repeat rule kept in English). English is one language among
 * three, from the messages and Intl like the others, byte for byte the dashboard's own.
 */
import { dateTimeIn, formatEventPriceIn, formatPriceIn, fullDateTimeIn } from '#lib/i18n/format.ts';
import { type Locale } from '#lib/i18n/locales.ts';
import { organiser_event_price, price_free } from '#paraglide/messages.js';

export { formatLongDayIn, longDateIn, timeRangeIn } from '#lib/i18n/format.ts';

/** "Nov 21, 2026, 9:05 AM" and "Saturday, December 5, 2026 at 7:30 PM" (a booking), in New York time. */
export { dateTimeIn, fullDateTimeIn };

/** A price in cents: "$45.00" or "Free"; "45,00 $US" or "Gratuit". */
export function amountIn(locale: Locale, cents: number): string {
  return formatPriceIn(locale, cents);
}

/** An event's decimal price ("25.00"): "$25.00" or "Free" (English writes the stored decimals as they are, "$1234.50"); "25,00 $US". */
export function eventPriceIn(locale: Locale, price: string | null): string {
  if (!price) return price_free({}, { locale });
  return organiser_event_price({ price, amount: formatEventPriceIn(locale, price) }, { locale });
}

/** The text before and after one input of a message, for that input drawn in its own element. */
export function around(render: (part: string) => string): [string, string] {
  const marker = '\u0000';
  const [before, after = ''] = render(marker).split(marker);
  return [before, after];
}
