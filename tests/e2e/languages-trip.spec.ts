/**
 * The trip planner in Spanish and French (issue 15, decision 024): a full-day plan beside the form,
 * once. Every message key (the popular itineraries', a weekend plan's and a form with errors')
 * is checked in each language by tests/unit/i18n.test.ts (issue 32).
 */
import { test } from '@playwright/test';
import { expectPageInLanguages } from './languages';

/** The site footer's names, address and email, and the notifications region's "Notifications (F8)" in French: the same in every language (the frame's, not this page's). */
const FRAME_WORDS = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
];

test('a full-day plan has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  await expectPageInLanguages(page, '/trip-planner?duration=full-day&interests=history&interests=music&budget=moderate&group=couple', {
    same: FRAME_WORDS,
  });
});
