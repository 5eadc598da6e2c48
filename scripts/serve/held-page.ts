/**
 * A page for the page cache, held back on its way out (page-cache.ts): an answer the app marked for
 * shared caches (status 200, `s-maxage`, no cookie set) is gathered whole, compressed once at a fast
 * level for the visitor who asked (brotli 5 or gzip 6: a millisecond or two), sent with its length,
 * and handed to the cache with that copy, so a page is not compressed twice (the server's
 * compression on the way out, then the cache's). Any other answer, and a page too large to keep,
 * goes on to the server's compression as it comes. The app's page-view tag and cache keys are
 * taken out for the cache and never sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { PAGE_VIEW_HEADER } from '#lib/server/analytics/page-views.ts';
import { ANY_KEY, PAGE_KEYS_HEADER, parseKeys } from '#lib/server/http/cache-keys.ts';
import { setHeadersGiven } from './response-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The levels a page is compressed at on a request's path: a millisecond or two for a page. */
export const FAST_BROTLI = 5;
export const FAST_GZIP = 6;
/** Pages larger than this are sent as drawn and never kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** Brotli at a quality, told the size to expect. */
export const brotliAt = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });

/** Gzip at the fast level. */
export const gzipFast = (identity: Buffer) => gzipAsync(identity, { level: FAST_GZIP });

/** A page as sent: its headers to keep, the page as drawn, and the one compressed copy sent. */
export type HeldPage = {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
  /** Its s-maxage, in seconds. */
  maxAge: number;
  /** What the page shows (x-cache-keys; ANY_KEY when it named none). */
  keys: string[];
  /** What the page counts as a view when served ("business:7"), from the app's x-page-view header. */
  pageView: string | null;
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

/**
 * Watches an answer the app is about to write (installed after the server's compression, before
 * the handler runs): `held` once a page for shared caches is sent, `passed` when the answer goes
 * on as it comes.
 */
export function holdSharedPage(
  request: IncomingMessage,
  response: ServerResponse,
  on: { held: (page: HeldPage) => void; passed: () => void },
): void {
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
    on.passed();
    return passOn.writeHead(status, ...rest);
  } as typeof response.writeHead;

  // Too large to keep: sent as it is, the rest streams on.
  const release = () => {
    const held = gathering!;
    gathering = null;
    on.passed();
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
      on.held({ status: held.status, headers, identity, body, encoding, maxAge: held.maxAge, keys, pageView });
    });
    return this;
  } as typeof response.end;
}

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
