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
 *   level for the visitor who asked (brotli 5 or gzip 6), sent, and stored with that copy; the
 *   stored page is then compressed at brotli's highest level (and gzip, if missing) in the
 *   background, one page at a time (background-queue.ts): 50-90 ms of CPU a page, several
 *   renders' worth, so never on a request's path. Answers not kept stream through the server's
 *   compression as before.
 *
 * An entry lives no longer than its s-maxage plus STALE_MS. Bounded in entries and bytes (least
 * recently used entries go first).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { PAGE_VIEW_HEADER } from '#lib/server/analytics/page-views.ts';
import { hasPageCookies } from '#lib/server/http/cache-cookies.ts';
import { ANY_KEY, PAGE_KEYS_HEADER, parseKeys } from '#lib/server/http/cache-keys.ts';
import { BackgroundQueue } from './background-queue.ts';
import { setHeadersGiven } from './response-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The levels a page is compressed at on a request's path: a millisecond or two for a page. */
export const FAST_BROTLI = 5;
export const FAST_GZIP = 6;
/**
 * How long past its s-maxage a page may still be served while it is drawn again. The s-maxage
 * (60 s) bounds what no write names (the clock: opening hours, events that started); a minute
 * more keeps that bound at two minutes, while a page asked for less than once a minute simply
 * expires and is drawn on the next request, as before.
 */
export const STALE_MS = 60_000;
/** How long a miss waits for the same address's render before drawing its own (a hung render holds no one). */
export const WAIT_MS = 5_000;
/** Pages larger than this are sent as drawn and never kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Keys remembered one by one for renders in flight; beyond this, one change of everything is remembered instead. */
const MAX_REMEMBERED_KEYS = 10_000;

const brotliAt = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });

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
  'x-cache',
]);

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

    const writeHead = response.writeHead;
    const write = response.write;
    const end = response.end;
    const passOn = {
      writeHead: (status: number, ...rest: unknown[]) =>
        (writeHead as (...args: unknown[]) => ServerResponse).call(response, status, ...rest),
      write: (...args: unknown[]) => (write as (...args: unknown[]) => boolean).apply(response, args),
      end: (...args: unknown[]) => (end as (...args: unknown[]) => ServerResponse).apply(response, args),
    };
    // The app's page-view tag and keys are kept for the cache and never sent out.
    let pageView: string | null = null;
    let keys: string[] = [ANY_KEY];
    let gathering: { status: number; rest: unknown[]; chunks: Buffer[]; size: number; maxAge: number } | null = null;

    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      // Headers given to writeHead are set one by one first, so the stored copy sees them all.
      setHeadersGiven(this, rest);
      if (this.hasHeader(PAGE_VIEW_HEADER)) {
        pageView = String(this.getHeader(PAGE_VIEW_HEADER));
        this.removeHeader(PAGE_VIEW_HEADER);
      }
      if (this.hasHeader(PAGE_KEYS_HEADER)) {
        const named = parseKeys(String(this.getHeader(PAGE_KEYS_HEADER)));
        if (named.length) keys = named;
        this.removeHeader(PAGE_KEYS_HEADER);
      }
      const maxAge = sharedMaxAge(this);
      if (status === 200 && maxAge !== null && !this.hasHeader('set-cookie')) {
        // Held back until the whole page is here: it is sent compressed, with its length.
        gathering = { status, rest, chunks: [], size: 0, maxAge };
        return this;
      }
      land();
      return passOn.writeHead(status, ...rest);
    } as typeof response.writeHead;

    // Too large to keep: sent as it is, the rest streams on.
    const release = () => {
      const held = gathering!;
      gathering = null;
      land();
      passOn.writeHead(held.status, ...held.rest);
      for (const chunk of held.chunks) passOn.write(chunk);
    };
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      gathering!.chunks.push(buffer);
      gathering!.size += buffer.length;
      if (gathering!.size > MAX_PAGE_BYTES) release();
    };

    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!this.headersSent && !gathering) this.writeHead(this.statusCode);
      if (!gathering) return passOn.write(chunk, ...rest);
      keep(chunk, rest[0]);
      const done = rest.find((item) => typeof item === 'function') as (() => void) | undefined;
      if (done) queueMicrotask(done);
      return true;
    } as typeof response.write;

    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (!this.headersSent && !gathering) this.writeHead(this.statusCode);
      if (!gathering) return passOn.end(chunk, ...rest);
      const done = [chunk, ...rest].find((item) => typeof item === 'function');
      keep(chunk, rest[0]);
      if (!gathering) return passOn.end(...(done ? [done] : []));
      const held: { status: number; rest: unknown[]; chunks: Buffer[]; maxAge: number } = gathering;
      gathering = null;
      const identity = Buffer.concat(held.chunks);
      const headers = Object.entries(this.getHeaders())
        .filter(([name]) => !DROPPED.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string]);
      void compressFast(identity, String(request.headers['accept-encoding'] ?? '')).then(({ body, encoding }) => {
        if (encoding) this.setHeader('content-encoding', encoding);
        this.setHeader('vary', 'Accept-Encoding');
        this.setHeader('content-length', body.length);
        this.setHeader('x-cache', 'miss');
        passOn.writeHead(held.status, ...held.rest);
        passOn.end(body, ...(done ? [done] : []));
        cache.store(address, startedAt, {
          status: held.status,
          headers,
          identity,
          br: encoding === 'br' ? body : null,
          gzip: encoding === 'gzip' ? body : null,
          maxAge: held.maxAge,
          keys,
          pageView,
        });
        land();
      });
      return this;
    } as typeof response.end;
    const cache = this;
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
      const gz = entry.gzip ?? (await gzipAsync(entry.identity, { level: FAST_GZIP }));
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

/** The page compressed once, fast, for what the visitor accepts (none: as it is). */
async function compressFast(identity: Buffer, accepted: string): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }> {
  try {
    if (/\bbr\b/.test(accepted)) return { body: await brotliAt(identity, FAST_BROTLI), encoding: 'br' };
    if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(identity, { level: FAST_GZIP }), encoding: 'gzip' };
  } catch {
    // Sent as it is.
  }
  return { body: identity, encoding: null };
}

/** The answer's s-maxage in seconds when it is marked public for shared caches, else null. */
function sharedMaxAge(response: ServerResponse): number | null {
  const control = String(response.getHeader('cache-control') ?? '');
  if (!/\bpublic\b/.test(control) || /\b(private|no-store)\b/.test(control)) return null;
  const match = control.match(/\bs-maxage=(\d+)/);
  return match ? Number(match[1]) : null;
}
