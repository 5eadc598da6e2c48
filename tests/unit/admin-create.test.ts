/** The admin panel's Create Business and Create Event: admins only, the spec's messages, listed at once. */
import { describe, expect, it } from 'vitest';
import { server } from '#actions/index.ts';
import { POST as createBusinessApi } from '#pages/api/admin/businesses.ts';
import { POST as createEventApi } from '#pages/api/admin/events.ts';
import { listEvents } from '#lib/server/events/events.ts';
import { getDirectoryPage } from '#lib/server/businesses/directory.ts';
import { createBoard, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const adminActions = server.admin;

describe('admin panel', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 12, name: 'Washington Heights' });
  const category = await createCategory(db, { name: 'Cafes' });
  const admin = await storeAccount(db, 'admin');
  const owner = await storeAccount(db, 'business_owner');
  const inAWeek = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + 7 * 86_400_000));

  it("creates a business listed at once in the directory, with the spec's messages", async () => {
    const missing = await callAction(adminActions.createBusiness, {}, { user: admin });
    expect(fieldsOf(missing.error)).toMatchObject({
      name: 'Business name is required',
      communityBoardId: 'Community board is required',
      categoryId: 'Category is required',
    });
    const created = await callAction(
      adminActions.createBusiness,
      {
        name: 'Admin Test Cafe',
        address: '600 W 181st St, New York, NY 10033',
        communityBoardId: String(board.id),
        categoryId: String(category.id),
        openingHours: 'Mo-Su 07:00-19:00',
      },
      { user: admin },
    );
    expect(created.data.flash.description).toBe('Business created successfully!');
    const directory = await getDirectoryPage(db, { search: 'Admin Test Cafe' }, 1);
    expect(directory.businesses.map((business) => business.name)).toEqual(['Admin Test Cafe']);
    expect((await callAction(adminActions.createBusiness, { name: 'x' }, { user: owner })).error).toMatchObject({ status: 403 });
    const viaApi = await callApi(
      createBusinessApi,
      '/api/admin/businesses',
      {},
      {
        method: 'POST',
        user: admin,
        json: { name: 'API Test Deli', address: '1 Test St, New York, NY 10033', communityBoardId: board.id, categoryId: category.id },
      },
    );
    expect(viaApi.status).toBe(201);
    expect(viaApi.body.message).toBe('Business created successfully!');
    expect((await callApi(createBusinessApi, '/api/admin/businesses', {}, { method: 'POST', user: owner, json: {} })).status).toBe(403);
  });

  it('creates an event listed at once in the calendar; title and date required', async () => {
    const missing = await callApi(createEventApi, '/api/admin/events', {}, { method: 'POST', user: admin, json: {} });
    expect(missing.body.errors).toMatchObject({ title: 'Event title is required', date: 'Event date is required' });
    const created = await callApi(
      createEventApi,
      '/api/admin/events',
      {},
      {
        method: 'POST',
        user: admin,
        json: { title: 'Admin Test Block Party', date: inAWeek, startTime: '12:00', communityBoardId: board.id },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Event created successfully!');
    expect(created.body.event).toMatchObject({
      title: 'Admin Test Block Party',
      date: inAWeek,
      startTime: '12:00',
      communityBoard: { number: 12 },
    });
    expect((await listEvents(db, {})).map((event) => event.title)).toContain('Admin Test Block Party');
    expect((await callApi(createEventApi, '/api/admin/events', {}, { method: 'POST', user: null, json: {} })).status).toBe(401);
  });
});
