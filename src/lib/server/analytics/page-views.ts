/**
 * Page views of business and event pages: one counter per page and New York day, without
 * cookies or anything about the visitor. Bots, HEAD requests and prefetches are not counted. The
 * write happens after the page is answered (waitUntil on Workers) and a failure is only logged.
 */
import { sql } from 'drizzle-orm';
import { pageViews, PAGE_VIEW_KINDS } from '../../../../db/schema.ts';
import { toNewYorkParts } from '../../domain/time.ts';
import { getDb, type Database } from '../db/client.ts';

/** Crawlers, link previews, headless browsers and HTTP libraries. */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|headless|lighthouse|curl|wget|python|java\/|go-http|axios|node-fetch|undici|httpclient|monitor|pingdom|uptime/i;

/** Whether a request is a person's view worth counting. */
export function isCountableView(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const agent = request.headers.get('user-agent') ?? '';
  if (agent.trim() === '' || BOT.test(agent)) return false;
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''} ${request.headers.get('x-moz') ?? ''}`;
  return !/prefetch|prerender/i.test(purpose);
}

/** Adds one view of a page for today (New York). */
export async function addPageView(db: Database, kind: (typeof PAGE_VIEW_KINDS)[number], subjectId: number, now = new Date()): Promise<void> {
  const day = toNewYorkParts(now).date;
  await db
    .insert(pageViews)
    .values({ day, kind, subjectId, views: 1 })
    .onConflictDoUpdate({ target: [pageViews.day, pageViews.kind, pageViews.subjectId], set: { views: sql`${pageViews.views} + 1` } });
}

type Waiter = { waitUntil?: (promise: Promise<unknown>) => void };

/** Counts a view of a page that answered 200, after the answer, when the request is a person's. */
export function countPageView(page: { request: Request; locals: object; response: { status: number } }, kind: (typeof PAGE_VIEW_KINDS)[number], subjectId: number): void {
  if (page.response.status !== 200 || !isCountableView(page.request)) return;
  const write = new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(() => addPageView(getDb(), kind, subjectId))
    .catch((error) => console.error(`Page view of ${kind} ${subjectId} not counted:`, error instanceof Error ? error.message : error));
  // On Cloudflare Workers the request's context keeps the write alive after the answer.
  (page.locals as { cfContext?: Waiter }).cfContext?.waitUntil?.(write);
}
