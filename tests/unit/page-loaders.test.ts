/**
 * Pages' loaders (lib/server, one per page): what a page shows is read there, not in its
 * components. The header's unread count comes with the session (no query of its own); the settings
 * page gets its notification choices and push devices; the admin's rewards page its partners;
 * the home page its filters from the address.
 */
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { createSession, generateSessionToken, validateSessionToken } from '#lib/server/auth/session.ts';
import { loadSettingsPage } from '#lib/server/settings/settings-page.ts';
import { loadAdminRewardsPage } from '#lib/server/loyalty/admin-rewards-page.ts';
import { loadHomePage } from '#lib/server/content/home-page.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('page loaders', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10 });
  const category = await createCategory(db);
  await createBusiness(db, { name: 'Test Zora Books', communityBoardId: board.id, categoryId: category.id });
  await createBusiness(db, { name: 'Test Apollo Diner', communityBoardId: board.id, categoryId: category.id });
  const member = await storeAccount(db, 'user');
  const astro = (address = 'http://localhost/', user: typeof member | null = member) => ({
    url: new URL(address),
    locals: { user, session: null, now: new Date(), locale: 'en' } as App.Locals,
  });

  it('reads the bell’s unread count with the session, counting only sent unread notifications', async () => {
    const token = generateSessionToken();
    await createSession(token, member.id);
    const notice = (title: string, status: string, isRead: boolean) => ({ userId: member.id, title, body: 'Body', status, isRead });
    await db
      .insert(schema.pushNotifications)
      .values([
        notice('Sent one', 'sent', false),
        notice('Sent two', 'sent', false),
        notice('Already read', 'sent', true),
        notice('Not yet due', 'pending', false),
      ]);
    const other = await storeAccount(db, 'user');
    await db.insert(schema.pushNotifications).values({ ...notice('Someone else’s', 'sent', false), userId: other.id });
    const resolved = await validateSessionToken(token);
    expect(resolved?.user.id).toBe(member.id);
    expect(resolved?.unreadNotifications).toBe(2);
  });

  it('gives the settings page the member’s notification choices, whether they were saved, and their devices', async () => {
    const before = await loadSettingsPage(astro(), member);
    expect(before.notifications.saved).toBe(false);
    expect(before.push.devices).toEqual([]);
    expect(before.facts).toMatchObject({ stripeCustomerId: null });
    await db.insert(schema.notificationPreferences).values({ userId: member.id, quietHoursStart: '21:30', quietHoursEnd: '07:15' });
    const after = await loadSettingsPage(astro(), member);
    expect(after.notifications.saved).toBe(true);
    expect(after.notifications.stored).toMatchObject({ quietHoursStart: '21:30', quietHoursEnd: '07:15' });
  });

  it('gives the admin’s rewards page the businesses to choose from, by name', async () => {
    const page = await loadAdminRewardsPage(astro());
    expect(page.partners.map((partner) => partner.name)).toEqual(['Test Apollo Diner', 'Test Zora Books']);
    expect(page.rewards).toEqual([]);
    expect(page.redemptions).toEqual([]);
  });

  it('reads the home page’s board and category from the address, and its sections', async () => {
    const home = await loadHomePage(astro('http://localhost/?board=10&category=no-such-thing'));
    expect(home.board).toBe(10);
    expect(home.category).toBeNull();
    expect(home.unknownCategory).toBe('no-such-thing');
    expect(home.boards.map((item) => item.number)).toEqual([10]);
    expect(home.adShown).toBe(false);
    const signedOut = await loadHomePage(astro(`http://localhost/?category=${category.slug}&open=now`, null));
    expect(signedOut.category?.id).toBe(category.id);
    expect(signedOut.openNow).toBe(true);
  });
});
