/**
 * Claiming a listing: a member (or an owner without a business) claims an unowned listing and
 * verifies it with a code sent to an address at the business's website domain or to its phone;
 * the verified claim waits for an admin. Codes are short-lived, hashed, tried a few times,
 * rate-limited and single use. New listings stay unlisted until approved. One open claim each.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { claims as claimActions } from '#actions/claims.ts';
import { loadModerationTab } from '#lib/server/admin/moderation.ts';
import { CLAIM_CODE, hashClaimCode } from '#lib/server/claims/claim-codes.ts';
import { getClaimPage } from '#lib/server/claims/claim-page.ts';
import { resendClaimCode, verifyClaimCode } from '#lib/server/claims/claim-verification.ts';
import { getOpenClaim, searchClaimable, startClaim } from '#lib/server/claims/claims.ts';
import { getBusinessPage } from '#lib/server/businesses/business-page.ts';
import { resetConfig } from '#lib/server/config.ts';
import { PHONE_OUTBOX_SUBJECT } from '#lib/server/phone/phone-sender.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const MINUTE = 60_000;

describe('claiming a listing', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 11, name: 'East Harlem' });
  const category = await createCategory(db, { name: 'Bakeries' });
  const place = (name: string, fields: Partial<typeof schema.businesses.$inferInsert> = {}) =>
    createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id, ...fields });
  const bakery = await place('Test Claim Bakery', { website: 'https://www.claimbakery.example/menu', phone: '(212) 555-0111' });
  const phoneOnly = await place('Test Phone Bakery', { website: null, phone: '(212) 555-0122' });
  const bare = await place('Test Bare Bakery', { website: 'https://bare-bakery.wordpress.com', phone: null });
  const owned = await place('Test Claim Owned Bakery', { website: 'https://owned.example' });
  const someone = await storeAccount(db, 'business_owner', { businessId: owned.id });
  await db.update(schema.businesses).set({ ownerId: someone.id }).where(eq(schema.businesses.id, owned.id));
  const note = 'I own it; I opened it in 2019.';

  const claimOf = async (userId: number) =>
    (
      await db.select().from(schema.businessClaims).where(eq(schema.businessClaims.userId, userId)).orderBy(desc(schema.businessClaims.id))
    )[0];
  const mailsTo = (to: string) =>
    db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, to)).orderBy(schema.mailOutbox.id);
  /** The code in the last message sent to an address or phone, as the claimant reads it. */
  const lastCode = async (to: string) => /\b(\d{6})\b/.exec((await mailsTo(to)).at(-1)!.textBody!)![1];
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  afterEach(() => {
    delete process.env.HOST;
    resetConfig();
  });

  it('finds only listings without an owner', async () => {
    expect((await searchClaimable(db, 'claim bakery')).map((row) => row.name)).toEqual(['Test Claim Bakery']);
    expect(await searchClaimable(db, 'x')).toEqual([]);
  });

  it('lets a member claim by email at the business’s domain: the code goes there, hashed at rest; the right code sends the claim to the team, once', async () => {
    const member = await storeAccount(db, 'user');
    const started = await callAction(
      claimActions.claim,
      { businessId: String(bakery.id), note, method: 'email', localPart: 'Owner' },
      { user: member },
    );
    expect(started.error).toBeUndefined();
    expect(started.data).toMatchObject({ redirect: `/business/${bakery.id}/claim`, flash: { title: 'Code sent' } });
    const claim = await claimOf(member.id);
    expect(claim).toMatchObject({
      status: 'verifying',
      kind: 'claim',
      verification: 'email',
      contact: 'owner@claimbakery.example',
      codesSent: 1,
      codeAttempts: 0,
    });
    const [codeMail] = await mailsTo('owner@claimbakery.example');
    expect(codeMail).toMatchObject({ kind: 'claim_code', subject: 'Your code to claim Test Claim Bakery' });
    const code = await lastCode('owner@claimbakery.example');
    expect(claim.codeHash).toBe(hashClaimCode(claim.id, code));
    expect(claim.codeHash).not.toContain(code);
    expect(claim.codeExpiresAt!.getTime() - claim.codeSentAt!.getTime()).toBe(CLAIM_CODE.ttlMs);
    // Not the team's to decide yet.
    expect((await loadModerationTab(db)).claims.map((item) => item.id)).not.toContain(claim.id);

    const miss = await callAction(claimActions.verify, { claimId: String(claim.id), code: wrong(code) }, { user: member });
    expect(fieldsOf(miss.error)).toEqual({ code: 'That code is not right. Check it and try again.' });
    expect((await claimOf(member.id)).codeAttempts).toBe(1);
    // Someone else's claim is not found, whatever the code.
    const stranger = await storeAccount(db, 'user');
    expect((await callAction(claimActions.verify, { claimId: String(claim.id), code }, { user: stranger })).error).toMatchObject({
      status: 404,
    });

    const right = await callAction(
      claimActions.verify,
      { claimId: String(claim.id), code: `${code.slice(0, 3)} ${code.slice(3)}` },
      { user: member },
    );
    expect(right.error).toBeUndefined();
    expect(right.data).toMatchObject({ redirect: `/business/${bakery.id}/claim`, flash: { title: 'Claim verified' } });
    expect(await claimOf(member.id)).toMatchObject({ status: 'pending', codeHash: null, verification: 'email' });
    expect((await claimOf(member.id)).verifiedAt).not.toBeNull();
    // Single use: the same code again changes nothing and mails nothing.
    expect((await callAction(claimActions.verify, { claimId: String(claim.id), code }, { user: member })).error).toMatchObject({
      status: 409,
      message: 'This claim is already verified and waits for our team’s review.',
    });
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual(['We received your claim for Test Claim Bakery']);
    const queued = (await loadModerationTab(db)).claims.find((item) => item.id === claim.id);
    expect(queued).toMatchObject({
      kind: 'claim',
      verification: { method: 'email', contact: 'owner@claimbakery.example' },
      business: { hasOwner: false },
    });
    // Still the guide's listing, and still a member, until an admin approves.
    expect((await db.select().from(schema.businesses).where(eq(schema.businesses.id, bakery.id)))[0].ownerId).toBeNull();
    expect((await db.select().from(schema.users).where(eq(schema.users.id, member.id)))[0].role).toBe('user');
    expect(await getOpenClaim(db, member.id)).toMatchObject({
      status: 'pending',
      verification: 'email',
      business: { name: 'Test Claim Bakery' },
    });
  });

  it('lets the right code work once when it is sent twice at the same moment (two tabs): one claim to the team, one email', async () => {
    const member = await storeAccount(db, 'user');
    const { claimId } = await startClaim(db, member, { businessId: bakery.id, note, method: 'email', localPart: 'twice' });
    const code = await lastCode('twice@claimbakery.example');
    const results = await Promise.allSettled([
      verifyClaimCode(db, member, { claimId, code }),
      verifyClaimCode(db, member, { claimId, code }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect(await claimOf(member.id)).toMatchObject({ status: 'pending', codeHash: null });
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it('refuses an address at another domain, a malformed one, and ways the business cannot offer, storing nothing', async () => {
    const member = await storeAccount(db, 'user', { isPremium: true });
    const attempt = (businessId: number, method: string, localPart = '') =>
      callAction(claimActions.claim, { businessId: String(businessId), note, method, localPart }, { user: member });
    expect(fieldsOf((await attempt(bakery.id, 'email', 'me@gmail.com')).error)).toEqual({
      localPart: 'Enter the part of your work address before the @ (letters, digits and . _ + -)',
    });
    expect(fieldsOf((await attempt(bakery.id, 'email', 'bad..dots')).error)).toEqual({
      localPart: 'Enter the part of your work address before the @ (letters, digits and . _ + -)',
    });
    expect(fieldsOf((await attempt(bakery.id, 'email', '')).error)).toEqual({
      localPart: 'Enter the part of your work address before the @ (letters, digits and . _ + -)',
    });
    expect(fieldsOf((await attempt(phoneOnly.id, 'email', 'owner')).error)).toEqual({
      method: 'This business has no website domain we can send a code to. Choose another way.',
    });
    expect(fieldsOf((await attempt(bare.id, 'email', 'owner')).error)).toEqual({
      method: 'This business has no website domain we can send a code to. Choose another way.',
    });
    expect(fieldsOf((await attempt(bare.id, 'phone')).error)).toEqual({
      method: 'This business has no phone number we can send a code to. Choose another way.',
    });
    expect(fieldsOf((await attempt(bakery.id, 'review')).error)).toEqual({
      method: 'This business can be verified with a code: choose the email or the phone.',
    });
    expect(fieldsOf((await attempt(bakery.id, 'fax')).error)).toEqual({ method: 'Choose how to show the business is yours' });
    expect(
      fieldsOf(
        (await callAction(claimActions.claim, { businessId: String(bakery.id), note: 'mine', method: 'phone' }, { user: member })).error,
      ),
    ).toEqual({ note: 'Tell us how you are connected to the business (at least 10 characters)' });
    expect(await claimOf(member.id)).toBeUndefined();
    // Another account (each refused attempt counted against the first one's hourly limit).
    const other = await storeAccount(db, 'user');
    const attemptAs = (businessId: number, method: string, localPart = '') =>
      callAction(claimActions.claim, { businessId: String(businessId), note, method, localPart }, { user: other });
    expect((await attemptAs(owned.id, 'email', 'owner')).error).toMatchObject({
      status: 409,
      message: 'This listing already has an owner. If it is yours, contact us.',
    });
    expect((await attemptAs(999_999, 'phone')).error).toMatchObject({ status: 404, message: 'Listing not found' });
    // A pasted whole address at the business's own domain is fine.
    expect((await attemptAs(bakery.id, 'email', 'Sales@ClaimBakery.example')).error).toBeUndefined();
    expect((await claimOf(other.id)).contact).toBe('sales@claimbakery.example');
    const mine = await claimOf(other.id);
    expect(
      (await callAction(claimActions.withdraw, { claimId: String(mine.id), next: `/business/${bakery.id}/claim` }, { user: other })).data,
    ).toMatchObject({ redirect: `/business/${bakery.id}/claim` });
    expect(await getOpenClaim(db, other.id)).toBeNull();
  });

  it('sends a phone code to the developers’ outbox labelled as a phone message; outside local mode the phone is not offered', async () => {
    const member = await storeAccount(db, 'user');
    expect(
      (await callAction(claimActions.claim, { businessId: String(phoneOnly.id), note, method: 'phone' }, { user: member })).error,
    ).toBeUndefined();
    const [text] = await mailsTo('(212) 555-0122');
    expect(text).toMatchObject({ kind: 'phone_claim_code', subject: PHONE_OUTBOX_SUBJECT, status: 'stored' });
    expect(text.textBody).toMatch(/^Harlem Guide: \d{6} is your code to claim Test Phone Bakery\./);
    const claim = await claimOf(member.id);
    expect(
      (await callAction(claimActions.verify, { claimId: String(claim.id), code: await lastCode('(212) 555-0122') }, { user: member }))
        .error,
    ).toBeUndefined();
    expect(await claimOf(member.id)).toMatchObject({ status: 'pending', verification: 'phone', contact: '(212) 555-0122' });

    // A server others reach is not local mode: no SMS provider, no phone codes.
    process.env.HOST = '0.0.0.0';
    resetConfig();
    const other = await storeAccount(db, 'user');
    const refused = await callAction(claimActions.claim, { businessId: String(phoneOnly.id), note, method: 'phone' }, { user: other });
    expect(fieldsOf(refused.error)).toEqual({ method: 'Codes by phone are not available on this site yet. Choose another way.' });
    expect(await claimOf(other.id)).toBeUndefined();
    // With no way to send a code, the team checks by hand.
    const state = await getClaimPage(db, other, phoneOnly.id);
    expect(state).toMatchObject({ kind: 'start', methods: { phone: { refused: 'unavailable' }, reviewOnly: true } });
  });

  it('expires codes, allows five tries each, waits a minute between codes and sends at most five per claim', async () => {
    const member = await storeAccount(db, 'user');
    const t0 = new Date('2026-11-20T15:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    const { claimId } = await startClaim(db, member, { businessId: bakery.id, note, method: 'email', localPart: 'chef' }, 'en', t0);
    const first = await lastCode('chef@claimbakery.example');
    await expect(verifyClaimCode(db, member, { claimId, code: first }, 'en', at(16))).rejects.toMatchObject({
      status: 410,
      message: 'This code no longer works. Send a new code.',
    });
    await expect(resendClaimCode(db, member, claimId, 'en', at(0.5))).rejects.toMatchObject({
      status: 429,
      message: 'Please wait a minute before asking for another code.',
    });
    await resendClaimCode(db, member, claimId, 'en', at(17));
    const second = await lastCode('chef@claimbakery.example');
    // The first code died with the second.
    if (second !== first)
      await expect(verifyClaimCode(db, member, { claimId, code: first }, 'en', at(18))).rejects.toMatchObject({ status: 400 });
    for (let i = 0; i < 4; i++)
      await expect(verifyClaimCode(db, member, { claimId, code: wrong(second) }, 'en', at(18))).rejects.toMatchObject({ status: 400 });
    // Out of tries: even the right code is refused now.
    await expect(verifyClaimCode(db, member, { claimId, code: second }, 'en', at(18))).rejects.toMatchObject({
      status: 429,
      message: 'Too many tries of this code. Send a new code.',
    });
    expect((await claimOf(member.id)).status).toBe('verifying');
    await resendClaimCode(db, member, claimId, 'en', at(19));
    await resendClaimCode(db, member, claimId, 'en', at(20));
    await resendClaimCode(db, member, claimId, 'en', at(21));
    expect((await claimOf(member.id)).codesSent).toBe(CLAIM_CODE.maxSends);
    await expect(resendClaimCode(db, member, claimId, 'en', at(30))).rejects.toMatchObject({
      status: 429,
      message: 'This claim has been sent all the codes it may have. Withdraw it and try again tomorrow, or contact us.',
    });
    // The last code works (a fresh code has all its tries).
    await verifyClaimCode(db, member, { claimId, code: await lastCode('chef@claimbakery.example') }, 'en', at(31));
    expect((await claimOf(member.id)).status).toBe('pending');
  });

  it('limits codes per phone or address, and per account, in a day, whatever the claim, and then stores nothing', async () => {
    const limited = await place('Test Limited Bakery', { website: 'https://limited.example', phone: '(212) 555-0133' });
    const member = await storeAccount(db, 'user');
    const t0 = new Date();
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    const byPhone = { businessId: limited.id, note, method: 'phone' as const, localPart: '' };
    const first = await startClaim(db, member, byPhone, 'en', t0);
    for (let i = 1; i < CLAIM_CODE.maxSends; i++) await resendClaimCode(db, member, first.claimId, 'en', at(i * 2));
    await callAction(claimActions.withdraw, { claimId: String(first.claimId) }, { user: member });
    const second = await startClaim(db, member, byPhone, 'en', at(20));
    await callAction(claimActions.withdraw, { claimId: String(second.claimId) }, { user: member });
    expect(await mailsTo('(212) 555-0133')).toHaveLength(CLAIM_CODE.perDay);
    // The phone has had its codes for the day: refused for anyone, and no claim is left behind.
    await expect(startClaim(db, member, byPhone, 'en', at(30))).rejects.toMatchObject({
      status: 429,
      message: 'Too many codes were sent to this address or phone, or for your account, today. Try again tomorrow, or contact us.',
    });
    const other = await storeAccount(db, 'user');
    await expect(startClaim(db, other, byPhone, 'en', at(30))).rejects.toMatchObject({ status: 429 });
    expect(await getOpenClaim(db, member.id)).toBeNull();
    expect(await getOpenClaim(db, other.id)).toBeNull();
    // So has the account, whatever the address.
    await expect(startClaim(db, member, { ...byPhone, method: 'email', localPart: 'owner' }, 'en', at(31))).rejects.toMatchObject({
      status: 429,
    });
    expect(await mailsTo('owner@limited.example')).toHaveLength(0);
    // Another account may still use another address of the business.
    await startClaim(db, other, { ...byPhone, method: 'email', localPart: 'owner' }, 'en', at(31));
    expect(await mailsTo('owner@limited.example')).toHaveLength(1);
  });

  it('keeps one open claim per person: the same listing takes another way, another listing waits until it is withdrawn', async () => {
    const member = await storeAccount(db, 'user');
    const t0 = new Date();
    const { claimId } = await startClaim(db, member, { businessId: bakery.id, note, method: 'email', localPart: 'baker' }, 'en', t0);
    const again = await startClaim(
      db,
      member,
      { businessId: bakery.id, note: 'I am the head baker here.', method: 'phone', localPart: '' },
      'en',
      new Date(t0.getTime() + 2 * MINUTE),
    );
    expect(again.claimId).toBe(claimId);
    expect(await claimOf(member.id)).toMatchObject({
      id: claimId,
      verification: 'phone',
      contact: '(212) 555-0111',
      note: 'I am the head baker here.',
      codesSent: 2,
    });
    const elsewhere = await callAction(claimActions.claim, { businessId: String(phoneOnly.id), note, method: 'phone' }, { user: member });
    expect(elsewhere.error).toMatchObject({
      status: 409,
      message: 'You already have a claim waiting for review. Withdraw it first to claim another listing.',
    });
    expect(await getClaimPage(db, member, phoneOnly.id)).toMatchObject({ kind: 'elsewhere', claim: { id: claimId } });
    expect(await getClaimPage(db, member, bakery.id)).toMatchObject({
      kind: 'verifying',
      claim: { id: claimId, contact: '(212) 555-0111', canResend: true },
    });
    const code = await lastCode('(212) 555-0111');
    expect((await callAction(claimActions.withdraw, { claimId: String(claimId) }, { user: member })).data).toMatchObject({
      redirect: '/business-dashboard',
    });
    // A withdrawn claim's code no longer works.
    expect((await callAction(claimActions.verify, { claimId: String(claimId), code }, { user: member })).error).toMatchObject({
      status: 404,
    });
  });

  it('sends a claim of a listing with nothing to send a code to straight to the team, marked unverified', async () => {
    const owner = await storeAccount(db, 'business_owner');
    expect(await getClaimPage(db, owner, bare.id)).toMatchObject({
      kind: 'start',
      methods: { email: { refused: 'shared-domain' }, phone: { refused: 'no-phone' }, reviewOnly: true },
    });
    const sent = await callAction(claimActions.claim, { businessId: String(bare.id), note, method: 'review' }, { user: owner });
    expect(sent.data).toMatchObject({ flash: { title: 'Claim sent' } });
    expect(await claimOf(owner.id)).toMatchObject({ status: 'pending', verification: 'review', codesSent: 0, codeHash: null });
    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toEqual(['We received your claim for Test Bare Bakery']);
    expect((await loadModerationTab(db)).claims.find((item) => item.business.id === bare.id)).toMatchObject({ verification: null, note });
  });

  it('lets members and owners without a business claim; refuses admins, owners of a business and visitors', async () => {
    const admin = await storeAccount(db, 'admin');
    const input = { businessId: String(bakery.id), note, method: 'email', localPart: 'x' };
    expect((await callAction(claimActions.claim, input)).error).toMatchObject({
      status: 401,
      message: 'Please log in to claim a listing.',
    });
    expect((await callAction(claimActions.claim, input, { user: admin })).error).toMatchObject({
      status: 403,
      message: 'Admins manage every listing already.',
    });
    expect((await callAction(claimActions.claim, input, { user: someone })).error).toMatchObject({
      status: 409,
      message: 'Your account already manages a business.',
    });
    expect((await callAction(claimActions.submit, {}, { user: admin })).error).toMatchObject({ status: 403 });
    expect((await callAction(claimActions.submit, {}, { user: someone })).error).toMatchObject({ status: 409 });
    for (const action of [claimActions.verify, claimActions.resendCode, claimActions.withdraw]) {
      expect((await callAction(action, { claimId: '999999', code: '123456' })).error).toMatchObject({ status: 401 });
      expect((await callAction(action, { claimId: '999999', code: '123456' }, { user: admin })).error).toMatchObject({ status: 404 });
    }
    // The pages say the same.
    expect(await getClaimPage(db, admin, bakery.id)).toMatchObject({ kind: 'refused', status: 403 });
    expect(await getClaimPage(db, someone, bakery.id)).toMatchObject({ kind: 'refused', status: 409, reason: 'has-business' });
    expect(await getClaimPage(db, someone, owned.id)).toEqual({ kind: 'yours' });
    expect(await getClaimPage(db, await storeAccount(db, 'user'), owned.id)).toMatchObject({
      kind: 'refused',
      status: 409,
      reason: 'owned',
    });
    expect(await getClaimPage(db, admin, 999_999)).toEqual({ kind: 'not-found' });
  });

  it('tells the business page whether the listing has an owner and whether the viewer’s claim of it is open', async () => {
    const member = await storeAccount(db, 'user');
    expect((await getBusinessPage(db, bakery.id, new Date(), null))!.claim).toEqual({ owned: false, mine: null });
    expect((await getBusinessPage(db, owned.id, new Date(), member))!.claim).toEqual({ owned: true, mine: null });
    const corner = await place('Test Corner Bakery', { website: 'https://corner.example' });
    await startClaim(db, member, { businessId: corner.id, note, method: 'email', localPart: 'owner' });
    const claimed = corner.id;
    expect((await getBusinessPage(db, claimed, new Date(), member))!.claim).toEqual({ owned: false, mine: 'verifying' });
    expect((await getBusinessPage(db, claimed, new Date(), null))!.claim).toEqual({ owned: false, mine: null });
  });

  it('submits a new listing, from a member too, that stays unlisted until approved', async () => {
    const member = await storeAccount(db, 'user');
    const bad = await callAction(
      claimActions.submit,
      { name: '', address: '', communityBoardId: '', categoryId: '', note },
      { user: member },
    );
    expect(fieldsOf(bad.error)).toEqual({
      name: 'Business name is required',
      address: 'Address is required',
      communityBoardId: 'Community board is required',
      categoryId: 'Category is required',
    });
    const sent = await callAction(
      claimActions.submit,
      {
        name: 'Test New Panaderia',
        address: '2100 Third Ave, New York, NY 10029',
        communityBoardId: String(board.id),
        categoryId: String(category.id),
        phone: '',
        website: 'panaderia.example',
        description: '',
        note,
      },
      { user: member },
    );
    expect(sent.error).toBeUndefined();
    const [listing] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, sent.data.businessId));
    expect(listing).toMatchObject({ name: 'Test New Panaderia', isActive: false, ownerId: null, website: 'https://panaderia.example/' });
    expect(await getOpenClaim(db, member.id)).toMatchObject({ kind: 'new', status: 'pending', business: { name: 'Test New Panaderia' } });
    const open = await db
      .select()
      .from(schema.businessClaims)
      .where(and(eq(schema.businessClaims.userId, member.id), eq(schema.businessClaims.status, 'pending')));
    expect(open).toHaveLength(1);
  });
});
