/**
 * Walking tours in Spanish and French (issue 16, decisions 024 and 025): the list, a tour's page,
 * its follow mode while walking and its finish screen (signed out, and signed in with the rating
 * form) have no English interface left, the language's head and no serious accessibility
 * violation; a tour's verified translations replace its English texts; the admin's editor of a
 * tour's Spanish and French texts is in the dashboard's language.
 */
import { createClient, type Client } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, hydrated, signIn, storeMember, test } from './fixtures.ts';
import { expectLanguageHead, expectTranslatedPage, localized, seriousViolations, untranslatedTexts } from './languages';

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

let db: Client;
let tourId: number;
test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  tourId = Number((await db.execute("select id from ar_tours where title = 'Sugar Hill and Hamilton Heights'")).rows[0].id);
});
test.afterAll(() => db.close());
test.describe.configure({ timeout: 90_000 });

/** Starts the follow mode (its first button, in any language), unless the walk kept on this device reopened it. */
async function startWalking(page: Page) {
  await hydrated(page, '.tour-follow');
  const start = page.locator('.tour-follow > button.button');
  await expect(start.or(page.locator('.tour-follow .follow-next'))).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(page.locator('.tour-follow .follow-next')).toBeVisible();
}

/** Walks to the end by tapping "I'm here" (the first of the follow actions) at each point. */
async function walkToTheEnd(page: Page) {
  await hydrated(page, '.tour-follow');
  const start = page.locator('.tour-follow > button.button');
  await expect(start.or(page.locator('.tour-follow .follow-next, .tour-finish'))).toBeVisible();
  if (await start.isVisible()) await start.click();
  const here = page.locator('.tour-follow .follow-actions button').first();
  while (await here.isVisible()) await here.click();
  await expect(page.locator('.tour-finish')).toBeVisible();
}

for (const locale of ['es', 'fr'] as const) {
  test(`the list of tours in ${locale}`, async ({ page }) => {
    await expectTranslatedPage(page, '/tours', locale, FRAME_WORDS);
  });

  test(`a tour's page in ${locale}`, async ({ page }) => {
    await expectTranslatedPage(page, `/tours/${tourId}`, locale, FRAME_WORDS);
  });

  test(`following a tour and its finish screen, signed out, in ${locale}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await untranslatedTexts(page, `/tours/${tourId}`, locale, FRAME_WORDS, startWalking)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.clear());
    expect(await untranslatedTexts(page, `/tours/${tourId}`, locale, FRAME_WORDS, walkToTheEnd)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the finish screen with its rating form, signed in, in ${locale}`, async ({ page }) => {
    const member = await storeMember(db, 'Rater');
    await signIn(page.request, member);
    const words = [member.firstName, `${member.email.split('@')[0]}@`, member.email.split('@')[1], 'RT'];
    expect(await untranslatedTexts(page, `/tours/${tourId}`, locale, [...FRAME_WORDS, ...words], walkToTheEnd)).toEqual([]);
    await expect(page.locator('.tour-rate')).toBeVisible();
    await expectLanguageHead(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
    // A refusal comes back in the page's language.
    await page.locator('.tour-rate input[type="radio"]').nth(3).check();
    await page.locator('.tour-rate textarea').fill('x'.repeat(1000));
    await page.locator('.tour-rate textarea').evaluate((area: HTMLTextAreaElement) => area.removeAttribute('maxlength'));
    await page.locator('.tour-rate textarea').fill('x'.repeat(1001));
    await page.locator('.tour-rate button[type="submit"]').click();
    await expect(page.locator('.tour-rate [role="alert"]')).toHaveText(
      locale === 'es' ? 'Los comentarios pueden tener como máximo 1000 caracteres' : 'Le commentaire ne doit pas dépasser 1000 caractères',
    );
  });
}

test('a tour’s verified translations replace its English title, description and a point’s history', async ({ page }) => {
  // A tour of this test's own, so the other tests read the seeded ones untouched.
  const ownId = Number(
    (
      await db.execute(
        "insert into ar_tours (title, description, difficulty, duration, distance) values ('Spec Walk to Sugar Hill', 'From City College to the Morris-Jumel Mansion.', 'easy', 60, 1.5) returning id",
      )
    ).rows[0].id,
  );
  const first = (
    await db.execute({
      sql: "insert into ar_points (tour_id, title, latitude, longitude, historical_context, audio_narration, order_index) values (?, 'City College', 40.8194, -73.9499, 'Founded in 1847.', 'Look up at the towers.', 0) returning id",
      args: [ownId],
    })
  ).rows[0];
  await db.execute({
    sql: "insert into ar_points (tour_id, title, latitude, longitude, order_index) values (?, 'Morris-Jumel Mansion', 40.8344, -73.9387, 1)",
    args: [ownId],
  });
  const tourId = ownId;
  const rows: [string, string][] = [
    [`tour:${tourId}:title`, 'Sugar Hill y Hamilton Heights a pie'],
    [`tour:${tourId}:description`, 'Desde City College hasta la Mansión Morris-Jumel.'],
    [`tourpoint:${first.id}:context`, 'Historia del primer punto, traducida.'],
  ];
  for (const [key, text] of rows) {
    await db.execute({
      sql: "insert into translations (language_code, translation_key, translated_text, is_verified, context) values ('es', ?, ?, 1, 'tour') on conflict do update set translated_text = excluded.translated_text, is_verified = 1",
      args: [key, text],
    });
  }
  await page.goto(localized('es', `/tours/${tourId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sugar Hill y Hamilton Heights a pie');
  await expect(page.locator('h1 span')).not.toHaveAttribute('lang', 'en');
  await expect(page.locator('.tour-hero .lead')).toHaveText('Desde City College hasta la Mansión Morris-Jumel.');
  await expect(page.locator('.stops > li').first()).toContainText('Historia del primer punto, traducida.');
  // Untranslated texts stay English, marked as such; French has no translation and shows the original.
  await expect(page.locator('.stops > li').first().locator('.narration')).toHaveAttribute('lang', 'en');
  await page.goto(localized('es', '/tours'));
  await expect(page.getByRole('link', { name: 'Sugar Hill y Hamilton Heights a pie' })).toBeVisible();
  await page.goto(localized('fr', `/tours/${tourId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spec Walk to Sugar Hill');
  await expect(page.locator('h1 span')).toHaveAttribute('lang', 'en');
});

/** Opens the seeded tour's Translations panel in the admin's Tours tab (any language: the panel's class). */
async function openTourTranslations(page: Page) {
  const item = page.locator('.tour-item').filter({ has: page.locator('h3', { hasText: 'Sugar Hill and Hamilton Heights' }) });
  await hydrated(page, item);
  // Translations: the second form the tour opens in place (a <details>).
  await item.locator('.tour-forms > .admin-disclosure').nth(1).locator('summary').click();
  await expect(item.locator('.tour-translations .tt-form').first()).toBeVisible();
}

for (const locale of ['es', 'fr'] as const) {
  test(`the admin's editor of a tour's Spanish and French texts in ${locale}`, async ({ page, signInAs }) => {
    await signInAs('admin');
    expect(
      await untranslatedTexts(page, '/admin?tab=tours', locale, [...FRAME, 'admin@', 'harlemguide.example'], openTourTranslations),
    ).toEqual([]);
    await expectLanguageHead(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
