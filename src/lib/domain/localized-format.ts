/**
 * Dates, times and prices in the visitor's language. English keeps the guide's own wording
 * (event-format.ts, money.ts: "Sat, Dec 5 · 7:30 PM", "$38.00", "Free"); Spanish and French use
 * Intl with the language's conventions, always in dollars and New York time.
 */
import { formatClockTime, formatEventWhen, formatLongDate, formatLongDay, priceToCents } from './event-format.ts';
import { formatPrice } from './money.ts';
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';
import { price_free } from '#paraglide/messages.js';
import { GUIDE_TIME_ZONE } from '../i18n/time-zone.ts';

/** "Sat, Dec 5 · 7:30 PM"; "sáb, 5 de dic · 7:30 p. m."; "sam. 5 déc. · 19:30". */
export function formatEventWhenIn(locale: Locale, event: { date: string; startTime: string }): string {
  if (locale === 'en') return formatEventWhen(event);
  const [year, month, day] = event.date.split('-').map(Number);
  const [hour, minute] = event.startTime.split(':').map(Number);
  // The event's New York wall clock, formatted as UTC so the server's zone never shifts it.
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const intl = INTL_LOCALES[locale];
  const date = new Intl.DateTimeFormat(intl, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(instant);
  const time = new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(instant);
  return `${date} · ${time}`;
}

/** "$25.00" or "Free" in English; "25,00 $US" or "Gratuit" in French. */
export function formatPriceIn(locale: Locale, cents: number | null | undefined): string {
  if (locale === 'en') return formatPrice(cents);
  if (!cents) return price_free({}, { locale });
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** An event's decimal price string ("38.00") in the visitor's language. */
export function formatEventPriceIn(locale: Locale, price: string | null | undefined): string {
  return formatPriceIn(locale, priceToCents(price));
}

/** A wall-clock time or calendar day formatted as UTC, so the server's or browser's zone never shifts it. */
const wallClock = (time: string) => new Date(Date.UTC(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))));
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

/** "7:30 PM"; "7:30 p. m."; "19:30". */
export function clockTimeIn(locale: Locale, time: string): string {
  if (locale === 'en') return formatClockTime(time);
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(wallClock(time));
}

/** "7:30 PM – 10:00 PM", or the start alone. */
export function timeRangeIn(locale: Locale, startTime: string, endTime: string | null): string {
  return endTime ? `${clockTimeIn(locale, startTime)} – ${clockTimeIn(locale, endTime)}` : clockTimeIn(locale, startTime);
}

/** "Saturday, December 5, 2026"; "sábado, 5 de diciembre de 2026"; "samedi 5 décembre 2026". */
export function longDateIn(locale: Locale, date: string): string {
  if (locale === 'en') return formatLongDate(date);
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(calendarDay(date));
}

/** An instant's New York day: "December 5, 2026" as formatLongDay writes it; "5 de diciembre de 2026"; "5 décembre 2026". */
export function formatLongDayIn(locale: Locale, instant: Date): string {
  if (locale === 'en') return formatLongDay(instant);
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: GUIDE_TIME_ZONE }).format(instant);
}
