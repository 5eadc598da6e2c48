/**
 * The days a calendar feed covers (decisions, "Scale"): by default from 30 days back to 180
 * ahead, New York days, so a feed costs the same however many years of events the guide holds.
 * A subscriber may ask for another window with `from` and `to` (YYYY-MM-DD, `to` not included)
 * or `days` (how many days ahead of today), up to MAX_WINDOW_DAYS.
 */
import { addDays, isPlannedDay, newYorkTimeToInstant, toNewYorkParts } from './time.ts';

export const FEED_WINDOW = { daysBack: 30, daysAhead: 180 } as const;
/** The longest window a feed answers: a year ahead and the default month back, with room to spare. */
export const MAX_WINDOW_DAYS = 400;

export type FeedWindow = { from: Date; to: Date; firstDay: string; endDay: string };
export type FeedWindowProblem =
  { problem: 'invalid-day'; parameter: 'from' | 'to' } | { problem: 'invalid-days' } | { problem: 'backwards' } | { problem: 'too-long' };

const daysBetween = (first: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);

/** The window a feed's query string asks for (the default without one), or what is wrong with it. */
export function readFeedWindow(params: URLSearchParams, now: Date): FeedWindow | FeedWindowProblem {
  const today = toNewYorkParts(now).date;
  const given = (name: 'from' | 'to') => params.get(name) || null;
  const from = given('from');
  const to = given('to');
  const days = params.get('days') || null;
  for (const [parameter, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== null && !isPlannedDay(value)) return { problem: 'invalid-day', parameter };
  }
  if (days !== null && !(/^[0-9]{1,3}$/.test(days) && Number(days) >= 1 && Number(days) <= MAX_WINDOW_DAYS))
    return { problem: 'invalid-days' };
  const firstDay = from ?? addDays(today, -FEED_WINDOW.daysBack);
  const endDay = to ?? (days !== null ? addDays(from ?? today, Number(days)) : addDays(from ?? today, FEED_WINDOW.daysAhead + 1));
  if (endDay <= firstDay) return { problem: 'backwards' };
  if (daysBetween(firstDay, endDay) > MAX_WINDOW_DAYS) return { problem: 'too-long' };
  return { from: newYorkTimeToInstant(firstDay), to: newYorkTimeToInstant(endDay), firstDay, endDay };
}

export const isFeedWindow = (window: FeedWindow | FeedWindowProblem): window is FeedWindow => !('problem' in window);
