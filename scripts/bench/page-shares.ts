/**
 * Anonymous pages against a static file (issue 36): the main pages must serve at least half a
 * static file's throughput, and no public page may answer an anonymous visitor at under 30% of
 * it. Every page in interleaved windows with the static reference (windows.ts).
 */
import { get, median } from './load.ts';
import { publicShare } from './coverage.ts';
import { formatShare, meets, type Verdict } from './windows.ts';

export const MAIN_PAGES = ['/', '/businesses', '/business/1', '/events'];
export const SHARE_BARS = { main: 0.5, any: 0.3 };

export async function measurePageShares(
  base: string,
  reference: string,
  paths: readonly string[],
  { windows = 5, mainSeconds = 1, otherSeconds = 0.5 } = {},
): Promise<{ verdicts: Verdict[]; staticRps: number[] }> {
  const verdicts: Verdict[] = [];
  const staticRps: number[] = [];
  for (const path of paths) {
    const main = MAIN_PAGES.includes(path);
    const bar = main ? SHARE_BARS.main : SHARE_BARS.any;
    // Twice first: rendered into the page cache, then served from it (and recompressed there).
    await get(base + path);
    const answer = await get(base + path);
    const measured = await publicShare(base, reference, path, { windows, seconds: main ? mainSeconds : otherSeconds });
    staticRps.push(...measured.reference);
    verdicts.push({
      what: `${path}${main ? ' (main)' : ''}`,
      figure: `${formatShare(measured.share)} of static, ${Math.round(median(measured.route))} req/s${answer.status === 200 ? '' : `, answered ${answer.status}`}${measured.failed ? `, ${measured.failed} not 2xx` : ''}`,
      bar: `>= ${bar * 100}%`,
      ok: answer.status === 200 && measured.failed === 0 && meets(measured.share, bar),
    });
  }
  return { verdicts, staticRps };
}
