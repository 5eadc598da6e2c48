/**
 * Whether a place is open for a block of a plan's day, from its opening times on that date
 * (New York wall-clock times, worked out on the server from the stored opening intervals).
 */
import { formatClockTime } from '../event-format.ts';
import { addDays, toNewYorkParts } from '../time.ts';
import { PICKS_PER_BLOCK, type BlockId } from './choices.ts';
import { blockOf } from './matching.ts';
import type { Opening, Openings } from './types.ts';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The time a plan gives each stop of a block: the block shared by its stops (90 minutes of a
 * 3-hour morning, 150 of a 5-hour afternoon or evening). A stop must be open all that time
 * within the block, so an evening never sends a visitor to a place that closes at 6 PM.
 */
export function stopMinutes(blockId: BlockId): number {
  const block = blockOf(blockId);
  return Math.floor((minutes(block.end) - minutes(block.start)) / PICKS_PER_BLOCK);
}

/** How a place fits a block on a date: open long enough (and for how many of the block's minutes), closed, or hours not listed. */
export type OpenFit = { state: 'open'; opening: Opening; minutes: number } | { state: 'closed' } | { state: 'unknown' };

/**
 * Whether the place is open within the block on `date` (New York time) for at least the stop's
 * time (stopMinutes), counting every opening of the day; the opening covering most of the block
 * is the one the plan names.
 */
export function openFit(openings: Openings, date: string, blockId: BlockId): OpenFit {
  if (openings === null) return { state: 'unknown' };
  const block = blockOf(blockId);
  const start = minutes(block.start);
  const end = minutes(block.end);
  let total = 0;
  let best: { opening: Opening; overlap: number } | null = null;
  for (const opening of openings[date] ?? []) {
    const overlap = Math.min(end, minutes(opening.closes)) - Math.max(start, minutes(opening.opens));
    if (overlap <= 0) continue;
    total += overlap;
    if (!best || overlap > best.overlap) best = { opening, overlap };
  }
  return best && total >= stopMinutes(blockId) ? { state: 'open', opening: best.opening, minutes: total } : { state: 'closed' };
}

/** "Open 10:00 AM – 5:00 PM", "Open from 6:00 PM", for a stop's reasons. */
export function describeOpening(opening: Opening): string {
  if (opening.opens === '00:00' && opening.closes === '24:00') return 'Open all day';
  if (opening.closes === '24:00') return `Open from ${formatClockTime(opening.opens)}`;
  return `Open ${formatClockTime(opening.opens)} – ${formatClockTime(opening.closes)}`;
}

/** A place's openings on each plan date (New York), from its opening intervals over the plan's days. */
export function openingsForPlan(
  intervals: readonly { opensAt: Date; closesAt: Date }[],
  planDates: readonly string[],
): Record<string, Opening[]> {
  const byDate = new Map<string, Opening[]>();
  const add = (date: string, opening: Opening) => byDate.set(date, [...(byDate.get(date) ?? []), opening]);
  for (const interval of intervals) {
    const start = toNewYorkParts(interval.opensAt);
    const end = toNewYorkParts(interval.closesAt);
    // An opening past midnight is split at each midnight it crosses.
    for (let date = start.date; date <= end.date; date = addDays(date, 1)) {
      const opens = date === start.date ? start.time : '00:00';
      const closes = date === end.date ? end.time : '24:00';
      if (opens < closes) add(date, { opens, closes });
    }
  }
  return Object.fromEntries(planDates.map((date) => [date, (byDate.get(date) ?? []).sort((a, b) => (a.opens < b.opens ? -1 : 1))]));
}
