/**
 * The information pages in Spanish and French (issue 15, decision 024): the About page, once. Every
 * message key (accessibility, contact, media, visitor center, legal texts, offline and not found
 * included) is checked in each language by tests/unit/i18n.test.ts (issue 32); a missing page's
 * language and status by languages-switch.spec.ts.
 */
import { test } from '@playwright/test';
import { expectPageInLanguages } from './languages';

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

test('/about-us has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  await expectPageInLanguages(page, '/about-us', { same: FRAME_NAMES });
});
