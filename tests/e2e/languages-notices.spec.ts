/**
 * What the browser says by itself in Spanish and French (issue 15, decision 024): the buttons and
 * cluster names the results map adds to the directory, checked once with no English left and no
 * serious axe violation; and the share menu's copy notice. The hearts' toasts (signed out, session
 * ended, a change made offline and sent later) in Spanish and French are proven by
 * tests/unit/islands/favorites.test.tsx; every message key by tests/unit/i18n.test.ts (issue 32).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectPageInLanguages, localized } from './languages';

/** Names shown the same in every language: the share menu's networks, the footer's address and email, a business page's title. */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Abyssinian Baptist Church | Harlem',
];

/** The toast on screen. */
const toast = (page: Page) => page.locator('[data-toast-list] .toast');

/** Opens a results list's map and waits for the buttons it adds to the cards. */
async function openMap(page: Page): Promise<void> {
  // The map stays open from one page to the next (sessionStorage): opened once only.
  const toggle = page.locator('[data-map-toggle]');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // The map's note is written once every pin and card button is in place.
  await expect(page.locator('[data-map-note]')).not.toBeEmpty();
  await expect(page.locator('.show-on-map').first()).toBeVisible();
}

/** Copies the page's link from the share menu and waits for the toast. */
async function copyLink(page: Page): Promise<void> {
  await page.locator('[data-share] summary').first().click();
  await page.locator('[data-copy-url]').first().click();
  await expect(toast(page)).toBeVisible();
}

// Two cores shared: axe on a full page takes its time.
test.describe.configure({ timeout: 60_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the directory with its map open has no English left and no serious accessibility violation in es and fr', async ({ page }) => {
  await expectPageInLanguages(page, '/businesses', { same: FRAME, prepare: openMap, axePrepared: true });
});

test('copying a French page’s link says so in French, and the button reads its French words again', async ({ page }) => {
  await page.goto(localized('fr', '/business/4'));
  await copyLink(page);
  await expect(toast(page)).toContainText('Lien copié\u00a0!');
  await expect(toast(page)).toContainText('Partagez cette belle expérience à Harlem avec vos amis');
  const copy = page.locator('[data-copy-url]').first();
  await expect(copy).toHaveText('Copié\u00a0!');
  await expect(copy).toHaveText('Copier le lien');
});
