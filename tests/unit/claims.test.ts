/** Claiming a listing: owners without a business claim an unowned listing or submit a new (unlisted) one; one pending claim each. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema.ts';
import { claims as claimActions } from '../../src/actions/claims.ts';
import { pendingClaim, searchClaimable } from '../../src/lib/server/claims/claims.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('claiming a listing', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 11, name: 'East Harlem' });
  const category = await createCategory(db, { name: 'Bakeries' });
  const bakery = await createBusiness(db, { name: 'Test Claim Bakery', communityBoardId: board.id, categoryId: category.id });
  const owned = await createBusiness(db, { name: 'Test Claim Owned Bakery', communityBoardId: board.id, categoryId: category.id });
  const someone = await storeAccount(db, 'business_owner', { businessId: owned.id });
  await db.update(schema.businesses).set({ ownerId: someone.id }).where(eq(schema.businesses.id, owned.id));
  const newcomer = await storeAccount(db, 'business_owner');
  const member = await storeAccount(db, 'user');
  const note = 'I own it; call 212 555 0111 to check.';

  it('finds only listings without an owner', async () => {
    expect((await searchClaimable(db, 'claim bakery')).map((row) => row.name)).toEqual(['Test Claim Bakery']);
    expect(await searchClaimable(db, 'x')).toEqual([]);
  });

  it('claims an unowned listing once, pending, and refuses owned listings, members and a second claim', async () => {
    expect((await callAction(claimActions.claim, { businessId: String(owned.id), note }, { user: newcomer })).error).toMatchObject({ status: 409, message: 'This listing already has an owner. If it is yours, contact us.' });
    expect((await callAction(claimActions.claim, { businessId: String(bakery.id), note }, { user: member })).error).toMatchObject({ status: 403 });
    expect(fieldsOf((await callAction(claimActions.claim, { businessId: String(bakery.id), note: 'mine' }, { user: newcomer })).error)).toEqual({ note: 'Tell us how you are connected to the business (at least 10 characters)' });
    const claimed = await callAction(claimActions.claim, { businessId: String(bakery.id), note }, { user: newcomer });
    expect(claimed.error).toBeUndefined();
    expect(await pendingClaim(db, newcomer.id)).toMatchObject({ kind: 'claim', status: 'pending', business: { name: 'Test Claim Bakery' } });
    expect((await callAction(claimActions.claim, { businessId: String(bakery.id), note }, { user: newcomer })).error).toMatchObject({ status: 409, message: 'You already have a claim waiting for review. Withdraw it first to claim another listing.' });
    // The listing is not theirs until an admin approves.
    expect((await db.select().from(schema.businesses).where(eq(schema.businesses.id, bakery.id)))[0].ownerId).toBeNull();
    const mails = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, newcomer.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['We received your claim for Test Claim Bakery']);
  });

  it('withdraws, then submits a new listing that stays unlisted until approved', async () => {
    const claim = (await pendingClaim(db, newcomer.id))!;
    expect((await callAction(claimActions.withdraw, { claimId: String(claim.id) }, { user: newcomer })).error).toBeUndefined();
    expect(await pendingClaim(db, newcomer.id)).toBeNull();
    const bad = await callAction(claimActions.submit, { name: '', address: '', communityBoardId: '', categoryId: '', note }, { user: newcomer });
    expect(fieldsOf(bad.error)).toEqual({ name: 'Business name is required', address: 'Address is required', communityBoardId: 'Community board is required', categoryId: 'Category is required' });
    const sent = await callAction(claimActions.submit, { name: 'Test New Panaderia', address: '2100 Third Ave, New York, NY 10029', communityBoardId: String(board.id), categoryId: String(category.id), phone: '', website: 'panaderia.example', description: '', note }, { user: newcomer });
    expect(sent.error).toBeUndefined();
    const [listing] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, sent.data.businessId));
    expect(listing).toMatchObject({ name: 'Test New Panaderia', isActive: false, ownerId: null, website: 'https://panaderia.example/' });
    expect(await pendingClaim(db, newcomer.id)).toMatchObject({ kind: 'new', business: { name: 'Test New Panaderia' } });
  });
});
