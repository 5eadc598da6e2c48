/**
 * The accounts pages in Spanish and French (issue 15, decision 024): sign-in and its notices,
 * registration and the password reset pages; and sign-in redirects that keep the language.
 */
import { expect, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

/**
 * The shared frame's texts these pages show the same in every language: names (share services,
 * the office's address and email), and two the frame still
 * draws in English (the default meta description, the notifications region's label).
 */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
];

const PAGES = [
  '/auth',
  '/auth?mode=register',
  '/auth?error=session_invalid&next=%2Fevents',
  '/login',
  '/register',
  '/forgot-password',
  '/forgot-password?sent=1',
  '/reset-password?token=not-a-real-token',
];

for (const path of PAGES) {
  test(`${path} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    await expectPageInLanguages(page, path, { same: FRAME });
  });
}

for (const locale of ['es', 'fr'] as const) {
  test(`a signed-out visit to a member page in ${locale} signs in in ${locale} and comes back there`, async ({ page }) => {
    await page.goto(`/${locale}/settings`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth\\?next=%2F${locale}%2Fsettings$`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('form[method="post"]').first()).toHaveAttribute(
      'action',
      new RegExp(`^/${locale}/auth\\?next=%2F${locale}%2Fsettings`),
    );
  });
}
