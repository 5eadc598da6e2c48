/**
 * What the page bench does not reach: calendar feeds and sitemaps (bounded, revalidated by
 * ETag, at a public answer's throughput), the admin's CSV exports (streamed, exempt from the
 * 100 KB bound, their time linear in rows), list APIs deep in their pages (the Link rel="next"
 * cursor followed up to 100 pages, and the largest offset accepted) and pages never cached (signed
 * in, or rendered for a visitor with a cookie). Each gives verdict lines for the bench's table.
 */
import { MAX_OFFSET } from '#lib/schemas/api-query.ts';
import { get, pairedLatency, throughput } from './load.ts';
import type { Sessions, Role } from './sessions.ts';
import { formatShare, interleaved, meets, type Verdict } from './windows.ts';

export const BOUNDS = { publicShare: 0.3, answerBytes: 100 * 1024, latencyRatio: 2, exportGrowth: 2 };
const RENDER = { cookie: 'bench=render' };

/** Feeds and sitemaps a visitor, a calendar app or a search engine reads. */
export const PUBLIC_FEEDS = [
  '/events/feeds/all.ics',
  '/events/1.ics',
  '/events/feeds/board/10.ics',
  '/events/feeds/type/free.ics',
  '/api/events/calendar',
  '/api/events/calendar?lang=fr',
  '/sitemap.xml',
  '/sitemaps/pages.xml',
  '/sitemaps/businesses-1.xml',
  '/sitemaps/events-1.xml',
];

type Windows = { windows: number; seconds: number };

/** Share of the static file's throughput of an anonymous GET, interleaved windows. */
export async function publicShare(base: string, reference: string, path: string, { windows, seconds }: Windows, headers = {}) {
  let failed = 0;
  const measured = await interleaved(
    windows,
    async () => (await throughput(base + reference, { seconds })).rps,
    async () => {
      const result = await throughput(base + path, { seconds, headers });
      failed += result.failed;
      return result.rps;
    },
  );
  return { ...measured, failed };
}

/** Feeds and sitemaps: answered, bounded, revalidated by ETag (304), and as fast as a public answer. */
export async function measureFeeds(base: string, reference: string, windows: Windows): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const path of PUBLIC_FEEDS) {
    const answer = await get(base + path);
    const first = await fetch(base + path);
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    const revalidated = etag ? (await fetch(base + path, { headers: { 'if-none-match': etag } })).status : null;
    const { share, failed } = await publicShare(base, reference, path, windows);
    const problems = [
      answer.status !== 200 && `answered ${answer.status}`,
      answer.bytes > BOUNDS.answerBytes && `${(answer.bytes / 1024).toFixed(1)} KB`,
      !path.startsWith('/sitemap') && !etag && 'no ETag',
      etag && revalidated !== 304 && `If-None-Match answered ${revalidated}`,
      failed > 0 && `${failed} failed`,
    ].filter(Boolean);
    verdicts.push({
      what: path,
      figure: `${formatShare(share)} of static, ${answer.bytes} B ${answer.encoding}, ETag ${etag ? `304 on revalidation` : 'none'}${problems.length ? ` [${problems.join('; ')}]` : ''}`,
      bar: `>= ${BOUNDS.publicShare * 100}%, <= 100 KB, ETag + 304${path.startsWith('/sitemap') ? ' if any' : ''}`,
      ok: problems.length === 0 && meets(share, BOUNDS.publicShare),
    });
  }
  return verdicts;
}

export type ExportRun = { table: string; rows: number; ms: number; firstByteMs: number; streamed: boolean; status: number };

/** One CSV export as the admin: rows, total time, time to its first bytes, and whether it was streamed (no Content-Length). */
export async function runExport(base: string, adminCookie: string, table: string): Promise<ExportRun> {
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/exports/${table}`, { headers: { cookie: adminCookie } });
  const firstByteMs = performance.now() - started;
  const text = await response.text();
  const ms = performance.now() - started;
  const rows = Math.max(0, text.trimEnd().split('\n').length - 1);
  return { table, rows, ms, firstByteMs, streamed: response.headers.get('content-length') === null, status: response.status };
}

/** Exports at two sizes: streamed, and their time growing no faster than their rows (at most twice the time per row). */
export function exportVerdicts(small: ExportRun, large: ExportRun): Verdict {
  const perRow = (run: ExportRun) => run.ms / Math.max(1, run.rows);
  const growth = perRow(large) / perRow(small);
  const ok = small.status === 200 && large.status === 200 && large.streamed && large.rows > small.rows && growth <= BOUNDS.exportGrowth;
  return {
    what: `export ${large.table} (admin, streamed)`,
    figure: `${small.rows} rows ${small.ms.toFixed(0)} ms, ${large.rows} rows ${large.ms.toFixed(0)} ms (first bytes ${large.firstByteMs.toFixed(0)} ms), ${(perRow(large) * 1000).toFixed(0)} us/row: ${growth.toFixed(2)}x per row${large.streamed ? '' : ', NOT streamed'}`,
    bar: `streamed, per-row time <= ${BOUNDS.exportGrowth}x`,
    ok,
  };
}

/** The page `depth` pages deep, following Link rel="next" (at most `maxPages`). */
export async function followNext(base: string, path: string, maxPages = 100): Promise<{ path: string; depth: number }> {
  let current = path;
  let depth = 0;
  while (depth < maxPages) {
    const response = await fetch(base + current, { headers: RENDER });
    await response.arrayBuffer();
    const next = /<([^>]+)>\s*;\s*rel="?next"?/.exec(response.headers.get('link') ?? '');
    if (!next) break;
    current = new URL(next[1], base).pathname + new URL(next[1], base).search;
    depth++;
  }
  return { path: current, depth };
}

/** A list API's first page against its deepest (by its cursor) and the largest offset it accepts: no dearer. */
export async function measureDeepPages(base: string, api: string, boundOffset = MAX_OFFSET): Promise<Verdict[]> {
  const deep = await followNext(base, api);
  const near = `${api}${api.includes('?') ? '&' : '?'}offset=${boundOffset}`;
  const [first, deepest, bound] = await pairedLatency([base + api, base + deep.path, base + near], { runs: 9, warmup: 1, headers: RENDER });
  const line = (what: string, measured: typeof first, label: string): Verdict => {
    const ratio = measured.median / first.median;
    return {
      what,
      figure: `${ratio.toFixed(2)}x (${measured.median.toFixed(1)} ms against ${first.median.toFixed(1)}; ${label}), ${measured.last.bytes} B, ${measured.last.status}`,
      bar: `<= ${BOUNDS.latencyRatio}x page 1, <= 100 KB`,
      ok: measured.last.status === 200 && ratio <= BOUNDS.latencyRatio && measured.last.bytes <= BOUNDS.answerBytes,
    };
  };
  return [
    line(`${api} ${deep.depth} pages deep (Link rel=next)`, deepest, `${deep.depth} links followed`),
    line(`${api} offset ${boundOffset}`, bound, 'the largest offset accepted'),
  ];
}

/** Pages never answered from the cache: signed in as their account, or with a cookie (rendered for that visitor). */
export const UNCACHED: { path: string; as?: Role }[] = [
  { path: '/user-dashboard', as: 'premium' },
  { path: '/favorites', as: 'member' },
  { path: '/business-dashboard', as: 'owner' },
  { path: '/admin', as: 'admin' },
  { path: '/' },
  { path: '/businesses' },
  { path: '/business/1' },
  { path: '/events' },
];

/** Throughput of uncached pages against the static file: printed with its spread, passed when every answer was a 200 rendered for it. */
export async function measureUncached(base: string, reference: string, sessions: Sessions, windows: Windows): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const { path, as } of UNCACHED) {
    const headers = as ? { cookie: sessions[as] } : RENDER;
    const probe = await fetch(base + path, { headers, redirect: 'manual' });
    await probe.arrayBuffer();
    const fromCache = probe.headers.get('x-cache') === 'hit';
    const { share, failed } = await publicShare(base, reference, path, windows, headers);
    verdicts.push({
      what: `${path} uncached (${as ?? 'with a cookie'})`,
      figure: `${formatShare(share)} of static${failed ? `, ${failed} not 2xx` : ''}${fromCache ? ', FROM CACHE' : ''}`,
      bar: 'answered 200, rendered (printed only)',
      ok: probe.status === 200 && failed === 0 && !fromCache,
    });
  }
  return verdicts;
}
