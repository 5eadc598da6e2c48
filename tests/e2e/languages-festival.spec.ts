/**
 * Harlem Week (the festival page: recap, programme, sponsorship tiers and inquiry form) in Spanish
 * and French (decision 024), for the latest seeded year. One page for the area: every message key
 * (an older year's, a missing year's notice and a sent inquiry's included) is checked in each
 * language by tests/unit/i18n.test.ts (issue 32).
 */
import { expect, test } from '@playwright/test';
import { expectPageInLanguages } from './languages';

test('/harlem-week has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  // The page's title is the festival's name and year ("Harlem Week 2025 | Harlem"), the same in every language.
  await expectPageInLanguages(page, '/harlem-week', {
    same: async (english) => [await english.title()],
    andThen: async (page) => expect(await page.title()).toMatch(/^Harlem Week( \d{4})? \| Harlem$/),
  });
});
