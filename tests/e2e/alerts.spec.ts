/**
 * The notification centre and preferences (issue 17): the header's bell counts the unread; the
 * centre lists the member's notifications, marks one or all read, and opening one marks it read;
 * another member's is neither visible nor markable. Preferences are saved and shown again, and bad
 * hours or time zones are refused with a specific message; only an owner sees (and saves) the
 * switches of their business's alerts. The weekly digest reaches the outbox
 * with its one-click unsubscribe: a GET alone changes nothing, the button's POST turns it off.
 * Each test uses members of its own.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createClient, type Client } from '@libsql/client';
import { expect, signIn, storeMember, storeOwnedBusiness, test, type Account } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());
test.describe.configure({ timeout: 60_000 });

const idOf = async (email: string) => Number((await db.execute({ sql: 'select id from users where email = ?', args: [email] })).rows[0].id);

/** A sent notification in the member's centre, `minutesAgo` old; returns its id. */
async function storeNotification(userId: number, title: string, url: string, minutesAgo: number, isRead = false): Promise<number> {
  const at = Date.now() - minutesAgo * 60_000;
  const result = await db.execute({
    sql: "insert into push_notifications (user_id, type, title, body, target_url, scheduled_for, sent_at, status, is_read, dedupe_key) values (?, 'favorite_event', ?, 'A line about it.', ?, ?, ?, 'sent', ?, ?) returning id",
    args: [userId, title, url, at, at, isRead ? 1 : 0, `spec:${title}`],
  });
  return Number(result.rows[0].id);
}
const isRead = async (id: number) =>
  Number((await db.execute({ sql: 'select is_read from push_notifications where id = ?', args: [id] })).rows[0].is_read) === 1;

test.describe('the notification centre, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  let nia: Account;
  let ids: { jazz: number; brunch: number; tour: number; others: number };

  test.beforeAll(async () => {
    nia = await storeMember(db, 'Nia');
    const other = await storeMember(db, 'Omar');
    const niaId = await idOf(nia.email);
    ids = {
      jazz: await storeNotification(niaId, 'Spec jazz night', '/events', 30),
      brunch: await storeNotification(niaId, 'Spec gospel brunch', '/businesses?category=restaurants', 20),
      tour: await storeNotification(niaId, 'Spec walking tour', '/tours', 10),
      others: await storeNotification(await idOf(other.email), 'Spec private to Omar', '/events', 5),
    };
    await storeNotification(niaId, 'Spec read long ago', '/news', 600, true);
  });

  test('the bell counts the unread; the centre lists, marks read, opens and marks all read', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.bell')).toHaveCount(0);
    await signIn(page.request, nia);
    await page.goto('/');
    const bell = page.getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveText('3');
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('3 unread', { exact: true })).toBeVisible();
    // Newest first, the unread marked New; another member's is not there.
    await expect(page.locator('.centre-link')).toHaveText([
      'Spec walking tour',
      'Spec gospel brunch',
      'Spec jazz night',
      'Spec read long ago',
    ]);
    await expect(page.locator('.centre-item.unread')).toHaveCount(3);
    await expect(page.locator('.centre-item.unread .centre-new')).toHaveText(['New', 'New', 'New']);
    await expect(page.getByText('Spec private to Omar')).toHaveCount(0);

    // Mark as read: one item.
    await page.locator('.centre-item', { hasText: 'Spec jazz night' }).getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByText('Notification marked as read.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(await isRead(ids.jazz)).toBe(true);
    expect(await isRead(ids.brunch)).toBe(false);

    // Opening one goes to its page and marks it read.
    await page.getByRole('link', { name: 'Spec gospel brunch' }).click();
    await expect(page).toHaveURL(/\/businesses\?category=restaurants$/);
    expect(await isRead(ids.brunch)).toBe(true);
    await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

    // Mark all as read.
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('You are all caught up.')).toBeVisible();
    await expect(page.locator('.centre-item.unread')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Notifications, none unread' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    expect(await isRead(ids.tour)).toBe(true);
    // Another member's notification stayed unread.
    expect(await isRead(ids.others)).toBe(false);
  });

  test("another member's notification can be neither opened nor marked read", async ({ page }) => {
    await signIn(page.request, nia);
    const opened = await page.goto(`/notifications/${ids.others}`);
    expect(opened!.status()).toBe(404);
    await expect(page.getByText('This notification is not in your notification centre.')).toBeVisible();
    const marked = await page.request.post('/_actions/notifications.markRead', {
      multipart: { id: String(ids.others) },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(marked.status()).toBe(404);
    expect(await isRead(ids.others)).toBe(false);
  });

  test('signed out, the centre sends to sign-in and back', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/auth\?next=%2Fnotifications$/);
  });
});

test.describe('notification preferences', () => {
  test.use({ timezoneId: 'Europe/Lisbon' });

  test('are saved and shown again; bad hours or time zones are refused with a specific message', async ({ page }) => {
    const ama = await storeMember(db, 'Ama');
    await signIn(page.request, ama);
    await page.goto('/settings#notifications');
    const section = page.locator('#notifications');
    await expect(section.getByRole('heading', { name: 'Notification preferences' })).toBeVisible();
    // Never saved: the browser's own time zone; SMS shown off and not available.
    await expect(section.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');
    await expect(section.getByLabel('SMS text messages')).toBeDisabled();
    await expect(section.getByLabel('SMS text messages')).not.toBeChecked();
    await expect(section.getByText('Not available yet: the guide does not send text messages.')).toBeVisible();
    await expect(section.getByLabel('Weekly digest')).toBeChecked();
    // A member who neither owns nor claimed a business has no owner alerts to choose.
    await expect(section.getByRole('group', { name: 'Your business' })).toHaveCount(0);

    await section.getByLabel('Loyalty updates').uncheck();
    await section.getByLabel('Push notifications').uncheck();
    await section.getByLabel('From').fill('21:30');
    await section.getByLabel('Until').fill('07:00');
    await section.getByRole('button', { name: 'Save notification preferences' }).click();
    await expect(page.getByText('Your notification preferences are saved.')).toBeVisible();
    await page.reload();
    await expect(section.getByLabel('Loyalty updates')).not.toBeChecked();
    await expect(section.getByLabel('Push notifications')).not.toBeChecked();
    await expect(section.getByLabel('Event reminders')).toBeChecked();
    await expect(section.getByLabel('From')).toHaveValue('21:30');
    await expect(section.getByLabel('Until')).toHaveValue('07:00');
    await expect(section.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');
    const stored = async () =>
      (
        await db.execute({
          sql: 'select p.* from notification_preferences p join users u on u.id = p.user_id where u.email = ?',
          args: [ama.email],
        })
      ).rows[0];
    expect(await stored()).toMatchObject({
      loyalty_updates: 0,
      push_enabled: 0,
      event_reminders: 1,
      quiet_hours_start: '21:30',
      quiet_hours_end: '07:00',
      time_zone: 'Europe/Lisbon',
    });

    // A time zone that does not exist.
    await section.getByLabel('Time zone').fill('Mars/Olympus');
    await section.getByRole('button', { name: 'Save notification preferences' }).click();
    await expect(section.getByText('Enter a time zone such as America/New_York.')).toBeVisible();
    await expect(section.getByLabel('Time zone')).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabel('Time zone')).toHaveValue('Mars/Olympus');
    // Hours that are not HH:MM (typed where the browser has no time picker).
    await section.getByLabel('Time zone').fill('Europe/Lisbon');
    await section.getByLabel('From').evaluate((input: HTMLInputElement) => (input.type = 'text'));
    await section.getByLabel('From').fill('9pm');
    await section.getByRole('button', { name: 'Save notification preferences' }).click();
    await expect(section.getByText('Enter a time as HH:MM, for example 22:00.')).toBeVisible();
    await section.getByLabel('From').fill('07:00');
    await section.getByRole('button', { name: 'Save notification preferences' }).click();
    await expect(section.getByText('Quiet hours must start and end at different times.')).toBeVisible();
    // Nothing refused was stored.
    expect(await stored()).toMatchObject({ quiet_hours_start: '21:30', quiet_hours_end: '07:00', time_zone: 'Europe/Lisbon' });
  });

  test("an owner chooses the business's alerts, all on until switched off", async ({ page }) => {
    const { owner } = await storeOwnedBusiness(db, 'Spec Alerts Owner Cafe');
    await signIn(page.request, owner);
    await page.goto('/settings#notifications');
    const business = page.locator('#notifications').getByRole('group', { name: 'Your business' });
    const switches = ['Reviews', 'Bookings', 'Ticket sales', 'Claim decisions', 'Payouts and payment account'];
    for (const name of switches) await expect(business.getByLabel(name, { exact: true })).toBeChecked();
    await business.getByLabel('Ticket sales', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save notification preferences' }).click();
    await expect(page.getByText('Your notification preferences are saved.')).toBeVisible();
    await page.reload();
    await expect(business.getByLabel('Ticket sales', { exact: true })).not.toBeChecked();
    await expect(business.getByLabel('Reviews', { exact: true })).toBeChecked();
    const row = await db.execute({
      sql: 'select p.owner_sales, p.owner_reviews from notification_preferences p join users u on u.id = p.user_id where u.email = ?',
      args: [owner.email],
    });
    expect(row.rows[0]).toMatchObject({ owner_sales: 0, owner_reviews: 1 });
  });
});

test.describe('the weekly digest', () => {
  test('reaches the outbox with a one-click unsubscribe; a GET alone does not unsubscribe', async ({ page, browser }) => {
    const kofi = await storeMember(db, 'Kofi');
    const kofiId = await idOf(kofi.email);
    // A business of the seed with an event in three days, favorited by Kofi.
    const business = (
      await db.execute("select id, name, community_board_id from businesses where is_active = 1 and name = 'Apollo Theater'")
    ).rows[0];
    const title = `Spec Digest Jam ${Date.now().toString(36)}`;
    const startsAt = Date.now() + 3 * 24 * 3_600_000;
    await db.execute({
      sql: 'insert into events (title, description, starts_at, business_id, community_board_id, location) values (?, ?, ?, ?, ?, ?)',
      args: [title, 'A jam session.', startsAt, business.id, business.community_board_id, '253 W 125th St'],
    });
    await db.execute({ sql: 'insert into user_favorites (user_id, business_id) values (?, ?)', args: [kofiId, business.id] });
    // Whatever the hour the suite runs at, Kofi has no quiet hours (start = end): the digest waits for them to end otherwise.
    await db.execute({
      sql: "insert into notification_preferences (user_id, quiet_hours_start, quiet_hours_end) values (?, '00:00', '00:00')",
      args: [kofiId],
    });
    // The scheduled job, once, against the server's database.
    const port = new URL(test.info().project.use.baseURL!).port;
    await promisify(execFile)('npx', ['node', 'scripts/run-jobs.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: `file:${process.env.E2E_DATABASE_FILE}`,
        UPLOADS_DIR: process.env.E2E_UPLOADS_DIR,
        SITE_URL: `http://127.0.0.1:${port}`,
      },
      timeout: 45_000,
    });

    const mails = (
      await db.execute({
        sql: "select subject, text_body, headers from mail_outbox where to_address = ? and kind = 'weekly_digest'",
        args: [kofi.email],
      })
    ).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('This week near your favorites');
    const text = String(mails[0].text_body);
    expect(text).toContain(title);
    expect(text).toContain('Hello Kofi,');
    const link = /http:\/\/127\.0\.0\.1:\d+(\/notifications\/unsubscribe\?token=[a-z2-7]+)/.exec(text)!;
    expect(JSON.parse(String(mails[0].headers))).toEqual({
      'List-Unsubscribe': `<${link[0]}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The developers' outbox shows it, with its headers.
    const admin = await browser.newContext();
    const outbox = await admin.newPage();
    await signIn(outbox.request, 'admin');
    await outbox.goto('/dev/outbox');
    const entry = outbox.locator('li[data-mail-kind="weekly_digest"]', { hasText: kofi.email });
    await expect(entry.getByText('List-Unsubscribe-Post: List-Unsubscribe=One-Click')).toBeVisible();
    await admin.close();

    const digestOn = async () =>
      Number(
        (await db.execute({ sql: 'select weekly_digest from notification_preferences where user_id = ?', args: [kofiId] })).rows[0]
          .weekly_digest,
      );
    // A GET (a mail scanner following the link) only asks.
    await page.goto(link[1]);
    await expect(page.getByRole('heading', { name: 'Unsubscribe from the weekly digest' })).toBeVisible();
    expect(await digestOn()).toBe(1);
    // One click, no sign-in.
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(await digestOn()).toBe(0);
    // A mail program's one-click POST (RFC 8058) comes from its own server, with no Origin: it works too.
    await db.execute({ sql: 'update notification_preferences set weekly_digest = 1 where user_id = ?', args: [kofiId] });
    const oneClick = await page.request.post(link[1], { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);
    expect(await digestOn()).toBe(0);
    // Any other form post without this site's Origin is still refused, as before.
    for (const headers of [{}, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const foreign = await page.request.post('/settings?_action=notifications.savePreferences', { form: { weeklyDigest: 'on' }, headers });
      expect(foreign.status()).toBe(403);
    }
    // A wrong token: a clear message, nothing changed.
    const wrong = await page.goto('/notifications/unsubscribe?token=abcdefghijklmnopqrstuvwxyz234567');
    expect(wrong!.status()).toBe(400);
    await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
    const wrongPost = await page.request.post('/notifications/unsubscribe?token=abcdefghijklmnopqrstuvwxyz234567', {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(wrongPost.status()).toBe(400);
  });
});
