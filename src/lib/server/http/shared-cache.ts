/**
 * Pages and answers that are the same for every signed-out visitor are marked for shared caches
 * (`Cache-Control: public, max-age=0, s-maxage=60`): the Node server's page cache
 * (scripts/serve/page-cache.ts) and, on Workers, the Cache API keep the rendered answer and serve
 * it to the next visitor without rendering, until a write changes what it shows (its cache keys:
 * cache-keys.ts) or the minute is up (the Node server may then serve it for one more minute while
 * it draws it again). Browsers still ask every time (max-age=0), so a visitor who signs in never sees a
 * stale page. Never marked: anything for a signed-in visitor, any answer that sets a cookie, any
 * status but 200, any request that carried a cookie.
 */
import { hasPageCookies } from './cache-cookies.ts';

/** How long a shared cache may keep a page without asking (seconds). */
export const SHARED_MAX_AGE = 60;
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE}`;
/** Public API answers: browsers keep them a minute too (as before), shared caches the same. */
export const SHARED_API_CACHE_CONTROL = `public, max-age=60, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=300`;

/** Routes whose answer depends only on the address (path and query) and the data. */
export const SHARED_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/businesses',
  '/business/[id]',
  '/events',
  '/events/[id]',
  '/events/[id].ics',
  '/events/feeds/all.ics',
  '/events/feeds/board/[board].ics',
  '/events/feeds/type/[type].ics',
  '/business/[id]/events.ics',
  '/neighborhoods/[board]/[...tab]',
  '/harlem-week',
  '/properties',
  '/property/[id]',
  '/trip-planner',
  // Issue 36: the public pages that read data or the address (prerendered pages need no mark).
  '/news',
  '/tours',
  '/tours/[id]',
  '/rewards',
  '/pricing',
  '/premium',
  '/business-listing-pricing',
  '/advertise-with-us',
  '/partner-program',
  '/donate',
  '/contact-us',
  '/newsletter',
  '/accessibility',
  '/cms-demo',
  // The sign-in forms: a refused post is drawn for its POST alone, never kept.
  '/auth',
  '/login',
  '/register',
  '/forgot-password',
  '/sitemap.xml',
  '/sitemaps/[section].xml',
  '/api/businesses',
  '/api/businesses/[id]',
  '/api/events',
  '/api/events/[id]',
  '/api/events/calendar',
  '/api/community-boards',
  '/api/business-categories',
  '/api/trip-planner',
]);

/** Whether this answer may be kept by shared caches and given to other visitors. */
export function isSharedCacheable(request: Request, routePattern: string, response: Response, signedIn: boolean): boolean {
  return (
    !signedIn &&
    request.method === 'GET' &&
    !hasPageCookies(request.headers.get('cookie')) &&
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    SHARED_ROUTES.has(routePattern)
  );
}

/** Marks an answer for shared caches (pages: browsers revalidate; API: they keep it a minute). */
export function markShared(response: Response, routePattern: string): void {
  response.headers.set('cache-control', routePattern.startsWith('/api/') ? SHARED_API_CACHE_CONTROL : SHARED_CACHE_CONTROL);
}
