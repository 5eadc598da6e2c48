/**
 * Quiet hours (issue 17): the part of each day, on the member's own clocks, when nothing is sent.
 * A window may cross midnight (22:00 to 08:00, the default) or sit inside a day (13:00 to 15:00);
 * a start equal to its end means no quiet hours. Pure: the caller passes the instant.
 */
import { GUIDE_TIME_ZONE } from '../i18n/time-zone.ts';

export type QuietHours = {
  /** HH:mm on the member's clocks. */
  start: string;
  end: string;
  /** IANA time zone; an unknown one is read as New York's. */
  timeZone: string;
};

const DEFAULT_WINDOW = { start: 22 * 60, end: 8 * 60 };
const MINUTE_MS = 60_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The member's time zone when the time-zone database knows it, New York's otherwise. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return GUIDE_TIME_ZONE;
  try {
    formatIn(timeZone);
    return timeZone;
  } catch {
    return GUIDE_TIME_ZONE;
  }
}

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a time zone, as a UTC timestamp with the same fields (its "local" time). */
function localStamp(instant: number, timeZone: string): number {
  const parts = formatIn(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) + (instant % 1000);
}

/** Minutes after midnight of an HH:mm text, or null when it is not one. */
function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Whether a minute of the day (fractional) falls in the window [start, end), which may cross midnight. */
function inside(minute: number, start: number, end: number): boolean {
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * When the quiet hours around `now` end, or null when `now` is outside them (send at once).
 * The end is the first instant the member's clock shows the end time or later: on the night
 * clocks spring forward past it, the moment they jump.
 */
export function quietHoursEndAt(now: Date, quiet: QuietHours): Date | null {
  const timeZone = knownTimeZone(quiet.timeZone);
  const parsed = { start: minutesOf(quiet.start), end: minutesOf(quiet.end) };
  const { start, end } = parsed.start === null || parsed.end === null ? DEFAULT_WINDOW : (parsed as { start: number; end: number });
  if (start === end) return null;
  const instant = now.getTime();
  const local = localStamp(instant, timeZone);
  const dayStart = Math.floor(local / 86_400_000) * 86_400_000;
  const minute = (local - dayStart) / MINUTE_MS;
  if (!inside(minute, start, end)) return null;
  // The end is today when it is still ahead on the clock, else tomorrow.
  const wantedLocal = dayStart + end * MINUTE_MS + (minute < end ? 0 : 86_400_000);
  return new Date(firstInstantShowing(wantedLocal, instant, timeZone));
}

/** The first instant after `after` whose wall clock in the zone reads `wantedLocal` or later. */
function firstInstantShowing(wantedLocal: number, after: number, timeZone: string): number {
  // The offset is read twice around the wanted time, which settles it even on the days clocks change.
  let low = after;
  let high = wantedLocal - (localStamp(wantedLocal, timeZone) - wantedLocal) + 3 * 3_600_000;
  while (localStamp(high, timeZone) < wantedLocal) high += 3_600_000;
  // Binary search to the minute: a few calls to the time-zone database.
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS || low + MINUTE_MS;
    if (localStamp(middle, timeZone) >= wantedLocal) high = middle;
    else low = middle;
  }
  // Land on the wanted minute of the wall clock (past a jump of the clocks, the jump itself is close enough).
  const beyond = localStamp(high, timeZone) - wantedLocal;
  return beyond < MINUTE_MS ? high - beyond : high;
}
