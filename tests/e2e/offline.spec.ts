import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, signIn, storeMember, test } from './fixtures.ts';

// The service worker is blocked in the other specs (playwright.config.ts); this one needs it.
test.use({ serviceWorkers: 'allow' });
// Each test walks several pages online and offline.
test.describe.configure({ timeout: 90_000 });

/** Waits until the guide's worker controls the page (it installs on the first visit). */
async function underWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('an installable guide: visited pages open offline, an unvisited one opens the offline page, and signed-in pages are never kept for anyone else @phone', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The manifest names the app, its icons and its shortcuts.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ short_name: 'Harlem', display: 'standalone', start_url: '/?source=app' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(['/events?source=app', '/trip-planner?source=app']);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);

  // Registered on load; once it controls the page, the pages visited are kept as they go.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const visited = ['/', '/business/1', '/events/1', '/about-us'];
  const headings: Record<string, string> = {};
  for (const path of visited) {
    await page.goto(path);
    headings[path] = (await page.locator('h1').first().innerText()).trim();
  }

  await context.setOffline(true);
  for (const path of visited) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toHaveText(headings[path]);
  }
  // A page never visited opens the offline page, at its own address.
  await page.goto('/neighborhoods/east-harlem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await expect(page).toHaveURL(/\/neighborhoods\/east-harlem$/);
  await context.setOffline(false);

  // Signed in, pages are personal (private, no-store): never in the shared pages cache, kept apart
  // for this member only, and forgotten when someone else (or nobody) is signed in.
  await signIn(page.request, 'member');
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/);
  await page.goto('/businesses');
  const cached = (name: string) =>
    page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName);
      return Promise.all(
        (await cache.keys()).map(async (request) => ({
          url: new URL(request.url).pathname,
          control: (await cache.match(request))!.headers.get('cache-control') ?? '',
        })),
      );
    }, name);
  const shared = await cached('pages');
  for (const entry of shared) expect(entry.control, entry.url).not.toMatch(/private|no-store/);
  expect(shared.map((entry) => entry.url)).toEqual(expect.arrayContaining(['/', '/business/1', '/events/1', '/about-us']));
  expect(shared.map((entry) => entry.url)).not.toContain('/user-dashboard');
  expect((await cached('pages-personal')).map((entry) => entry.url)).toEqual(expect.arrayContaining(['/user-dashboard', '/businesses']));

  // Offline, the member's own pages open as they saw them.
  await context.setOffline(true);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/);
  await context.setOffline(false);

  // Signed out, the next page drawn forgets them: offline, the dashboard is not there for anyone.
  await page.context().clearCookies();
  await page.goto('/events');
  await expect.poll(async () => (await cached('pages-personal')).length).toBe(0);
  await context.setOffline(true);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await context.setOffline(false);
});

test('saved for offline: an itinerary, a place, an event and a ticket with its QR open without a connection, listed in the account and on the offline page @phone', async ({
  page,
  context,
}) => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const account = await storeMember(db, 'Nia');
  const user = (await db.execute({ sql: 'select id from users where email = ?', args: [account.email] })).rows[0]!;
  const event = (
    await db.execute('select id, title from events where starts_at > unixepoch() * 1000 and is_active = 1 order by starts_at limit 1')
  ).rows[0]!;
  const code = randomBytes(20)
    .toString('hex')
    .replace(/[^a-z2-7]/g, 'a')
    .slice(0, 32);
  const ticket = await db.execute({
    sql: 'insert into tickets (event_id, user_id, qr_code, total_amount_cents, unit_price_cents, customer_info) values (?, ?, ?, 2500, 2500, ?) returning id',
    args: [event.id, user.id, code, JSON.stringify({ firstName: 'Nia', lastName: 'Tester', email: account.email })],
  });
  const ticketPath = `/tickets/${ticket.rows[0]!.id}`;
  db.close();

  await underWorker(page, '/trip-planner');
  const planPath = '/trip-planner?duration=full-day&interests=food&interests=music&budget=moderate&group=couple';
  await page.goto(planPath);
  // Signed in (in another tab) after this page was drawn: the save is drawn for the member before
  // the worker has seen any page of theirs, and the next page they open keeps it.
  await signIn(page.request, account);
  const save = page.getByRole('button', { name: 'Save for offline' });
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toContainText(/linked page/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeVisible();
  await page.goto('/events');
  await page.goto(planPath);
  await expect(page.getByRole('status').filter({ hasText: '✓ Saved for offline' })).toBeVisible();
  // One of the itinerary's places, saved with it (never visited).
  const stop = await page.locator('.trip-pick a').first().getAttribute('href');
  const stopName = (await page.locator('.trip-pick a').first().innerText()).trim();

  await page.goto(ticketPath);
  await expect(page.locator('.ticket-qr svg')).toBeVisible();
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();

  // The account lists them; Remove takes one off this device.
  await page.goto('/user-dashboard#my-trips');
  await page.getByRole('tab', { name: /My Trips/ }).click();
  const list = page.locator('.dash-offline-list');
  await expect(list.getByRole('link')).toHaveText([String(event.title), `Ticket: ${event.title}`, /^Itinerary: /]);

  await context.setOffline(true);
  await page.goto(planPath);
  await expect(page.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeVisible();
  await page.goto(stop!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stopName);
  await page.goto(ticketPath);
  await expect(page.locator('.ticket-qr svg')).toBeVisible();
  await expect(page.locator('.ticket-status')).toHaveText('Valid');
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(event.title));
  // The offline page lists what this device holds.
  await page.goto('/neighborhoods/washington-heights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  const saved = page.getByRole('region', { name: 'Saved for offline' });
  await expect(saved.getByRole('link', { name: `Ticket: ${event.title}` })).toBeVisible();
  await saved.getByRole('link', { name: /^Itinerary: / }).click();
  await expect(page.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeVisible();
  await context.setOffline(false);

  await page.goto('/user-dashboard#my-trips');
  await page.getByRole('tab', { name: /My Trips/ }).click();
  await page.getByRole('button', { name: `Remove ${event.title} from this device` }).click();
  await expect(list.getByRole('link')).toHaveText([`Ticket: ${event.title}`, /^Itinerary: /]);
});

test('a heart pressed offline waits, is sent when the connection returns, and a refused one is rolled back and said @phone', async ({
  page,
  context,
}) => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const account = await storeMember(db, 'Omar');
  const favorites = async () =>
    (
      await db.execute({
        sql: 'select f.business_id from user_favorites f join users u on u.id = f.user_id where u.email = ? order by f.business_id',
        args: [account.email],
      })
    ).rows.map((row) => Number(row.business_id));
  await signIn(page.request, account);
  await underWorker(page, '/business/2');
  const heart = page.getByRole('button', { name: /Add .* to Favorites/ });
  await expect(page.locator('favorite-heart[hydrated]')).toHaveCount(1);

  await context.setOffline(true);
  await heart.click();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText(
    "saved to your favorites when you're back online",
  );
  await expect(page.getByRole('button', { name: /Favorited/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await favorites()).toEqual([]);
  await context.setOffline(false);
  await expect.poll(favorites).toEqual([2]);
  await expect(page.getByRole('status').filter({ hasText: 'changed while you were offline' })).toBeVisible();

  // Pressed offline again, but signed out by the time it is sent: refused, rolled back, and said.
  await context.setOffline(true);
  await page.getByRole('button', { name: /Favorited/ }).click();
  await expect(page.getByRole('button', { name: /Add .* to Favorites/ })).toBeVisible();
  await context.clearCookies();
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'Favorites not updated' })).toContainText('You are logged out');
  await expect(page.getByRole('button', { name: /Favorited/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await favorites()).toEqual([2]);
  db.close();
});

test('Chromium finds the guide installable: manifest, icons and a worker that controls the page, with no installability error', async ({
  playwright,
  baseURL,
}) => {
  // A profile of its own: Chromium never offers installing in an incognito-like context.
  const profile = await mkdtemp(join(tmpdir(), 'harlem-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    serviceWorkers: 'allow',
    baseURL,
  });
  try {
    const page = await context.newPage();
    await underWorker(page, '/');
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('a new version of the guide is offered once it has installed, and Reload brings it in @phone', async ({ page }) => {
  await page.goto('/about-us');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The page registers a few seconds after it has settled; its update offer listens from then on.
  await expect(page.locator('html[data-service-worker="registered"]')).toBeAttached({ timeout: 15_000 });
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
  expect(await page.locator('.sw-update').count()).toBe(0);

  // The next deployment, as the browser sees one: another worker script for the same scope.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next'));
  const notice = page.getByRole('status').filter({ hasText: 'A new version of the guide is available.' });
  await expect(notice).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  // The reloaded page runs under the new worker. (Its own registration of /sw.js then counts as
  // yet another version, since this test changed the address: a real deployment keeps it.)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?build=next$/);
  expect(firstWorker).toMatch(/\/sw\.js$/);
});
