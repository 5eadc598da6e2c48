/**
 * Opening hours in OpenStreetMap's `opening_hours` syntax (decisions), read with the
 * `opening_hours` library, the reference implementation of that syntax: validation with its own
 * explanation, "Open now" in New York time, readable lines, and schema.org
 * openingHoursSpecification. Server only (the library and its holiday data stay off the
 * browser; the edit form's grid is weekly-hours.ts).
 *
 * The library reads a Date's local fields. Instants are turned into a Date whose local fields
 * are New York's wall clock, and its answers are read back the same way, so the server's own
 * time zone (UTC on Workers) does not matter.
 */
import OpeningHours from 'opening_hours';
import { newYorkTimeToInstant, newYorkWallClock } from '#lib/domain/time.ts';
import type { OpenStatusView } from '#lib/views/businesses.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import { OWNER_FIELD_LABELS } from '#lib/schemas/business-edit-messages.ts';
import * as m from '#paraglide/messages.js';
import { DAY_NAMES, formatClock, openingHoursToWeek, weekLines, WEEK_DAYS, type WeekDay } from '#lib/domain/weekly-hours.ts';

/** Where the hours apply: Harlem, so public holidays ("PH off") are New York's. */
const PLACE = { lat: 40.8116, lon: -73.9465, address: { country_code: 'us', state: 'New York' } };
const OPTIONS = { mode: 0, tag_key: 'opening_hours', locale: 'en' } as const;

export const MAX_OPENING_HOURS_LENGTH = 255;

function parse(value: string): OpeningHours {
  return new OpeningHours(value, PLACE, OPTIONS as never);
}

/** null when the value is valid opening_hours syntax, else a short reason to show the owner. */
export function openingHoursProblem(value: string): Said | null {
  if (value.length > MAX_OPENING_HOURS_LENGTH) return OWNER_FIELD_LABELS.openingHours(MAX_OPENING_HOURS_LENGTH);
  try {
    parse(value);
    return null;
  } catch (error) {
    if (/\bSH\b/.test(value)) return said(m.owner_msg_school_holidays);
    // The library marks the spot with "<--- (reason)"; the reason is what helps.
    const reason = /\(([^)]*)\)/
      .exec(String(error))?.[1]
      ?.replace(/\s+/g, ' ')
      .trim()
      .replace(/[.\s]+$/, '');
    return hoursUnreadable(reason ? reason.slice(0, 160) : '', 'Mo-Fr 09:00-17:00, Sa 10:00-14:00');
  }
}

/** "These opening hours could not be read: (the library's reason, in English). Example: ...": the reason keeps French spacing before its colon. */
function hoursUnreadable(reason: string, example: string): Said {
  const detail = (locale: Locale) => (reason ? `${locale === 'fr' ? '\u00a0' : ''}: ${reason}` : '');
  return {
    ...said(m.owner_msg_opening_hours, { detail: detail('en'), example }),
    in: (locale) => m.owner_msg_opening_hours({ detail: detail(locale), example }, { locale }),
  };
}

/** An instant as a Date whose local fields read New York's wall clock. */
function asNewYorkLocal(instant: Date): Date {
  const clock = newYorkWallClock(instant);
  return new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

const clockOf = (local: Date) => `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
const dayOf = (local: Date): WeekDay => WEEK_DAYS[(local.getDay() + 6) % 7];
const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export type OpenStatus = OpenStatusView;

/** The instant a Date whose local fields read New York's wall clock stands for. */
function fromNewYorkLocal(local: Date): Date {
  const pad = (value: number) => String(value).padStart(2, '0');
  return newYorkTimeToInstant(
    `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  );
}

/**
 * "Open now · closes 10 PM", "Closed · opens 9 AM", "Closed · opens tomorrow 9 AM", "Closed · opens
 * Thu 9 AM", "Open 24 hours" or "Closed", in New York time at `now`, from whether the place is
 * open and when that next changes (null: not within the coming week).
 */
export function describeOpenStatus(open: boolean, nextChange: Date | null, now: Date): OpenStatus {
  if (!nextChange) return { open, text: open ? 'Open 24 hours' : 'Closed' };
  const local = asNewYorkLocal(now);
  const change = asNewYorkLocal(nextChange);
  const tomorrow = new Date(local.getFullYear(), local.getMonth(), local.getDate() + 1);
  const time = formatClock(clockOf(change));
  // Closing in the small hours is still tonight ("closes 1 AM"); anything later tomorrow says so.
  const tonight = open && sameDay(change, tomorrow) && change.getHours() < 6;
  const when =
    sameDay(change, local) || tonight
      ? time
      : sameDay(change, tomorrow)
        ? `tomorrow ${time}`
        : `${DAY_NAMES[dayOf(change)].slice(0, 3)} ${time}`;
  return open ? { open, text: `Open now · closes ${when}` } : { open, text: `Closed · opens ${when}` };
}

/** Whether the hours are open at `now` and their next change within a week; null when the value cannot be read. */
export function openStatus(value: string | null | undefined, now = new Date()): OpenStatus | null {
  if (!value) return null;
  let hours: OpeningHours;
  try {
    hours = parse(value);
  } catch {
    return null;
  }
  const local = asNewYorkLocal(now);
  const change = hours.getNextChange(local, new Date(local.getTime() + 8 * 86_400_000));
  return describeOpenStatus(hours.getState(local), change ? fromNewYorkLocal(change) : null, now);
}

/**
 * When the hours are open between two instants, as instants (touching intervals joined, so a
 * night past midnight is one); null when the value cannot be read.
 */
export function openIntervals(value: string, from: Date, to: Date): { opensAt: Date; closesAt: Date }[] | null {
  let hours: OpeningHours;
  try {
    hours = parse(value);
  } catch {
    return null;
  }
  const intervals: { opensAt: Date; closesAt: Date }[] = [];
  for (const [opens, closes, unknown] of hours.getOpenIntervals(asNewYorkLocal(from), asNewYorkLocal(to))) {
    if (unknown) continue;
    const opensAt = fromNewYorkLocal(opens);
    const closesAt = fromNewYorkLocal(closes);
    const previous = intervals.at(-1);
    if (previous && previous.closesAt.getTime() >= opensAt.getTime())
      previous.closesAt = new Date(Math.max(previous.closesAt.getTime(), closesAt.getTime()));
    else if (closesAt > opensAt) intervals.push({ opensAt, closesAt });
  }
  return intervals;
}

/** The hours as readable lines: the weekly grid's lines, or the library's tidy form of anything richer. */
export function openingHoursLines(value: string | null | undefined): string[] {
  if (!value) return [];
  const week = openingHoursToWeek(value);
  if (week) return weekLines(week);
  try {
    return parse(value)
      .prettifyValue({ conf: { locale: 'en', rule_sep_string: '\n', print_semicolon: false } } as never)
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

const SCHEMA_DAYS: Record<WeekDay, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

export type OpeningHoursSpecification = { '@type': 'OpeningHoursSpecification'; dayOfWeek: string[]; opens: string; closes: string };

/**
 * schema.org openingHoursSpecification: for a weekly value, each span with the days it applies
 * to (a span past midnight closes at its hour, as schema.org reads it); null for richer values.
 */
export function openingHoursSpecification(value: string | null | undefined): OpeningHoursSpecification[] | null {
  if (!value) return null;
  const week = openingHoursToWeek(value);
  if (!week) return null;
  const bySpan = new Map<string, string[]>();
  for (const day of WEEK_DAYS) {
    for (const span of week[day]) {
      const key = `${span.open}-${span.close === '24:00' ? '23:59' : span.close}`;
      bySpan.set(key, [...(bySpan.get(key) ?? []), SCHEMA_DAYS[day]]);
    }
  }
  return [...bySpan].map(([key, days]) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: key.slice(0, 5),
    closes: key.slice(6),
  }));
}
