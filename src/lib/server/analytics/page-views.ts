/**
 * Page views of business and event pages: one counter per page and New York day, without cookies
 * or anything about the visitor (no address, agent or referrer is stored). Crawlers, link-preview
 * fetchers, headless browsers, HEAD requests, prefetches and pages that did not answer 200 are
 * not counted. The write is deferred past the answer and never fails the page.
 */
import { sql } from 'drizzle-orm';
import { pageViews, PAGE_VIEW_KINDS } from '#db/schema.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { getDb, withoutRequestCount, type Database } from '../db/client.ts';

export type PageViewKind = (typeof PAGE_VIEW_KINDS)[number];

/**
 * Crawlers, link previews (chat apps and social sites fetch a page to draw its card), headless
 * and automated browsers, speed tests, monitors and HTTP libraries. Real browsers name none of these
 * (the one phone brand that spells "bot", Cubot, is let through).
 */
const NOT_A_PERSON =
  /(?<!cu)bot|crawl|spider|slurp|scrap|archiver|fetcher|preview|facebookexternalhit|facebookcatalog|meta-external|embedly|iframely|whatsapp|mastodon|pleroma|misskey|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|statuscake|site24x7|mediapartners|inspectiontool|validator|curl\/|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|http\.rb|postman|insomnia/i;

/** Whether a request is a person's view of a page: a GET from a browser, not a prefetch or prerender. */
export function isCountableView(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const agent = request.headers.get('user-agent')?.trim() ?? '';
  if (agent === '' || NOT_A_PERSON.test(agent)) return false;
  // Chrome sends Sec-Purpose (prefetch;prerender for speculation rules), Safari X-Purpose, Firefox X-Moz.
  const purpose = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map((name) => request.headers.get(name) ?? '').join(' ');
  return !/prefetch|prerender|preview/i.test(purpose);
}

/** Adds views of a page (one unless said) to a day's counter (today's, New York date): one upsert. */
export async function addPageView(
  db: Database,
  kind: PageViewKind,
  subjectId: number,
  now = new Date(),
  views = 1,
  day = toNewYorkParts(now).date,
): Promise<void> {
  await db
    .insert(pageViews)
    .values({ day, kind, subjectId, views })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.kind, pageViews.subjectId],
      set: { views: sql`${pageViews.views} + ${views}` },
    });
}

/** What a page hands over: Astro's `Astro` has these. */
export type ViewedPage = { request: Request; locals: object; response: { status?: number; headers?: Headers } };

/**
 * The header telling the Node server's page cache what a cached copy of this page counts as a
 * view of ("business:7"); the server removes it before the answer goes out.
 */
export const PAGE_VIEW_HEADER = 'x-page-view';

type ExecutionContext = { waitUntil(promise: Promise<unknown>): void };

/**
 * Counts a view of this page once it has answered, when the request is a person's and the page
 * answers 200. Returns at once; the promise it keeps (for tests) never rejects.
 */
export function countPageView(page: ViewedPage, kind: PageViewKind, subjectId: number): Promise<void> | null {
  const answered = () => (page.response.status ?? 200) === 200;
  if (answered()) page.response.headers?.set(PAGE_VIEW_HEADER, `${kind}:${subjectId}`);
  if (!answered() || !isCountableView(page.request)) return null;
  // Outside the request's round-trip count (it is not the page's cost, whenever it lands), and a
  // timer later, so the page's own queries and rendering go first.
  const write = withoutRequestCount(() =>
    new Promise<void>((resolve) => setTimeout(resolve, 0))
      // The frontmatter may still set another status after the call (a late 404); it has run by now.
      .then(() => (answered() ? addPageView(getDb(), kind, subjectId) : undefined))
      .catch((error: unknown) =>
        console.error(`Page view of ${kind} ${subjectId} not counted:`, error instanceof Error ? error.message : error),
      ),
  );
  // On Cloudflare Workers the isolate may stop once the answer is sent: waitUntil keeps it for the
  // write. The Cloudflare adapter (v13+, Astro 6+) puts the ExecutionContext in locals.cfContext.
  (page.locals as { cfContext?: ExecutionContext }).cfContext?.waitUntil(write);
  return write;
}
