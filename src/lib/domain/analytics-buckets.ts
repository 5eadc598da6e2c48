/**
 * The periods the analytics chart: the last 30 days, 12 weeks (Monday to Sunday) or 12 months, in
 * New York calendar dates. Each bucket is a half-open date range [start, end).
 */
import { addDays } from './time.ts';

export const ANALYTICS_PERIODS = ['day', 'week', 'month'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** A bucket's dates (YYYY-MM-DD, end excluded), its name for tables and a shorter one for chart axes. */
export type Bucket = { start: string; end: string; label: string; short: string };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// Noon UTC is the same calendar day everywhere, so the weekday never depends on the server's zone.
const weekday = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

function parts(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month: MONTHS[month - 1], day };
}

const shortDay = (date: string) => `${parts(date).month.slice(0, 3)} ${parts(date).day}`;
const longDay = (date: string) => `${shortDay(date)}, ${parts(date).year}`;

/** The buckets ending with the one that holds `today` (New York YYYY-MM-DD), oldest first. */
export function bucketsFor(period: AnalyticsPeriod, today: string): Bucket[] {
  if (period === 'day') {
    return Array.from({ length: 30 }, (_, n) => addDays(today, n - 29)).map((day) => ({
      start: day,
      end: addDays(day, 1),
      label: longDay(day),
      short: shortDay(day),
    }));
  }
  if (period === 'week') {
    const monday = addDays(today, -weekday(today));
    return Array.from({ length: 12 }, (_, n) => addDays(monday, 7 * (n - 11))).map((start) => ({
      start,
      end: addDays(start, 7),
      label: `Week of ${longDay(start)}`,
      short: shortDay(start),
    }));
  }
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: 12 }, (_, n) => {
    const first = new Date(Date.UTC(year, month - 1 - (11 - n), 1));
    const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
    const name = MONTHS[first.getUTCMonth()];
    return {
      start: first.toISOString().slice(0, 10),
      end: next.toISOString().slice(0, 10),
      label: `${name} ${first.getUTCFullYear()}`,
      short: `${name.slice(0, 3)} ${first.getUTCFullYear()}`,
    };
  });
}
