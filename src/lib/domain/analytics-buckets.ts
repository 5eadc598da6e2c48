/**
 * The periods the analytics chart: the last 30 days, 12 weeks (Monday to Sunday) or 12 months, in
 * New York calendar dates. Each bucket is a half-open date range [start, end).
 */
import { addDays } from './time.ts';

export const ANALYTICS_PERIODS = ['day', 'week', 'month'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export type Bucket = { label: string; start: string; end: string };

const weekday = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The buckets ending with the one that holds `today` (New York YYYY-MM-DD). */
export function bucketsFor(period: AnalyticsPeriod, today: string): Bucket[] {
  if (period === 'day') return Array.from({ length: 30 }, (_, n) => addDays(today, n - 29)).map((day) => ({ label: day, start: day, end: addDays(day, 1) }));
  if (period === 'week') {
    const monday = addDays(today, -weekday(today));
    return Array.from({ length: 12 }, (_, n) => addDays(monday, 7 * (n - 11))).map((start) => ({ label: `Week of ${start}`, start, end: addDays(start, 7) }));
  }
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: 12 }, (_, n) => {
    const first = new Date(Date.UTC(year, month - 1 - (11 - n), 1));
    const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
    return { label: first.toISOString().slice(0, 7), start: first.toISOString().slice(0, 10), end: next.toISOString().slice(0, 10) };
  });
}
