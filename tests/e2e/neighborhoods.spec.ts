import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ownServer } from '../helpers/server.ts';
import { isRegistration, OTHER_SCRIPTS } from './fixtures.ts';
import { allInPriceOf } from './all-in.ts';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The four boards as the spec fixes them; slugs as in db/seed-data/boards.ts. */
const BOARDS = [
  { number: 9, name: 'Hamilton Heights', slug: 'hamilton-heights' },
  { number: 10, name: 'Central Harlem', slug: 'central-harlem' },
  { number: 11, name: 'East Harlem', slug: 'east-harlem' },
  { number: 12, name: 'Washington Heights', slug: 'washington-heights' },
] as const;

const TABS = [
  { path: '', label: 'Local Businesses' },
  { path: '/events', label: 'Upcoming Events' },
  { path: '/dining', label: 'Dining Guide' },
  { path: '/culture', label: 'Arts & Culture' },
] as const;

type Business = { id: number; name: string; description: string | null; category: { name: string } };
type GuideEvent = {
  id: number;
  title: string;
  description: string | null;
  startsAt: string;
  price: string | null;
  businessId: number | null;
};

/** The editors' text of a board, read from its content file (one-line fields and the highlights list). */
function boardContent(slug: string) {
  const text = readFileSync(`src/content/boards/${slug}.yaml`, 'utf8');
  const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1] ?? '';
  const highlights = [...text.matchAll(/^ {2}- (.+)$/gm)].map((match) => match[1]);
  return { vibe: field('vibe'), bestFor: field('bestFor'), signature: field('signature'), highlights };
}

async function boardBusinesses(request: APIRequestContext, board: number): Promise<Business[]> {
  return (await request.get(`/api/businesses?communityBoardId=${board}`)).json();
}

async function upcomingEvents(request: APIRequestContext, board: number): Promise<GuideEvent[]> {
  const events: GuideEvent[] = await (await request.get(`/api/events?communityBoardId=${board}`)).json();
  const now = Date.now();
  return events.filter((event) => Date.parse(event.startsAt) >= now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** The tab's panel: the region named by its heading. */
const panel = (page: Page) => page.locator('section[aria-labelledby="tab-heading"]');
const items = (page: Page) => panel(page).locator(':scope > ul > li');

/** A shown description is the source cut on a word boundary within `limit` characters, with an ellipsis when cut. */
async function expectTruncated(shown: Locator, source: string | null, limit: number) {
  const full = (source ?? '').replace(/\s+/g, ' ').trim();
  const text = (await shown.textContent())?.trim() ?? '';
  if (full.length <= limit) {
    expect(text).toBe(full);
    return;
  }
  expect(text.endsWith('…')).toBe(true);
  const kept = text.slice(0, -1);
  expect(kept.length).toBeLessThanOrEqual(limit);
  expect(kept.length).toBeGreaterThan(limit / 2);
  expect(full.startsWith(kept)).toBe(true);
  // The cut falls between words: what follows in the source is a space or punctuation, never a letter.
  expect(full[kept.length]).toMatch(/[\s,;:.!?-]/);
}

async function expectCurrentTab(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: /guide sections/ });
  await expect(nav.getByRole('link')).toHaveCount(4);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
}

/** The links every deep-dive page carries (spec 2.6). */
async function expectGuideLinks(page: Page, board: number) {
  await expect(page.getByRole('link', { name: `All Businesses in CB ${board}` })).toHaveAttribute(
    'href',
    `/businesses?communityBoard=${board}`,
  );
  await expect(page.getByRole('link', { name: `Explore CB ${board} on the Home Page` })).toHaveAttribute('href', `/?board=${board}`);
  await expect(page.getByRole('link', { name: 'Plan Your Visit' })).toHaveAttribute('href', '/trip-planner');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  const back = page.getByRole('link', { name: 'Back to Overview' });
  await expect(back).toHaveCount(2);
  for (const link of await back.all()) await expect(link).toHaveAttribute('href', '/neighborhoods');
}

test('the overview shows the four boards from the content files and loads no JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !isRegistration(request.url())) scripts.push(request.url());
  });
  await page.goto('/neighborhoods');
  await expect(page).toHaveTitle('Neighborhood Guide | Harlem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Four neighborhoods, one Harlem');
  const cards = page.locator('article.hood-card');
  await expect(cards).toHaveCount(4);

  for (const [index, board] of BOARDS.entries()) {
    const content = boardContent(board.slug);
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(board.name);
    await expect(card).toContainText(`Community Board ${board.number}`);
    expect(content.highlights.length).toBeGreaterThanOrEqual(4);
    expect(content.highlights.length).toBeLessThanOrEqual(6);
    await expect(card.getByRole('heading', { name: 'Highlights' })).toBeVisible();
    await expect(card.locator('.hood-highlights li')).toHaveText(content.highlights);
    await expect(card.locator('dt')).toHaveText(['Vibe', 'Best for', 'Signature experience']);
    await expect(card.locator('dd')).toHaveText([content.vibe, content.bestFor, content.signature]);
    await expect(card.getByRole('img')).toHaveAttribute('src', `/images/boards/cb${board.number}.svg`);
    await expect(card.getByRole('link', { name: `Explore Community Board ${board.number}` })).toHaveAttribute(
      'href',
      `/neighborhoods/${board.slug}`,
    );
  }

  expect(scripts).toEqual([]);
  expect(await page.locator(OTHER_SCRIPTS).count()).toBe(0);

  await page.getByRole('link', { name: 'Explore Community Board 11' }).click();
  await expect(page).toHaveURL('/neighborhoods/east-harlem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('East Harlem');
});

test('every guide page fits the first round trip and costs at most 3 database round trips', async ({ request }) => {
  const overview = await request.get('/neighborhoods');
  expect(gzipSync(await overview.body(), { level: 9 }).length).toBeLessThan(14_000);
  for (const board of BOARDS) {
    for (const tab of TABS) {
      // A cookie keeps the page cache out of it: this is the cost of rendering the page.
      const response = await request.get(`/neighborhoods/${board.slug}${tab.path}`, { headers: { cookie: 'measure=render' } });
      expect(response.status()).toBe(200);
      expect(gzipSync(await response.body(), { level: 9 }).length, `${board.slug}${tab.path}`).toBeLessThan(14_000);
      expect(Number(response.headers()['x-db-round-trips'])).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers()['x-db-round-trips'])).toBeLessThanOrEqual(3);
    }
  }
});

// Which businesses and events each tab keeps, for every board, and how descriptions are cut are
// tests/unit/neighborhood-guide.test.ts's: each tab is drawn here once, for a board of its own.
test('Local Businesses shows the first 6 businesses of the board in directory order', async ({ page, request }) => {
  const board = BOARDS[0];
  const expected = (await boardBusinesses(request, board.number)).slice(0, 6);
  await page.goto(`/neighborhoods/${board.slug}`);
  await expect(page).toHaveTitle(`${board.name} Neighborhood Guide | Harlem`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(board.name);
  await expectCurrentTab(page, 'Local Businesses');
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(`Local businesses in ${board.name}`);
  await expect(items(page)).toHaveCount(expected.length);
  expect(expected).toHaveLength(6);
  for (const [index, business] of expected.entries()) {
    const item = items(page).nth(index);
    await expect(item.getByRole('link', { name: business.name, exact: true })).toHaveAttribute('href', `/business/${business.id}`);
    await expect(item).toContainText(business.category.name);
    await expectTruncated(item.locator('.description'), business.description, 120);
  }
  const total = (await boardBusinesses(request, board.number)).length;
  await expect(panel(page).getByRole('link', { name: `View all ${total} businesses` })).toHaveAttribute(
    'href',
    `/businesses?communityBoard=${board.number}`,
  );
  await expectGuideLinks(page, board.number);
});

test('Upcoming Events shows the next 4 events of the board', async ({ page, request }) => {
  const board = BOARDS[1];
  const expected = (await upcomingEvents(request, board.number)).slice(0, 4);
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(`/neighborhoods/${board.slug}/events`);
  await expectCurrentTab(page, 'Upcoming Events');
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(`Upcoming events in ${board.name}`);
  await expect(items(page)).toHaveCount(expected.length);
  for (const [index, event] of expected.entries()) {
    const item = items(page).nth(index);
    await expect(item.getByRole('link', { name: event.title, exact: true })).toHaveAttribute('href', `/events/${event.id}`);
    await expect(item.locator('time')).toHaveAttribute('datetime', event.startsAt);
    // The price is all in (issue 33): the ticket plus the host's guide fee.
    await expect(item.locator('.price')).toHaveText(event.price ? `$${await allInPriceOf(event)}` : 'Free');
    await expectTruncated(item.locator('.description'), event.description, 120);
  }
  await expect(panel(page).getByRole('link', { name: `View All Events in CB ${board.number}` })).toHaveAttribute(
    'href',
    `/events?board=${board.number}`,
  );
  await expectGuideLinks(page, board.number);
});

for (const themed of [
  { path: '/dining', label: 'Dining Guide', heading: 'Where to eat in', keywords: /food|restaurant|dining/i, board: BOARDS[2] },
  { path: '/culture', label: 'Arts & Culture', heading: 'Arts & culture in', keywords: /art|culture|music|gallery/i, board: BOARDS[3] },
]) {
  test(`${themed.label} shows the first 5 matching businesses with 100-character descriptions`, async ({ page, request }) => {
    const board = themed.board;
    const all = await boardBusinesses(request, board.number);
    const expected = all.filter((business) => themed.keywords.test(business.category.name)).slice(0, 5);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(`/neighborhoods/${board.slug}${themed.path}`);
    await expectCurrentTab(page, themed.label);
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(`${themed.heading} ${board.name}`);
    await expect(items(page)).toHaveCount(expected.length);
    for (const [index, business] of expected.entries()) {
      const item = items(page).nth(index);
      await expect(item.getByRole('link', { name: business.name, exact: true })).toHaveAttribute('href', `/business/${business.id}`);
      await expect(item).toContainText(business.category.name);
      await expectTruncated(item.locator('.description'), business.description, 100);
    }
    await expectGuideLinks(page, board.number);
  });
}

test('board numbers and the first tab by name redirect to the canonical address', async ({ page }) => {
  await page.goto('/neighborhoods/10');
  await expect(page).toHaveURL('/neighborhoods/central-harlem');
  await page.goto('/neighborhoods/12/dining');
  await expect(page).toHaveURL('/neighborhoods/washington-heights/dining');
  await page.goto('/neighborhoods/east-harlem/businesses');
  await expect(page).toHaveURL('/neighborhoods/east-harlem');
});

test('an unknown board or tab answers the 404 page', async ({ page }) => {
  for (const path of [
    '/neighborhoods/harlem-river',
    '/neighborhoods/13',
    '/neighborhoods/central-harlem/shopping',
    '/neighborhoods/central-harlem/events/extra',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Harlem');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  }
});

test('the tabs are reached and followed with the keyboard, with a visible focus ring', async ({ page }) => {
  await page.goto('/neighborhoods/central-harlem');
  const nav = page.getByRole('navigation', { name: 'Central Harlem guide sections' });
  const target = nav.getByRole('link', { name: 'Upcoming Events' });
  let reached = false;
  for (let presses = 0; presses < 60 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await target.evaluate((link) => link === document.activeElement);
  }
  expect(reached).toBe(true);
  expect(await target.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/neighborhoods/central-harlem/events#guide');
  await expectCurrentTab(page, 'Upcoming Events');

  // The page opens at the tabs: the next Tab press lands on them, not back at the top of the page.
  // (Once the new page has loaded and scrolled to them: a press before that starts from the top.)
  await page.waitForLoadState('load');
  await expect(page.locator('#guide')).toBeInViewport();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Local Businesses');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(focused).toHaveText('Dining Guide');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/neighborhoods/central-harlem/dining#guide');
  await expectCurrentTab(page, 'Dining Guide');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the deep dive and its tabs work as plain links', async ({ page }) => {
    await page.goto('/neighborhoods');
    await page.getByRole('link', { name: 'Explore Community Board 9' }).click();
    await expect(page).toHaveURL('/neighborhoods/hamilton-heights');
    await expect(items(page)).toHaveCount(6);
    for (const tab of TABS.slice(1)) {
      await page
        .getByRole('navigation', { name: /guide sections/ })
        .getByRole('link', { name: tab.label })
        .click();
      await expect(page).toHaveURL(`/neighborhoods/hamilton-heights${tab.path}#guide`);
      await expectCurrentTab(page, tab.label);
      expect(await items(page).count()).toBeGreaterThan(0);
    }
    await page.getByRole('link', { name: 'Back to Overview' }).first().click();
    await expect(page).toHaveURL('/neighborhoods');
  });
});

test('on a phone the overview and the deep dive fit 390 px and the tabs are easy to tap @phone', async ({ page }) => {
  await page.goto('/neighborhoods');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'CB 12 · Washington Heights' }).click();
  const explore = page.getByRole('link', { name: 'Explore Community Board 12' });
  await explore.scrollIntoViewIfNeeded();
  await expect(explore).toBeInViewport();
  await explore.click();
  await expect(page).toHaveURL('/neighborhoods/washington-heights');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const links = page.getByRole('navigation', { name: /guide sections/ }).getByRole('link');
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await links.filter({ hasText: 'Arts & Culture' }).tap();
  await expect(page).toHaveURL('/neighborhoods/washington-heights/culture#guide');
  await expect(page.getByRole('heading', { name: 'Arts & culture in Washington Heights' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe('with no businesses or events yet', () => {
  // A server of its own on a database with the reference data only (boards, categories, plans).
  const server = ownServer('hoods-empty', { SEED_DEMO_DATA: 'false' });
  const BASE = server.base;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    await server.start();
  });

  test.afterAll(() => server.remove());

  test('each tab says so and points to the directory or the calendar', async ({ page }) => {
    const cases = [
      {
        path: '',
        text: 'No businesses are listed in East Harlem yet.',
        button: 'Browse CB 11 Businesses',
        href: '/businesses?communityBoard=11',
      },
      {
        path: '/events',
        text: 'No upcoming events in East Harlem right now.',
        button: 'Browse the Events Calendar',
        href: '/events?board=11',
      },
      {
        path: '/dining',
        text: 'No restaurants or food spots are listed in East Harlem yet.',
        button: 'Browse CB 11 Businesses',
        href: '/businesses?communityBoard=11',
      },
      {
        path: '/culture',
        text: 'No galleries, music venues or cultural spaces are listed in East Harlem yet.',
        button: 'Browse CB 11 Businesses',
        href: '/businesses?communityBoard=11',
      },
    ];
    for (const empty of cases) {
      const response = await page.goto(`${BASE}/neighborhoods/east-harlem${empty.path}`);
      expect(response?.status()).toBe(200);
      await expect(items(page)).toHaveCount(0);
      await expect(panel(page)).toContainText(empty.text);
      await expect(panel(page).getByRole('link', { name: empty.button })).toHaveAttribute('href', empty.href);
    }
    await expect(page.getByRole('link', { name: 'Back to Overview' }).first()).toHaveAttribute('href', '/neighborhoods');
  });
});
