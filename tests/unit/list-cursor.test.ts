/**
 * The list APIs' cursors: opaque text that reads back exactly, refuses anything edited, and
 * pages through a list with ties on every sort value without skipping or repeating a row.
 */
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '#lib/domain/list-cursor.ts';
import { GET as businessesRoute } from '#pages/api/businesses/index.ts';
import { GET as eventsRoute } from '#pages/api/events/index.ts';
import { businessCursor, readBusinessCursor, readEventCursor } from '#lib/server/api/list-cursors.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { callApi } from '../helpers/api.ts';

const SHAPE = ['number', 'number or null', 'text', 'number'] as const;

describe('cursor text', () => {
  it('reads back the values it was made from, null and accents included', () => {
    for (const values of [
      [3, 4.5, 'Café de l’Avenue', 12],
      [0, null, 'Business "quoted", with commas', 2_000_000],
    ]) {
      const cursor = encodeCursor('businesses', values);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor('businesses', cursor, SHAPE)).toEqual(values);
    }
  });

  it('refuses an edited, cut, foreign or malformed cursor', () => {
    const cursor = encodeCursor('businesses', [3, 4.5, 'Apollo Theater', 12]);
    const flipped = cursor.slice(0, 10) + (cursor[10] === 'A' ? 'B' : 'A') + cursor.slice(11);
    const payloadOnly = Buffer.from(JSON.stringify(['businesses', 0, null, 'A', 1])).toString('base64url');
    for (const bad of [
      flipped,
      cursor.slice(0, -2),
      `${cursor}x`,
      payloadOnly,
      '',
      'not a cursor',
      '%%%',
      'A'.repeat(2000),
      encodeCursor('events', [3, 4.5, 'Apollo Theater', 12]),
      encodeCursor('businesses', [3, 4.5, 'Apollo Theater']),
      encodeCursor('businesses', ['3', 4.5, 'Apollo Theater', 12]),
      encodeCursor('businesses', [3, 4.5, null, 12]),
    ]) {
      expect(decodeCursor('businesses', bad, SHAPE), bad.slice(0, 40)).toBeNull();
    }
    expect(readEventCursor(encodeCursor('events', [1.5, 2]))).toBeNull();
    expect(readBusinessCursor(businessCursor({ listingPriority: 2, rating: null, name: 'Sylvia’s', id: 7 }))).toEqual({
      listingPriority: 2,
      rating: null,
      name: 'Sylvia’s',
      id: 7,
    });
  });
});

/** Every page of a list API, following each answer's Link rel="next" from `first`. */
async function walk(route: typeof businessesRoute, first: string) {
  const pages: { id: number }[][] = [];
  let next: string | null = first;
  while (next) {
    const { status, body, headers } = await callApi(route, next);
    expect(status, next).toBe(200);
    pages.push(body);
    next = headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

describe('paging by cursor', async () => {
  const { db } = await useFreshDatabase();
  const [nine, ten] = [await createBoard(db, { id: 9, number: 9 }), await createBoard(db, { id: 10, number: 10 })];
  const category = await createCategory(db);
  // Ties on every sort value: priorities, ratings (unrated too) and even names repeat.
  for (let i = 0; i < 37; i++) {
    await createBusiness(db, {
      communityBoardId: i % 2 ? nine.id : ten.id,
      categoryId: category.id,
      name: `Shared name ${i % 4}`,
      listingPriority: i % 3 === 0 ? 2 : 0,
      rating: i % 5 === 0 ? null : 3 + (i % 3) / 2,
    });
  }
  // Events with start times shared by several.
  const day = Date.UTC(2030, 4, 1, 22);
  for (let i = 0; i < 29; i++) {
    await createEvent(db, { communityBoardId: i % 2 ? nine.id : ten.id, startsAt: new Date(day + (i % 4) * 3_600_000) });
  }

  it('businesses: every page by cursor, in order, no row skipped or repeated, filters kept', async () => {
    for (const filter of ['', '&communityBoardId=9']) {
      const whole = (await callApi(businessesRoute, `/api/businesses?limit=100${filter}`)).body.map((b: any) => b.id);
      for (const limit of [1, 4, 7]) {
        const pages = await walk(businessesRoute, `/api/businesses?limit=${limit}${filter}`);
        expect(
          pages.flat().map((b) => b.id),
          `limit ${limit}${filter}`,
        ).toEqual(whole);
        expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      }
      expect(whole.length).toBe(filter ? 18 : 37);
    }
  });

  it('events: every page by cursor through shared start times, from the first past one', async () => {
    const whole = (await callApi(eventsRoute, '/api/events?past=true')).body.map((e: any) => e.id);
    expect(whole).toHaveLength(29);
    for (const limit of [1, 3, 5]) {
      const pages = await walk(eventsRoute, `/api/events?past=true&limit=${limit}`);
      expect(pages.flat().map((e) => e.id)).toEqual(whole);
    }
    const board = await walk(eventsRoute, '/api/events?communityBoardId=10&from=2030-05-01&limit=4');
    expect(board.flat().every((e: any) => e.communityBoardId === 10)).toBe(true);
    expect(board.flat()).toHaveLength(15);
  });

  it('an offset still jumps within its bound, a cursor continues from it, and bad cursors are a clear 400', async () => {
    const whole = (await callApi(businessesRoute, '/api/businesses')).body.map((b: any) => b.id);
    const jumped = await callApi(businessesRoute, '/api/businesses?limit=5&offset=10');
    expect(jumped.body.map((b: any) => b.id)).toEqual(whole.slice(10, 15));
    const next = jumped.headers.get('link')!.match(/^<([^>]+)>/)![1];
    expect(next).not.toContain('offset=');
    expect((await callApi(businessesRoute, next)).body.map((b: any) => b.id)).toEqual(whole.slice(15, 20));

    const tampered = await callApi(businessesRoute, `${next.slice(0, -3)}AAA`);
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({ parameter: 'cursor', message: expect.stringContaining('follow the address in the Link header') });
    const both = await callApi(businessesRoute, `${next}&offset=5`);
    expect(both).toMatchObject({ status: 400, body: { parameter: 'offset' } });
    const foreign = await callApi(eventsRoute, `/api/events?cursor=${next.split('cursor=')[1]}`);
    expect(foreign).toMatchObject({ status: 400, body: { parameter: 'cursor' } });
    const far = await callApi(eventsRoute, '/api/events?offset=5000');
    expect(far).toMatchObject({ status: 400, body: { parameter: 'offset', message: expect.stringContaining('rel="next"') } });
  });
});
