/** Harlem Week (the festival page: recap, programme, sponsorship tiers and inquiry form) in Spanish and French (decision 024). */
import { expect, test } from '@playwright/test';
import { expectPageInLanguages, localized } from './languages';

/** The latest seeded year (a recap now), an older year, a year the guide lacks (notice), and a sent inquiry with the form open. */
const PATHS = ['/harlem-week', '/harlem-week?year=2024', '/harlem-week?year=1999', '/harlem-week?tier=gold&sent=1'];

for (const path of PATHS) {
  test(`${path} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    // The page's title is the festival's name and year ("Harlem Week 2025 | Harlem"), the same in every language.
    const titles: string[] = [];
    for (const locale of ['es', 'fr'] as const) {
      await page.goto(localized(locale, path));
      titles.push(await page.title());
    }
    for (const title of titles) expect(title).toMatch(/^Harlem Week( \d{4})? \| Harlem$/);
    await expectPageInLanguages(page, path, { same: titles });
  });
}
