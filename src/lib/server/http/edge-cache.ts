/**
 * The shared cache on Cloudflare Workers (decision 032): the Cache API keeps the answers the
 * middleware marked for shared caches (shared-cache.ts, `s-maxage`) by address, each with the
 * cache keys it shows (x-cache-keys) and the generation it was drawn at (x-cache-version). A hit
 * is served only when no change recorded since touched its keys: one read of the last change of
 * its keys and of `*` (the current generation for a page that named none: every change touches
 * it), so a page is never served after a write that changed what it shows, in any data centre,
 * and pages that show other things stay. A successful write records the keys it changed
 * (x-cache-changed; absent: `*`, everything; "": nothing) after its answer (waitUntil, one batch:
 * cache-key-log.ts); the cache drops old copies on its own when their s-maxage is up. Requests
 * with cookies neither read nor fill it. A business or event page served from the cache still
 * counts its view (the x-page-view tag kept with the cached copy). The cache headers are never
 * sent out. The Node server has its own cache (scripts/serve).
 */
import type { Database } from '../db/client.ts';
import { hasPageCookies } from './cache-cookies.ts';
import { ANY_KEY, CHANGED_KEYS_HEADER, PAGE_KEYS_HEADER, parseKeys } from './cache-keys.ts';
import { currentGeneration, lastChangeOf, recordChangedKeys } from './cache-key-log.ts';
import { addPageView, isCountableView, PAGE_VIEW_HEADER, type PageViewKind } from '../analytics/page-views.ts';

export type EdgeCacheStore = { match(key: Request): Promise<Response | undefined>; put(key: Request, response: Response): Promise<void> };

export type EdgeCacheContext = {
  /** caches.default on Workers. */
  store: EdgeCacheStore;
  db: () => Database;
  render: () => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
};

/** The generation a cached copy was drawn at: kept with the copy, never sent. */
export const VERSION_HEADER = 'x-cache-version';
/** Headers for the caches only. */
const CACHE_ONLY = [PAGE_VIEW_HEADER, PAGE_KEYS_HEADER, CHANGED_KEYS_HEADER, VERSION_HEADER];

const readsCache = (request: Request) =>
  request.method === 'GET' && !hasPageCookies(request.headers.get('cookie')) && !request.headers.has('authorization');
const isWrite = (request: Request) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);

function isStorable(response: Response): boolean {
  const control = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    /\bpublic\b/.test(control) &&
    /\bs-maxage=\d+/.test(control) &&
    !/\b(private|no-store)\b/.test(control)
  );
}

/** The answer without the headers that are for the caches only. */
export function forVisitor(response: Response): Response {
  if (!CACHE_ONLY.some((name) => response.headers.has(name))) return response;
  const copy = new Response(response.body, response);
  for (const name of CACHE_ONLY) copy.headers.delete(name);
  return copy;
}

/** The keys a successful write changed: what it said, or everything when it said nothing. */
function changedKeysOf(response: Response): string[] {
  const said = response.headers.get(CHANGED_KEYS_HEADER);
  return said === null ? [ANY_KEY] : parseKeys(said);
}

/** Answers a request from the cache, or renders it (and keeps it when it may be shared). */
export async function answerWithEdgeCache(request: Request, context: EdgeCacheContext): Promise<Response> {
  if (!readsCache(request)) {
    const response = await context.render();
    if (isWrite(request) && response.status < 400) {
      const keys = changedKeysOf(response);
      if (keys.length) context.waitUntil(recordChangedKeys(context.db(), keys).catch(() => undefined));
    }
    return forVisitor(response);
  }
  const key = new Request(new URL(request.url).href, { method: 'GET' });
  // The generation the page is drawn at, read before it is drawn: a write during the render is later.
  let generation: number;
  try {
    const hit = await context.store.match(key);
    if (hit) {
      const drawnAt = Number(hit.headers.get(VERSION_HEADER) ?? Number.NaN);
      const changes = await lastChangeOf(context.db(), parseKeys(hit.headers.get(PAGE_KEYS_HEADER)));
      if (changes.lastChange <= drawnAt) return countedHit(request, hit, context);
      generation = changes.generation;
    } else generation = await currentGeneration(context.db());
  } catch {
    // No database (or none reachable): nothing is cached, the page says so itself.
    return forVisitor(await context.render());
  }
  const response = await context.render();
  if (isStorable(response)) {
    const copy = new Response(response.clone().body, response);
    copy.headers.set(VERSION_HEADER, String(generation));
    context.waitUntil(context.store.put(key, copy).catch(() => undefined));
  }
  return forVisitor(response);
}

/** A cached copy for a visitor; a business or event page still counts its view. */
function countedHit(request: Request, hit: Response, context: EdgeCacheContext): Response {
  const tag = hit.headers.get(PAGE_VIEW_HEADER);
  if (tag && isCountableView(request)) {
    const [kind, id] = tag.split(':');
    context.waitUntil(addPageView(context.db(), kind as PageViewKind, Number(id)).catch(() => undefined));
  }
  return forVisitor(hit);
}
