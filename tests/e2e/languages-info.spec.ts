/** The information pages (about, accessibility, contact, media, visitor center, legal texts, offline, not found) in Spanish and French (issue 15, decision 024). */
import { expect, test } from '@playwright/test';
import { expectPageInLanguages, seriousViolations, untranslatedTexts } from './languages';

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

for (const { path, sameWords = [] } of PAGES) {
  test(`${path} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    await expectPageInLanguages(page, path, { same: [...FRAME_NAMES, ...sameWords] });
  });
}

for (const locale of ['es', 'fr'] as const) {
  test(`a missing page says so in ${locale}`, async ({ page }) => {
    // The frame's notification region (pages with scripts) is "Notifications (F8)" in French too.
    expect(await untranslatedTexts(page, '/no-such-page', locale, [...FRAME_NAMES, 'Notifications (F8)'])).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
