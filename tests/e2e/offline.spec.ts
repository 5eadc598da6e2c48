import { expect, signIn, test } from './fixtures.ts';

// The service worker is blocked in the other specs (playwright.config.ts); this one needs it.
test.use({ serviceWorkers: 'allow' });

test('an installable guide: visited pages open offline, an unvisited one opens the offline page, and signed-in pages are never stored @phone', async ({ page, context }) => {
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

  // Signed in, pages are personal (private, no-store): visited, but never stored.
  await signIn(page.request, 'member');
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/);
  await page.goto('/businesses');

  // Nothing personal is kept: the pages cache holds only pages the server marked public.
  const stored = await page.evaluate(async () => {
    const cache = await caches.open('pages');
    return Promise.all((await cache.keys()).map(async (request) => ({ url: new URL(request.url).pathname, control: (await cache.match(request))!.headers.get('cache-control') ?? '' })));
  });
  expect(stored.length).toBeGreaterThan(0);
  for (const entry of stored) expect(entry.control, entry.url).not.toMatch(/private|no-store/);
  expect(stored.map((entry) => entry.url)).toEqual(expect.arrayContaining(['/', '/business/1', '/events/1', '/about-us']));
  expect(stored.map((entry) => entry.url)).not.toContain('/user-dashboard');
  expect(stored.map((entry) => entry.url)).not.toContain('/businesses');
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
