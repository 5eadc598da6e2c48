import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const TILE = readFileSync('tests/fixtures/tile.png');

// One page of each template and state: an unknown business draws NotFoundPage as /no-such-page
// does, and a board's Dining tab the markup of its first tab, so neither is scanned twice.
const PAGES = [
  '/',
  '/?board=10&category=restaurants',
  '/businesses',
  '/businesses?q=no-such-place',
  '/business/1',
  '/events',
  '/events?view=calendar',
  '/events/1',
  '/events/14/register',
  '/neighborhoods',
  '/neighborhoods/central-harlem',
  '/about-us',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Maps draw (tiles answered locally) so they are scanned too.
    await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ body: TILE, contentType: 'image/png' }));
    await page.goto(path, { waitUntil: 'networkidle' });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    expect(serious).toEqual([]);
  });
}

test('the Businesses dropdown, slideshow and tabs can be used with the keyboard', async ({ page }) => {
  // Wide enough for the bar's links (below 1,560 px they are in the Menu).
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByText('Businesses', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'View All Businesses' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Restaurants' })).toBeFocused();
  const play = page.locator('[data-hero-play]');
  const before = await play.textContent();
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(play).toHaveText(before === 'Pause' ? 'Play' : 'Pause');
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'View All Businesses' })).toBeHidden();
  await page.goto('/business/1');
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Visit' })).toBeFocused();
  await expect(page.locator('#visit')).toBeVisible();
});
