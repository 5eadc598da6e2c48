/** The home page and the site's frame in Spanish and French (issue 15, decision 024). */
import { expect, test } from '@playwright/test';
import { expectLanguageHead, localized, seriousViolations, untranslatedTexts } from './languages';

for (const locale of ['es', 'fr'] as const) {
  test(`the home page has no English interface left in ${locale}`, async ({ page }) => {
    expect(await untranslatedTexts(page, '/', locale)).toEqual([]);
    await expectLanguageHead(page, locale);
  });

  test(`the home page in ${locale} has no serious accessibility violation`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(localized(locale, '/'), { waitUntil: 'networkidle' });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
