/**
 * Analytics from real data: page views counted per New York day without bots, HEAD requests or
 * prefetches, and off the page's round trips; series that move in the right bucket (days, weeks and
 * months cut at New York midnight), busiest boards and categories, top pages, the admin API, and
 * the owner's figures. Listings are shared; every test starts with no activity.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { bucketsFor } from '#lib/domain/analytics-buckets.ts';
import { loadAdminAnalytics, loadBusinessViews } from '#lib/server/analytics/analytics.ts';
import { addPageView, countPageView, isCountableView, type ViewedPage } from '#lib/server/analytics/page-views.ts';
import { loadOwnerDashboard } from '#lib/server/dashboards/owner-dashboard.ts';
import { countRequestRoundTrips } from '#lib/server/db/client.ts';
import { GET as analyticsRoute } from '#pages/api/admin/analytics.ts';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callApi } from '../helpers/api.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const request = (headers: Record<string, string>, method = 'GET') => new Request('http://localhost/business/1', { method, headers });
const viewed = (headers: Record<string, string> = { 'user-agent': BROWSER }, status = 200, method = 'GET'): ViewedPage => ({
  request: request(headers, method),
  locals: {},
  response: { status },
});
const zeros = (length: number, at: Record<number, number> = {}) => Array.from({ length }, (_, index) => at[index] ?? 0);

// Noon in New York on Tuesday 2026-11-24 (EST, UTC-5).
const NOW = new Date('2026-11-24T17:00:00Z');
const LONG_AGO = new Date('2020-01-01T12:00:00Z');

describe('analytics', async () => {
  const { db } = await useFreshDatabase();
  const east = await createBoard(db, { number: 11, name: 'East Harlem' });
  const central = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const heights = await createBoard(db, { number: 9, name: 'Hamilton Heights' });
  const music = await createCategory(db, { name: 'Music Venues' });
  const food = await createCategory(db, { name: 'Restaurants' });
  const club = await createBusiness(db, { name: 'Salsa Club', communityBoardId: east.id, categoryId: music.id });
  const diner = await createBusiness(db, { name: 'Corner Diner', communityBoardId: central.id, categoryId: food.id });
  // An event without a board of its own counts for its host's board.
  const night = await createEvent(db, { title: 'Salsa Night', businessId: club.id, communityBoardId: null });
  const brunch = await createEvent(db, { title: 'Brunch', businessId: diner.id, communityBoardId: central.id });

  beforeEach(async () => {
    for (const table of [
      'page_views',
      'event_registrations',
      'user_favorites',
      'donations',
      'business_listing_payments',
      'business_uploads',
      'tickets',
      'users',
    ]) {
      await db.run(sql.raw(`delete from ${table}`));
    }
  });

  /** A registration by a member who signed up long ago (not a sign-up of the period). */
  async function register(eventId: number, createdAt: Date, status: (typeof schema.REGISTRATION_STATUSES)[number] = 'confirmed') {
    const person = await createUser(db, { createdAt: LONG_AGO });
    await db.insert(schema.eventRegistrations).values({
      userId: person.id,
      eventId,
      firstName: 'Test',
      lastName: 'Guest',
      email: person.email,
      phone: '212 555 0100',
      status,
      createdAt,
    });
  }
  async function favorite(businessId: number, createdAt: Date) {
    const fan = await createUser(db, { createdAt: LONG_AGO });
    await db.insert(schema.userFavorites).values({ userId: fan.id, businessId, createdAt });
  }
  const donate = (amountCents: number, status: (typeof schema.PAYMENT_STATUSES)[number], at: Date) =>
    db
      .insert(schema.donations)
      .values({ amountCents, donorEmail: 'giver@example.com', status, paidAt: status === 'paid' ? at : null, createdAt: at });
  const storedViews = async () =>
    (await db.select().from(schema.pageViews)).map(({ day, kind, subjectId, views }) => ({ day, kind, subjectId, views }));
  const totalViews = async () => (await storedViews()).reduce((sum, row) => sum + row.views, 0);

  describe('page views', () => {
    it('are a person’s GET: crawlers, previews, headless browsers, no user agent, HEAD and prefetches are not', () => {
      expect(isCountableView(request({ 'user-agent': BROWSER }))).toBe(true);
      expect(
        isCountableView(
          request({ 'user-agent': 'Mozilla/5.0 (Linux; Android 12; CUBOT X50) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36' }),
        ),
      ).toBe(true);
      for (const agent of [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
        'WhatsApp/2.23.20.0',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
        'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse',
        'curl/8.5.0',
        'python-requests/2.31.0',
        '   ',
      ]) {
        expect(isCountableView(request({ 'user-agent': agent })), agent).toBe(false);
      }
      expect(isCountableView(request({}))).toBe(false);
      expect(isCountableView(request({ 'user-agent': BROWSER }, 'HEAD'))).toBe(false);
      expect(isCountableView(request({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }))).toBe(false);
      expect(isCountableView(request({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' }))).toBe(false);
      expect(isCountableView(request({ 'user-agent': BROWSER, purpose: 'prefetch' }))).toBe(false);
    });

    it('add up per page and New York day, with nothing about the visitor', async () => {
      await addPageView(db, 'business', club.id, NOW);
      await addPageView(db, 'business', club.id, NOW);
      // 11:30 PM in New York on the 23rd, already the 24th in UTC.
      await addPageView(db, 'business', club.id, new Date('2026-11-24T04:30:00Z'));
      await addPageView(db, 'event', club.id, NOW);
      expect(await storedViews()).toEqual(
        expect.arrayContaining([
          { day: '2026-11-23', kind: 'business', subjectId: club.id, views: 1 },
          { day: '2026-11-24', kind: 'business', subjectId: club.id, views: 2 },
          { day: '2026-11-24', kind: 'event', subjectId: club.id, views: 1 },
        ]),
      );
      expect(await storedViews()).toHaveLength(3);
      expect(Object.keys((await db.select().from(schema.pageViews))[0]).sort()).toEqual(['day', 'kind', 'subjectId', 'views']);
    });

    it('are written after the page, outside its round trips, and kept alive with waitUntil on Workers', async () => {
      const kept: Promise<unknown>[] = [];
      let write: Promise<void> | null = null;
      const { roundTrips } = await countRequestRoundTrips(async () => {
        const page = { ...viewed(), locals: { cfContext: { waitUntil: (promise: Promise<unknown>) => kept.push(promise) } } };
        write = countPageView(page, 'business', club.id);
        // Nothing is written while the page is still being answered.
        expect(await totalViews()).toBe(0);
        // Even a write that lands while the request is still counted is not the page's.
        await write;
      });
      // The page's own read above is its only round trip.
      expect(roundTrips).toBe(1);
      expect(kept).toEqual([write]);
      expect(await totalViews()).toBe(1);
    });

    it('are not counted for bots, HEAD, prefetches or pages that did not answer 200', async () => {
      expect(countPageView(viewed({ 'user-agent': 'Googlebot/2.1' }), 'business', club.id)).toBeNull();
      expect(countPageView(viewed({}), 'business', club.id)).toBeNull();
      expect(countPageView(viewed({ 'user-agent': BROWSER }, 200, 'HEAD'), 'business', club.id)).toBeNull();
      expect(countPageView(viewed({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }), 'business', club.id)).toBeNull();
      expect(countPageView(viewed({ 'user-agent': BROWSER }, 404), 'business', club.id)).toBeNull();
      // A status the page sets after the call (a late 404) is seen before the write.
      const late = viewed();
      const write = countPageView(late, 'business', club.id);
      late.response.status = 404;
      await write;
      expect(await totalViews()).toBe(0);
    });
  });

  describe('series', () => {
    it('are zero over 30 New York days ending today when nothing happened', async () => {
      const empty = await loadAdminAnalytics(db, { period: 'day', now: NOW });
      expect(empty.buckets).toHaveLength(30);
      expect(empty.buckets.at(-1)).toEqual({ start: '2026-11-24', label: 'Nov 24, 2026', short: 'Nov 24' });
      expect([empty.from, empty.to]).toEqual(['2026-10-26', '2026-11-24']);
      for (const values of Object.values(empty.series)) expect(values).toEqual(zeros(30));
      expect(JSON.parse(JSON.stringify(empty))).toEqual(empty);
    });

    it('move in the right bucket after a registration and a donation; the others stay zero', async () => {
      const before = await loadAdminAnalytics(db, { period: 'day', now: NOW });
      // 11:30 PM in New York on the 23rd (already the 24th in UTC): the 23rd's bucket.
      await register(night.id, new Date('2026-11-24T04:30:00Z'));
      await donate(5000, 'paid', NOW);
      const after = await loadAdminAnalytics(db, { period: 'day', now: NOW });
      expect(before.series.registrations).toEqual(zeros(30));
      expect(after.series.registrations).toEqual(zeros(30, { 28: 1 }));
      expect(after.series.donations).toEqual(zeros(30, { 29: 1 }));
      expect(after.series.donationCents).toEqual(zeros(30, { 29: 5000 }));
      expect(after.totals).toMatchObject({
        registrations: 1,
        donations: 1,
        donationCents: 5000,
        signups: 0,
        favorites: 0,
        listingCents: 0,
        pageViews: 0,
      });
    });

    it('count only what succeeded: no pending, failed or refunded donations, no cancelled or unpaid registrations', async () => {
      await donate(5000, 'paid', NOW);
      await donate(700, 'pending', NOW);
      await donate(800, 'failed', NOW);
      await donate(900, 'refunded', NOW);
      await register(night.id, NOW);
      await register(night.id, NOW, 'cancelled');
      await register(night.id, NOW, 'awaiting_payment');
      const data = await loadAdminAnalytics(db, { period: 'day', now: NOW });
      expect(data.totals).toMatchObject({ registrations: 1, donations: 1, donationCents: 5000 });
    });

    it('keep each kind of revenue apart, in cents, and count sign-ups', async () => {
      const at = new Date('2026-11-20T15:00:00Z');
      const owner = await createUser(db, { createdAt: at, role: 'business_owner' });
      await db.insert(schema.businessListingPayments).values([
        { businessId: club.id, userId: owner.id, planType: 'premium', amountCents: 4999, status: 'paid', paidAt: at },
        { businessId: club.id, userId: owner.id, planType: 'premium', amountCents: 4999, status: 'pending' },
      ]);
      await db.insert(schema.businessUploads).values([
        {
          businessId: club.id,
          ownerId: owner.id,
          type: 'image',
          title: 'Paid, later deleted',
          priceCents: 1500,
          status: 'deleted',
          paidAt: at,
        },
        { businessId: club.id, ownerId: owner.id, type: 'image', title: 'Refunded', priceCents: 1500, status: 'refunded', paidAt: at },
        { businessId: club.id, ownerId: owner.id, type: 'image', title: 'Never paid', priceCents: 1500, status: 'pending_payment' },
      ]);
      await db.insert(schema.tickets).values([
        { eventId: night.id, totalAmountCents: 2500, qrCode: 'qr-active', status: 'active', createdAt: at },
        { eventId: night.id, totalAmountCents: 2500, qrCode: 'qr-refunded', status: 'refunded', createdAt: at },
      ]);
      const data = await loadAdminAnalytics(db, { period: 'day', now: NOW });
      // The 20th is four days before the last bucket.
      expect(data.series.listingCents).toEqual(zeros(30, { 25: 4999 }));
      expect(data.series.uploadCents).toEqual(zeros(30, { 25: 1500 }));
      expect(data.series.ticketCents).toEqual(zeros(30, { 25: 2500 }));
      expect(data.series.bookingCents).toEqual(zeros(30));
      expect(data.series.signups).toEqual(zeros(30, { 25: 1 }));
    });

    it('cut weeks (Monday to Sunday) and months at New York midnight, across the end of summer time', async () => {
      // Sunday 11:30 PM and Monday 12:30 AM in New York (EST): two sides of a week.
      await register(night.id, new Date('2026-11-23T04:30:00Z'));
      await register(night.id, new Date('2026-11-23T05:30:00Z'));
      // October 31, 11:30 PM (still EDT, UTC-4) and November 1, 12:30 AM: two sides of a month.
      await donate(100, 'paid', new Date('2026-11-01T03:30:00Z'));
      await donate(200, 'paid', new Date('2026-11-01T04:30:00Z'));
      const week = await loadAdminAnalytics(db, { period: 'week', now: NOW });
      const month = await loadAdminAnalytics(db, { period: 'month', now: NOW });

      expect(week.buckets.slice(-2).map((bucket) => bucket.start)).toEqual(['2026-11-16', '2026-11-23']);
      expect(week.buckets.at(-1)!.label).toBe('Week of Nov 23, 2026');
      expect(week.series.registrations).toEqual(zeros(12, { 10: 1, 11: 1 }));
      // Saturday October 31 and Sunday November 1 are the same week (of October 26).
      expect(week.series.donationCents).toEqual(zeros(12, { 7: 300 }));

      expect(month.buckets.map((bucket) => bucket.label)).toEqual([
        'December 2025',
        'January 2026',
        'February 2026',
        'March 2026',
        'April 2026',
        'May 2026',
        'June 2026',
        'July 2026',
        'August 2026',
        'September 2026',
        'October 2026',
        'November 2026',
      ]);
      expect(month.series.donationCents).toEqual(zeros(12, { 10: 100, 11: 200 }));
      expect(month.series.registrations).toEqual(zeros(12, { 11: 2 }));
    });

    it('count the 25-hour day when clocks go back as one day', async () => {
      // November 1, 11:30 PM in New York, after clocks went back (EST, UTC-5).
      await donate(300, 'paid', new Date('2026-11-02T04:30:00Z'));
      const data = await loadAdminAnalytics(db, { period: 'day', now: NOW });
      const index = data.buckets.findIndex((bucket) => bucket.start === '2026-11-01');
      expect(data.series.donationCents).toEqual(zeros(30, { [index]: 300 }));
    });
  });

  describe('busiest places and top pages', () => {
    beforeEach(async () => {
      for (let n = 0; n < 3; n++) await addPageView(db, 'business', club.id, NOW);
      await addPageView(db, 'event', night.id, NOW);
      await addPageView(db, 'business', diner.id, NOW);
      await addPageView(db, 'event', brunch.id, NOW);
      await addPageView(db, 'event', brunch.id, NOW);
      // More than 30 days ago: outside the day period, inside the month one.
      await addPageView(db, 'business', diner.id, new Date('2026-09-01T16:00:00Z'));
      await favorite(diner.id, NOW);
      await register(night.id, NOW);
      await register(brunch.id, NOW);
    });

    it('rank boards and categories by views, favorites and registrations in the period', async () => {
      const data = await loadAdminAnalytics(db, { period: 'day', now: NOW });
      expect(data.boards).toEqual([
        { id: east.id, label: 'CB 11 - East Harlem', views: 4, favorites: 0, registrations: 1 },
        { id: central.id, label: 'CB 10 - Central Harlem', views: 3, favorites: 1, registrations: 1 },
        { id: heights.id, label: 'CB 9 - Hamilton Heights', views: 0, favorites: 0, registrations: 0 },
      ]);
      expect(data.categories).toEqual([
        { id: music.id, label: 'Music Venues', views: 4, favorites: 0, registrations: 1 },
        { id: food.id, label: 'Restaurants', views: 3, favorites: 1, registrations: 1 },
      ]);
      const year = await loadAdminAnalytics(db, { period: 'month', now: NOW });
      expect(year.boards[0]).toMatchObject({ id: central.id, views: 4, favorites: 1, registrations: 1 });
    });

    it('list the most viewed businesses and events', async () => {
      const data = await loadAdminAnalytics(db, { period: 'day', now: NOW });
      expect(data.topBusinesses).toEqual([
        { id: club.id, label: 'Salsa Club', views: 3 },
        { id: diner.id, label: 'Corner Diner', views: 1 },
      ]);
      expect(data.topEvents).toEqual([
        { id: brunch.id, label: 'Brunch', views: 2 },
        { id: night.id, label: 'Salsa Night', views: 1 },
      ]);
      expect(data.series.pageViews).toEqual(zeros(30, { 29: 7 }));
    });

    it('cost one round trip, however many rows', async () => {
      expect(await countRoundTrips(() => loadAdminAnalytics(db, { period: 'month', now: NOW }))).toBe(1);
    });
  });

  describe('GET /api/admin/analytics', () => {
    it('answers admins with the chosen period, day by default', async () => {
      const admin = await storeAccount(db, 'admin');
      const week = await callApi(analyticsRoute, '/api/admin/analytics?period=week', {}, { user: admin });
      expect(week.status).toBe(200);
      expect(week.body).toMatchObject({ period: 'week', series: { pageViews: zeros(12) } });
      expect(week.body.buckets).toHaveLength(12);
      expect(week.headers.get('cache-control')).toBe('private, no-store');
      expect((await callApi(analyticsRoute, '/api/admin/analytics', {}, { user: admin })).body.buckets).toHaveLength(30);
    });

    it('refuses another period with a 400 that says which, and everyone but admins', async () => {
      const admin = await storeAccount(db, 'admin');
      const bad = await callApi(analyticsRoute, '/api/admin/analytics?period=year', {}, { user: admin });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Invalid query parameter period: expected day, week or month', parameter: 'period' });
      expect((await callApi(analyticsRoute, '/api/admin/analytics?period=week')).status).toBe(401);
      expect((await callApi(analyticsRoute, '/api/admin/analytics?period=week', {}, { user: await storeAccount(db, 'user') })).status).toBe(
        403,
      );
      const owner = await storeAccount(db, 'business_owner', { businessId: club.id });
      expect((await callApi(analyticsRoute, '/api/admin/analytics?period=week', {}, { user: owner })).status).toBe(403);
    });
  });

  describe("the owner's figures", () => {
    it('are the last 30 days of page views, zero-filled, and the favorites', async () => {
      await addPageView(db, 'business', club.id, NOW);
      await addPageView(db, 'business', club.id, NOW);
      await addPageView(db, 'business', club.id, new Date('2026-10-26T16:00:00Z'));
      // 31 days ago, another business's view, and an event with the same id: none of them count.
      await addPageView(db, 'business', club.id, new Date('2026-10-25T16:00:00Z'));
      await addPageView(db, 'business', diner.id, NOW);
      await addPageView(db, 'event', club.id, NOW);
      await favorite(club.id, NOW);
      await favorite(club.id, LONG_AGO);
      await favorite(diner.id, NOW);

      const figures = await loadBusinessViews(db, club.id, NOW);
      expect(figures.viewsLast30Days).toBe(3);
      expect(figures.favorites).toBe(2);
      expect(figures.viewsByDay).toHaveLength(30);
      expect(figures.viewsByDay[0]).toEqual({ day: '2026-10-26', views: 1 });
      expect(figures.viewsByDay.at(-1)).toEqual({ day: '2026-11-24', views: 2 });
      expect(figures.viewsByDay.slice(1, -1).every((day) => day.views === 0)).toBe(true);
      expect(await loadBusinessViews(db, heights.id + 1000, NOW)).toMatchObject({ viewsLast30Days: 0, favorites: 0 });
    });

    it('are on the business dashboard, in its one round trip', async () => {
      await addPageView(db, 'business', club.id, NOW);
      await favorite(club.id, NOW);
      let data: Awaited<ReturnType<typeof loadOwnerDashboard>> = null;
      expect(await countRoundTrips(async () => (data = await loadOwnerDashboard(db, club.id, NOW)))).toBe(1);
      expect(data!.audience).toMatchObject({ viewsLast30Days: 1, favorites: 1 });
    });
  });
});

describe('analytics buckets', () => {
  it('weeks start on Monday and months on the first', () => {
    expect(bucketsFor('week', '2026-11-29').at(-1)).toMatchObject({ start: '2026-11-23', end: '2026-11-30' });
    expect(bucketsFor('week', '2026-11-30').at(-1)).toMatchObject({ start: '2026-11-30', end: '2026-12-07' });
    expect(bucketsFor('month', '2026-01-15')[0]).toMatchObject({ start: '2025-02-01', end: '2025-03-01', label: 'February 2025' });
    expect(bucketsFor('month', '2026-01-15').at(-1)).toMatchObject({ start: '2026-01-01', end: '2026-02-01', short: 'Jan 2026' });
  });
});
