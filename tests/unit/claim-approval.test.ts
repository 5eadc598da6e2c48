/**
 * An admin's decision on a claim (decisions: claiming a listing): approving makes the claimant the
 * listing's owner (a member becomes a business owner and is signed out everywhere, decision 002),
 * in the claimant's language, emailed once; a claim still waiting for its code cannot be decided;
 * of claims of one listing approved at the same moment, exactly one wins.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { decideClaim } from '#lib/server/admin/moderation.ts';
import { createSession, generateSessionToken, validateSessionToken } from '#lib/server/auth/session.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const adminActions = server.admin;

const ORIGIN = 'http://localhost:4321';

describe('deciding a claim', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db, { name: 'Cafes' });
  const admin = await storeAccount(db, 'admin');
  const otherAdmin = await storeAccount(db, 'admin');
  const place = (name: string) =>
    createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id, website: 'https://corner.example' });
  /** A claim waiting for the team, as a right code leaves it. */
  const verifiedClaim = async (userId: number, businessId: number) =>
    (
      await db
        .insert(schema.businessClaims)
        .values({
          userId,
          businessId,
          kind: 'claim',
          status: 'pending',
          verification: 'email',
          contact: 'owner@corner.example',
          verifiedAt: new Date(),
          note: 'I run it.',
        })
        .returning()
    )[0];
  const userRow = async (id: number) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
  const businessRow = async (id: number) => (await db.select().from(schema.businesses).where(eq(schema.businesses.id, id)))[0];
  const decisionMails = (emails: string[]) =>
    db
      .select()
      .from(schema.mailOutbox)
      .where(and(inArray(schema.mailOutbox.toAddress, emails), eq(schema.mailOutbox.kind, 'business_claim_approved')));

  it('makes the member the owner, signs them out everywhere, and emails them once in their language', async () => {
    const listing = await place('Approval Corner Cafe');
    const member = await storeAccount(db, 'user', { isPremium: true });
    await db.insert(schema.userLanguagePreferences).values({ userId: member.id, languageCode: 'es' }).onConflictDoNothing();
    const token = generateSessionToken();
    await createSession(token, member.id);
    const claim = await verifiedClaim(member.id, listing.id);
    expect(
      (await callAction(adminActions.decideClaim, { claimId: String(claim.id), decision: 'approve' }, { user: admin })).error,
    ).toBeUndefined();
    expect(await userRow(member.id)).toMatchObject({ role: 'business_owner', businessId: listing.id, isPremium: true });
    expect((await businessRow(listing.id)).ownerId).toBe(member.id);
    // A role change ends every session (decision 002): the next request signs in again as an owner.
    expect(await validateSessionToken(token)).toBeNull();
    const mails = await decisionMails([member.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Solicitud aprobada: ya puedes administrar Approval Corner Cafe');
    expect(mails[0].textBody).toContain(`${ORIGIN}/es/business-dashboard`);
    // Decided once: a second approval or a refusal changes nothing and mails nothing.
    expect(
      (await callAction(adminActions.decideClaim, { claimId: String(claim.id), decision: 'refuse' }, { user: otherAdmin })).error,
    ).toMatchObject({ status: 409 });
    expect(await decisionMails([member.email])).toHaveLength(1);
  });

  it('keeps the sessions of an owner without a business, whose role does not change', async () => {
    const listing = await place('Approval Owner Cafe');
    const owner = await storeAccount(db, 'business_owner');
    const token = generateSessionToken();
    await createSession(token, owner.id);
    await decideClaim(db, admin.id, { claimId: (await verifiedClaim(owner.id, listing.id)).id, approve: true, reason: null }, ORIGIN);
    expect(await userRow(owner.id)).toMatchObject({ role: 'business_owner', businessId: listing.id });
    expect((await validateSessionToken(token))?.user.businessId).toBe(listing.id);
  });

  it('cannot decide a claim still waiting for its code', async () => {
    const listing = await place('Approval Waiting Cafe');
    const member = await storeAccount(db, 'user');
    const [claim] = await db
      .insert(schema.businessClaims)
      .values({
        userId: member.id,
        businessId: listing.id,
        kind: 'claim',
        status: 'verifying',
        verification: 'phone',
        contact: '(212) 555-0100',
        note: 'I run it.',
      })
      .returning();
    await expect(decideClaim(db, admin.id, { claimId: claim.id, approve: true, reason: null }, ORIGIN)).rejects.toMatchObject({
      status: 409,
      message: 'This claim is still waiting for its verification code.',
    });
    expect((await businessRow(listing.id)).ownerId).toBeNull();
    expect((await userRow(member.id)).role).toBe('user');
  });

  it('approves exactly one of two claims of a listing approved at the same moment, and emails only its claimant', async () => {
    for (let round = 0; round < 4; round++) {
      const listing = await place(`Race Cafe ${round}`);
      const first = await storeAccount(db, 'user');
      const second = await storeAccount(db, 'user');
      const claims = [await verifiedClaim(first.id, listing.id), await verifiedClaim(second.id, listing.id)];
      const results = await Promise.allSettled(
        claims.map((claim, index) =>
          decideClaim(db, index === 0 ? admin.id : otherAdmin.id, { claimId: claim.id, approve: true, reason: null }, ORIGIN),
        ),
      );
      expect(
        results.filter((result) => result.status === 'fulfilled'),
        `round ${round}`,
      ).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({
        status: 409,
        message: 'Another account owns this listing now: unlink it first, or refuse this claim.',
      });
      const winner = results[0].status === 'fulfilled' ? first : second;
      const loser = winner === first ? second : first;
      expect((await businessRow(listing.id)).ownerId).toBe(winner.id);
      expect(await userRow(winner.id)).toMatchObject({ role: 'business_owner', businessId: listing.id });
      expect(await userRow(loser.id)).toMatchObject({ role: 'user', businessId: null });
      const statuses = await db
        .select({ userId: schema.businessClaims.userId, status: schema.businessClaims.status })
        .from(schema.businessClaims)
        .where(eq(schema.businessClaims.businessId, listing.id));
      expect(statuses.find((row) => row.userId === winner.id)?.status).toBe('approved');
      expect(statuses.find((row) => row.userId === loser.id)?.status).toBe('pending');
      expect((await decisionMails([first.email, second.email])).map((mail) => mail.toAddress)).toEqual([winner.email]);
      const audits = await db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, 'claim.approve'), eq(schema.auditLog.subjectId, listing.id)));
      expect(audits).toHaveLength(1);
      // The losing claim can still be refused, with its own email.
      await decideClaim(
        db,
        admin.id,
        { claimId: claims[winner === first ? 1 : 0].id, approve: false, reason: 'Another owner was confirmed.' },
        ORIGIN,
      );
    }
  });
});
