import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { isRegistration, OTHER_SCRIPTS, signIn } from './fixtures.ts';

test('home page lists the four boards and featured businesses from the database', async ({ page, request }) => {
  const boards = await (await request.get('/api/community-boards')).json();
  const premium = await (await request.get('/api/businesses?isPremium=true')).json();
  await page.goto('/');
  await expect(page).toHaveTitle('Harlem - A City Within A City');
  const picker = page.locator('.board-picker');
  expect(boards).toHaveLength(4);
  for (const board of boards) {
    await expect(picker.getByRole('link', { name: new RegExp(`^${board.number} ${board.name}`) })).toBeVisible();
  }
  const featured = page.locator('section[aria-labelledby="featured-heading"] article');
  await expect(featured).toHaveCount(4);
  await expect(featured.first().getByRole('heading')).toHaveText(premium[0].name);
  await expect(featured.first()).toContainText('Premium');
  await expect(featured.first()).toContainText(`CB ${premium[0].communityBoard.number}`);
});

test('a business card leads to its business page link and the header offers every section', async ({ page }) => {
  // Wide enough for the bar's links (below 1,560 px they are in the Menu).
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  for (const label of [
    'Events',
    'Real Estate',
    'Harlem Week',
    'Neighborhoods',
    'Walking Tours',
    'News',
    'Trip Planner',
    'Rewards',
    'Donate',
    'Premium',
  ]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'View All Businesses' })).toBeHidden();
  await nav.getByText('Businesses', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'View All Businesses' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Restaurants/ })).toHaveAttribute('href', '/businesses?category=restaurants');
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/auth');
  const firstCard = page.locator('section[aria-labelledby="featured-heading"] article').first();
  await expect(firstCard.getByRole('link').last()).toHaveAttribute('href', /^\/business\/\d+$/);
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/news');
  await expect(footer).toContainText('Mon-Fri: 9am-6pm');
  await expect(footer).toContainText('Sun: Closed');
});

test('an unknown page answers 404 titled Page Not Found', async ({ page }) => {
  const response = await page.goto('/no-such-place-in-harlem');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found | Harlem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the about page is prerendered and loads no JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !isRegistration(request.url())) scripts.push(request.url());
  });
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the Harlem guide');
  await expect(page.locator('main')).toContainText('9 Hamilton Heights, 10 Central Harlem, 11 East Harlem, 12 Washington Heights');
  expect(scripts).toEqual([]);
  expect(await page.locator(OTHER_SCRIPTS).count()).toBe(0);
});

/** Collects the page's Content-Security-Policy violations (from the document) and the console's warnings about its policy. */
async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sample}`));
  });
  const warnings: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && warnings.push(message.text()));
  return { warnings, violations: () => page.evaluate(() => (window as unknown as { violations: string[] }).violations) };
}

test("a prerendered page's policy names only its own inline code, and the browser blocks none of it", async ({ page }) => {
  const policy = await watchPolicyViolations(page);
  for (const path of ['/about-us', '/es/terms', '/fr/privacy']) {
    const response = await page.goto(path);
    const meta = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
    // No framing, said where browsers read it: the header (a meta policy's frame-ancestors is ignored, with a warning).
    expect(meta, path).not.toContain('frame-ancestors');
    expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    const inline = await page.locator('style, script:not([src]):not([type="application/ld+json"])').count();
    const hashes = meta.match(/'sha256-/g) ?? [];
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(hashes.length, path).toBeLessThanOrEqual(inline);
    // The page's inline styles apply: the header is drawn in the site's colours, not the browser's.
    await expect(page.locator('.site-header')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    expect(await policy.violations(), path).toEqual([]);
  }
  expect(policy.warnings).toEqual([]);
});

/** Each inline script and style of a page (JSON data blocks are never run: no policy applies to them). */
const INLINE_CODE = /<(script|style)(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/\1>/gi;
const inlineCode = (html: string) =>
  [...html.matchAll(INLINE_CODE)].filter(([, , attributes]) => !/type="application\/(ld\+)?json"/.test(attributes));
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

test("a rendered page's policy header is short and names each inline script and style on the page, and nothing else", async ({
  request,
}) => {
  const pages = ['/', '/business/1', '/events', '/es/events?view=calendar', 'admin:/admin?tab=businesses'];
  for (const entry of pages) {
    const path = entry.replace(/^admin:/, '');
    if (entry.startsWith('admin:')) await signIn(request, 'admin');
    // The render cookie keeps the page cache out: the policy is the one drawn with the page.
    const response = await request.get(path, { headers: { cookie: 'bench=render' } });
    expect(response.status(), path).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const html = await response.text();
    // Astro's own lists every inline style of the site and every script file's hash (5.9 KB, issue 36).
    expect(policy.length, path).toBeLessThan(1500);
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).not.toMatch(/script-src[^;]*unsafe/);
    const code = inlineCode(html);
    expect(code.length, path).toBeGreaterThan(0);
    const own = new Set(code.map(([, , , body]) => hashOf(body)));
    for (const hash of own) expect(policy, `${path}: ${hash}`).toContain(hash);
    expect(new Set(policy.match(/'sha256-[^']+'/g)), path).toEqual(own);
  }
});

test('rendered pages with islands hydrate with no policy violation', async ({ page }) => {
  const policy = await watchPolicyViolations(page);
  await signIn(page.request, 'admin');
  for (const path of ['/es/events?view=calendar', '/admin?tab=businesses']) {
    await page.goto(path);
    // The inline island bootstrap ran: islands hydrate (those in view; the header's hidden ones wait).
    await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached();
    await expect(page.locator('.site-header')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    expect(await policy.violations(), path).toEqual([]);
  }
  expect(policy.warnings).toEqual([]);
});

test('the public API answers JSON through the real server', async ({ request }) => {
  const businesses = await request.get('/api/businesses');
  expect(businesses.headers()['content-type']).toContain('application/json');
  expect((await businesses.json()).length).toBeGreaterThanOrEqual(60);
  const bad = await request.get('/api/businesses?communityBoardId=x');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toContain('communityBoardId');
  expect((await request.get('/api/businesses/abc')).status()).toBe(400);
  const missing = await request.get('/api/businesses/999999');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: 'Business not found' });
});

test('the header fits every screen width in each language: its links give way to the Menu button before they would run off the page', async ({
  page,
}) => {
  for (const language of ['', '/es', '/fr']) {
    for (const width of [700, 800, 1024, 1280, 1366, 1440, 1536, 1600, 1680, 1860, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${language}/news`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow, `${language || '/en'} at ${width} px`).toBeLessThanOrEqual(0);
      const links = page.getByRole('navigation', { name: /^(Main|Principal|Navigation principale)$/ });
      const menu = page.locator('.menu-toggle > summary');
      // Either the bar's links or the Menu button, never neither.
      expect((await links.isVisible()) !== (await menu.isVisible()), `${language || '/en'} at ${width} px`).toBe(true);
    }
  }
});

test('on a phone the menu opens with every section @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  await page.getByText('Menu', { exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
  await expect(menu.getByRole('link', { name: 'View All Businesses' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Trip Planner' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Walking Tours' })).toHaveAttribute('href', '/tours');
  await expect(menu.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
