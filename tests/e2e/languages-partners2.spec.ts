/** The travel trade, advertising and listing plans pages in Spanish and French (issue 15, decision 024). */
import { test } from '@playwright/test';
import { expectPageInLanguages } from './languages';

const PAGES = [
  '/travel-trade',
  '/advertise-with-us',
  '/advertise-with-us/inquiry',
  '/advertise-with-us/inquiry?package=spotlight',
  '/advertise-with-us/inquiry?sent=1',
  '/business-listing-pricing',
  '/business-listing-pricing?payment=cancelled',
];

/** Names and addresses in the shared footer shown without translate="no" (the frame's owner marks them), the
 * notifications region's label, the honeypot field's hidden label (forms/Honeypot.astro) and the travel trade
 * badges "VIP" and "PRO", the same words in all three languages. */
const SAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Leave this empty',
  'VIP',
  'PRO',
];

for (const path of PAGES) {
  test(`${path} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    await expectPageInLanguages(page, path, { same: SAME });
  });
}
