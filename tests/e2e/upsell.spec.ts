/** The premium offer: once per visit after 5 minutes, never for premium members, never on sign-in or checkout pages. */
import { expect, signIn, test } from './fixtures.ts';

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Get more out of Harlem' });

test('shows once per visit after five minutes, and not before', async ({ page }) => {
  await page.clock.install();
  await page.goto('/events');
  await page.clock.fastForward('04:50');
  await expect(dialog(page)).toBeHidden();
  await page.clock.fastForward('00:15');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: 'See Premium plans' })).toHaveAttribute('href', '/premium');
  await dialog(page).getByRole('button', { name: 'Maybe later' }).click();
  await expect(dialog(page)).toBeHidden();
  // The same visit, another page and five more minutes: not again.
  await page.goto('/businesses');
  await page.clock.fastForward('06:00');
  await expect(dialog(page)).toBeHidden();
});

test('the clock runs across pages of a visit', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.fastForward('03:00');
  await page.goto('/neighborhoods/central-harlem');
  await page.clock.fastForward('02:05');
  await expect(dialog(page)).toBeVisible();
});

test('never for premium members, never on sign-in pages', async ({ page }) => {
  await page.clock.install();
  await page.goto('/auth');
  await page.clock.fastForward('06:00');
  await expect(dialog(page)).toHaveCount(0);
  await signIn(page.request, 'premium');
  await page.goto('/events');
  await page.clock.fastForward('06:00');
  await expect(dialog(page)).toHaveCount(0);
});
