/**
 * The admin's tools: lists paginated and filtered in SQL, switches and owner links, roles with the
 * last-admin guard, suspension (sessions end, sign-in refused), moderation decisions, inboxes,
 * permissions the guards really read, and an audit entry for every change (none for a refusal).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { favorites as favoriteActions } from '#actions/favorites.ts';
import { reviews as reviewActions } from '#actions/reviews.ts';
import { businessFiltersOf, loadBusinessesTab } from '#lib/server/admin/admin-businesses.ts';
import { loadAdminDashboard } from '#lib/server/admin/admin-dashboard.ts';
import { eventFiltersOf, loadEventsTab } from '#lib/server/admin/admin-events.ts';
import { inboxFiltersOf, loadInboxesTab } from '#lib/server/admin/admin-inboxes.ts';
import { loadPermissionRows } from '#lib/server/admin/admin-permissions.ts';
import { loadUsersTab, userFiltersOf, LAST_ADMIN, NOT_YOURSELF } from '#lib/server/admin/admin-users.ts';
import { loadModerationTab } from '#lib/server/admin/moderation.ts';
import { signIn, ACCOUNT_SUSPENDED } from '#lib/server/auth/accounts.ts';
import { hashPassword } from '#lib/server/auth/password.ts';
import { loadPermissions } from '#lib/server/auth/permission-table.ts';
import { createSession, generateSessionToken, validateSessionToken } from '#lib/server/auth/session.ts';
import { listReviews } from '#lib/server/businesses/business-content.ts';
import { createBoard, createBusiness, createCategory, createEvent, createReview } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const adminActions = server.admin;

const params = (query: string) => new URLSearchParams(query);

describe('admin tools', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const eastBoard = await createBoard(db, { number: 11, name: 'East Harlem' });
  const cafes = await createCategory(db, { name: 'Cafes' });
  const music = await createCategory(db, { name: 'Music Venues' });
  const admin = await storeAccount(db, 'admin');
  const otherAdmin = await storeAccount(db, 'admin');
  const member = await storeAccount(db, 'user');
  const audits = async (action: string) => (await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action))).length;

  beforeAll(async () => {
    // 23 cafes in CB 10 and 4 music venues in CB 11: pages of 10, and filters that really filter.
    for (let n = 0; n < 23; n++)
      await createBusiness(db, { name: `Cafe ${String(n).padStart(2, '0')}`, communityBoardId: board.id, categoryId: cafes.id });
    for (let n = 0; n < 4; n++) await createBusiness(db, { name: `Jazz Room ${n}`, communityBoardId: eastBoard.id, categoryId: music.id });
  });

  it('pages businesses by 10 in SQL, with search, category and board filters', async () => {
    const first = await loadBusinessesTab(db, businessFiltersOf(params('')));
    expect(first.list.total).toBe(27);
    expect(first.list.rows).toHaveLength(10);
    const third = await loadBusinessesTab(db, businessFiltersOf(params('page=3')));
    expect(third.list.rows.map((row) => row.name)).toEqual([
      'Cafe 20',
      'Cafe 21',
      'Cafe 22',
      'Jazz Room 0',
      'Jazz Room 1',
      'Jazz Room 2',
      'Jazz Room 3',
    ]);
    const music11 = await loadBusinessesTab(db, businessFiltersOf(params(`category=${music.id}&board=11`)));
    expect(music11.list.total).toBe(4);
    expect(music11.list.rows.every((row) => row.category === 'Music Venues' && row.board === 11)).toBe(true);
    const searched = await loadBusinessesTab(db, businessFiltersOf(params('q=cafe 1')));
    expect(searched.list.rows.map((row) => row.name)).toEqual([
      'Cafe 10',
      'Cafe 11',
      'Cafe 12',
      'Cafe 13',
      'Cafe 14',
      'Cafe 15',
      'Cafe 16',
      'Cafe 17',
      'Cafe 18',
      'Cafe 19',
    ]);
    // A LIKE wildcard typed in the search is a character, not a wildcard.
    expect((await loadBusinessesTab(db, businessFiltersOf(params('q=%')))).list.total).toBe(0);
  });

  it('switches premium and active, and links and unlinks an owner, each audited', async () => {
    const [business] = await db.select().from(schema.businesses).where(eq(schema.businesses.name, 'Cafe 00'));
    await callAction(adminActions.setBusinessFlag, { businessId: String(business.id), flag: 'isPremium', value: 'on' }, { user: admin });
    await callAction(adminActions.setBusinessFlag, { businessId: String(business.id), flag: 'isActive', value: '' }, { user: admin });
    const [changed] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, business.id));
    expect(changed).toMatchObject({ isPremium: true, isActive: false });
    expect(await audits('business.premium')).toBe(1);
    expect(await audits('business.active')).toBe(1);

    const owner = await storeAccount(db, 'user');
    const ownersToken = generateSessionToken();
    await createSession(ownersToken, owner.id);
    const unknown = await callAction(
      adminActions.linkOwner,
      { businessId: String(business.id), email: 'nobody@example.com' },
      { user: admin },
    );
    expect(fieldsOf(unknown.error)).toEqual({ email: 'No account uses that email address.' });
    const linked = await callAction(adminActions.linkOwner, { businessId: String(business.id), email: owner.email }, { user: admin });
    expect(linked.error).toBeUndefined();
    const [account] = await db.select().from(schema.users).where(eq(schema.users.id, owner.id));
    expect(account).toMatchObject({ role: 'business_owner', businessId: business.id });
    // Its new role starts with a new sign-in (decision 002).
    expect(await validateSessionToken(ownersToken)).toBeNull();
    expect((await db.select().from(schema.businesses).where(eq(schema.businesses.id, business.id)))[0].ownerId).toBe(owner.id);
    await callAction(adminActions.unlinkOwner, { businessId: String(business.id) }, { user: admin });
    expect((await db.select().from(schema.users).where(eq(schema.users.id, owner.id)))[0].businessId).toBeNull();
    expect((await db.select().from(schema.businesses).where(eq(schema.businesses.id, business.id)))[0].ownerId).toBeNull();
    // Members cannot.
    expect(
      (await callAction(adminActions.setBusinessFlag, { businessId: String(business.id), flag: 'isActive', value: 'on' }, { user: member }))
        .error,
    ).toMatchObject({ status: 403 });
  });

  it('pages events by 5 (or more), upcoming soonest first', async () => {
    for (let n = 1; n <= 7; n++)
      await createEvent(db, { title: `Concert ${n}`, startsAt: new Date(Date.now() + n * 86_400_000), communityBoardId: board.id });
    await createEvent(db, { title: 'Last year', startsAt: new Date(Date.now() - 300 * 86_400_000), communityBoardId: board.id });
    const first = await loadEventsTab(db, eventFiltersOf(params('')));
    expect(first.list).toMatchObject({ total: 7, pageSize: 5 });
    expect(first.list.rows.map((row) => row.title)).toEqual(['Concert 1', 'Concert 2', 'Concert 3', 'Concert 4', 'Concert 5']);
    expect((await loadEventsTab(db, eventFiltersOf(params('size=10')))).list.rows).toHaveLength(7);
    expect((await loadEventsTab(db, eventFiltersOf(params('when=past')))).list.rows.map((row) => row.title)).toEqual(['Last year']);
    // A date of a repeating event says how its series repeats, as the owner's list does.
    const concert1 = first.list.rows.find((row) => row.title === 'Concert 1')!;
    expect(concert1.repeats).toBeNull();
    const [weekly] = await db
      .update(schema.events)
      .set({ recurrence: 'FREQ=WEEKLY;BYDAY=WE' })
      .where(eq(schema.events.id, concert1.id))
      .returning();
    await db
      .update(schema.events)
      .set({ seriesId: weekly.id })
      .where(inArray(schema.events.title, ['Concert 1', 'Concert 2']));
    const again = await loadEventsTab(db, eventFiltersOf(params('')));
    expect(again.list.rows.filter((row) => row.repeats).map((row) => [row.title, row.repeats])).toEqual([
      ['Concert 1', 'Every week on Wednesday'],
      ['Concert 2', 'Every week on Wednesday'],
    ]);
  });

  it('changes roles, ending the account’s sessions, never its own nor the last admin', async () => {
    expect((await callAction(adminActions.changeRole, { userId: String(admin.id), role: 'user' }, { user: admin })).error).toMatchObject({
      status: 409,
      message: NOT_YOURSELF.in('en'),
    });
    const otherAdminsToken = generateSessionToken();
    await createSession(otherAdminsToken, otherAdmin.id);
    expect(
      (await callAction(adminActions.changeRole, { userId: String(otherAdmin.id), role: 'user' }, { user: admin })).error,
    ).toBeUndefined();
    expect(await validateSessionToken(otherAdminsToken)).toBeNull();
    // otherAdmin is a member now; admin is the last admin. A third admin cannot take it away from them either.
    const third = await storeAccount(db, 'admin');
    await callAction(adminActions.suspendUser, { userId: String(third.id) }, { user: admin });
    const before = await audits('user.role');
    const refused = await callAction(
      adminActions.changeRole,
      { userId: String(admin.id), role: 'user' },
      { user: { ...third, role: 'admin' } },
    );
    expect(refused.error).toMatchObject({ status: 409, message: LAST_ADMIN.in('en') });
    expect((await db.select().from(schema.users).where(eq(schema.users.id, admin.id)))[0].role).toBe('admin');
    expect(await audits('user.role')).toBe(before);
    await callAction(adminActions.restoreUser, { userId: String(third.id) }, { user: admin });
    const users = await loadUsersTab(db, userFiltersOf(params('role=admin')));
    expect(users.adminCount).toBe(2);
    expect(users.list.rows.map((row) => row.id).sort()).toEqual([admin.id, third.id].sort());
  });

  it('suspends an account: its sessions end, it cannot sign in; restored, it can', async () => {
    const [person] = await db
      .insert(schema.users)
      .values({ email: 'suspend-me@example.com', firstName: 'Sus', passwordHash: await hashPassword('brownstone-77') })
      .returning();
    const token = generateSessionToken();
    await createSession(token, person.id);
    expect(await validateSessionToken(token)).not.toBeNull();
    await callAction(adminActions.suspendUser, { userId: String(person.id) }, { user: admin });
    expect(await validateSessionToken(token)).toBeNull();
    expect((await db.select().from(schema.sessions).where(eq(schema.sessions.userId, person.id))).length).toBe(0);
    expect(await signIn('suspend-me@example.com', 'brownstone-77', '203.0.113.9')).toEqual({
      ok: false,
      status: 403,
      message: ACCOUNT_SUSPENDED,
    });
    expect((await loadUsersTab(db, userFiltersOf(params('status=suspended')))).list.rows.map((row) => row.email)).toContain(
      'suspend-me@example.com',
    );
    await callAction(adminActions.restoreUser, { userId: String(person.id) }, { user: admin });
    expect(await signIn('suspend-me@example.com', 'brownstone-77', '203.0.113.9')).toMatchObject({ ok: true });
    expect(await audits('user.suspend')).toBeGreaterThanOrEqual(1);
    // Grant, then end premium; and the reset mail goes out.
    await callAction(adminActions.setPremium, { userId: String(person.id), premium: 'on' }, { user: admin });
    expect((await db.select().from(schema.users).where(eq(schema.users.id, person.id)))[0].isPremium).toBe(true);
    await callAction(adminActions.setPremium, { userId: String(person.id), premium: '' }, { user: admin });
    expect((await db.select().from(schema.users).where(eq(schema.users.id, person.id)))[0].isPremium).toBe(false);
    const reset = await callAction(adminActions.sendPasswordReset, { userId: String(person.id) }, { user: admin });
    expect(reset.data).toMatchObject({ email: 'suspend-me@example.com' });
    const mails = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'suspend-me@example.com'));
    expect(mails.map((mail) => mail.kind)).toContain('password_reset');
  });

  it('approves a new listing: live, owned, the owner emailed; a second decision is refused', async () => {
    const owner = await storeAccount(db, 'business_owner');
    const [listing] = await db
      .insert(schema.businesses)
      .values({ name: 'Fresh Bakery', address: '1 W 116th St', communityBoardId: board.id, categoryId: cafes.id, isActive: false })
      .returning();
    const [claim] = await db
      .insert(schema.businessClaims)
      .values({ userId: owner.id, businessId: listing.id, kind: 'new', note: 'I bake here.' })
      .returning();
    const queue = await loadModerationTab(db);
    expect(queue.claims.map((item) => item.business.name)).toContain('Fresh Bakery');
    expect(
      (await callAction(adminActions.decideClaim, { claimId: String(claim.id), decision: 'approve' }, { user: admin })).error,
    ).toBeUndefined();
    expect((await db.select().from(schema.businesses).where(eq(schema.businesses.id, listing.id)))[0]).toMatchObject({
      isActive: true,
      ownerId: owner.id,
    });
    expect((await db.select().from(schema.users).where(eq(schema.users.id, owner.id)))[0].businessId).toBe(listing.id);
    const mail = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, owner.email));
    expect(mail.map((item) => item.kind)).toContain('business_claim_approved');
    expect(
      (await callAction(adminActions.decideClaim, { claimId: String(claim.id), decision: 'refuse' }, { user: admin })).error,
    ).toMatchObject({ status: 409 });
    expect(await audits('claim.approve')).toBe(1);
    expect(await audits('claim.refuse')).toBe(0);
  });

  it('hides a reported review: gone from the page and the rating; keeping closes the reports', async () => {
    const [business] = await db.select().from(schema.businesses).where(eq(schema.businesses.name, 'Cafe 05'));
    const fan = await storeAccount(db, 'user');
    const troll = await storeAccount(db, 'user');
    await createReview(db, { userId: fan.id, businessId: business.id, rating: 5, title: 'Lovely' });
    const bad = await createReview(db, { userId: troll.id, businessId: business.id, rating: 1, title: 'Spam spam' });
    await db.run(sql`update businesses set rating = 3 where id = ${business.id}`);
    await db.insert(schema.reviewReports).values({ reviewId: bad.id, reporterId: fan.id, reason: 'spam', details: 'An advert' });
    expect((await loadModerationTab(db)).reports.map((report) => report.review.title)).toContain('Spam spam');
    await callAction(adminActions.decideReport, { reviewId: String(bad.id), decision: 'hide' }, { user: admin });
    expect((await listReviews(db, business.id)).map((review) => review.title)).toEqual(['Lovely']);
    expect((await db.select().from(schema.businesses).where(eq(schema.businesses.id, business.id)))[0].rating).toBe(5);
    expect((await loadModerationTab(db)).reports).toHaveLength(0);
  });

  it('inboxes: advertising apart from contact, mark read, archive, reply by email', async () => {
    await db.insert(schema.contactMessages).values([
      { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'A question' },
      { name: 'Bo', email: 'bo@example.com', subject: 'Ad space', message: 'Home page banner', topic: 'advertising' },
    ]);
    const contact = await loadInboxesTab(db, inboxFiltersOf(params('')));
    expect(contact.list.rows.map((row) => row.subject)).toEqual(['Hello']);
    expect(contact.unread).toMatchObject({ contact: 1, advertising: 1 });
    const id = String(contact.list.rows[0].id);
    await callAction(
      adminActions.replyToInboxItem,
      { kind: 'contact', id, subject: 'Re: Hello', message: 'Here is the answer.' },
      { user: admin },
    );
    expect((await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'ana@example.com')))[0]).toMatchObject({
      subject: 'Re: Hello',
      kind: 'admin_reply',
    });
    await callAction(adminActions.archiveInboxItem, { kind: 'contact', id, value: 'on' }, { user: admin });
    expect((await loadInboxesTab(db, inboxFiltersOf(params('')))).list.total).toBe(0);
    const archived = await loadInboxesTab(db, inboxFiltersOf(params('archived=1')));
    expect(archived.list.rows[0]).toMatchObject({ subject: 'Hello', isRead: true, archived: true });
    // A contact id is not an advertising inquiry.
    expect((await callAction(adminActions.markInboxItem, { kind: 'advertising', id, value: 'on' }, { user: admin })).error).toMatchObject({
      status: 404,
    });
  });

  it('permissions: the guards read the table; admins cannot lose the editor', async () => {
    const [business] = await db.select().from(schema.businesses).where(eq(schema.businesses.name, 'Cafe 07'));
    const locked = await callAction(
      adminActions.setPermission,
      { role: 'admin', capability: 'users:manage_all', allowed: '', confirm: 'on' },
      { user: admin },
    );
    expect(locked.error).toMatchObject({ status: 409 });
    await callAction(
      adminActions.setPermission,
      { role: 'user', capability: 'favorites:manage_own', allowed: '', confirm: 'on' },
      { user: admin },
    );
    expect((await loadPermissionRows(db)).find((row) => row.resource === 'favorites')?.allowed.user).toBe(false);
    expect(
      (await callAction(favoriteActions.change, { businessId: String(business.id), intent: 'add' }, { user: member })).error,
    ).toMatchObject({ status: 403 });
    await callAction(
      adminActions.setPermission,
      { role: 'user', capability: 'favorites:manage_own', allowed: 'on', confirm: 'on' },
      { user: admin },
    );
    expect(
      (await callAction(favoriteActions.change, { businessId: String(business.id), intent: 'add' }, { user: member })).error,
    ).toBeUndefined();
    // Admins do not write reviews (seeded rule).
    expect(
      (await callAction(reviewActions.save, { businessId: String(business.id), rating: '5', title: 'Nice' }, { user: admin })).error,
    ).toMatchObject({ status: 403 });
    expect(await audits('permission.set')).toBe(2);
    await loadPermissions(db, { force: true });
  });

  it('a permission changes a whole role, so it is never changed in one tap: unconfirmed, it is refused and nothing changes', async () => {
    const before = (await loadPermissionRows(db)).find((row) => row.resource === 'favorites')?.allowed.user;
    const oneTap = await callAction(
      adminActions.setPermission,
      { role: 'user', capability: 'favorites:manage_own', allowed: before ? '' : 'on' },
      { user: admin },
    );
    expect(oneTap.error).toMatchObject({ status: 400 });
    expect(fieldsOf(oneTap.error)).toEqual({ confirm: 'Confirm the change: it applies at once to every account with this role.' });
    const spanish = await callAction(
      adminActions.setPermission,
      { role: 'user', capability: 'favorites:manage_own', allowed: before ? '' : 'on' },
      { user: admin, locale: 'es' },
    );
    expect(fieldsOf(spanish.error)).toEqual({ confirm: 'Confirma el cambio: se aplica de inmediato a todas las cuentas con este rol.' });
    expect((await loadPermissionRows(db)).find((row) => row.resource === 'favorites')?.allowed.user).toBe(before);
    expect(await audits('permission.set')).toBe(2);
  });

  it('a plain post (no JavaScript) comes back to the admin page it was sent from, with what happened, in the page’s language', async () => {
    const [business] = await db.select().from(schema.businesses).where(eq(schema.businesses.name, 'Cafe 05'));
    const flag = await callAction(
      adminActions.setBusinessFlag,
      { businessId: String(business.id), flag: 'isPremium', value: 'on' },
      { user: admin, path: '/admin?tab=businesses&q=cafe&_action=admin.setBusinessFlag' },
    );
    expect(flag.data).toMatchObject({
      redirect: '/admin?tab=businesses&q=cafe',
      flash: { title: 'Done', description: 'The listing is saved.', variant: 'success' },
    });
    const removed = await callAction(
      adminActions.setPermission,
      { role: 'user', capability: 'favorites:manage_own', allowed: '', confirm: 'on' },
      { user: admin, locale: 'fr', path: '/fr/admin?tab=users&permission=user:favorites:manage_own&_action=admin.setPermission' },
    );
    // The confirmation step is left behind.
    expect(removed.data).toMatchObject({
      redirect: '/fr/admin?tab=users',
      flash: { title: 'C’est fait', description: 'Retiré de tous les comptes ayant ce rôle.' },
    });
    await callAction(
      adminActions.setPermission,
      { role: 'user', capability: 'favorites:manage_own', allowed: 'on', confirm: 'on' },
      { user: admin },
    );
    await loadPermissions(db, { force: true });
  });

  it('the dashboard view: figures, the overview audit log, and 403 for a refused tab', async () => {
    const view = await loadAdminDashboard(db, admin, params(''));
    expect(view.figures.businesses).toBeGreaterThan(20);
    expect(view.current.tab).toBe('overview');
    if (view.current.tab !== 'overview') throw new Error('overview expected');
    expect(view.current.data.audit.total).toBeGreaterThan(5);
    expect(view.current.data.activity.some((item) => item.kind === 'signup')).toBe(true);
    await callAction(
      adminActions.setPermission,
      { role: 'admin', capability: 'payments:manage_all', allowed: '', confirm: 'on' },
      { user: admin },
    );
    await expect(loadAdminDashboard(db, admin, params('tab=payments'))).rejects.toMatchObject({ status: 403 });
    await callAction(
      adminActions.setPermission,
      { role: 'admin', capability: 'payments:manage_all', allowed: 'on', confirm: 'on' },
      { user: admin },
    );
    const payments = await loadAdminDashboard(db, admin, params('tab=payments'));
    expect(payments.current.tab).toBe('payments');
  });
});
