/**
 * Feeds a visitor or a crawler follows: a board's Subscribe menu on the events page leads to a
 * calendar holding the events the page shows, and robots.txt names a sitemap that lists the
 * business pages. Read-only against the shared server.
 */
import { expect, test } from './fixtures.ts';
import { parseCalendar } from '../helpers/icalendar.ts';

test("a board's Subscribe menu offers its calendar feed, which holds the events the page lists", async ({ page, request, baseURL }) => {
  await page.goto('/events?view=list&board=10');
  const group = page.locator('section.evl').filter({ has: page.getByRole('heading', { name: /Community Board 10/ }) });
  const shown = await group.locator('.ec h3').allTextContents();
  expect(shown.length).toBeGreaterThan(0);

  await group.locator('summary', { hasText: 'Subscribe to CB 10 events' }).click();
  const menu = group.locator('.sub-panel');
  await expect(menu).toBeVisible();
  const feedUrl = `${baseURL}/events/feeds/board/10.ics`;
  await expect(menu.getByRole('link', { name: 'Calendar app (Apple, Outlook)' })).toHaveAttribute(
    'href',
    feedUrl.replace(/^http:/, 'webcal:'),
  );
  await expect(menu.getByRole('textbox', { name: 'Copy link' })).toHaveValue(feedUrl);

  const download = menu.getByRole('link', { name: 'Download (.ics)' });
  const response = await request.get(new URL((await download.getAttribute('href'))!, baseURL).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = parseCalendar(await response.text());
  expect(calendar.properties['x-wr-calname']).toMatch(/^Harlem Events · CB 10 /);
  const inFeed = calendar.events.map((event) => event.summary);
  for (const title of shown) expect(inFeed).toContain(title.trim());
  for (const event of calendar.events) expect(event.url).toMatch(new RegExp(`^${baseURL}/events/\\d+$`));
});

test('robots.txt names the sitemap, whose parts list the business pages and no private page', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(parts).toContain(`${baseURL}/sitemaps/businesses-1.xml`);
  const locs: string[] = [];
  for (const part of parts) {
    const response = await request.get(part);
    expect(response.status(), part).toBe(200);
    locs.push(...[...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
  }
  expect(locs).toContain(`${baseURL}/business/1`);
  expect(locs).toContain(`${baseURL}/events`);
  expect(locs.filter((loc) => /\/(admin|dashboard|api|auth|login|checkout|files)\b/.test(new URL(loc).pathname))).toEqual([]);
  // A listed page is really there.
  expect((await request.get(`${baseURL}/business/1`)).status()).toBe(200);
});
