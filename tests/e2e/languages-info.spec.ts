/** The information pages (about, accessibility, contact, media, visitor center, legal texts, offline, not found) in Spanish and French (issue 15, decision 024). */
import { expect, test } from '@playwright/test';
import { expectLanguageHead, localized, seriousViolations, untranslatedTexts } from './languages';

/**
 * Names in the shared frame (the footer's share menu and contact lines, components the frame owns)
 * drawn without translate="no" for now.
 */
const FRAME_NAMES = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
];

/** Each page and the names or shared words on it that are rightly the same in every language. */
const PAGES: { path: string; sameWords?: string[] }[] = [
  { path: '/about-us' },
  { path: '/accessibility' },
  // The spam trap's label, drawn by the shared form parts (components/forms/Honeypot.astro), off screen.
  { path: '/contact-us', sameWords: ['Leave this empty'] },
  { path: '/contact-us?topic=media&subject=Media%20inquiry', sameWords: ['Leave this empty'] },
  { path: '/media' },
  { path: '/visitor-center' },
  { path: '/offline' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/legal' },
];

for (const locale of ['es', 'fr'] as const) {
  for (const { path, sameWords = [] } of PAGES) {
    test(`${path} has no English interface left in ${locale}`, async ({ page }) => {
      expect(await untranslatedTexts(page, path, locale, [...FRAME_NAMES, ...sameWords])).toEqual([]);
      await expectLanguageHead(page, locale);
    });

    test(`${path} in ${locale} has no serious accessibility violation`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localized(locale, path), { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`a missing page says so in ${locale}`, async ({ page }) => {
    // The frame's notification region (pages with scripts) is "Notifications (F8)" in French too.
    expect(await untranslatedTexts(page, '/no-such-page', locale, [...FRAME_NAMES, 'Notifications (F8)'])).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
