/**
 * Advertising's inquiry form in Spanish and French (issue 15, decision 024), once: no English
 * interface left and no serious accessibility violation. Every message key (the travel trade's,
 * the advertising page's and the listing plans' included) is checked in each language by
 * tests/unit/i18n.test.ts (issue 32).
 */
import { test } from '@playwright/test';
import { expectPageInLanguages } from './languages';

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

test('/advertise-with-us/inquiry?package=spotlight has no English interface left and no serious accessibility violation in es and fr', async ({
  page,
}) => {
  await expectPageInLanguages(page, '/advertise-with-us/inquiry?package=spotlight', { same: SAME });
});
