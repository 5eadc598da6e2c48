/** Times in the guide: stored as UTC instants, shown in New York time. */
import { GUIDE_TIME_ZONE } from '../i18n/time-zone.ts';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: GUIDE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const HOUR_MS = 3_600_000;
/**
 * New York's offset from UTC for each UTC hour already asked about. Clocks change on the hour
 * (02:00 local, 06:00 or 07:00 UTC), so one hour has one offset; the time-zone database is asked
 * once per hour instead of once per date shown (a list of events shows hundreds).
 */
const offsetsByHour = new Map<number, number>();

/** Minutes New York is ahead of UTC at an instant (negative: -300 in winter, -240 in summer). */
function newYorkOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    const parts = wallClock.formatToParts(new Date(hour * HOUR_MS));
    const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
    offset = Math.round(
      (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - hour * HOUR_MS) / 60000,
    );
    if (offsetsByHour.size >= 100_000) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

/** Year, month, day, hour, minute and second of an instant on New York clocks, as numbers. */
export function newYorkWallClock(instant: Date) {
  const local = new Date(instant.getTime() + newYorkOffsetMinutes(instant) * 60000);
  if (Number.isNaN(local.getTime())) throw new RangeError('Invalid time value');
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The days an ad or a reward may be scheduled on (issue 31): wide enough for any plan, and the day
 * after the last is still a YYYY-MM-DD date (9999-12-31 had none, and failed the form).
 */
export const PLANNED_DAYS = { first: '2000-01-01', last: '2099-12-31' } as const;

/** Whether a calendar date (YYYY-MM-DD) lies within PLANNED_DAYS. */
export const isPlannedDay = (date: string): boolean => isCalendarDate(date) && date >= PLANNED_DAYS.first && date <= PLANNED_DAYS.last;

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [year, month, day] = date.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Whether text is a 24-hour clock time written HH:mm. */
export function isClockTime(time: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
}

/**
 * The UTC instant of a wall-clock date and time in New York ("2026-12-05", "19:30"). Throws a
 * RangeError for text that is not a real date or time. A time skipped when clocks spring forward
 * (02:30 on the March change) resolves to the same offset before the change, an hour earlier.
 */
export function newYorkTimeToInstant(date: string, time = '00:00'): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  if (!isClockTime(time)) throw new RangeError(`Not a time of day (HH:mm): ${time}`);
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset even on the days clocks change.
  let instant = guess - newYorkOffsetMinutes(new Date(guess)) * 60000;
  instant = guess - newYorkOffsetMinutes(new Date(instant)) * 60000;
  return new Date(instant);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Wall-clock parts of an instant in New York: date as YYYY-MM-DD and time as HH:mm. */
export function toNewYorkParts(instant: Date): { date: string; time: string } {
  const clock = newYorkWallClock(instant);
  return { date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`, time: `${pad(clock.hour)}:${pad(clock.minute)}` };
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: GUIDE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 21, 2026, 9:05 AM" in New York time. */
export function formatDateTime(instant: Date): string {
  return DATE_TIME.format(instant);
}
