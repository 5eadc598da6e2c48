/**
 * The Node server's page cache: answers the app marked for shared caches (`s-maxage`, see
 * src/lib/server/http/shared-cache.ts: the same for every signed-out visitor) are kept in memory
 * by address, compressed at once with brotli and gzip at fast levels, and served to the next
 * visitor like a static file; a page served again from it is compressed once more with brotli at
 * its highest level, off the request's path (most entries are never read before a write empties
 * the cache, and brotli's highest level costs 50-90 ms of CPU for a page, several renders' worth). Requests carrying a cookie never read it (but the known-browser
 * cookie, which no page is drawn from: cache-cookies.ts). Any write through the
 * server (a successful POST, PUT, PATCH or DELETE) or a run of the scheduled job empties it, a
 * write on another server on the same database empties it within a second (data-generation.ts),
 * and an entry lives no longer than its s-maxage. Bounded in entries and bytes (least recently used
 * entries go first).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { PAGE_VIEW_HEADER } from '#lib/server/analytics/page-views.ts';
import { hasPageCookies } from '#lib/server/http/cache-cookies.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const FAST_BROTLI = 5;
const brotliAt = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });

/** Whether the request's If-None-Match names the stored answer's ETag (compared weakly, as for any GET). */
function holdsVersion(request: IncomingMessage, entry: Entry): boolean {
  const etag = entry.headers.find(([name]) => name === 'etag')?.[1];
  const noneMatch = request.headers['if-none-match'];
  if (!etag || !noneMatch) return false;
  const tags = noneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
}

type Entry = {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  expiresAt: number;
  storedAt: number;
  /** What the page counts as a view when served ("business:7"), from the app's x-page-view header. */
  pageView: string | null;
  /** Whether `br` is at brotli's highest level yet (or on its way there). */
  finest: boolean;
};

export type PageCacheOptions = { maxEntries?: number; maxBytes?: number; now?: () => number };

/** Headers the cache never keeps: they belong to one answer or one connection. */
const DROPPED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'strict-transport-security',
  'x-db-round-trips',
]);

export class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped on every write: an answer rendered before a write is not stored after it. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024, now = Date.now }: PageCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every page: the data they show may have changed. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** Whether a request may be answered from the cache (or its answer stored): a GET or HEAD without cookies. */
  static readsCache(request: IncomingMessage): boolean {
    return (
      (request.method === 'GET' || request.method === 'HEAD') && !hasPageCookies(request.headers.cookie) && !request.headers.authorization
    );
  }

  /** Answers a request from the cache when it can; returns the page-view tag of a hit ("" when none), or null on a miss. */
  serve(request: IncomingMessage, response: ServerResponse): string | null {
    const key = request.url ?? '/';
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [body, encoding] =
      entry.br && /\bbr\b/.test(accepted)
        ? [entry.br, 'br']
        : entry.gzip && /\bgzip\b/.test(accepted)
          ? [entry.gzip, 'gzip']
          : [entry.identity, null];
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    // A client that already holds this answer's version (a calendar app polling its feed) gets 304.
    if (holdsVersion(request, entry)) {
      response.setHeader('x-cache', 'hit');
      response.writeHead(304).end();
      return entry.pageView ?? '';
    }
    if (encoding) response.setHeader('content-encoding', encoding);
    response.setHeader('vary', 'Accept-Encoding');
    response.setHeader('content-length', body.length);
    response.setHeader('age', Math.floor((this.now() - entry.storedAt) / 1000));
    response.setHeader('x-cache', 'hit');
    response.writeHead(entry.status);
    response.end(request.method === 'HEAD' ? undefined : body);
    if (!entry.finest) this.compressFinest(key, entry);
    return entry.pageView ?? '';
  }

  /**
   * Watches an answer the app is writing (call before the handler runs, after compression is set
   * up) and stores it when it is complete and marked for shared caches.
   */
  record(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET') return;
    const key = request.url ?? '/';
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const write = response.write;
    const end = response.end;
    const keep = (chunk: unknown) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > 2 * 1024 * 1024) tooBig = true;
      else chunks.push(buffer);
    };
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof response.write;
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof response.end;
    // The app's page-view tag is kept for later hits and never sent out.
    let pageView: string | null = null;
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      // Headers given to writeHead are set one by one first, so the stored copy sees them all.
      const index = rest.findIndex((item) => item && typeof item === 'object');
      if (index !== -1) {
        for (const [name, value] of Object.entries(rest[index] as Record<string, string | number | string[]>))
          if (value !== undefined) this.setHeader(name, value);
        rest.splice(index, 1);
      }
      if (this.hasHeader(PAGE_VIEW_HEADER)) {
        pageView = String(this.getHeader(PAGE_VIEW_HEADER));
        this.removeHeader(PAGE_VIEW_HEADER);
      }
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as typeof response.writeHead;
    response.once('finish', () => {
      const maxAge = sharedMaxAge(response);
      if (tooBig || maxAge === null || response.statusCode !== 200 || response.hasHeader('set-cookie')) return;
      if (generation !== this.generation) return;
      const headers = Object.entries(response.getHeaders())
        .filter(([name]) => !DROPPED.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string]);
      void this.store(key, generation, { status: 200, headers, identity: Buffer.concat(chunks), maxAge, pageView });
    });
  }

  private async store(
    key: string,
    generation: number,
    answer: { status: number; headers: [string, string][]; identity: Buffer; maxAge: number; pageView: string | null },
  ) {
    // Compressed off the request's path, at levels that cost a millisecond or two.
    const [br, gz] = await Promise.all([
      brotliAt(answer.identity, FAST_BROTLI).catch(() => null),
      gzipAsync(answer.identity, { level: 6 }).catch(() => null),
    ]);
    // A write happened while compressing: the answer may show data that is no longer true.
    if (generation !== this.generation) return;
    const now = this.now();
    const entry: Entry = {
      status: answer.status,
      headers: answer.headers,
      identity: answer.identity,
      br,
      gzip: gz,
      storedAt: now,
      expiresAt: now + answer.maxAge * 1000,
      pageView: answer.pageView,
      finest: false,
    };
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += weight(entry);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, old] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldest, old);
    }
  }

  /** Replaces a served entry's brotli with brotli at its highest level, if the entry is still the one kept. */
  private compressFinest(key: string, entry: Entry) {
    entry.finest = true;
    void brotliAt(entry.identity, constants.BROTLI_MAX_QUALITY)
      .then((finest) => {
        if (this.entries.get(key) !== entry) return;
        this.bytes += finest.length - (entry.br?.length ?? 0);
        entry.br = finest;
      })
      .catch(() => undefined);
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= weight(entry);
  }
}

const weight = (entry: Entry) => entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

/** The answer's s-maxage in seconds when it is marked public for shared caches, else null. */
function sharedMaxAge(response: ServerResponse): number | null {
  const control = String(response.getHeader('cache-control') ?? '');
  if (!/\bpublic\b/.test(control) || /\b(private|no-store)\b/.test(control)) return null;
  const match = control.match(/\bs-maxage=(\d+)/);
  return match ? Number(match[1]) : null;
}

/** Whether a finished request changed data: a write that succeeded. */
export function isSuccessfulWrite(request: IncomingMessage, response: ServerResponse): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(request.method ?? 'GET') && response.statusCode < 400;
}
