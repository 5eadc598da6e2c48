/**
 * The guide's one formatting module (issue 32): money from integer cents, counts, dates, times,
 * date ranges and instants in the visitor's language, on Intl, always in dollars and New York time.
 * Every language goes through Intl with its own conventions; English comes out as the guide has
 * always written it ("Sat, Dec 5 · 7:30 PM", "$38.00", "Free"; tests/unit/format.test.ts holds it
 * to the English helpers of event-format.ts, money.ts and time.ts).
 * Pure and free of server imports: islands use it in the browser.
 */
import { priceToCents } from '../domain/event-format.ts';
import { INTL_LOCALES, type Locale } from './locales.ts';
import { price_free } from '#paraglide/messages.js';
import { GUIDE_TIME_ZONE } from './time-zone.ts';

/** "$38.00"; "38,00 $US": an amount of integer cents in dollars, with cents, zero included. */
export function moneyIn(locale: Locale, cents: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** "1,204"; "1204" or "1 204": a count as the language writes it. */
export function countIn(locale: Locale, count: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).format(count);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and options, made once (lists format hundreds of dates). */
function dateFormatOf(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options);
    dateFormats.set(key, format);
  }
  return format;
}

/** An instant on New York clocks, with the fields `options` asks for. */
export function instantIn(locale: Locale, instant: Date, options: Intl.DateTimeFormatOptions): string {
  return dateFormatOf(locale, { ...options, timeZone: GUIDE_TIME_ZONE }).format(instant);
}

/** A calendar day (YYYY-MM-DD) with the fields `options` asks for, read at noon UTC so no zone shifts it. */
export function calendarDayIn(locale: Locale, date: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormatOf(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** A calendar day, short: "Sat, Dec 5"; "sáb, 5 dic"; "sam. 5 déc.". */
export function shortDateIn(locale: Locale, date: string): string {
  return calendarDayIn(locale, date, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** A month (YYYY-MM): "December 2026"; "diciembre de 2026"; "décembre 2026" (lower case inside a sentence). */
export function monthIn(locale: Locale, month: string): string {
  return calendarDayIn(locale, `${month}-15`, { month: 'long', year: 'numeric' });
}

/** "Nov 21, 2026, 9:05 AM"; "21 nov 2026, 9:05 a. m."; "21 nov. 2026, 09:05" (New York time). */
export function dateTimeIn(locale: Locale, instant: Date): string {
  return instantIn(locale, instant, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** "Saturday, December 5, 2026 at 7:30 PM"; "sábado, 5 de diciembre de 2026, 7:30 p. m."; "samedi 5 décembre 2026 à 19:30". */
export function fullDateTimeIn(locale: Locale, instant: Date): string {
  return instantIn(locale, instant, { dateStyle: 'full', timeStyle: 'short' });
}

/** "Sat, Dec 5 · 7:30 PM"; "sáb, 5 de dic · 7:30 p. m."; "sam. 5 déc. · 19:30". */
export function formatEventWhenIn(locale: Locale, event: { date: string; startTime: string }): string {
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
  if (!cents) return price_free({}, { locale });
  return moneyIn(locale, cents);
}

/** An event's decimal price string ("38.00") in the visitor's language. */
export function formatEventPriceIn(locale: Locale, price: string | null | undefined): string {
  return formatPriceIn(locale, priceToCents(price));
}

/** A wall-clock time or calendar day formatted as UTC, so the server's or browser's zone never shifts it. */
const wallClock = (time: string) => new Date(Date.UTC(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))));

/** "7:30 PM"; "7:30 p. m."; "19:30". */
export function clockTimeIn(locale: Locale, time: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(wallClock(time));
}

/** "7:30 PM – 10:00 PM", or the start alone. */
export function timeRangeIn(locale: Locale, startTime: string, endTime: string | null): string {
  return endTime ? `${clockTimeIn(locale, startTime)} – ${clockTimeIn(locale, endTime)}` : clockTimeIn(locale, startTime);
}

/** "Saturday, December 5, 2026"; "sábado, 5 de diciembre de 2026"; "samedi 5 décembre 2026". */
export function longDateIn(locale: Locale, date: string): string {
  return calendarDayIn(locale, date, LONG_DATE);
}

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

/** How each language writes an instant's day: English names the weekday, as the guide always has. */
const LONG_DAY: Record<Locale, Intl.DateTimeFormatOptions> = { en: LONG_DATE, es: { dateStyle: 'long' }, fr: { dateStyle: 'long' } };

/** An instant's New York day: "Saturday, December 5, 2026"; "5 de diciembre de 2026"; "5 décembre 2026". */
export function formatLongDayIn(locale: Locale, instant: Date): string {
  return instantIn(locale, instant, LONG_DAY[locale]);
}

const METRES_PER_MILE = 1609.344;
const METRES_PER_FOOT = 0.3048;
/** Lengths in miles and feet for English (the guide's American visitors), kilometres and metres otherwise. */
const IMPERIAL: Record<Locale, boolean> = { en: true, es: false, fr: false };

const unitIn = (locale: Locale, unit: string, value: number, digits = 0) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);

/** A length: "1.6 mi" / "2,6 km", and short ones "350 ft" / "110 m". */
export function lengthIn(locale: Locale, metres: number): string {
  if (IMPERIAL[locale]) {
    const miles = metres / METRES_PER_MILE;
    if (miles >= 0.1) return unitIn(locale, 'mile', Math.round(miles * 10) / 10, 1);
    return unitIn(locale, 'foot', Math.max(10, Math.round(metres / METRES_PER_FOOT / 10) * 10));
  }
  if (metres >= 1000) return unitIn(locale, 'kilometer', Math.round(metres / 100) / 10, 1);
  return unitIn(locale, 'meter', Math.max(5, Math.round(metres / 5) * 5));
}

/** A duration in minutes: "1 hr, 30 min" in the language's short form. */
export function minutesIn(locale: Locale, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? unitIn(locale, 'hour', hours) : null, rest > 0 || hours === 0 ? unitIn(locale, 'minute', rest) : null];
  return parts.filter(Boolean).join(' ');
}
