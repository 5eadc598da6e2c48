/**
 * "Open now" as a visitor sees it on a phone, at several times of the week: the local test clock
 * (a guide_clock cookie, honoured only by a local copy of the site) sets the time the server
 * answers at. The seeded hours: The Met Cloisters Thu-Tue 10 AM-5 PM (closed Wednesdays), the
 * Morris-Jumel Mansion Thu-Sun 10 AM-4 PM.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';

test.use({ viewport: { width: 390, height: 844 } });

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The next moment (today included when still ahead) that falls on the weekday, at the time: the
 * soonest, so that the next opening it names stays inside the stored opening times, which reach
 * OPEN_WINDOW_DAYS (8) ahead of the server's own clock.
 */
function next(weekday: string, time: string): Date {
  const now = new Date();
  const today = toNewYorkParts(now).date;
  for (let days = 0; days <= 7; days++) {
    const date = addDays(today, days);
    const at = newYorkTimeToInstant(date, time);
    if (WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] === weekday && at.getTime() > now.getTime() + 10 * 60_000) return at;
  }
  throw new Error(`no ${weekday}`);
}

async function setClock(context: BrowserContext, baseURL: string, at: Date) {
  await context.addCookies([{ name: 'guide_clock', value: at.toISOString(), url: baseURL }]);
}

const cardOf = (page: Page, name: string) => page.locator('article.card').filter({ has: page.getByRole('link', { name, exact: true }) });

const CASES = [
  { when: ['Wed', '11:00'], cloisters: 'Closed · opens tomorrow 10 AM', jumel: 'Closed · opens tomorrow 10 AM' },
  { when: ['Thu', '15:30'], cloisters: 'Open now · closes 5 PM', jumel: 'Open now · closes 4 PM' },
  { when: ['Mon', '18:30'], cloisters: 'Closed · opens tomorrow 10 AM', jumel: 'Closed · opens Thu 10 AM' },
  { when: ['Sun', '09:15'], cloisters: 'Closed · opens 10 AM', jumel: 'Closed · opens 10 AM' },
  { when: ['Sat', '16:30'], cloisters: 'Open now · closes 5 PM', jumel: 'Closed · opens tomorrow 10 AM' },
] as const;

for (const { when, cloisters, jumel } of CASES) {
  test(`on ${when.join(' at ')} the cards, the business page and the filter agree`, async ({ page, context, baseURL }) => {
    await setClock(context, baseURL!, next(when[0], when[1]));
    // The directory's cards, by board 12 (both places are in Washington Heights).
    await page.goto('/businesses?communityBoard=12');
    await expect(cardOf(page, 'The Met Cloisters').locator('.hours-now')).toHaveText(cloisters);
    await expect(cardOf(page, 'Morris-Jumel Mansion').locator('.hours-now')).toHaveText(jumel);
    // The business page says the same.
    await cardOf(page, 'The Met Cloisters').getByRole('link', { name: 'The Met Cloisters' }).click();
    await expect(page.getByText(cloisters, { exact: true })).toBeVisible();
    // "Open now" lists exactly the open ones.
    await page.goto('/businesses?communityBoard=12&open=now');
    await expect(page.getByRole('status').filter({ hasText: 'open now' })).toBeVisible();
    await expect(cardOf(page, 'The Met Cloisters')).toHaveCount(cloisters.startsWith('Open') ? 1 : 0);
    const statuses = page.locator('article.card .hours-now');
    await expect(statuses).not.toHaveCount(0);
    for (const status of await statuses.allTextContents()) expect(status).toMatch(/^Open (now · closes|24 hours)/);
  });
}

test('the Open now filter works without JavaScript, in the directory and on the home page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  await setClock(context, baseURL!, next('Thu', '15:30'));
  const page = await context.newPage();
  await page.goto('/businesses');
  const all = Number((await page.getByRole('status').filter({ hasText: 'Showing' }).textContent())!.match(/of (\d+)/)![1]);
  await page.getByLabel('Open now').check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]open=now/);
  const summary = page.getByRole('status').filter({ hasText: 'open now' });
  await expect(summary).toBeVisible();
  const open = Number((await summary.textContent())!.match(/of (\d+)/)![1]);
  expect(open).toBeGreaterThan(0);
  expect(open).toBeLessThan(all);
  await expect(cardOf(page, 'The Met Cloisters')).toHaveCount(1);
  // The pages keep the filter (on a Thursday afternoon more than one page of the seed is open).
  expect(open).toBeGreaterThan(24);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', /open=now/);

  // At night on the home page: only businesses open now in every section, and the count says so.
  await setClock(context, baseURL!, next('Thu', '23:30'));
  await page.goto('/');
  await page.getByLabel('Open now').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/open=now/);
  await expect(page.getByRole('status').filter({ hasText: 'open now' })).toBeVisible();
  const statuses = page.locator('article.card .hours-now');
  await expect(statuses).not.toHaveCount(0);
  for (const status of await statuses.allTextContents()) expect(status).toMatch(/^Open (now · closes|24 hours)/);
  await expect(cardOf(page, 'The Met Cloisters')).toHaveCount(0);
  await context.close();
});

test('a deployed site would ignore the clock: the cookie is read only by a local copy', async ({ page, context, baseURL }) => {
  // This server is a local copy (embedded database on loopback), so it honours the clock; the
  // rule itself is unit-tested (request-clock). Here: a nonsense value is the real time.
  await context.addCookies([{ name: 'guide_clock', value: 'not-a-time', url: baseURL! }]);
  const answer = await page.goto('/businesses?communityBoard=12');
  expect(answer?.status()).toBe(200);
});

test('the business page carries its hours for search engines', async ({ page }) => {
  await page.goto('/businesses?communityBoard=12');
  await cardOf(page, 'The Met Cloisters').getByRole('link', { name: 'The Met Cloisters' }).click();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(data.openingHoursSpecification).toEqual([
    expect.objectContaining({
      '@type': 'OpeningHoursSpecification',
      opens: '10:00',
      closes: '17:00',
      dayOfWeek: ['Monday', 'Tuesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    }),
  ]);
});
