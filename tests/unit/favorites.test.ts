import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { businesses, userFavorites } from '#db/schema.ts';
import { GET as listRoute } from '#pages/api/user/favorites/index.ts';
import { DELETE as removeRoute, POST as addRoute } from '#pages/api/user/favorites/[businessId].ts';
import {
  addFavorite,
  changeFavorite,
  favoriteCountSql,
  favoriteIdsOf,
  favoriteIdsQuery,
  listFavorites,
  removeFavorite,
  toFavoriteIds,
} from '#lib/server/favorites/favorites.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { createBoard, createBusiness, createCategory, createUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { callApi } from '../helpers/api.ts';
import { getHomePage } from '#lib/server/content/home.ts';
import { getDirectoryPage } from '#lib/server/businesses/directory.ts';
import { getBusinessPage } from '#lib/server/businesses/business-page.ts';

describe('favorites', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { id: 10, number: 10, name: 'Central Harlem' });
  const category = await createCategory(db, { name: 'Restaurants' });
  const place = (name: string, extra: Partial<Parameters<typeof createBusiness>[1]> = {}) =>
    createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id, ...extra });
  const sylvia = await place('Sylvia Test Kitchen', { rating: 4.5, priceRange: '$$', imageUrl: '/images/a.jpg' });
  const apollo = await place('Apollo Test Hall');
  const gallery = await place('Gallery Test Space');
  const closed = await place('Closed Test Diner', { isActive: false });
  const member = await createUser(db, { firstName: 'Ada' });
  const other = await createUser(db);
  const asUser = (row: { id: number; email: string }): SessionUser => ({
    id: row.id,
    email: row.email,
    firstName: 'Ada',
    lastName: null,
    profileImageUrl: null,
    role: 'user',
    isPremium: false,
    businessId: null,
    hasPassword: true,
    favoriteCount: 0,
  });
  const rowsOf = async (userId: number) =>
    (await db.select({ n: count() }).from(userFavorites).where(eq(userFavorites.userId, userId)))[0].n;
  const user = asUser(member);

  it('adding twice keeps one row and answers the same', async () => {
    const first = await callApi(addRoute, `/api/user/favorites/${sylvia.id}`, { businessId: String(sylvia.id) }, { method: 'POST', user });
    const second = await callApi(addRoute, `/api/user/favorites/${sylvia.id}`, { businessId: String(sylvia.id) }, { method: 'POST', user });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ favorite: true, business: { id: sylvia.id, name: 'Sylvia Test Kitchen' }, favoriteCount: 1 });
    expect(second.body).toEqual(first.body);
    expect(await rowsOf(member.id)).toBe(1);
    // Concurrent adds are safe in SQL, not by reading first.
    await Promise.all([
      addFavorite(db, member.id, apollo.id),
      addFavorite(db, member.id, apollo.id),
      addFavorite(db, member.id, apollo.id),
    ]);
    expect(await rowsOf(member.id)).toBe(2);
  });

  it('an add is one round trip', async () => {
    expect(await countRoundTrips(() => addFavorite(db, other.id, gallery.id))).toBe(1);
    expect(await countRoundTrips(() => removeFavorite(db, other.id, gallery.id))).toBe(1);
  });

  it('refuses unknown and retired businesses with 404 and stores nothing', async () => {
    const before = await rowsOf(member.id);
    for (const id of [999_999, closed.id]) {
      const { status, body } = await callApi(addRoute, `/api/user/favorites/${id}`, { businessId: String(id) }, { method: 'POST', user });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Business not found' });
    }
    const unknownDelete = await callApi(removeRoute, '/api/user/favorites/999999', { businessId: '999999' }, { method: 'DELETE', user });
    expect(unknownDelete.status).toBe(404);
    const bad = await callApi(addRoute, '/api/user/favorites/abc', { businessId: 'abc' }, { method: 'POST', user });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/businessId/);
    expect(await rowsOf(member.id)).toBe(before);
  });

  it('answers 401 with a message when signed out, for every method', async () => {
    const params = { businessId: String(sylvia.id) };
    for (const [route, method] of [
      [listRoute, 'GET'],
      [addRoute, 'POST'],
      [removeRoute, 'DELETE'],
    ] as const) {
      const { status, body } = await callApi(route, `/api/user/favorites/${sylvia.id}`, params, { method });
      expect(status).toBe(401);
      expect(body.message).toMatch(/^Unauthorized/);
    }
  });

  it('lists the newest first with the fields a card needs, never cached, only active businesses', async () => {
    await addFavorite(db, member.id, gallery.id);
    // A favorite of a business later retired is kept but not shown.
    await db.insert(userFavorites).values({ userId: member.id, businessId: closed.id });
    const { status, body, headers } = await callApi(listRoute, '/api/user/favorites', {}, { user });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body.map((item: any) => item.business.name)).toEqual(['Gallery Test Space', 'Apollo Test Hall', 'Sylvia Test Kitchen']);
    const last = body[2];
    expect(last).toEqual({
      businessId: sylvia.id,
      favoritedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      business: {
        id: sylvia.id,
        name: 'Sylvia Test Kitchen',
        imageUrl: '/images/a.jpg',
        address: sylvia.address,
        rating: 4.5,
        priceRange: '$$',
        communityBoardId: 10,
        communityBoardNumber: 10,
        communityBoardName: 'Central Harlem',
        categoryName: 'Restaurants',
        isPremium: false,
      },
    });
    const views = await listFavorites(db, member.id);
    expect(views[0]).toMatchObject({ id: gallery.id, favoritedAt: body[0].favoritedAt });
    expect(await listFavorites(db, other.id)).toEqual([]);
  });

  it('removes, idempotently, and a retired business can still be removed', async () => {
    const params = { businessId: String(apollo.id) };
    const first = await callApi(removeRoute, `/api/user/favorites/${apollo.id}`, params, { method: 'DELETE', user });
    const again = await callApi(removeRoute, `/api/user/favorites/${apollo.id}`, params, { method: 'DELETE', user });
    // Gallery and Sylvia remain; the retired diner's row is kept but not counted.
    expect(first.body).toEqual({ favorite: false, business: { id: apollo.id, name: 'Apollo Test Hall' }, favoriteCount: 2 });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await removeFavorite(db, member.id, closed.id)).toEqual({ id: closed.id, name: 'Closed Test Diner' });
    expect((await listFavorites(db, member.id)).map((item) => item.id)).toEqual([gallery.id, sylvia.id]);
  });

  it('favoriteIdsOf tells which of a page’s businesses the viewer saved', async () => {
    expect(await favoriteIdsOf(db, member.id, [sylvia.id, apollo.id, gallery.id])).toEqual(new Set([sylvia.id, gallery.id]));
    expect(await favoriteIdsOf(db, member.id, [apollo.id])).toEqual(new Set());
    expect(await favoriteIdsOf(db, other.id, [sylvia.id, gallery.id])).toEqual(new Set());
    // Signed out or nothing to ask about: no query at all.
    expect(await countRoundTrips(() => favoriteIdsOf(db, null, [sylvia.id]))).toBe(0);
    expect(await countRoundTrips(() => favoriteIdsOf(db, member.id, []))).toBe(0);
    // The batchable form: all the viewer's favorites, or none without a viewer.
    expect(toFavoriteIds(await favoriteIdsQuery(db, member.id))).toEqual(new Set([sylvia.id, gallery.id]));
    expect(await favoriteIdsQuery(db, null)).toEqual([]);
  });

  it('a change answers the member’s count of listed places, in the same round trip', async () => {
    let change: Awaited<ReturnType<typeof changeFavorite>> = null;
    expect(await countRoundTrips(async () => (change = await changeFavorite(db, member.id, apollo.id, true)))).toBe(1);
    expect(change).toEqual({ business: { id: apollo.id, name: 'Apollo Test Hall' }, saved: true, favoriteCount: 3 });
    expect(await changeFavorite(db, member.id, 999_999, true)).toBeNull();
    expect((await changeFavorite(db, member.id, apollo.id, false))?.favoriteCount).toBe(2);
    const [{ total }] = await db
      .select({ total: favoriteCountSql(member.id) })
      .from(businesses)
      .limit(1);
    expect(total).toBe(2);
  });

  it('favorites go with their business and their member', async () => {
    const temp = await place('Short Lived Test Cafe');
    await addFavorite(db, other.id, temp.id);
    await db.delete(businesses).where(eq(businesses.id, temp.id));
    expect(await favoriteIdsOf(db, other.id, [temp.id])).toEqual(new Set());
  });

  it('pages learn the viewer’s hearts in the round trip they already make', async () => {
    const now = new Date();
    const saved = new Set([sylvia.id, gallery.id]);
    const trips = async <T>(work: () => Promise<T>) => {
      let result!: T;
      const count = await countRoundTrips(async () => (result = await work()));
      return { result, count };
    };
    const home = await trips(() => getHomePage(db, { board: null, category: null }, now, member.id));
    expect(home.count).toBe(1);
    expect(home.result.favoriteIds).toEqual(saved);
    expect((await getHomePage(db, { board: null, category: null }, now)).favoriteIds).toEqual(new Set());

    const directory = await trips(() => getDirectoryPage(db, {}, 1, now, member.id));
    expect(directory.count).toBe(1);
    expect(directory.result.favoriteIds).toEqual(saved);
    expect(
      directory.result.businesses
        .filter((item) => directory.result.favoriteIds.has(item.id))
        .map((item) => item.name)
        .sort(),
    ).toEqual(['Gallery Test Space', 'Sylvia Test Kitchen']);

    const page = await trips(() => getBusinessPage(db, sylvia.id, now, member));
    expect(page.count).toBe(1);
    expect(page.result?.favorite).toBe(true);
    expect((await getBusinessPage(db, apollo.id, now, member))?.favorite).toBe(false);
    expect((await getBusinessPage(db, sylvia.id, now))?.favorite).toBe(false);
    expect((await getBusinessPage(db, sylvia.id, now, other))?.favorite).toBe(false);
  });
});
