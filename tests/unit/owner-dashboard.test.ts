import { describe, expect, it } from 'vitest';
import type { AstroGlobal } from 'astro';
import * as schema from '#db/schema.ts';
import { loadOwnerDashboard, OWNER_LIST_LIMIT } from '#lib/server/dashboards/owner-dashboard.ts';
import { handleOwnerDashboardPage } from '#lib/server/dashboards/owner-dashboard-page.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-12-15T17:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);
type Status = (typeof schema.REGISTRATION_STATUSES)[number];

describe('the business dashboard', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db);
  const kitchen = await createBusiness(db, { name: 'Soul Test Kitchen', communityBoardId: board.id, categoryId: category.id });
  const elsewhere = await createBusiness(db, { name: 'Other Test Venue', communityBoardId: board.id, categoryId: category.id });

  const brunch = await createEvent(db, { title: 'Gospel brunch', businessId: kitchen.id, startsAt: inDays(3), maxAttendees: 40 });
  const cooking = await createEvent(db, { title: 'Cooking class', businessId: kitchen.id, startsAt: inDays(10), maxAttendees: 16 });
  const quiet = await createEvent(db, { title: 'Quiet tasting', businessId: kitchen.id, startsAt: inDays(20) });
  const concert = await createEvent(db, { title: 'Concert elsewhere', businessId: elsewhere.id, startsAt: inDays(5) });

  const people = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
  const register = (eventId: number, status: Status, person: number) =>
    db.insert(schema.eventRegistrations).values({
      userId: people[person].id,
      eventId,
      firstName: 'Test',
      lastName: 'Guest',
      email: `guest${person}@example.com`,
      phone: '212 555 0101',
      status,
    });
  // Brunch: two confirmed and one awaiting payment hold seats; a cancelled one does not.
  await register(brunch.id, 'confirmed', 0);
  await register(brunch.id, 'awaiting_payment', 1);
  await register(brunch.id, 'cancelled', 2);
  await register(brunch.id, 'confirmed', 3);
  // Cooking class: one confirmed, two cancelled.
  await register(cooking.id, 'confirmed', 4);
  await register(cooking.id, 'cancelled', 0);
  await register(cooking.id, 'cancelled', 1);
  // Another business's event: never counted on this dashboard.
  for (const person of [0, 1, 2, 3, 5]) await register(concert.id, 'confirmed', person);

  it('counts the seat-holding registrations of each event (confirmed and awaiting payment, not cancelled)', async () => {
    const data = (await loadOwnerDashboard(db, kitchen.id, NOW))!;
    expect(data.events.map((event) => [event.title, event.registered, event.maxCapacity])).toEqual([
      ['Quiet tasting', 0, 50],
      ['Cooking class', 1, 16],
      ['Gospel brunch', 3, 40],
    ]);
    const other = (await loadOwnerDashboard(db, elsewhere.id, NOW))!;
    expect(other.events.map((event) => [event.title, event.registered])).toEqual([['Concert elsewhere', 5]]);
  });

  it('follows cancellations and new registrations', async () => {
    await db.insert(schema.eventRegistrations).values({
      userId: people[5].id,
      eventId: quiet.id,
      firstName: 'Late',
      lastName: 'Guest',
      email: 'late@example.com',
      phone: '212 555 0102',
    });
    const data = (await loadOwnerDashboard(db, kitchen.id, NOW))!;
    expect(Object.fromEntries(data.events.map((event) => [event.title, event.registered]))).toEqual({
      'Quiet tasting': 1,
      'Cooking class': 1,
      'Gospel brunch': 3,
    });
  });

  it('keeps the next events however many later ones there are (a weekly series lists three months), latest first, then the past', async () => {
    const busy = await createBusiness(db, { name: 'Busy Test Hall', communityBoardId: board.id, categoryId: category.id });
    for (let day = 30; day < 30 + OWNER_LIST_LIMIT + 5; day++)
      await createEvent(db, { title: `Later ${day}`, businessId: busy.id, startsAt: inDays(day) });
    await createEvent(db, { title: 'Tomorrow', businessId: busy.id, startsAt: inDays(1) });
    await createEvent(db, { title: 'Yesterday', businessId: busy.id, startsAt: inDays(-1) });
    const titles = (await loadOwnerDashboard(db, busy.id, NOW))!.events.map((event) => event.title);
    expect(titles.slice(-3)).toEqual(['Later 30', 'Tomorrow', 'Yesterday']);
    expect(titles.filter((title) => title.startsWith('Later'))).toHaveLength(OWNER_LIST_LIMIT - 1);
  });

  it('is one round trip, however many events and registrations', async () => {
    expect(await countRoundTrips(() => loadOwnerDashboard(db, kitchen.id, NOW))).toBe(1);
  });

  it('is null for an unknown or retired business', async () => {
    expect(await loadOwnerDashboard(db, 999_999, NOW)).toBeNull();
    const retired = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id, isActive: false });
    expect(await loadOwnerDashboard(db, retired.id, NOW)).toBeNull();
  });

  describe('who sees which business dashboard', async () => {
    const business = await createBusiness(db, { name: 'Owned Test Cafe', communityBoardId: board.id, categoryId: category.id });
    const asUser = (overrides: Partial<SessionUser>): SessionUser => ({
      id: 1,
      email: 'someone@example.com',
      firstName: 'Some',
      lastName: 'One',
      profileImageUrl: null,
      role: 'user',
      isPremium: false,
      businessId: null,
      hasPassword: true,
      favoriteCount: 0,
      ...overrides,
    });
    /** Runs the page guard as Astro would, returning its state (or redirect) and the status it set. */
    const open = async (path: string, user: SessionUser | null, locale?: 'es' | 'fr') => {
      const url = new URL(path, 'http://localhost');
      const response = { status: 200 };
      const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });
      const cookies = { set: (name: string, value: string) => flashes.push(JSON.parse(value)) };
      const state = await handleOwnerDashboardPage({
        locals: { user, session: null, ...(locale && { locale }) },
        url,
        redirect,
        response,
        cookies,
      } as unknown as AstroGlobal);
      return { state, status: response.status };
    };
    const flashes: unknown[] = [];
    const owner = asUser({ role: 'business_owner', businessId: business.id });
    const admin = asUser({ role: 'admin' });

    it('an admin opening an unknown business gets Business Not Found with 404, not "no business associated"', async () => {
      for (const path of [
        '/business-dashboard?business=999999',
        '/business-dashboard?business=abc',
        '/business-owner-dashboard?business=-3',
      ]) {
        const { state, status } = await open(path, admin);
        expect(state, path).toEqual({ kind: 'not-found' });
        expect(status, path).toBe(404);
      }
    });

    it('an admin opens any business by id; without one, the admin has none linked', async () => {
      const { state, status } = await open(`/business-dashboard?business=${business.id}`, admin);
      expect(status).toBe(200);
      expect(state).toMatchObject({ kind: 'ready', data: { business: { name: 'Owned Test Cafe' } } });
      expect((await open('/business-dashboard', admin)).state).toMatchObject({ kind: 'no-business' });
      expect((await open('/business-dashboard?business=', admin)).state).toMatchObject({ kind: 'no-business' });
    });

    it('an owner always sees their own business (the parameter is for admins), members find one to claim, visitors sign in', async () => {
      const mine = await open('/business-dashboard?business=999999', owner);
      expect(mine.status).toBe(200);
      expect(mine.state).toMatchObject({ kind: 'ready', data: { business: { id: business.id } } });
      expect((await open('/business-dashboard', asUser({ role: 'business_owner' }))).state).toMatchObject({ kind: 'no-business' });
      // A member has no business yet: the dashboard is where they search for one to claim, or add one.
      const member = await open('/business-dashboard?q=owned', asUser({ isPremium: true }));
      expect(member.status).toBe(200);
      expect(member.state).toMatchObject({
        kind: 'no-business',
        claim: { claim: null, query: 'owned', results: [{ name: 'Owned Test Cafe' }] },
      });
      const visitor = (await open('/business-dashboard?business=2', null)).state as Response;
      expect(visitor.status).toBe(303);
      expect(visitor.headers.get('location')).toBe('/auth?next=%2Fbusiness-dashboard%3Fbusiness%3D2');
      // The sign-in page says why (spec: "Access Required").
      expect(flashes.at(-1)).toEqual({ title: 'Access Required', description: 'Please log in to access your business dashboard.' });
      // ...in the language of the page that sent them.
      await open('/es/business-dashboard', null, 'es');
      expect(flashes.at(-1)).toEqual({ title: 'Acceso restringido', description: 'Inicia sesión para acceder al panel de tu negocio.' });
    });

    it('opens the tab the address names, the overview otherwise', async () => {
      expect((await open('/business-dashboard?tab=edit', owner)).state).toMatchObject({ kind: 'ready', tab: 'edit' });
      expect((await open('/business-dashboard?tab=messages', owner)).state).toMatchObject({ kind: 'ready', tab: 'messages' });
      expect((await open('/business-dashboard?tab=nonsense', owner)).state).toMatchObject({ kind: 'ready', tab: 'overview' });
    });
  });
});
