import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const MEMBER = { email: 'member@harlemguide.example', password: 'harlem-member-2026' };
// The phone project runs beside the desktop one: it uses another account so they never meet.
const PREMIUM = { email: 'premium@harlemguide.example', password: 'harlem-premium-2026' };

// The tests of this file share the member's favorites: one at a time, each leaving them as found.
test.describe.configure({ mode: 'default' });

async function signIn(request: APIRequestContext, account = MEMBER) {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
}

/** The first business shown by at least `min` hearts on the page that the member has not saved. */
async function unsavedBusiness(page: Page, min = 1): Promise<{ id: string; name: string }> {
  const found = await page.locator('[data-favorite-id]').evaluateAll((hearts, min) => {
    const counts = new Map<string, { name: string; count: number; pressed: boolean }>();
    for (const heart of hearts as HTMLElement[]) {
      const id = heart.dataset.favoriteId!;
      const entry = counts.get(id) ?? { name: heart.dataset.favoriteName!, count: 0, pressed: false };
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

test('a member saves a business: every heart for it changes at once, disabled until the server answers, and it lasts', async ({ page }) => {
  await signIn(page.request);
  await page.goto('/');
  const business = await unsavedBusiness(page, 2);
  const hearts = page.locator(`[data-favorite-id="${business.id}"]`);
  const heartCount = await hearts.count();
  expect(heartCount).toBeGreaterThanOrEqual(2);
  const save = page.getByRole('button', { name: `Save ${business.name} to favorites`, exact: true });
  await expect(save).toHaveCount(heartCount);

  // Hold the request so the pending state can be seen.
  let release!: () => void;
  let sent = 0;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/user/favorites/${business.id}`, async (route) => {
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
  await page.unroute(`**/api/user/favorites/${business.id}`);

  // Stored: after a reload, in the API list, and on the business page.
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${business.name} from favorites`, exact: true })).toHaveCount(heartCount);
  const list: { businessId: number; business: { name: string } }[] = await (await page.request.get('/api/user/favorites')).json();
  expect(list.find((item) => item.businessId === Number(business.id))?.business.name).toBe(business.name);
  await page.goto(`/business/${business.id}`);
  const toggle = page.getByRole('button', { name: `Remove ${business.name} from favorites`, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The words on screen are part of the name (WCAG 2.5.3).
  await expect(toggle.locator('.fav-on')).toBeVisible();
  await expect(toggle.locator('.fav-on')).toContainText(/^Remove.*from favorites$/);
  await expect(toggle.locator('.fav-off')).toBeHidden();

  // Removing works the same way, and lasts too.
  await toggle.click();
  await expect(toast(page)).toContainText('Removed from favorites');
  await expect(toast(page)).toContainText(business.name);
  await expect(page.getByRole('button', { name: `Save ${business.name} to favorites`, exact: true }).locator('.fav-off')).toBeVisible();
  await page.goto('/');
  await expect(save).toHaveCount(heartCount);
  for (let i = 0; i < heartCount; i++) await expect(hearts.nth(i)).toHaveAttribute('aria-pressed', 'false');
});

test('a refused change rolls back with an error toast', async ({ page }) => {
  await signIn(page.request);
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  await page.route(`**/api/user/favorites/${business.id}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong. Please try again."}' }));
  const heart = page.locator(`[data-favorite-id="${business.id}"]`);
  await heart.click();
  await expect(toast(page)).toContainText('Failed to update favorites. Please try again.');
  await expect(toast(page)).toHaveClass(/toast-destructive/);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAttribute('aria-label', `Save ${business.name} to favorites`);
  await expect(heart).toBeEnabled();
  await page.unroute(`**/api/user/favorites/${business.id}`);
  const list = await (await page.request.get('/api/user/favorites')).json();
  expect(list.map((item: { businessId: number }) => item.businessId)).not.toContain(Number(business.id));
});

test('a visitor who is not signed in is asked to log in, then taken to sign-in and back', async ({ page }) => {
  await page.goto('/businesses?communityBoard=10');
  const business = await unsavedBusiness(page);
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/favorites/')) calls += 1;
  });
  await page.getByRole('button', { name: `Save ${business.name} to favorites`, exact: true }).click();
  await expect(toast(page)).toContainText('Login Required');
  await expect(toast(page)).toContainText('Please log in to save favorites.');
  await page.waitForURL(/\/auth\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe('/businesses?communityBoard=10');
  expect(calls).toBe(0);
  // Signing in returns to the page.
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/businesses\?communityBoard=10$/);
});

test('a session that ended meanwhile: the heart rolls back and sign-in opens', async ({ page, context }) => {
  await signIn(page.request);
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  await context.clearCookies();
  const heart = page.locator(`[data-favorite-id="${business.id}"]`);
  await heart.click();
  await expect(toast(page)).toContainText('Login Required');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.waitForURL(/\/auth\?next=%2Fbusinesses$/);
});

test('without JavaScript the heart is a form: save, remove, and sign-in first when signed out', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/businesses');
  // Signed out: the sign-in page, which says why and comes back here.
  await page.locator('[data-favorite-id]').first().click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/businesses')}`);
  await expect(page.getByRole('status').filter({ hasText: 'Login Required' })).toContainText('Please log in to save favorites.');

  await signIn(context.request);
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  await page.goto(`/business/${business.id}`);
  await page.getByRole('button', { name: `Save ${business.name} to favorites`, exact: true }).click();
  await expect(page).toHaveURL(`/business/${business.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Added to favorites' })).toContainText(business.name);
  const toggle = page.getByRole('button', { name: `Remove ${business.name} from favorites`, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await toggle.click();
  await expect(page).toHaveURL(`/business/${business.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Removed from favorites' })).toContainText(business.name);
  await expect(page.getByRole('button', { name: `Save ${business.name} to favorites`, exact: true })).toHaveAttribute('aria-pressed', 'false');
  await context.close();
});

test('pages that show a member’s hearts are never stored by shared caches', async ({ page }) => {
  await signIn(page.request);
  for (const path of ['/', '/businesses', '/business/1']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
  expect((await page.request.get('/api/user/favorites')).headers()['cache-control']).toBe('private, no-store');
});

test('pressed hearts pass the accessibility scan', async ({ page }) => {
  await signIn(page.request);
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  // A JSON content type: Astro takes a bodiless write without Origin for a cross-site form.
  expect((await page.request.post(`/api/user/favorites/${business.id}`, { data: {} })).ok()).toBe(true);
  try {
    for (const path of ['/businesses', `/business/${business.id}`]) {
      await page.goto(path);
      await expect(page.locator(`[data-favorite-id="${business.id}"]`).first()).toHaveAttribute('aria-pressed', 'true');
      const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id), path).toEqual([]);
    }
  } finally {
    await page.request.delete(`/api/user/favorites/${business.id}`, { data: {} });
  }
});

test('on a phone the heart is a 44 px target and the toast stays on screen @phone', async ({ page }) => {
  await signIn(page.request, PREMIUM);
  await page.goto('/businesses');
  const business = await unsavedBusiness(page);
  const heart = page.locator(`[data-favorite-id="${business.id}"]`);
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
