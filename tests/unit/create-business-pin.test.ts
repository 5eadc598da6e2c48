/**
 * A business is placed on the map when it is created, as Edit Business places it: the admin
 * panel's Create Business and an owner's new listing take the pin's latitude and longitude (both
 * or neither, within the guide's area) and store them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { claims as claimActions } from '#actions/claims.ts';
import { createBoard, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const adminActions = server.admin;

describe('the pin of a new business', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db, { name: 'Cafes' });
  const admin = await storeAccount(db, 'admin');
  const place = { address: '2 W 135th St, New York, NY 10037', communityBoardId: String(board.id), categoryId: String(category.id) };
  const stored = async (name: string) =>
    (
      await db
        .select({ latitude: schema.businesses.latitude, longitude: schema.businesses.longitude, isActive: schema.businesses.isActive })
        .from(schema.businesses)
        .where(eq(schema.businesses.name, name))
    )[0];

  it('the admin panel stores the pin; one coordinate alone or a place outside the guide is refused, and nothing is created', async () => {
    const created = await callAction(
      adminActions.createBusiness,
      { name: 'Pinned Cafe', ...place, latitude: '40.81234', longitude: '-73.94012' },
      { user: admin },
    );
    expect(created.error).toBeUndefined();
    expect(await stored('Pinned Cafe')).toEqual({ latitude: 40.81234, longitude: -73.94012, isActive: true });
    const half = await callAction(
      adminActions.createBusiness,
      { name: 'Half Pinned Cafe', ...place, latitude: '40.81234', longitude: '' },
      { user: admin },
    );
    expect(fieldsOf(half.error)).toEqual({ latitude: 'Set both latitude and longitude, or neither' });
    const far = await callAction(
      adminActions.createBusiness,
      { name: 'Far Cafe', ...place, latitude: '34.05', longitude: '-118.24' },
      { user: admin },
    );
    expect(Object.keys(fieldsOf(far.error))).toEqual(['latitude', 'longitude']);
    expect(await stored('Half Pinned Cafe')).toBeUndefined();
    expect(await stored('Far Cafe')).toBeUndefined();
    // Without a pin it is created as before.
    expect(
      (await callAction(adminActions.createBusiness, { name: 'Unpinned Cafe', ...place, latitude: '', longitude: '' }, { user: admin }))
        .error,
    ).toBeUndefined();
    expect(await stored('Unpinned Cafe')).toEqual({ latitude: null, longitude: null, isActive: true });
  });

  it("an owner's new listing stores its pin with the listing, unlisted until approved", async () => {
    const owner = await storeAccount(db, 'business_owner');
    const half = await callAction(
      claimActions.submit,
      { name: 'Owner Pinned Deli', ...place, note: 'I opened it last month.', latitude: '', longitude: '-73.94' },
      { user: owner },
    );
    expect(fieldsOf(half.error)).toEqual({ latitude: 'Set both latitude and longitude, or neither' });
    const sent = await callAction(
      claimActions.submit,
      { name: 'Owner Pinned Deli', ...place, note: 'I opened it last month.', latitude: '40.8101', longitude: '-73.9502' },
      { user: owner },
    );
    expect(sent.error).toBeUndefined();
    expect(await stored('Owner Pinned Deli')).toEqual({ latitude: 40.8101, longitude: -73.9502, isActive: false });
  });
});
