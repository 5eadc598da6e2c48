/** The directory, the business pages and their forms in Spanish and French (issue 15, decision 024). */
import { expect, signIn, test } from './fixtures';
import { expectLanguageHead, localized, seriousViolations, untranslatedTexts } from './languages';

/** Seeded pages: the directory (plain and filtered), a premium business with reviews and events, its forms, a review's report. */
const PUBLIC_PAGES = ['/businesses', '/businesses?category=music&sort=rating&open=now&access=step-free', '/business/1', '/business/1/book'];
const MEMBER_PAGES = ['/business/1/message', '/business/1/review', '/reviews/1/report'];

/** Texts on these pages drawn by components of other areas, not yet translated there (listed in the report). */
const OTHERS = ['▶ Listen'];

for (const locale of ['es', 'fr'] as const) {
  for (const path of [...PUBLIC_PAGES, ...MEMBER_PAGES]) {
    const member = MEMBER_PAGES.includes(path);

    test(`${path} has no English interface left in ${locale}`, async ({ page }) => {
      if (member) await signIn(page.request, 'member');
      expect(await untranslatedTexts(page, path, locale, OTHERS)).toEqual([]);
      await expectLanguageHead(page, locale);
    });

    test(`${path} in ${locale} has no serious accessibility violation`, async ({ page }) => {
      if (member) await signIn(page.request, 'member');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localized(locale, path), { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
