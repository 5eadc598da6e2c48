import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { businesses, userFavorites } from '../../db/schema.ts';
import { GET as listRoute } from '../../src/pages/api/user/favorites/index.ts';
import { DELETE as removeRoute, POST as addRoute } from '../../src/pages/api/user/favorites/[businessId].ts';
import { addFavorite, favoriteIdsOf, favoriteIdsQuery, listFavorites, removeFavorite, toFavoriteIds } from '../../src/lib/server/favorites/favorites.ts';
import type { SessionUser } from '../../src/lib/server/auth/session.ts';
import { createBoard, createBusiness, createCategory, createUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { callApi } from '../helpers/api.ts';
import { loadHomePage } from '../../src/lib/server/content/home.ts';
import { loadDirectoryPage } from '../../src/lib/server/businesses/directory.ts';
import { loadBusinessPage } from '../../src/lib/server/businesses/business-page.ts';
import { $favorites, $lastFavoriteChange, $pendingFavorites, knowFavorite, toggleFavorite } from '../../src/stores/favorites.ts';
import { $toast, dismissToast } from '../../src/stores/toasts.ts';

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
    id: row.id, email: row.email, firstName: 'Ada', lastName: null, profileImageUrl: null, role: 'user', isPremium: false, businessId: null, hasPassword: true,
  });
  const rowsOf = async (userId: number) =>
    (await db.select({ n: count() }).from(userFavorites).where(eq(userFavorites.userId, userId)))[0].n;
  const user = asUser(member);

  it('adding twice keeps one row and answers the same', async () => {
    const first = await callApi(addRoute, `/api/user/favorites/${sylvia.id}`, { businessId: String(sylvia.id) }, { method: 'POST', user });
    const second = await callApi(addRoute, `/api/user/favorites/${sylvia.id}`, { businessId: String(sylvia.id) }, { method: 'POST', user });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ favorite: true, business: { id: sylvia.id, name: 'Sylvia Test Kitchen' } });
    expect(second.body).toEqual(first.body);
    expect(await rowsOf(member.id)).toBe(1);
    // Concurrent adds are safe in SQL, not by reading first.
    await Promise.all([addFavorite(db, member.id, apollo.id), addFavorite(db, member.id, apollo.id), addFavorite(db, member.id, apollo.id)]);
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
    for (const [route, method] of [[listRoute, 'GET'], [addRoute, 'POST'], [removeRoute, 'DELETE']] as const) {
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
        id: sylvia.id, name: 'Sylvia Test Kitchen', imageUrl: '/images/a.jpg', address: sylvia.address, rating: 4.5, priceRange: '$$',
        communityBoardId: 10, communityBoardNumber: 10, communityBoardName: 'Central Harlem', categoryName: 'Restaurants', isPremium: false,
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
    expect(first.body).toEqual({ favorite: false, business: { id: apollo.id, name: 'Apollo Test Hall' } });
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

  it('a plain form post adds or removes, then returns to the page with a toast', async () => {
    const params = { businessId: String(apollo.id) };
    const added = await callApi(addRoute, `/api/user/favorites/${apollo.id}`, params, { method: 'POST', user, form: { _action: 'add', next: '/businesses?q=apollo' } });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/businesses?q=apollo');
    expect(JSON.parse(added.cookies.get('harlem_flash')!)).toEqual({ title: 'Added to favorites', description: 'Apollo Test Hall', variant: 'success' });
    expect((await favoriteIdsOf(db, member.id, [apollo.id])).has(apollo.id)).toBe(true);

    const removed = await callApi(addRoute, `/api/user/favorites/${apollo.id}`, params, { method: 'POST', user, form: { _action: 'remove', next: 'https://evil.example/' } });
    expect(removed.headers.get('location')).toBe(`/business/${apollo.id}`);
    expect(JSON.parse(removed.cookies.get('harlem_flash')!)).toMatchObject({ title: 'Removed from favorites' });
    expect((await favoriteIdsOf(db, member.id, [apollo.id])).size).toBe(0);

    const unknown = await callApi(addRoute, '/api/user/favorites/999999', { businessId: '999999' }, { method: 'POST', user, form: { _action: 'add', next: '/' } });
    expect(unknown.headers.get('location')).toBe('/');
    expect(JSON.parse(unknown.cookies.get('harlem_flash')!)).toMatchObject({ title: 'Business not found', variant: 'destructive' });
  });

  it('a signed-out form post goes to sign-in, which returns to the page', async () => {
    const { status, headers, cookies } = await callApi(addRoute, `/api/user/favorites/${sylvia.id}`, { businessId: String(sylvia.id) }, { method: 'POST', form: { _action: 'add', next: '/?tab=restaurants' } });
    expect(status).toBe(303);
    expect(headers.get('location')).toBe(`/auth?next=${encodeURIComponent('/?tab=restaurants')}`);
    expect(JSON.parse(cookies.get('harlem_flash')!)).toEqual({ title: 'Login Required', description: 'Please log in to save favorites.' });
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
    const home = await trips(() => loadHomePage(db, { board: null, category: null, tab: 'all' }, now, member.id));
    expect(home.count).toBe(1);
    expect(home.result.favoriteIds).toEqual(saved);
    expect((await loadHomePage(db, { board: null, category: null, tab: 'all' }, now)).favoriteIds).toEqual(new Set());

    const directory = await trips(() => loadDirectoryPage(db, {}, 1, now, member.id));
    expect(directory.count).toBe(1);
    expect(directory.result.favoriteIds).toEqual(saved);
    expect(directory.result.businesses.filter((item) => directory.result.favoriteIds.has(item.id)).map((item) => item.name).sort()).toEqual(['Gallery Test Space', 'Sylvia Test Kitchen']);

    const page = await trips(() => loadBusinessPage(db, sylvia.id, now, member.id));
    expect(page.count).toBe(1);
    expect(page.result?.favorite).toBe(true);
    expect((await loadBusinessPage(db, apollo.id, now, member.id))?.favorite).toBe(false);
    expect((await loadBusinessPage(db, sylvia.id, now))?.favorite).toBe(false);
    expect((await loadBusinessPage(db, sylvia.id, now, other.id))?.favorite).toBe(false);
  });
});

describe('the favorites store behind the hearts', () => {
  const business = { id: 7, name: 'Sylvia Test Kitchen' };
  const answer = (status: number) => (async () => new Response(status === 200 ? '{}' : '{"message":"no"}', { status })) as unknown as typeof fetch;
  afterEach(() => {
    $favorites.set({});
    $pendingFavorites.set({});
    $lastFavoriteChange.set(null);
    dismissToast();
  });

  it('saves, then removes, with the business name in the toast', async () => {
    const calls: string[] = [];
    const send = (async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    knowFavorite(business.id, false);
    expect(await toggleFavorite(business, send)).toBe('added');
    expect($favorites.get()['7']).toBe(true);
    expect($toast.get()).toMatchObject({ title: 'Added to favorites', description: 'Sylvia Test Kitchen' });
    expect(await toggleFavorite(business, send)).toBe('removed');
    expect($favorites.get()['7']).toBe(false);
    expect($toast.get()).toMatchObject({ title: 'Removed from favorites', description: 'Sylvia Test Kitchen' });
    expect(calls).toEqual(['POST /api/user/favorites/7', 'DELETE /api/user/favorites/7']);
  });

  it('shows the change at once, is pending until the answer, and ignores clicks meanwhile', async () => {
    let finish!: (response: Response) => void;
    const send = (() => new Promise<Response>((resolve) => (finish = resolve))) as unknown as typeof fetch;
    const first = toggleFavorite(business, send);
    expect($favorites.get()['7']).toBe(true);
    expect($pendingFavorites.get()['7']).toBe(true);
    expect(await toggleFavorite(business, send)).toBe('busy');
    finish(new Response('{}', { status: 200 }));
    expect(await first).toBe('added');
    expect($pendingFavorites.get()['7']).toBe(false);
  });

  it('rolls back on failure, on a network error, and on 401 (asking to log in)', async () => {
    knowFavorite(business.id, true);
    expect(await toggleFavorite(business, answer(500))).toBe('failed');
    expect($favorites.get()['7']).toBe(true);
    expect($toast.get()).toMatchObject({ title: 'Error', description: 'Failed to update favorites. Please try again.', variant: 'destructive' });
    const offline = (async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch;
    expect(await toggleFavorite(business, offline)).toBe('failed');
    expect($favorites.get()['7']).toBe(true);
    expect(await toggleFavorite(business, answer(401))).toBe('login-required');
    expect($favorites.get()['7']).toBe(true);
    expect($toast.get()).toMatchObject({ title: 'Login Required', description: 'Please log in to save favorites.' });
    expect($pendingFavorites.get()['7']).toBe(false);
  });

  it('announces each confirmed change once the heart is settled, so lists of favorites can follow it', async () => {
    const heard: { change: { id: number; saved: boolean } | null; pending: boolean | undefined }[] = [];
    const stop = $lastFavoriteChange.listen((change) => heard.push({ change, pending: $pendingFavorites.get()['7'] }));
    knowFavorite(business.id, true);
    expect(await toggleFavorite(business, answer(200))).toBe('removed');
    expect(await toggleFavorite(business, answer(200))).toBe('added');
    expect(await toggleFavorite(business, answer(200))).toBe('removed');
    expect(heard).toEqual([
      { change: { id: 7, saved: false }, pending: false },
      { change: { id: 7, saved: true }, pending: false },
      { change: { id: 7, saved: false }, pending: false },
    ]);
    stop();
  });

  it('announces nothing for a refused, failed or ignored change', async () => {
    let finish!: (response: Response) => void;
    const slow = (() => new Promise<Response>((resolve) => (finish = resolve))) as unknown as typeof fetch;
    const heard: unknown[] = [];
    const stop = $lastFavoriteChange.listen((change) => heard.push(change));
    knowFavorite(business.id, true);
    expect(await toggleFavorite(business, answer(500))).toBe('failed');
    expect(await toggleFavorite(business, answer(401))).toBe('login-required');
    const first = toggleFavorite(business, slow);
    expect(await toggleFavorite(business, answer(200))).toBe('busy');
    expect(heard).toEqual([]);
    finish(new Response('{}', { status: 500 }));
    expect(await first).toBe('failed');
    expect(heard).toEqual([]);
    expect($lastFavoriteChange.get()).toBeNull();
    stop();
  });

  it('the first heart drawn for a business sets its state', () => {
    knowFavorite(3, true);
    knowFavorite(3, false);
    expect($favorites.get()['3']).toBe(true);
  });
});
