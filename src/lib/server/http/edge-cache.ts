/**
 * The shared cache on Cloudflare Workers: the Cache API keeps the answers the middleware marked
 * for shared caches (shared-cache.ts, `s-maxage`), keyed by address and by the data's generation
 * (`cache_generation`, one row). Every successful write adds one to the generation, so a page
 * cached before it is never served after it, in any data centre; the cache then drops the old
 * keys on its own when their s-maxage is up. Requests with cookies neither read nor fill it. A
 * business or event page served from the cache still counts its view (the x-page-view tag kept
 * with the cached copy, never sent out). The Node server has its own cache (scripts/serve).
 */
import { eq, sql } from 'drizzle-orm';
import { cacheGeneration } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { hasPageCookies } from './cache-cookies.ts';
import { addPageView, isCountableView, PAGE_VIEW_HEADER, type PageViewKind } from '../analytics/page-views.ts';

export type EdgeCacheStore = { match(key: Request): Promise<Response | undefined>; put(key: Request, response: Response): Promise<void> };

export type EdgeCacheContext = {
  /** caches.default on Workers. */
  store: EdgeCacheStore;
  db: () => Database;
  render: () => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
};

/** The data's current generation (one indexed read). */
export async function currentGeneration(db: Database): Promise<number> {
  const [row] = await db.select({ generation: cacheGeneration.generation }).from(cacheGeneration).where(eq(cacheGeneration.id, 1));
  return row?.generation ?? 0;
}

/** Marks every cached page as out of date: one update. */
export async function bumpGeneration(db: Database): Promise<void> {
  await db
    .update(cacheGeneration)
    .set({ generation: sql`${cacheGeneration.generation} + 1` })
    .where(eq(cacheGeneration.id, 1));
}

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

/** The answer without the page-view tag (it is for the cache only). */
function withoutTag(response: Response): Response {
  if (!response.headers.has(PAGE_VIEW_HEADER)) return response;
  const copy = new Response(response.body, response);
  copy.headers.delete(PAGE_VIEW_HEADER);
  return copy;
}

/** Answers a request from the cache, or renders it (and keeps it when it may be shared). */
export async function answerWithEdgeCache(request: Request, context: EdgeCacheContext): Promise<Response> {
  if (!readsCache(request)) {
    const response = await context.render();
    if (isWrite(request) && response.status < 400) context.waitUntil(bumpGeneration(context.db()).catch(() => undefined));
    return withoutTag(response);
  }
  let key: Request;
  try {
    const url = new URL(request.url);
    url.searchParams.set('__generation', String(await currentGeneration(context.db())));
    key = new Request(url.href, { method: 'GET' });
  } catch {
    // No database (or none reachable): nothing is cached, the page says so itself.
    return withoutTag(await context.render());
  }
  const hit = await context.store.match(key);
  if (hit) {
    const tag = hit.headers.get(PAGE_VIEW_HEADER);
    if (tag && isCountableView(request)) {
      const [kind, id] = tag.split(':');
      context.waitUntil(addPageView(context.db(), kind as PageViewKind, Number(id)).catch(() => undefined));
    }
    return withoutTag(hit);
  }
  const response = await context.render();
  if (isStorable(response)) context.waitUntil(context.store.put(key, response.clone()).catch(() => undefined));
  return withoutTag(response);
}
