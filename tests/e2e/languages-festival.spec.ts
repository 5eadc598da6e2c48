/** Harlem Week (the festival page: recap, programme, sponsorship tiers and inquiry form) in Spanish and French (decision 024). */
import { expect, test } from '@playwright/test';
import { expectLanguageHead, localized, seriousViolations, untranslatedTexts } from './languages';

/** The latest seeded year (a recap now), an older year, a year the guide lacks (notice), and a sent inquiry with the form open. */
const PATHS = ['/harlem-week', '/harlem-week?year=2024', '/harlem-week?year=1999', '/harlem-week?tier=gold&sent=1'];

for (const locale of ['es', 'fr'] as const) {
  for (const path of PATHS) {
    test(`${path} has no English interface left in ${locale}`, async ({ page }) => {
      // The page's title is the festival's name and year ("Harlem Week 2025 | Harlem"), the same in every language.
      await page.goto(localized(locale, path));
      const name = await page.title();
      expect(name).toMatch(/^Harlem Week( \d{4})? \| Harlem$/);
      expect(await untranslatedTexts(page, path, locale, [name])).toEqual([]);
      await expectLanguageHead(page, locale);
    });

    test(`${path} in ${locale} has no serious accessibility violation`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localized(locale, path), { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
