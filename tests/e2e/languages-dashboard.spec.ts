/**
 * The member's dashboard in Spanish and French (issue 15, decision 024): its first tab, once, with
 * no English interface left, the language's head and no serious accessibility violation, and its
 * links keeping the language. Every message key (each tab's) is checked in each language by
 * tests/unit/i18n.test.ts (issue 32); a dashboard form's refusal in Spanish by
 * tests/unit/answers-in-languages.test.ts.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

/**
 * The shared frame's texts these pages show the same in every language: names (share services,
 * the office's address and email, the account menu's email address in two parts), and the
 * notifications region's label the frame still draws in English.
 */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'member@',
  'premium@',
  'harlemguide.example',
  'Notifications (F8)',
];

// Signed-in pages, each loaded twice and scanned: slower than a public page on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Opens a tab of the dashboard once its island runs. */
const openTab = (id: string) => async (page: Page) => {
  await hydrated(page, page.locator('.dash'));
  await page.locator(`#${id}-tab`).click();
  await expect(page.locator(`section#${id}`)).toBeVisible();
};

test("/dashboard's my-favorites tab has no English interface left, no serious accessibility violation, and links in es and fr", async ({
  page,
  signInAs,
}) => {
  await signInAs('member');
  await expectPageInLanguages(page, '/dashboard', {
    same: FRAME,
    prepare: openTab('my-favorites'),
    axePrepared: true,
    andThen: async (page, locale) => {
      await expect(page.locator('.dash-head a.button')).toHaveAttribute('href', `/${locale}/settings`);
      const links = await page
        .locator('.dash a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => !href.startsWith(`/${locale}/`))).toEqual([]);
    },
  });
});
