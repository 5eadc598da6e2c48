import { describe, expect, it } from 'vitest';
import { GET as businessesRoute } from '#pages/api/businesses/index.ts';
import { GET as eventsRoute } from '#pages/api/events/index.ts';
import { createBoard, createBusiness, createCategory, createEvent, createReview, createUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { eventRegistrations } from '#db/schema.ts';
import { loadOwnerDashboard } from '#lib/server/dashboards/owner-dashboard.ts';
import { callApi } from '../helpers/api.ts';

describe('list endpoints cost the same number of queries for 5 rows or 500', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { id: 10, number: 10 });
  const category = await createCategory(db);
  const user = await createUser(db);
  const addBusinesses = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const business = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id });
      await createReview(db, { userId: user.id, businessId: business.id });
      await createEvent(db, { businessId: business.id, communityBoardId: board.id });
    }
  };

  it('businesses and events', async () => {
    await addBusinesses(5);
    const small = {
      businesses: await countRoundTrips(() => callApi(businessesRoute, '/api/businesses')),
      events: await countRoundTrips(() => callApi(eventsRoute, '/api/events')),
    };
    await addBusinesses(495);
    // A page of 100, and the way to the next one.
    const { body, headers } = await callApi(businessesRoute, '/api/businesses');
    expect(body).toHaveLength(100);
    expect(body[0].reviewCount).toBe(1);
    const next = headers.get('link')!.match(/^<([^>]+)>; rel="next"$/)![1];
    expect(next).toMatch(/^\/api\/businesses\?limit=100&cursor=/);
    const large = {
      businesses: await countRoundTrips(() => callApi(businessesRoute, '/api/businesses')),
      events: await countRoundTrips(() => callApi(eventsRoute, '/api/events')),
    };
    expect(large).toEqual(small);
    // The next page, read by its cursor: still one round trip.
    expect(await countRoundTrips(() => callApi(businessesRoute, next))).toBe(1);
    expect(small).toEqual({ businesses: 1, events: 1 });
  });

  it('the business dashboard: one round trip for a few registrations or many, every one counted', async () => {
    const business = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id });
    const events = [await createEvent(db, { businessId: business.id }), await createEvent(db, { businessId: business.id })];
    const register = async (event: (typeof events)[number], n: number) => {
      for (let i = 0; i < n; i++) {
        const guest = await createUser(db);
        await db
          .insert(eventRegistrations)
          .values({ userId: guest.id, eventId: event.id, firstName: 'A', lastName: 'B', email: guest.email, phone: '212 555 0100' });
      }
    };
    await register(events[0], 3);
    const small = await countRoundTrips(() => loadOwnerDashboard(db, business.id));
    await register(events[0], 150);
    await register(events[1], 60);
    const large = await countRoundTrips(() => loadOwnerDashboard(db, business.id));
    expect([small, large]).toEqual([1, 1]);
    const data = (await loadOwnerDashboard(db, business.id))!;
    expect(Object.fromEntries(data.events.map((event) => [event.id, event.registered]))).toEqual({
      [events[0].id]: 153,
      [events[1].id]: 60,
    });
  });
});
