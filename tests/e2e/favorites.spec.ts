import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, hydrated, signIn, test } from './fixtures.ts';

// The tests of this file share the member's favorites: one at a time, each leaving them as found.
// The phone project runs beside the desktop one: it uses the premium account so they never meet.
test.describe.configure({ mode: 'default' });

/** The action every heart sends its change to. */
const CHANGE = '**/_actions/favorites.change';

/** The first business shown by at least `min` hearts on the page that the member has not saved. */
async function unsavedBusiness(page: Page, min = 1): Promise<{ id: string; name: string }> {
  const found = await page.locator('[data-favorite-id]').evaluateAll((hearts, min) => {
    const counts = new Map<string, { name: string; count: number; pressed: boolean }>();
    for (const heart of hearts as HTMLElement[]) {
      const id = heart.dataset.favoriteId!;
      // "Save {name} to favorites" or "Remove {name} from favorites" (a card's round heart).
      const name = /^(?:Save|Remove) (.+) (?:to|from) favorites$/.exec(heart.getAttribute('aria-label') ?? '')?.[1] ?? '';
      const entry = counts.get(id) ?? { name, count: 0, pressed: false };
      entry.count += 1;
      entry.pressed ||= heart.getAttribute('aria-pressed') === 'true';
      counts.set(id, entry);
    }
    const [id, entry] = [...counts].find(([, entry]) => entry.count >= min && !entry.pressed) ?? [];
    return id ? { id, name: entry!.name } : null;
  }, min);
  expect(found, `a business with ${min}+ hearts the member has not saved`).not.toBeNull();
  return found!;
}

const toast = (page: Page) => page.locator('[data-toast-list] .toast');
/** The favorites count beside My Favorites in the account menu (opened to read it). */
async function menuCount(page: Page): Promise<string> {
  await page.locator('.account-menu summary').click();
  const count = page.locator('.account-panel [data-favorites-count]');
  await hydrated(page, count);
  const text = (await count.innerText()).replace(/\s*saved$/, '');
  await page.locator('.account-menu summary').click();
  return text;
}

test('a member saves a business: its heart changes at once, disabled until the server answers, the menu count follows, and it lasts', async ({
  page,
}) => {
  await signIn(page.request, 'member');
  await page.goto('/');
  // The home page shows each business once; several hearts of one business are the islands test's.
  const business = await unsavedBusiness(page);
  const hearts = page.locator(`[data-favorite-id="${business.id}"]`);
  const heartCount = await hearts.count();
  expect(heartCount).toBeGreaterThanOrEqual(1);
  await hydrated(page, hearts);
  const before = Number(await menuCount(page));
  const save = page.getByRole('button', { name: `Save ${business.name} to favorites`, exact: true });
  await expect(save).toHaveCount(heartCount);

  // Hold the request so the pending state can be seen.
  let release!: () => void;
  let sent = 0;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHANGE, async (route) => {
    sent += 1;
    await held;
    await route.continue();
  });
  await save.first().click();
  for (let i = 0; i < heartCount; i++) {
    await expect(hearts.nth(i)).toHaveAttribute('aria-pressed', 'true');
    await expect(hearts.nth(i)).toHaveAttribute('aria-label', `Remove ${business.name} from favorites`);
    await expect(hearts.nth(i)).toBeDisabled();
  }
  // A second click while pending sends nothing more.
  await hearts.first().click({ force: true });
  release();
  await expect(toast(page)).toContainText('Added to favorites');
  await expect(toast(page)).toContainText(business.name);
  for (let i = 0; i < heartCount; i++) await expect(hearts.nth(i)).toBeEnabled();
  await expect(hearts.first()).toBeFocused();
  expect(sent).toBe(1);
  await page.unroute(CHANGE);
  // The account menu's count follows without a reload.
  expect(Number(await menuCount(page))).toBe(before + 1);

  // Stored: after a reload, in the API list, and on the business page.
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${business.name} from favorites`, exact: true })).toHaveCount(heartCount);
  const list: { businessId: number; business: { name: string } }[] = await (await page.request.get('/api/user/favorites')).json();
  expect(list.find((item) => item.businessId === Number(business.id))?.business.name).toBe(business.name);
  await page.goto(`/business/${business.id}`);
  // The business page's toggle reads "Favorited" (spec 01 section 2.7); the words are part of its name (WCAG 2.5.3).
  const toggle = page.getByRole('button', { name: `${business.name} Favorited`, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveText(/Favorited$/);
  await hydrated(page, toggle);

  // Removing works the same way, and lasts too.
  await toggle.click();
  await expect(toast(page)).toContainText('Removed from favorites');
  await expect(toast(page)).toContainText(business.name);
  const add = page.getByRole('button', { name: `Add ${business.name} to Favorites`, exact: true });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await expect(add).toHaveText(/^Add .* to Favorites$/);
  expect(Number(await menuCount(page))).toBe(before);
  await page.goto('/');
  await expect(save).toHaveCount(heartCount);
  for (let i = 0; i < heartCount; i++) await expect(hearts.nth(i)).toHaveAttribute('aria-pressed', 'false');
});

test('a refused change rolls back with the spec’s error toast', async ({ page }) => {
  await signIn(page.request, 'member');
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  const heart = page.locator(`[data-favorite-id="${business.id}"]`);
  await hydrated(page, heart);
  await page.route(CHANGE, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"type":"AstroActionError","code":"INTERNAL_SERVER_ERROR","status":500,"message":"Something went wrong. Please try again."}',
    }),
  );
  await heart.click();
  await expect(toast(page)).toContainText('Failed to update favorites. Please try again.');
  await expect(toast(page)).toHaveClass(/toast-destructive/);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAttribute('aria-label', `Save ${business.name} to favorites`);
  await expect(heart).toBeEnabled();
  // No answer at all is not a refusal: the change waits in the browser for the connection
  // (offline.spec sends it); forgotten here, so nothing is sent.
  await page.route(CHANGE, (route) => route.abort('internetdisconnected'));
  await heart.click();
  await expect(toast(page)).toContainText(`${business.name} will be saved to your favorites when you're back online.`);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('harlem-guide:favorites-offline'))).toContain(`"id":${business.id}`);
  await page.evaluate(() => localStorage.clear());
  await page.unroute(CHANGE);
  const list = await (await page.request.get('/api/user/favorites')).json();
  expect(list.map((item: { businessId: number }) => item.businessId)).not.toContain(Number(business.id));
});

test('a visitor who is not signed in is asked to log in, then taken to sign-in and back', async ({ page }) => {
  await page.goto('/businesses?communityBoard=10');
  const business = await unsavedBusiness(page);
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/_actions/')) calls += 1;
  });
  const heart = page.getByRole('button', { name: `Save ${business.name} to favorites`, exact: true });
  await hydrated(page, heart);
  // The notice shows for half a second before sign-in opens: the sign-in page is held back until
  // the notice has been read, so a busy machine cannot miss it.
  let release = () => {};
  const read = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/auth\?next=/, async (route) => {
    await read;
    await route.continue();
  });
  await heart.click();
  await expect(toast(page)).toContainText(/Login Required[\s\S]*Please log in to save favorites\./);
  release();
  await page.waitForURL(/\/auth\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe('/businesses?communityBoard=10');
  expect(calls).toBe(0);
  // Signing in returns to the page.
  await page.getByLabel('Email').fill(ACCOUNTS.member.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/businesses\?communityBoard=10$/);
});

test('a session that ended meanwhile: the heart rolls back, says so, and sign-in opens', async ({ page, context }) => {
  await signIn(page.request, 'member');
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  const heart = page.locator(`[data-favorite-id="${business.id}"]`);
  await hydrated(page, heart);
  await context.clearCookies();
  // As above: sign-in is held back until the notice has been read.
  let release = () => {};
  const read = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/auth\?next=/, async (route) => {
    await read;
    await route.continue();
  });
  await heart.click();
  // The error catalogue's 401 path (spec 01 section 8).
  await expect(toast(page)).toContainText('Unauthorized');
  await expect(toast(page)).toContainText('You are logged out. Logging in again...');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  release();
  await page.waitForURL(/\/auth\?next=%2Fbusinesses&error=session_invalid$/);
  await expect(page.getByRole('alert')).toContainText('Session Invalid');
});

test('without JavaScript the heart is a form: save, remove, and sign-in first when signed out', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/businesses?communityBoard=10');
  // Signed out: the sign-in page, which says why and comes back here, filters included.
  await page.locator('[data-favorite-id]').first().click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/businesses?communityBoard=10')}`);
  await expect(page.getByRole('status').filter({ hasText: 'Login Required' })).toContainText('Please log in to save favorites.');

  await signIn(context.request, 'member');
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  await page.goto(`/business/${business.id}`);
  await page.getByRole('button', { name: `Add ${business.name} to Favorites`, exact: true }).click();
  await expect(page).toHaveURL(`/business/${business.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Added to favorites' })).toContainText(business.name);
  const toggle = page.getByRole('button', { name: `${business.name} Favorited`, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await toggle.click();
  await expect(page).toHaveURL(`/business/${business.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Removed from favorites' })).toContainText(business.name);
  await expect(page.getByRole('button', { name: `Add ${business.name} to Favorites`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await context.close();
});

test('the action refuses what the form cannot send, and another site', async ({ page, baseURL }) => {
  await signIn(page.request, 'member');
  const origin = { origin: new URL(baseURL!).origin };
  const unknown = await page.request.post('/_actions/favorites.change', {
    headers: origin,
    multipart: { businessId: '999999', intent: 'add' },
  });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toBe('Failed to update favorites. Please try again.');
  const malformed = await page.request.post('/_actions/favorites.change', {
    headers: origin,
    multipart: { businessId: 'abc', intent: 'steal' },
  });
  expect(malformed.status()).toBe(400);
  const json = await page.request.post('/_actions/favorites.change', { headers: origin, data: { businessId: 1, intent: 'add' } });
  expect(json.status()).toBe(415);
  const crossSite = await page.request.post('/_actions/favorites.change', {
    headers: { origin: 'https://evil.example' },
    multipart: { businessId: '1', intent: 'add' },
  });
  expect(crossSite.status()).toBe(403);
  const list = await (await page.request.get('/api/user/favorites')).json();
  expect(list.map((item: { businessId: number }) => item.businessId)).not.toContain(999999);
});

test('pages that show a member’s hearts are never stored by shared caches', async ({ page }) => {
  await signIn(page.request, 'member');
  for (const path of ['/', '/businesses', '/business/1']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
  expect((await page.request.get('/api/user/favorites')).headers()['cache-control']).toBe('private, no-store');
});

test('pressed hearts pass the accessibility scan', async ({ page }) => {
  await signIn(page.request, 'member');
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  // A JSON content type: Astro takes a bodiless write without Origin for a cross-site form.
  expect((await page.request.post(`/api/user/favorites/${business.id}`, { data: {} })).ok()).toBe(true);
  try {
    for (const path of ['/businesses', `/business/${business.id}`]) {
      await page.goto(path);
      await expect(page.locator(`[data-favorite-id="${business.id}"]`).first()).toHaveAttribute('aria-pressed', 'true');
      const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id),
        path,
      ).toEqual([]);
    }
  } finally {
    await page.request.delete(`/api/user/favorites/${business.id}`, { data: {} });
  }
});

test('on a phone the heart is a 44 px target and the toast stays on screen @phone', async ({ page }) => {
  await signIn(page.request, 'premium');
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  const heart = page.locator(`[data-favorite-id="${business.id}"]`);
  await hydrated(page, heart);
  const box = (await heart.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await heart.tap();
  await expect(toast(page)).toContainText('Added to favorites');
  await expect(toast(page)).toBeInViewport();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.tap();
  await expect(toast(page)).toContainText('Removed from favorites');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
