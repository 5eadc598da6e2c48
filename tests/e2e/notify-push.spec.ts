/**
 * Push notifications on this device (issue 17), in the browser: the settings card turns push on
 * for this browser and lists the account's devices; the subscription is stored for the account,
 * another account cannot remove it, and a notification the scheduled job delivers reaches the
 * endpoint signed and encrypted (the test push service verifies and decrypts it). Chromium
 * headless has no push service: PushManager.subscribe is replaced by one that answers a
 * subscription whose endpoint is the test push service and whose keys the test holds.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createClient, type Client } from '@libsql/client';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { startTestPushServer, type TestPushServer, type TestSubscription } from '../helpers/push-server.ts';
import { expect, hydrated, signIn, storeMember, test, type Account } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
  'harlemguide.example',
  'saved',
  'example.com',
];

let db: Client;
let push: TestPushServer;
test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  push = await startTestPushServer();
});
test.afterAll(async () => {
  await push.close();
  db.close();
});
// The real service worker registers (it holds the push manager), then the page reloads once.
// A phone's browser, whatever the project: its device name is known ("Chrome on Android").
test.use({
  serviceWorkers: 'allow',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
});
test.describe.configure({ timeout: 60_000 });

/** This browser's push, as a real one would answer, with the test push service as its push service. */
async function stubPush(page: Page, subscription: TestSubscription) {
  await page.addInitScript(({ endpoint, p256dh, auth }) => {
    const key = 'spec-push-subscribed';
    const fake = () => ({
      endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(key, '1');
      return fake() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(key) ? fake() : null) as unknown as PushSubscription;
    };
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
    Notification.requestPermission = async () => 'granted';
  }, subscription);
}

const card = (page: Page) => page.locator('#push');
const ready = async (page: Page) => {
  await hydrated(page, '#push .push-devices');
  await expect(card(page).locator('[data-push-state]')).not.toHaveAttribute('data-push-state', 'checking');
};

async function userIdOf(account: Account): Promise<number> {
  return Number((await db.execute({ sql: 'select id from users where email = ?', args: [account.email] })).rows[0].id);
}

/** A member who turned push on in this browser, on the English settings page. */
async function memberWithPush(page: Page, name: string) {
  const account = await storeMember(db, name);
  const userId = await userIdOf(account);
  // No quiet hours for this member: the spec runs at any hour of New York's night.
  await db.execute({
    sql: "insert into notification_preferences (user_id, quiet_hours_start, quiet_hours_end) values (?, '00:00', '00:00')",
    args: [userId],
  });
  const subscription = push.subscribe();
  await stubPush(page, subscription);
  await signIn(page.request, account);
  await page.goto('/settings');
  await ready(page);
  await expect(card(page).getByRole('status')).toHaveText('Off: this device gets no push notifications.');
  await expect(card(page)).toContainText('No device gets push notifications yet.');
  await card(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(card(page).getByRole('status')).toHaveText('On: this device gets push notifications.');
  await ready(page);
  return { account, userId, subscription };
}

test('a member turns push on for this browser; the device is theirs only, and a delivered notification reaches it encrypted', async ({
  page,
  baseURL,
}) => {
  const { account, userId, subscription } = await memberWithPush(page, 'Zora');
  const item = card(page).locator('.push-device-list li');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Chrome on Android (this device)');
  const stored = (
    await db.execute({
      sql: 'select user_id, endpoint, p256dh, auth, device from push_subscriptions where endpoint = ?',
      args: [subscription.endpoint],
    })
  ).rows;
  expect(stored).toHaveLength(1);
  expect({ ...stored[0] }).toEqual({
    user_id: userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    device: 'Chrome on Android',
  });
  const deviceId = await item.getAttribute('data-device');

  // Another account cannot remove it, by id or by endpoint.
  const other = await storeMember(db, 'Langston');
  const intruder = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signIn(intruder, other);
  const byId = await intruder.post('/_actions/notify.unsubscribePush', { multipart: { id: deviceId!, next: '/settings' } });
  expect(byId.status()).toBe(404);
  expect((await byId.json()).message).toBe('This device was not found among yours.');
  await intruder.post('/_actions/notify.unsubscribePush', { multipart: { endpoint: subscription.endpoint, next: '/settings' } });
  await intruder.dispose();
  expect(
    (
      await db.execute({
        sql: 'select count(*) as n from push_subscriptions where endpoint = ? and user_id = ?',
        args: [subscription.endpoint, userId],
      })
    ).rows[0].n,
  ).toBe(1);

  // A notification due now, delivered by the scheduled job (npm run jobs), reaches the endpoint.
  const title = `A message from Sylvia ${Date.now().toString(36)}`;
  await db.execute({
    sql: "insert into push_notifications (user_id, type, title, body, target_url, scheduled_for, status, dedupe_key) values (?, 'message', ?, 'See you at the brunch on Saturday.', '/messages', ?, 'pending', ?)",
    args: [userId, title, Date.now() - 1000, `spec:${title}`],
  });
  await promisify(execFile)('node', ['scripts/run-jobs.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${process.env.E2E_DATABASE_FILE}`,
      SITE_URL: baseURL,
      UPLOADS_DIR: process.env.E2E_UPLOADS_DIR,
      REQUEST_LOG: 'false',
    },
  });
  const received = push.received.filter((message) => message.subscription === subscription.id);
  expect(received.map((message) => message.payload)).toEqual([
    { title, body: 'See you at the brunch on Saturday.', url: '/messages', tag: expect.stringMatching(/^notification-\d+$/) },
  ]);
  expect(push.refused).toEqual([]);
  const row = (
    await db.execute({
      sql: 'select status, email_status, push_status from push_notifications where dedupe_key = ?',
      args: [`spec:${title}`],
    })
  ).rows[0];
  expect({ ...row }).toEqual({ status: 'sent', email_status: 'sent', push_status: 'sent' });
  expect(
    (await db.execute({ sql: 'select count(*) as n from mail_outbox where to_address = ? and subject = ?', args: [account.email, title] }))
      .rows[0].n,
  ).toBe(1);

  // The list says when the device last got one.
  await page.reload();
  await ready(page);
  await expect(item).toContainText(/Added \w+, \w+ \d+, \d{4} · last notification \w+, \w+ \d+, \d{4}/);

  // Turn off: the browser unsubscribes and the server forgets the device.
  await card(page).getByRole('button', { name: 'Turn off' }).click();
  await expect(card(page).getByRole('status')).toHaveText('Off: this device gets no push notifications.');
  await expect(card(page)).toContainText('No device gets push notifications yet.');
  expect((await db.execute({ sql: 'select count(*) as n from push_subscriptions where user_id = ?', args: [userId] })).rows[0].n).toBe(0);
});

test('Remove takes a device off the list without JavaScript', async ({ page }) => {
  const { userId } = await memberWithPush(page, 'Claude');
  await card(page).getByRole('button', { name: 'Remove Chrome on Android' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole('status').filter({ hasText: 'The device was removed: it gets no more push notifications.' })).toBeVisible();
  await ready(page);
  await expect(card(page)).toContainText('No device gets push notifications yet.');
  // The browser still holds its subscription, but the server no longer sends to it: off.
  await expect(card(page).getByRole('status')).toHaveText('Off: this device gets no push notifications.');
  expect((await db.execute({ sql: 'select count(*) as n from push_subscriptions where user_id = ?', args: [userId] })).rows[0].n).toBe(0);
});

test('the push card has no English left and no serious accessibility violation in es and fr', async ({ page }) => {
  const { account } = await memberWithPush(page, 'Lucía');
  await expectPageInLanguages(page, '/settings', {
    same: [...FRAME, account.firstName, account.email, `${account.email.split('@')[0]}@`],
    prepare: ready,
    axePrepared: true,
    andThen: async (page, locale) => {
      await expect(card(page).getByRole('status')).toHaveText(
        locale === 'es'
          ? 'Activadas: este dispositivo recibe notificaciones push.'
          : 'Activées : cet appareil reçoit les notifications push.',
      );
      await expect(card(page).locator('.push-device-list li')).toContainText(
        locale === 'es' ? 'Chrome en Android (este dispositivo)' : 'Chrome sur Android (cet appareil)',
      );
    },
  });
});

test('the card at phone width', { tag: '@phone' }, async ({ page }) => {
  await memberWithPush(page, 'Nella');
  await card(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/notify-push-phone.png', fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
