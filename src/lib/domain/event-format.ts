/**
 * How event dates, times and prices read on screen. Events arrive with their New York day
 * (YYYY-MM-DD) and wall-clock times (HH:mm) already worked out, so nothing here depends on the
 * server's time zone or locale data.
 */
import { formatPrice } from './money.ts';
import { toNewYorkParts } from './time.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Year, month (1-12), day and weekday (0 Sunday) of a YYYY-MM-DD date. */
export function dateParts(date: string): { year: number; month: number; day: number; weekday: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** The English name of a month, 1-12. */
export function monthName(month: number): string {
  return MONTHS[month - 1];
}

/** "Sat, Dec 5" for 2026-12-05. */
export function formatShortDate(date: string): string {
  const { month, day, weekday } = dateParts(date);
  return `${WEEKDAYS[weekday].slice(0, 3)}, ${MONTHS[month - 1].slice(0, 3)} ${day}`;
}

/** "Saturday, December 5, 2026" for 2026-12-05. */
export function formatLongDate(date: string): string {
  const { year, month, day, weekday } = dateParts(date);
  return `${WEEKDAYS[weekday]}, ${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "Saturday, December 5, 2026": the New York day of an instant. */
export function formatLongDay(instant: Date): string {
  return formatLongDate(toNewYorkParts(instant).date);
}

/** "Saturday, December 5, 2026, 7:30 PM": an instant in New York time. */
export function formatLongDateTime(instant: Date): string {
  const { date, time } = toNewYorkParts(instant);
  return `${formatLongDate(date)}, ${formatClockTime(time)}`;
}

/** "7:30 PM" for 19:30, "12:00 AM" for 00:00. */
export function formatClockTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** "7:30 PM – 10:00 PM", or just the start when the end is unknown. */
export function formatTimeRange(startTime: string, endTime: string | null): string {
  return endTime ? `${formatClockTime(startTime)} – ${formatClockTime(endTime)}` : formatClockTime(startTime);
}

/** "Sat, Dec 5 · 7:30 PM": the day and start of an event, for lists. */
export function formatEventWhen(event: { date: string; startTime: string }): string {
  return `${formatShortDate(event.date)} · ${formatClockTime(event.startTime)}`;
}

/** Cents of a decimal price string ("38.00" is 3800); null when absent or unreadable. */
export function priceToCents(price: string | null | undefined): number | null {
  if (price === null || price === undefined || !/^\d+(\.\d{1,2})?$/.test(price)) return null;
  const [dollars, fraction = ''] = price.split('.');
  return Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "$38.00", or "Free" when the price is absent or zero. */
export function formatEventPrice(price: string | null | undefined): string {
  return formatPrice(priceToCents(price));
}

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function truncateText(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * An instant written in New York local time with its offset, as schema.org and calendars like
 * it: "2026-12-05T19:30:00-05:00".
 */
export function toNewYorkIsoString(instant: Date | string): string {
  const when = new Date(instant);
  const minuteStart = Math.floor(when.getTime() / 60000) * 60000;
  const { date, time } = toNewYorkParts(new Date(minuteStart));
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute) - minuteStart) / 60000);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date}T${time}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}
