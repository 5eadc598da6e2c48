/**
 * The Node server's page cache (decision 032): answers the app marked for shared caches
 * (`s-maxage`, see src/lib/server/http/shared-cache.ts: the same for every signed-out visitor) are
 * kept in memory by address with the cache keys they show (the x-cache-keys header, kept here and
 * never sent), and served to the next visitor like a static file. Requests carrying a cookie never
 * read it (but the known-browser cookie, which no page is drawn from: cache-cookies.ts).
 *
 * - Emptied by keys: a write empties the pages that show what it changed (`invalidate`), at once
 *   here and within a second on the other servers (key-log.ts); a page that named no key (`*`) is
 *   emptied by every change, and a change that named none (`*`) empties every page. An answer drawn
 *   before a change that touches its keys is never stored after it.
 * - Stale while revalidating, bounded: past its s-maxage a page is served for STALE_MS more
 *   (x-cache: stale) while one background render refreshes it (`revalidate`, given by the server);
 *   then it is gone. An emptied page is gone at once: never served stale.
 * - One render per address: misses that arrive while the address is being drawn wait for it
 *   (WAIT_MS at most) and are answered from what it stored; when it stored nothing (a private
 *   answer, a cookie set, an error), they draw their own.
 * - Compressed once on the way out: a page to keep is gathered whole, compressed once at a fast
 *   level for the visitor who asked, sent, and stored with that copy (held-page.ts); the stored
 *   page is then compressed at brotli's highest level (and gzip, if missing) in the background,
 *   one page at a time (background-queue.ts): 50-90 ms of CPU a page, several renders' worth, so
 *   never on a request's path. Answers not kept stream through the server's compression.
 *
 * An entry lives no longer than its s-maxage plus STALE_MS. Bounded in entries and bytes (least
 * recently used entries go first).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import { hasPageCookies } from '#lib/server/http/cache-cookies.ts';
import { ANY_KEY } from '#lib/server/http/cache-keys.ts';
import { noneMatchNames } from '#lib/server/http/conditional.ts';
import { BackgroundQueue } from './background-queue.ts';
import { brotliAt, gzipFast, holdSharedPage } from './held-page.ts';

/**
 * How long past its s-maxage a page may still be served while it is drawn again. The s-maxage
 * (60 s) bounds what no write names (the clock: opening hours, events that started); a minute
 * more keeps that bound at two minutes, while a page asked for less than once a minute simply
 * expires and is drawn on the next request, as before.
 */
export const STALE_MS = 60_000;
/** How long a miss waits for the same address's render before drawing its own (a hung render holds no one). */
export const WAIT_MS = 5_000;
/** Keys remembered one by one for renders in flight; beyond this, one change of everything is remembered instead. */
const MAX_REMEMBERED_KEYS = 10_000;

/** Whether the request's If-None-Match names the stored answer's ETag. */
function holdsVersion(request: IncomingMessage, entry: Entry): boolean {
  const etag = entry.headers.find(([name]) => name === 'etag')?.[1];
  return etag !== undefined && noneMatchNames(request.headers['if-none-match'], etag);
}

type Entry = {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  expiresAt: number;
  storedAt: number;
  /** What the page shows (x-cache-keys): a change to any of them empties it; ANY_KEY, any change. */
  keys: string[];
  /** What the page counts as a view when served ("business:7"), from the app's x-page-view header. */
  pageView: string | null;
  /** Whether `br` is at brotli's highest level yet (or queued to be). */
  finest: boolean;
  /** Whether a background render is drawing this page again. */
  revalidating: boolean;
};

export type PageCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  staleMs?: number;
  waitMs?: number;
  /** Draws an address again in the background (no stale serving without it); settles when done. */
  revalidate?: (request: IncomingMessage) => Promise<void>;
};

type Flight = { done: Promise<void>; settle: () => void };

export class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Counts changes: a render remembers the count it started at, and is stored only if no change since touched its keys. */
  private sequence = 0;
  /** The change count at which each key was last changed (renders in flight compare against it). */
  private changedAt = new Map<string, number>();
  /** The change count of the last change of everything. */
  private everythingAt = 0;
  /** Renders not yet stored or dropped. */
  private rendering = 0;
  /** Renders in flight by address, for the misses that wait on them. */
  private flights = new Map<string, Flight>();
  /** Recompression at brotli's highest level, one page at a time. */
  readonly background = new BackgroundQueue();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly staleMs: number;
  private readonly waitMs: number;
  private readonly revalidate: ((request: IncomingMessage) => Promise<void>) | null;

  constructor({
    maxEntries = 1000,
    maxBytes = 64 * 1024 * 1024,
    now = Date.now,
    staleMs = STALE_MS,
    waitMs = WAIT_MS,
    revalidate,
  }: PageCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.now = now;
    this.staleMs = staleMs;
    this.waitMs = waitMs;
    this.revalidate = revalidate ?? null;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every page. */
  clear(): void {
    this.invalidate([ANY_KEY]);
  }

  /** Forgets the pages that show any of these keys, and those that named none; ANY_KEY forgets every page. */
  invalidate(keys: readonly string[]): void {
    if (keys.length === 0) return;
    const changeNumber = ++this.sequence;
    if (keys.includes(ANY_KEY) || this.changedAt.size + keys.length > MAX_REMEMBERED_KEYS) {
      this.everythingAt = changeNumber;
      this.changedAt.clear();
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const key of keys) this.changedAt.set(key, changeNumber);
    const changed = new Set(keys);
    for (const [address, entry] of this.entries)
      if (entry.keys.some((key) => key === ANY_KEY || changed.has(key))) this.remove(address, entry);
    // Nothing in flight started before this change: the per-key memory can start again.
    if (this.rendering === 0) this.changedAt.clear();
  }

  /** Whether a request may be answered from the cache (or its answer stored): a GET or HEAD without cookies. */
  static readsCache(request: IncomingMessage): boolean {
    return (
      (request.method === 'GET' || request.method === 'HEAD') && !hasPageCookies(request.headers.cookie) && !request.headers.authorization
    );
  }

  /** Answers a request from the cache when it can; returns the page-view tag of a hit ("" when none), or null on a miss. */
  serve(request: IncomingMessage, response: ServerResponse): string | null {
    const address = request.url ?? '/';
    const entry = this.entries.get(address);
    if (!entry) return null;
    const now = this.now();
    const stale = entry.expiresAt <= now;
    if (stale && (now >= entry.expiresAt + this.staleMs || !this.revalidate)) {
      this.remove(address, entry);
      return null;
    }
    if (stale && !entry.revalidating) {
      entry.revalidating = true;
      // Settled either way: a failed render lets the next visitor try again.
      void this.revalidate?.(request)
        .catch(() => undefined)
        .finally(() => (entry.revalidating = false));
    }
    // Most recently used last.
    this.entries.delete(address);
    this.entries.set(address, entry);
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
      response.setHeader('x-cache', stale ? 'stale' : 'hit');
      response.writeHead(304).end();
      return entry.pageView ?? '';
    }
    if (encoding) response.setHeader('content-encoding', encoding);
    response.setHeader('vary', 'Accept-Encoding');
    response.setHeader('content-length', body.length);
    response.setHeader('age', Math.floor((now - entry.storedAt) / 1000));
    response.setHeader('x-cache', stale ? 'stale' : 'hit');
    response.writeHead(entry.status);
    response.end(request.method === 'HEAD' ? undefined : body);
    if (!entry.finest) this.compressFinest(address, entry);
    return entry.pageView ?? '';
  }

  /**
   * When a render of this address is in flight: a promise that settles once it stored its page or
   * turned out not to be kept, or after WAIT_MS at most. Null when there is none to wait for.
   */
  waitForRender(request: IncomingMessage): Promise<void> | null {
    const flight = request.method === 'GET' ? this.flights.get(request.url ?? '/') : undefined;
    if (!flight) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.waitMs)));
    return Promise.race([flight.done, timeout]).finally(() => clearTimeout(timer));
  }

  /**
   * Watches an answer the app is writing (call before the handler runs, after compression is set
   * up). An answer marked for shared caches is gathered whole, compressed once, sent and stored;
   * any other answer goes on to the compression as it comes.
   */
  record(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET') return;
    const address = request.url ?? '/';
    const startedAt = this.sequence;
    const flight = this.flights.has(address) ? null : this.startFlight(address);
    this.rendering++;
    let landed = false;
    // The render is over: stored, not to be kept, or cut off. Its waiters go on.
    const land = () => {
      if (landed) return;
      landed = true;
      this.rendering--;
      if (!flight) return;
      flight.settle();
      if (this.flights.get(address) === flight) this.flights.delete(address);
    };
    response.once('close', land);

    holdSharedPage(request, response, {
      passed: land,
      held: (page) => {
        // Cut off while compressing: the changes it could miss are no longer remembered (none in flight).
        if (landed) return;
        const { body, encoding, ...kept } = page;
        this.store(address, startedAt, { ...kept, br: encoding === 'br' ? body : null, gzip: encoding === 'gzip' ? body : null });
        land();
      },
    });
    // An answer not kept ends the stale copy it was drawn to replace: the page is no longer what was kept.
    response.once('finish', () => {
      const entry = this.entries.get(address);
      if (entry && entry.expiresAt <= this.now() && (response.statusCode !== 200 || response.getHeader('x-cache') !== 'miss'))
        this.remove(address, entry);
    });
  }

  private startFlight(address: string): Flight {
    let settle = () => {};
    const done = new Promise<void>((resolve) => (settle = resolve));
    const flight = { done, settle };
    this.flights.set(address, flight);
    return flight;
  }

  /** Whether a page drawn at change count `startedAt`, showing `keys`, may still be kept: no change since touched it. */
  private isCurrent(startedAt: number, keys: string[]): boolean {
    if (this.everythingAt > startedAt) return false;
    if (keys.includes(ANY_KEY)) return this.sequence === startedAt;
    return keys.every((key) => (this.changedAt.get(key) ?? 0) <= startedAt);
  }

  private store(
    address: string,
    startedAt: number,
    answer: Pick<Entry, 'status' | 'headers' | 'identity' | 'br' | 'gzip' | 'keys' | 'pageView'> & { maxAge: number },
  ) {
    // A change since the render began may have made what it shows untrue.
    if (!this.isCurrent(startedAt, answer.keys)) return;
    const now = this.now();
    const { maxAge, ...kept } = answer;
    const entry: Entry = { ...kept, storedAt: now, expiresAt: now + maxAge * 1000, finest: false, revalidating: false };
    const previous = this.entries.get(address);
    if (previous) this.remove(address, previous);
    this.entries.set(address, entry);
    this.bytes += weight(entry);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, old] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldest, old);
    }
    this.compressFinest(address, entry);
  }

  /** Queues the entry's brotli at its highest level (and its gzip, if missing), if the entry is still the one kept then. */
  private compressFinest(address: string, entry: Entry) {
    entry.finest = this.background.add(async () => {
      if (this.entries.get(address) !== entry) return;
      const finest = await brotliAt(entry.identity, constants.BROTLI_MAX_QUALITY);
      const gz = entry.gzip ?? (await gzipFast(entry.identity));
      if (this.entries.get(address) !== entry) return;
      this.bytes += finest.length - (entry.br?.length ?? 0) + gz.length - (entry.gzip?.length ?? 0);
      entry.br = finest;
      entry.gzip = gz;
    });
  }

  private remove(address: string, entry: Entry) {
    if (this.entries.get(address) !== entry) return;
    this.entries.delete(address);
    this.bytes -= weight(entry);
  }
}

const weight = (entry: Entry) => entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
