/**
 * Editing a listing: PATCH /api/businesses/{id} and the dashboard's owner.updateBusiness action
 * share the rules; only the owner of that business or an admin may change it, and a refusal of
 * any kind changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { PATCH } from '#pages/api/businesses/[id].ts';
import { GET as dashboardApi } from '#pages/api/business-owner/dashboard.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

/** The business dashboard's actions, as islands call them (actions.owner.*). */
const ownerActions = server.owner;

describe('editing a listing', async () => {
  const { db } = await useFreshDatabase();
  const central = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const east = await createBoard(db, { number: 11, name: 'East Harlem' });
  const food = await createCategory(db, { name: 'Restaurants' });
  const music = await createCategory(db, { name: 'Music' });
  const kitchen = await createBusiness(db, { name: 'Test Soul Kitchen', communityBoardId: central.id, categoryId: food.id });
  const club = await createBusiness(db, { name: 'Test Jazz Club', communityBoardId: central.id, categoryId: music.id });
  const account = (role: SessionUser['role'], businessId: number | null = null) => storeAccount(db, role, { businessId });
  const owner = await account('business_owner', kitchen.id);
  const clubOwner = await account('business_owner', club.id);
  const admin = await account('admin');
  const member = await account('user');
  const row = async (id: number) => (await db.select().from(schema.businesses).where(eq(schema.businesses.id, id)))[0];
  const patch = (id: number, json: unknown, user: SessionUser | null) =>
    callApi(PATCH, `/api/businesses/${id}`, { id: String(id) }, { method: 'PATCH', json, user });

  it('lets the owner change the fields sent, and only those, and shows them as the page does', async () => {
    const answer = await patch(
      kitchen.id,
      {
        name: '  Test Soul Kitchen & Bar ',
        openingHours: 'Tu-Su 11:30-22:00',
        priceRange: '$$$',
        communityBoardId: east.id,
        latitude: 40.7975,
        longitude: -73.9389,
        website: 'soulkitchen.example',
      },
      owner,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Business information updated successfully');
    expect(answer.body.business).toMatchObject({
      name: 'Test Soul Kitchen & Bar',
      openingHours: 'Tu-Su 11:30-22:00',
      priceRange: '$$$',
      communityBoard: { number: 11 },
      latitude: 40.7975,
      website: 'https://soulkitchen.example/',
    });
    const stored = await row(kitchen.id);
    expect(stored).toMatchObject({
      name: 'Test Soul Kitchen & Bar',
      address: kitchen.address,
      description: kitchen.description,
      categoryId: food.id,
    });
  });

  it('refuses another owner, a member and a visitor, changing nothing', async () => {
    const before = await row(club.id);
    expect((await patch(club.id, { name: 'Taken over' }, owner)).status).toBe(403);
    expect((await patch(club.id, { name: 'Taken over' }, member)).status).toBe(403);
    expect((await patch(club.id, { name: 'Taken over' }, null)).status).toBe(401);
    expect(await row(club.id)).toEqual(before);
    // An admin may edit any business.
    expect((await patch(club.id, { description: 'Live jazz nightly.' }, admin)).status).toBe(200);
    expect((await row(club.id)).description).toBe('Live jazz nightly.');
    expect((await patch(999_999, { name: 'Nobody' }, admin)).status).toBe(404);
  });

  it("explains each bad field in the spec's words and changes nothing", async () => {
    const before = await row(kitchen.id);
    const bad = await patch(
      kitchen.id,
      {
        name: ' ',
        address: '',
        communityBoardId: 'x',
        categoryId: 9999,
        email: 'not-mail',
        priceRange: '$$$$$',
        latitude: 51.5,
        longitude: -0.12,
        website: 'javascript:alert(1)',
      },
      owner,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'Business name is required',
      address: 'Address is required',
      communityBoardId: 'Community board is required',
      email: 'Please enter a valid email address',
      priceRange: 'Please choose a price range',
      latitude: 'Drop the pin in Manhattan, near the business',
      website: 'Website must be a web address, like https://example.com',
    });
    // A board or category that does not exist, and hours the library cannot read.
    const unknown = await patch(kitchen.id, { categoryId: 9999, openingHours: 'Mo 10:00-' }, owner);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.categoryId).toBe('Category is required');
    expect(unknown.body.errors.openingHours).toMatch(/could not be read/);
    expect((await patch(kitchen.id, { latitude: 40.8 }, owner)).body.errors).toEqual({
      latitude: 'Set both latitude and longitude, or neither',
    });
    expect((await patch(kitchen.id, { latitude: null }, owner)).body.errors).toEqual({
      latitude: 'Set both latitude and longitude, or neither',
    });
    // Objects, lists and true/false where text belongs are refused, never read as "clear it".
    const wrongTypes = await patch(kitchen.id, { description: { a: 1 }, email: ['x@y.example'], website: true, openingHours: {} }, owner);
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['description', 'email', 'openingHours', 'website']);
    expect((await patch(kitchen.id, { unknownField: 1 }, owner)).body.message).toMatch(/Nothing to update/);
    expect((await patch(kitchen.id, [1, 2], owner)).status).toBe(400);
    expect(await row(kitchen.id)).toEqual(before);
  });

  it('saves the whole form through the action, for the owner only, and clears what was emptied', async () => {
    const form = {
      businessId: String(kitchen.id),
      next: '/business-dashboard?tab=edit',
      name: 'Kitchen Form Name',
      description: '',
      address: '1 W 125th St, New York, NY 10027',
      phone: '',
      email: '',
      website: '',
      imageUrl: '/images/x.svg',
      priceRange: '',
      communityBoardId: String(central.id),
      categoryId: String(food.id),
      openingHours: 'Mo-Fr 09:00-17:00',
      hours: 'Kitchen closes at 4',
      latitude: '',
      longitude: '',
    };
    const saved = await callAction(ownerActions.updateBusiness, form, { user: owner });
    expect(saved.error).toBeUndefined();
    expect(saved.data).toMatchObject({
      redirect: '/business-dashboard?tab=edit',
      flash: { description: 'Business information updated successfully' },
    });
    expect(await row(kitchen.id)).toMatchObject({
      name: 'Kitchen Form Name',
      description: null,
      priceRange: null,
      latitude: null,
      longitude: null,
      hours: 'Kitchen closes at 4',
      openingHours: 'Mo-Fr 09:00-17:00',
    });
    const refused = await callAction(ownerActions.updateBusiness, { ...form, businessId: String(club.id) }, { user: owner });
    expect(refused.error).toMatchObject({ status: 403 });
    const invalid = await callAction(ownerActions.updateBusiness, { ...form, name: '' }, { user: clubOwner });
    expect(invalid.error).toMatchObject({ status: 403 });
    const empty = await callAction(ownerActions.updateBusiness, { ...form, name: '' }, { user: owner });
    expect(fieldsOf(empty.error)).toEqual({ name: 'Business name is required' });
  });

  it('serves the dashboard data to the owner and admins only', async () => {
    const mine = await callApi(dashboardApi, '/api/business-owner/dashboard', {}, { user: owner });
    expect(mine.status).toBe(200);
    expect(mine.body.business.id).toBe(kitchen.id);
    expect(mine.body.boards.map((board: { number: number }) => board.number)).toEqual([10, 11]);
    expect((await callApi(dashboardApi, `/api/business-owner/dashboard?business=${club.id}`, {}, { user: owner })).status).toBe(403);
    expect((await callApi(dashboardApi, `/api/business-owner/dashboard?business=${club.id}`, {}, { user: admin })).body.business.name).toBe(
      'Test Jazz Club',
    );
    expect((await callApi(dashboardApi, '/api/business-owner/dashboard', {}, { user: member })).status).toBe(403);
    expect((await callApi(dashboardApi, '/api/business-owner/dashboard', {}, { user: null })).status).toBe(401);
    expect((await callApi(dashboardApi, '/api/business-owner/dashboard', {}, { user: admin })).status).toBe(404);
  });
});
