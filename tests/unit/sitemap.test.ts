// @vitest-environment jsdom
/**
 * The sitemap lists every public page and no private one: each route under src/pages is either
 * in it (a fixed page, or a kind of record with its lastmod) or named below with the reason it is
 * not, so a new page cannot be forgotten. Records are listed exactly when their page is public.
 */
import { routesInSource } from '../helpers/routes.ts';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PAGES, SITEMAP_PART_SIZE, parseSitemapSection, urlsetXml, sitemapIndexXml } from '#lib/domain/sitemap.ts';
import { listSitemapSections, sitemapEntries, type SitemapContent } from '#lib/server/seo/sitemap.ts';
import { createBoard, createBusiness, createCategory, createEvent, createProperty } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const ORIGIN = 'https://guide.harlem.example';
const { db } = await useFreshDatabase();

/** Routes listed through records or content rather than SITEMAP_PAGES. */
const LISTED_KINDS = ['/business/[id]', '/events/[id]', '/property/[id]', '/news/[slug]', '/neighborhoods/[board]/[...tab]', '/tours/[id]'];

/** Routes never listed, and why. */
const NOT_LISTED: Record<string, string> = {
  '/404': 'not a page of its own',
  '/businesses/[id]': 'redirects to /business/{id}',
  '/robots.txt': 'a file for crawlers',
  '/sitemap.xml': 'the sitemap itself',
  '/sitemaps/[section].xml': 'the sitemap itself',
  '/news/rss.xml': 'a feed',
  '/events/[id].ics': 'a calendar file',
  '/events/feeds/all.ics': 'a calendar feed',
  '/events/feeds/board/[board].ics': 'a calendar feed',
  '/events/feeds/type/[type].ics': 'a calendar feed',
  '/business/[id]/events.ics': 'a calendar feed',
  '/files/[...key]': 'uploaded files, some private',
  '/events/[id]/register': "a form's next step",
  '/business/[id]/book': "a form's next step",
  '/business/[id]/claim': 'a signed-in step: claiming a listing',
  '/advertise-with-us/inquiry': "a form's next step",
  '/auth': 'signing in',
  '/login': 'signing in',
  '/offline': 'what the service worker shows without a connection',
  '/register': 'signing in',
  '/forgot-password': 'signing in',
  '/reset-password': 'a token in the address',
  '/newsletter/confirm': 'a token in the address',
  '/newsletter/unsubscribe': 'a token in the address',
  '/donate/manage': 'a token in the address',
  '/tickets/check/[code]': 'a code in the address',
  '/checkout': 'a payment return page',
  '/payment': 'a payment return page',
  '/subscribe': 'signed in only',
  '/dashboard': 'signed in only',
  '/user-dashboard': 'signed in only',
  '/favorites': 'signed in only',
  '/settings': 'signed in only',
  '/business-dashboard': 'business owners only',
  '/business-owner-dashboard': 'business owners only',
  '/business-uploads': 'business owners only',
  '/admin': 'admins only',
  '/admin-panel': 'admins only',
  '/admin/plans': 'admins only',
  '/admin/rewards': 'admins only',
  '/admin/translations': 'admins only',
  '/art/business/[id].svg': 'a picture: the business page it illustrates is listed',
  '/art/event/[id].svg': 'a picture: the event page it illustrates is listed',
  '/events/[id]/check-in': 'the event organiser’s and admins’ only',
  '/dev/outbox': 'local mode only',
  '/language/[locale]': 'a redirect that changes the language',
  '/bookings/[id]': "the booker's only",
  '/bookings/[id].ics': "the booker's only",
  '/tickets/[id]': "the holder's only",
  '/business/[id]/message': 'signed in only',
  '/business/[id]/review': 'signed in only',
  '/reviews/[id]/report': 'signed in only',
  '/admin/ads': 'admins only',
  '/advertiser': 'signed in only',
  '/advertiser/ads/[id]': "the advertiser's only",
  '/ads/slot': 'an ad for one showing, never cached',
  '/ads/seen': 'an impression report',
  '/ads/[id]/click': 'a redirect to an advertiser',
  '/notifications': 'signed in only',
  '/notifications/[id]': "the member's own, a redirect to what it is about",
  '/notifications/unsubscribe': 'a link from an email',
};

describe('which pages the sitemap lists', () => {
  it('every route is listed or named with the reason it is not, and the API never', () => {
    const routes = routesInSource().filter((route) => !route.startsWith('/api/'));
    const undecided = routes.filter(
      (route) => !(SITEMAP_PAGES as readonly string[]).includes(route) && !LISTED_KINDS.includes(route) && !(route in NOT_LISTED),
    );
    expect(undecided, 'Decide whether these pages belong in the sitemap (src/lib/domain/sitemap.ts)').toEqual([]);
    for (const page of SITEMAP_PAGES) expect(routes, `${page} is a page`).toContain(page);
    for (const route of Object.keys(NOT_LISTED)) expect(SITEMAP_PAGES as readonly string[]).not.toContain(route);
  });
});

describe('the parts of the sitemap', async () => {
  const board = await createBoard(db, { id: 10, number: 10 });
  const category = await createCategory(db);
  const open = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id });
  const retired = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id, isActive: false });
  const event = await createEvent(db, { communityBoardId: board.id, businessId: open.id });
  const pastEvent = await createEvent(db, { startsAt: new Date('2025-05-01T20:00:00Z') });
  const cancelled = await createEvent(db, { isActive: false });
  const retiredHosts = await createEvent(db, { businessId: retired.id });
  const home = await createProperty(db);
  const withdrawn = await createProperty(db, { isActive: false });
  const content: SitemapContent = {
    news: [{ slug: 'jazz-at-minton', publishedAt: new Date('2026-05-28T12:30:00Z') }],
    boards: [{ slug: 'central-harlem' }],
    tours: [{ id: 3 }],
  };

  const locs = async (param: string) => (await sitemapEntries(db, parseSitemapSection(param)!, content, ORIGIN))!;

  it('the index names the pages part and one part per SITEMAP_PART_SIZE (1000) ids of each kind', async () => {
    expect(await listSitemapSections(db)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/businesses-1.xml',
      '/sitemaps/events-1.xml',
      '/sitemaps/properties-1.xml',
    ]);
  });

  it('pages: the fixed pages, every guide tab of each board and the news with its date; nothing private', async () => {
    const entries = await locs('pages');
    const paths = entries.map((entry) => new URL(entry.loc).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/events',
        '/businesses',
        '/about-us',
        '/neighborhoods/central-harlem',
        '/neighborhoods/central-harlem/events',
        '/neighborhoods/central-harlem/dining',
        '/neighborhoods/central-harlem/culture',
        '/news/jazz-at-minton',
        '/tours',
        '/tours/3',
      ]),
    );
    for (const route of Object.keys(NOT_LISTED)) expect(paths).not.toContain(route);
    expect(paths.some((path) => /^\/(api|admin|dashboard|files|auth|login|checkout)\b/.test(path))).toBe(false);
    expect(entries.find((entry) => entry.loc.endsWith('/news/jazz-at-minton'))!.lastmod).toEqual(content.news[0].publishedAt);
  });

  it('records: the public ones with their last change, not the retired, cancelled or withdrawn', async () => {
    const businesses = await locs('businesses-1');
    expect(businesses.map((entry) => entry.loc)).toEqual([`${ORIGIN}/business/${open.id}`]);
    expect(businesses[0].lastmod).toEqual(open.updatedAt);
    const events = await locs('events-1');
    expect(events.map((entry) => entry.loc)).toEqual([`${ORIGIN}/events/${event.id}`, `${ORIGIN}/events/${pastEvent.id}`]);
    expect(events.map((entry) => entry.lastmod)).toEqual([event.updatedAt, pastEvent.updatedAt]);
    for (const absent of [cancelled, retiredHosts]) expect(events.map((entry) => entry.loc)).not.toContain(`${ORIGIN}/events/${absent.id}`);
    const properties = await locs('properties-1');
    expect(properties.map((entry) => entry.loc)).toEqual([`${ORIGIN}/property/${home.id}`]);
    expect(properties.map((entry) => entry.loc)).not.toContain(`${ORIGIN}/property/${withdrawn.id}`);
  });

  it('a record kind grows by parts, and a part past the last id, or a name that is none, is not found', async () => {
    const far = await createBusiness(db, { id: SITEMAP_PART_SIZE * 2 + 5, communityBoardId: board.id, categoryId: category.id });
    expect(await listSitemapSections(db)).toContain('/sitemaps/businesses-3.xml');
    expect(await locs('businesses-2')).toEqual([]);
    expect((await locs('businesses-3')).map((entry) => entry.loc)).toEqual([`${ORIGIN}/business/${far.id}`]);
    expect(await sitemapEntries(db, { kind: 'businesses', part: 4 }, content, ORIGIN)).toBeNull();
    for (const bad of ['businesses-0', 'businesses-01', 'users-1', 'events', 'pages-1', '', undefined])
      expect(parseSitemapSection(bad)).toBeNull();
  });

  it('writes sitemaps.org XML that a parser reads, lastmod in UTC to the second', async () => {
    const doc = new DOMParser().parseFromString(urlsetXml(await locs('events-1')), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.getElementsByTagName('url')];
    // Each page in English, Spanish and French, each naming the three and x-default.
    const [first, second] = [`/events/${event.id}`, `/events/${pastEvent.id}`];
    expect(urls.map((url) => url.getElementsByTagName('loc')[0].textContent)).toEqual(
      [first, `/es${first}`, `/fr${first}`, second, `/es${second}`, `/fr${second}`].map((path) => ORIGIN + path),
    );
    const links = [...urls[1].getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
    expect(links).toEqual([`en ${ORIGIN}${first}`, `es ${ORIGIN}/es${first}`, `fr ${ORIGIN}/fr${first}`, `x-default ${ORIGIN}${first}`]);
    for (const url of urls) expect(url.getElementsByTagName('lastmod')[0].textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const index = new DOMParser().parseFromString(sitemapIndexXml([`${ORIGIN}/sitemaps/pages.xml?a=1&b=2`]), 'application/xml');
    expect(index.documentElement.nodeName).toBe('sitemapindex');
    expect(index.getElementsByTagName('loc')[0].textContent).toBe(`${ORIGIN}/sitemaps/pages.xml?a=1&b=2`);
  });
});
