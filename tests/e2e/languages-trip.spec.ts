/** The trip planner in Spanish and French (issue 15, decision 024): the form, the popular itineraries, a plan and a form with errors. */
import { test } from '@playwright/test';
import { expectPageInLanguages } from './languages';

const PAGES = {
  'the trip planner': '/trip-planner',
  'a full-day plan': '/trip-planner?duration=full-day&interests=history&interests=music&budget=moderate&group=couple',
  'a weekend plan for a group': '/trip-planner?duration=weekend&interests=food&interests=culture&budget=luxury&group=small-group',
  'the planner with what is missing': '/trip-planner?duration=&budget=budget&group=solo',
};

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

for (const [name, path] of Object.entries(PAGES)) {
  test(`${name} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    await expectPageInLanguages(page, path, { same: FRAME_WORDS });
  });
}
