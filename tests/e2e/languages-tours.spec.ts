/**
 * Walking tours in Spanish and French (issue 16, decisions 024 and 025): a tour's page with its
 * follow mode started has no English interface left, the language's head and no serious
 * accessibility violation, once. Every message key (the list's, the finish screen's, the rating
 * form's and the admin's translation editor's included) is checked in each language by
 * tests/unit/i18n.test.ts (issue 32); a refused rating in Spanish and French by
 * tests/unit/answers-in-languages.test.ts; a tour's verified translations replacing its English
 * by tours-translations.spec.ts.
 */
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

/** The site footer's names, address and email, and "Notifications (F8)": the same in every language (the frame's, not this page's). */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
];
/** The tour's name in the window's title, as written (a name, like a business's). */
const FRAME_WORDS = [...FRAME, 'Sugar Hill and Hamilton Heights | Harlem'];

let tourId: number;
test.beforeAll(async () => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  tourId = Number((await db.execute("select id from ar_tours where title = 'Sugar Hill and Hamilton Heights'")).rows[0].id);
  db.close();
});
test.describe.configure({ timeout: 90_000 });

/** Starts the follow mode (its first button, in any language), unless the walk kept on this device reopened it. */
async function startWalking(page: Page) {
  await hydrated(page, '.tour-follow');
  const start = page.locator('.tour-follow > button.button');
  await expect(start.or(page.locator('.tour-follow .follow-next'))).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(page.locator('.tour-follow .follow-next')).toBeVisible();
}

test('a tour’s page with its follow mode started has no English interface left and no serious axe violation in es and fr', async ({
  page,
}) => {
  await expectPageInLanguages(page, `/tours/${tourId}`, { same: FRAME_WORDS, prepare: startWalking, axePrepared: true });
});
