/**
 * Throughput that does not pass or fail with the machine's load: a route and a reference (the
 * static file, or the same route read-only) measured in short windows taking turns (reference,
 * route, reference, route, ...), so a slow moment of the shared machine falls on both, and the
 * route's share taken as the median of the windows' ratios, printed with their spread.
 */
import { median } from './load.ts';

/** The ratios of paired windows: their median and their range. */
export type Share = { median: number; min: number; max: number; windows: number };

/** The median and range of paired windows' ratios (route / reference); a window whose reference did nothing counts 0. */
export function shareOf(route: readonly number[], reference: readonly number[]): Share {
  const ratios = route.map((value, index) => (reference[index] > 0 ? value / reference[index] : 0));
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios), windows: ratios.length };
}

/** "62% (48-71%)": the median share and the range of the windows. */
export function formatShare(share: Share): string {
  const percent = (value: number) => `${Math.round(value * 100)}`;
  return `${percent(share.median)}% (${percent(share.min)}-${percent(share.max)}%)`;
}

/** Whether a share meets its bar: the median, never one lucky window. */
export const meets = (share: Share, bar: number) => share.median >= bar;

/**
 * `windows` pairs of windows, reference first then route, each measured by `measure` (requests
 * per second). Returns both series in order and the route's share of the reference.
 */
export async function interleaved(
  windows: number,
  reference: () => Promise<number>,
  route: () => Promise<number>,
): Promise<{ reference: number[]; route: number[]; share: Share }> {
  const references: number[] = [];
  const routes: number[] = [];
  for (let window = 0; window < windows; window++) {
    references.push(await reference());
    routes.push(await route());
  }
  return { reference: references, route: routes, share: shareOf(routes, references) };
}

/** A line of the bench's report: what was measured, its figure, the bar and the verdict. */
export type Verdict = { what: string; figure: string; bar: string; ok: boolean };

/** A verdict's row for console.table, with "met" or "MISSED". */
export const verdictRow = (verdict: Verdict) => ({
  measured: verdict.what.length > 60 ? `${verdict.what.slice(0, 57)}...` : verdict.what,
  figure: verdict.figure,
  bar: verdict.bar,
  ok: verdict.ok ? 'met' : 'MISSED',
});
