/**
 * The public pages of issue 36 as the middleware answers them, drawn from their real loaders on
 * the seeded guide: a signed-out visitor's answer is marked for shared caches, the same for any
 * two visitors, and carries the keys of what it shows (x-cache-keys), so a write empties only
 * the pages showing what it changed; a signed-in visitor's answer is private, no-store, with no keys.
 * (The pages' templates add to their loaders only texts, the address and the signed-in account.)
 */
import type { AstroGlobal } from 'astro';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { generateSessionToken, createSession } from '#lib/server/auth/session.ts';
import { SESSION_COOKIE } from '#lib/server/auth/cookies.ts';
import { cacheKey, PAGE_KEYS_HEADER } from '#lib/server/http/cache-keys.ts';
import { SHARED_CACHE_CONTROL } from '#lib/server/http/shared-cache.ts';
import { loadToursPage } from '#lib/server/tours/tours-page.ts';
import { loadTourPage } from '#lib/server/tours/tour-pages.ts';
import { startTour } from '#lib/server/tours/tour-progress.ts';
import { loadPremiumPage, loadPricingPage, loadRegisterPage } from '#lib/server/membership/plan-pages.ts';
import { loadListingPricingPage } from '#lib/server/listings/listing-pricing-page.ts';
import { loadRewardsPage } from '#lib/server/loyalty/rewards-page.ts';
import { loadAdvertiseWithUsPage } from '#lib/server/plans/advertise-page.ts';
import { loadPartnerPage } from '#lib/server/inboxes/partnerships.ts';
import { loadDonatePage } from '#lib/server/donations/donations.ts';
import { loadAuthPage } from '#lib/server/auth/auth-page.ts';
import { loadCmsDemoPage } from '#lib/server/content/cms-demo.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { cookieJar } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

// The middleware as Astro runs it: its handler, called with the request's context.
vi.mock('astro:middleware', () => ({ defineMiddleware: (handler: unknown) => handler }));
// No form is posted here (a refused post is a POST, never shared): the plain-form runner stays out.
vi.mock('../../src/lib/server/actions/form-posts.ts', () => ({ answerFormPost: async () => null }));

type Loader = (Astro: AstroGlobal) => Promise<unknown> | unknown;

/** One page: its address, its route, and what its frontmatter loads. */
type Page = { path: string; route: string; load: Loader; keys: string[] | ((shown: any) => string[]) };

const PAGES: Page[] = [
  { path: '/tours', route: '/tours', load: (Astro) => loadToursPage(Astro), keys: [cacheKey.tours] },
  { path: '/es/tours/1', route: '/es/tours/[id]', load: (Astro) => loadTourPage(Astro), keys: [cacheKey.tour(1)] },
  { path: '/pricing', route: '/pricing', load: (Astro) => loadPricingPage(Astro), keys: [cacheKey.plans] },
  {
    path: '/fr/premium?billing=yearly',
    route: '/fr/premium',
    load: (Astro) => loadPremiumPage(Astro),
    keys: [cacheKey.businesses, cacheKey.plans],
  },
  { path: '/register?type=business_owner', route: '/register', load: (Astro) => loadRegisterPage(Astro), keys: [cacheKey.plans] },
  {
    path: '/business-listing-pricing',
    route: '/business-listing-pricing',
    load: (Astro) => loadListingPricingPage(Astro),
    keys: [cacheKey.businesses, cacheKey.plans],
  },
  { path: '/advertise-with-us', route: '/advertise-with-us', load: (Astro) => loadAdvertiseWithUsPage(Astro), keys: [cacheKey.plans] },
  {
    path: '/rewards',
    route: '/rewards',
    load: (Astro) => loadRewardsPage(Astro),
    // The rewards, and each partner business they name.
    keys: (shown: { rewards: { businessId: number | null }[] }) => [
      ...new Set(shown.rewards.flatMap((reward) => (reward.businessId === null ? [] : [cacheKey.business(reward.businessId)]))),
      cacheKey.rewards,
    ],
  },
  {
    path: '/cms-demo?role=user',
    route: '/cms-demo',
    load: (Astro) => loadCmsDemoPage(Astro),
    keys: [cacheKey.businesses, cacheKey.permissions],
  },
  { path: '/partner-program?level=gold', route: '/partner-program', load: (Astro) => loadPartnerPage(Astro), keys: [cacheKey.reference] },
  { path: '/donate', route: '/donate', load: (Astro) => loadDonatePage(Astro, null), keys: [cacheKey.reference] },
  { path: '/es/auth?mode=register', route: '/es/auth', load: (Astro) => loadAuthPage(Astro), keys: [cacheKey.reference] },
];

/** Calls the middleware for a GET of `page` with these request headers; the page is its loader's result as JSON. */
async function request(page: Page, headers: Record<string, string> = {}) {
  const { onRequest } = await import('../../src/middleware.ts');
  const url = new URL(page.path, 'http://localhost');
  const jar = cookieJar();
  for (const pair of (headers.cookie ?? '').split(';').filter(Boolean)) {
    const [name, value] = pair.trim().split('=');
    jar.values.set(name, value);
  }
  const context = {
    url,
    request: new Request(url, { headers }),
    locals: {} as App.Locals,
    cookies: jar.cookies,
    params: { id: url.pathname.split('/').at(-1) },
    routePattern: page.route,
    isPrerendered: false,
    originPathname: url.pathname,
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
  };
  let shown: unknown;
  const next = async () => {
    shown = await page.load(context as unknown as AstroGlobal);
    return new Response(JSON.stringify(shown), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  const answer = (await (onRequest as unknown as (c: unknown, n: unknown) => Promise<Response>)(context, next)) as Response;
  return { answer, body: await answer.text(), shown };
}

describe('the public pages of issue 36', async () => {
  const { db } = await useFreshDatabase({ seed: true });
  let signedIn = '';
  let memberId = 0;
  beforeAll(async () => {
    const member = await storeAccount(db, 'user', { isPremium: true });
    memberId = member.id;
    const token = generateSessionToken();
    await createSession(token, member.id);
    signedIn = `${SESSION_COOKIE}=${token}`;
  });

  it.each(PAGES)('$path: the same for two signed-out visitors, kept by shared caches under what it shows', async (page) => {
    const first = await request(page, { 'x-forwarded-for': '203.0.113.1', 'accept-language': 'en', 'user-agent': 'one' });
    const second = await request(page, { 'x-forwarded-for': '198.51.100.7', 'accept-language': 'fr', 'user-agent': 'two' });
    expect(first.answer.status).toBe(200);
    expect(first.body.length).toBeGreaterThan(2);
    expect(second.body).toBe(first.body);
    expect(first.answer.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
    const keys = typeof page.keys === 'function' ? page.keys(first.shown) : page.keys;
    expect(first.answer.headers.get(PAGE_KEYS_HEADER)).toBe([...keys].sort().join(' '));
    expect(second.answer.headers.get(PAGE_KEYS_HEADER)).toBe(first.answer.headers.get(PAGE_KEYS_HEADER));
  });

  it.each(PAGES)('$path: private and unkept for a signed-in visitor', async (page) => {
    const { answer } = await request(page, { cookie: signedIn });
    // /auth sends a signed-in visitor on (303); every page is private either way.
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get(PAGE_KEYS_HEADER)).toBeNull();
  });

  it('a member’s tour page shows their progress; the page kept for visitors shows none', async () => {
    const tour = PAGES[1];
    await startTour(db, memberId, 1);
    const member = await request(tour, { cookie: signedIn });
    const visitor = await request(tour);
    expect((member.shown as { progress: { status: string } | null }).progress?.status).toBe('in_progress');
    expect((visitor.shown as { progress: unknown }).progress).toBeNull();
    expect(visitor.answer.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
  });
});
