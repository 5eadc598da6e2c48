/**
 * Which answers shared caches may keep (shared-cache.ts): the public pages the same for every
 * signed-out visitor (issue 36 added the tours, plans, news, forms and sign-in pages), and never
 * a signed-in visitor's page, a request with a cookie, a write, an error or an answer setting a cookie.
 */
import { describe, expect, it } from 'vitest';
import {
  isSharedCacheable,
  markShared,
  SHARED_API_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
  SHARED_ROUTES,
} from '#lib/server/http/shared-cache.ts';

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });
const ok = (headers: Record<string, string> = {}) => new Response('<p>page</p>', { status: 200, headers });

/** Pages a signed-out visitor sees alike (issue 36): drawn on request, kept by the caches. */
const ISSUE_36 = [
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
  '/auth',
  '/login',
  '/register',
  '/forgot-password',
];

/** Pages for one account, or whose address carries a checkout: never kept. */
const NEVER = [
  '/subscribe',
  '/checkout',
  '/payment',
  '/settings',
  '/dashboard',
  '/user-dashboard',
  '/favorites',
  '/admin',
  '/business-dashboard',
  '/tickets/[id]',
  '/bookings/[id]',
  '/reset-password',
  '/newsletter/confirm',
  '/notifications',
  '/business/[id]/review',
];

describe('shared routes', () => {
  it('hold the public pages of issue 36 and none of an account’s pages', () => {
    for (const route of ISSUE_36) expect(SHARED_ROUTES.has(route), route).toBe(true);
    for (const route of NEVER) expect(SHARED_ROUTES.has(route), route).toBe(false);
  });

  it.each(ISSUE_36)('%s is kept for a signed-out GET without cookies, and only then', (route) => {
    expect(isSharedCacheable(get('/x'), route, ok(), false)).toBe(true);
    expect(isSharedCacheable(get('/x'), route, ok(), true)).toBe(false);
    expect(isSharedCacheable(get('/x', { cookie: 'harlem_display=large' }), route, ok(), false)).toBe(false);
    expect(isSharedCacheable(new Request('http://localhost/x', { method: 'POST' }), route, ok(), false)).toBe(false);
    expect(isSharedCacheable(get('/x'), route, new Response('gone', { status: 404 }), false)).toBe(false);
    expect(isSharedCacheable(get('/x'), route, ok({ 'set-cookie': 'a=b' }), false)).toBe(false);
    // The known-browser cookie is read by sign-in alone: its visitor still gets the kept page.
    expect(isSharedCacheable(get('/x', { cookie: 'harlem_device=abc' }), route, ok(), false)).toBe(true);
  });

  it('marks pages for shared caches only, and API answers for browsers a minute too', () => {
    const page = ok();
    markShared(page, '/tours/[id]');
    expect(page.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
    const api = ok();
    markShared(api, '/api/events');
    expect(api.headers.get('cache-control')).toBe(SHARED_API_CACHE_CONTROL);
  });
});
