import { describe, expect, it } from 'vitest';
import { GET as boardsRoute } from '#pages/api/community-boards.ts';
import { GET as categoriesRoute } from '#pages/api/business-categories.ts';
import { GET as businessesRoute } from '#pages/api/businesses/index.ts';
import { GET as businessRoute } from '#pages/api/businesses/[id].ts';
import { GET as reviewsRoute } from '#pages/api/businesses/[id]/reviews.ts';
import { GET as photosRoute } from '#pages/api/businesses/[id]/photos.ts';
import { GET as videosRoute } from '#pages/api/businesses/[id]/videos/index.ts';
import { GET as eventsRoute } from '#pages/api/events/index.ts';
import { GET as eventRoute } from '#pages/api/events/[id].ts';
import { GET as healthRoute } from '#pages/api/health.ts';
import { ALL as unknownApiRoute } from '#pages/api/[...path].ts';
import { eq } from 'drizzle-orm';
import { businesses } from '#db/schema.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { callApi } from '../helpers/api.ts';

describe('public read API', async () => {
  const { db } = await useFreshDatabase({ seed: true });
  const all = (await callApi(businessesRoute, '/api/businesses')).body as any[];

  it('lists exactly the four community boards', async () => {
    const { status, body, headers } = await callApi(boardsRoute, '/api/community-boards');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(body.map((board: any) => `${board.number} ${board.name}`)).toEqual([
      '9 Hamilton Heights',
      '10 Central Harlem',
      '11 East Harlem',
      '12 Washington Heights',
    ]);
    expect(body[1]).toMatchObject({ id: 10, number: 10, description: expect.stringContaining('125th Street') });
  });

  it('lists categories with id and name', async () => {
    const { body } = await callApi(categoriesRoute, '/api/business-categories');
    expect(body.length).toBeGreaterThanOrEqual(10);
    expect(body[0]).toMatchObject({ id: 1, name: 'Restaurants', slug: 'restaurants' });
  });

  it('lists at least 60 businesses with nested category and board', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    const apollo = all.find((business) => business.name === 'Apollo Theater');
    expect(apollo).toMatchObject({
      address: '253 W 125th St, New York, NY 10027',
      isPremium: true,
      priceRange: '$$$',
      category: { id: 5, name: 'Music Venues' },
      communityBoard: { id: 10, number: 10, name: 'Central Harlem' },
    });
    expect(Object.keys(apollo.category).sort()).toEqual(['id', 'name']);
    expect(Object.keys(apollo.communityBoard).sort()).toEqual(['id', 'name', 'number']);
    expect(all[0].isPremium).toBe(true); // paid listings rank first
  });

  it.each([
    ['communityBoardId=11', (business: any) => business.communityBoard.id === 11],
    ['categoryId=1', (business: any) => business.category.id === 1],
    ['isPremium=true', (business: any) => business.isPremium === true],
    ['isPremium=false', (business: any) => business.isPremium === false],
    ['communityBoardId=10&categoryId=4', (business: any) => business.communityBoard.id === 10 && business.category.id === 4],
  ])('narrows businesses with %s', async (query, matches) => {
    const { status, body } = await callApi(businessesRoute, `/api/businesses?${query}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThan(all.length);
    expect(body.every(matches)).toBe(true);
    expect(body.length).toBe(all.filter(matches).length);
  });

  it.each([
    ['/api/businesses?communityBoardId=x', 'communityBoardId'],
    ['/api/businesses?categoryId=-1', 'categoryId'],
    ['/api/businesses?isPremium=yes', 'isPremium'],
    ['/api/businesses?communityBoardId=1&communityBoardId=2', 'communityBoardId'],
    ['/api/businesses?categoryId=99999999999', 'categoryId'],
  ])('answers 400 naming the parameter for %s', async (path, parameter) => {
    const { status, body } = await callApi(businessesRoute, path);
    expect(status).toBe(400);
    expect(body.parameter).toBe(parameter);
    expect(body.message).toContain(parameter);
  });

  it('answers one business, 400 for a malformed id and 404 for a missing one', async () => {
    const found = await callApi(businessRoute, '/api/businesses/1', { id: '1' });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: 1, name: 'Apollo Theater' });
    const malformed = await callApi(businessRoute, '/api/businesses/abc', { id: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('cache-control')).toBe('no-store');
    expect(malformed.body.message).toBe('Invalid id: expected a positive whole number');
    const missing = await callApi(businessRoute, '/api/businesses/999999', { id: '999999' });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Business not found' } });
  });

  it('answers reviews, photos and videos of a business, and 404 for a missing business', async () => {
    const reviews = await callApi(reviewsRoute, '/api/businesses/1/reviews', { id: '1' });
    expect(reviews.body.length).toBeGreaterThanOrEqual(3);
    expect(reviews.body[0]).toMatchObject({
      rating: expect.any(Number),
      title: expect.any(String),
      user: { firstName: expect.any(String) },
    });
    expect(reviews.body[0].user.lastName).toMatch(/^[A-Z]\.$/);
    // The seed has no photos (a gallery shows only what an owner uploads) and one video tour, the demo kitchen's.
    const photos = await callApi(photosRoute, '/api/businesses/1/photos', { id: '1' });
    expect(photos).toMatchObject({ status: 200, body: [] });
    const [kitchen] = await db.select().from(businesses).where(eq(businesses.name, 'Lenox Avenue Soul Kitchen'));
    const videos = await callApi(videosRoute, `/api/businesses/${kitchen.id}/videos`, { id: String(kitchen.id) });
    expect(videos.body).toEqual([
      expect.objectContaining({ businessId: kitchen.id, title: 'Lenox Avenue Soul Kitchen: an illustrated tour', duration: 15 }),
    ]);
    for (const route of [reviewsRoute, photosRoute, videosRoute]) {
      expect(await callApi(route, '/x', { id: '999999' })).toMatchObject({ status: 404, body: { message: 'Business not found' } });
      expect(await callApi(route, '/x', { id: '1.5' })).toMatchObject({ status: 400, body: { parameter: 'id' } });
    }
  });

  it('lists events with price as a decimal string and New York times, and filters them', async () => {
    // Past events too (upcoming ones only unless asked), the seed's 40-odd fit one page.
    const { body: events } = await callApi(eventsRoute, '/api/events?past=true');
    expect(events.length).toBeGreaterThanOrEqual(40);
    // The winter Amateur Night (19:30 EST is 00:30 UTC the next day).
    const amateur = events.filter((event: any) => event.title === 'Amateur Night at the Apollo').at(-1);
    expect(amateur).toMatchObject({
      price: '38.00',
      startTime: '19:30',
      endTime: '22:00',
      businessId: 1,
      communityBoard: { id: 10, number: 10, name: 'Central Harlem' },
    });
    // An evening event keeps its New York day, although it starts after midnight UTC.
    expect(amateur.date).toBe(toNewYorkParts(new Date(amateur.startsAt)).date);
    expect(new Date(amateur.startsAt).toISOString().slice(0, 10)).not.toBe(amateur.date);
    expect(events.some((event: any) => event.price === null)).toBe(true);
    const starts = events.map((event: any) => event.startsAt);
    expect([...starts].sort()).toEqual(starts);

    for (const [query, matches] of [
      ['communityBoardId=12', (event: any) => event.communityBoardId === 12],
      ['businessId=1', (event: any) => event.businessId === 1],
      ['isPremium=true', (event: any) => event.isPremium === true],
      ['isPremium=false', (event: any) => event.isPremium === false],
    ] as const) {
      const { body } = await callApi(eventsRoute, `/api/events?past=true&${query}`);
      expect(body.length, query).toBeGreaterThan(0);
      expect(body.every(matches), query).toBe(true);
      expect(body.length, query).toBe(events.filter(matches).length);
    }
    expect((await callApi(eventsRoute, '/api/events?businessId=abc')).body.parameter).toBe('businessId');
  });

  it('answer a page at a time: limit (100 at most), a cursor in Link rel="next" or a short offset, upcoming events unless asked', async () => {
    const { body: everything } = await callApi(businessesRoute, '/api/businesses');
    const first = await callApi(businessesRoute, '/api/businesses?limit=10');
    expect(first.body).toEqual(everything.slice(0, 10));
    const link = first.headers.get('link')!;
    expect(link).toMatch(/^<\/api\/businesses\?limit=10&cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    const second = await callApi(businessesRoute, link.slice(1, link.indexOf('>')));
    expect(second.body).toEqual(everything.slice(10, 20));
    expect((await callApi(businessesRoute, '/api/businesses?limit=10&offset=10')).body).toEqual(everything.slice(10, 20));
    const last = await callApi(businessesRoute, `/api/businesses?limit=10&offset=${everything.length - 3}`);
    expect(last.body).toHaveLength(3);
    expect(last.headers.get('link')).toBeNull();
    for (const [query, parameter] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1001', 'offset'],
      ['cursor=not-a-cursor', 'cursor'],
    ]) {
      expect(await callApi(businessesRoute, `/api/businesses?${query}`), query).toMatchObject({ status: 400, body: { parameter } });
    }
    expect((await callApi(businessesRoute, '/api/businesses?offset=1001')).body.message).toBe(
      'Invalid query parameter offset: at most 1000; to read further, follow the address in the Link header (rel="next"), which carries a cursor',
    );
    expect((await callApi(businessesRoute, '/api/businesses?limit=101')).body.message).toBe(
      'Invalid query parameter limit: expected a whole number from 1 to 100',
    );

    // Events: upcoming unless `past` or `from` says otherwise.
    const now = Date.now();
    const upcoming = (await callApi(eventsRoute, '/api/events')).body;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((event: any) => Date.parse(event.startsAt) >= now - 60_000)).toBe(true);
    const all = (await callApi(eventsRoute, '/api/events?past=true')).body;
    expect(all.length).toBeGreaterThan(upcoming.length);
    const day = all[0].date;
    const fromDay = (await callApi(eventsRoute, `/api/events?from=${day}`)).body;
    expect(fromDay[0].startsAt).toBe(all[0].startsAt);
    expect(await callApi(eventsRoute, '/api/events?from=2026-02-30')).toMatchObject({ status: 400, body: { parameter: 'from' } });
    expect(await callApi(eventsRoute, '/api/events?from=tomorrow')).toMatchObject({ status: 400, body: { parameter: 'from' } });
  });

  it('treats an empty filter value, as a plain HTML form sends for All, as no filter', async () => {
    const { status, body } = await callApi(businessesRoute, '/api/businesses?communityBoardId=&categoryId=&isPremium=');
    expect(status).toBe(200);
    expect(body.length).toBe(all.length);
  });

  it('hides a retired business and the events it hosts', async () => {
    await db.update(businesses).set({ isActive: false }).where(eq(businesses.id, 2));
    try {
      expect((await callApi(businessRoute, '/api/businesses/2', { id: '2' })).status).toBe(404);
      expect((await callApi(businessesRoute, '/api/businesses')).body.length).toBe(all.length - 1);
      expect((await callApi(eventsRoute, '/api/events?businessId=2')).body).toEqual([]);
      expect((await callApi(reviewsRoute, '/x', { id: '2' })).status).toBe(404);
    } finally {
      await db.update(businesses).set({ isActive: true }).where(eq(businesses.id, 2));
    }
  });

  it('answers one event or 404', async () => {
    expect((await callApi(eventRoute, '/api/events/1', { id: '1' })).body).toMatchObject({ id: 1, title: 'Amateur Night at the Apollo' });
    expect((await callApi(eventRoute, '/api/events/424242', { id: '424242' })).status).toBe(404);
    expect((await callApi(eventRoute, '/api/events/0', { id: '0' })).status).toBe(400);
  });

  it('reports health and answers unknown API paths with JSON 404', async () => {
    expect((await callApi(healthRoute, '/api/health')).body).toMatchObject({ status: 'ok', database: 'ok', platform: 'node' });
    const unknown = await callApi(unknownApiRoute, '/api/nothing-here');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'No API endpoint at /api/nothing-here' } });
  });
});
