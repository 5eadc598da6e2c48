/**
 * The accounts pages in Spanish and French (issue 15, decision 024): the registration form, once
 * (every message key is checked in each language by tests/unit/i18n.test.ts, issue 32); and
 * sign-in redirects that keep the language.
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

test('/auth?mode=register has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  await expectPageInLanguages(page, '/auth?mode=register', { same: FRAME });
});

test('a signed-out visit to a member page in es or fr signs in in that language and comes back there', async ({ page }) => {
  for (const locale of ['es', 'fr'] as const) {
    await page.goto(`/${locale}/settings`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth\\?next=%2F${locale}%2Fsettings$`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('form[method="post"]').first()).toHaveAttribute(
      'action',
      new RegExp(`^/${locale}/auth\\?next=%2F${locale}%2Fsettings`),
    );
  }
});
