/**
 * A walking tour's Spanish and French texts (issue 16, decisions 024 and 025): in the admin's Tours
 * tab an admin opens a tour's Translations, enters a Spanish title and a point's history and
 * narration, sees them kept as the current translation, removes a French one by saving it empty;
 * the Spanish tour page then shows them in Spanish, and the French page keeps the English.
 * The tour is the spec's own, stored in the database, so no other spec sees it change.
 */
import { createClient, type Client } from '@libsql/client';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

const TITLE = `Translation Walk ${Date.now().toString(36)}`;
let db: Client;
let tourId: number;
let pointId: number;

test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const tour = await db.execute({
    sql: "insert into ar_tours (title, description, category, difficulty, duration, distance, accessibility) values (?, 'A short walk past two churches.', 'History', 'easy', 45, 1.2, ?) returning id",
    args: [TITLE, JSON.stringify({ stepFree: true, benches: false, restrooms: false, notes: 'Curb cuts at every corner.' })],
  });
  tourId = Number(tour.rows[0].id);
  const point = await db.execute({
    sql: "insert into ar_points (tour_id, title, description, latitude, longitude, historical_context, audio_narration, order_index) values (?, 'Abyssinian Baptist Church', 'On West 138th Street.', 40.8166, -73.9409, 'Founded in 1808.', 'Listen to the choir.', 0) returning id",
    args: [tourId],
  });
  pointId = Number(point.rows[0].id);
  await db.execute({
    sql: "insert into ar_points (tour_id, title, latitude, longitude, order_index) values (?, 'Mother AME Zion Church', 40.8162, -73.9431, 1)",
    args: [tourId],
  });
});
test.afterAll(() => db.close());
test.describe.configure({ timeout: 90_000 });

/** The form of one text in one language. */
const formOf = (page: Page, key: string, language: 'es' | 'fr') =>
  page.locator(`form.tt-form[data-key="${key}"][data-language="${language}"]`);

/** Opens the tour's Translations panel in the admin's Tours tab. */
async function openTranslations(page: Page): Promise<Locator> {
  await page.goto('/admin?tab=tours');
  const item = page.locator('.tour-item').filter({ has: page.locator('h3', { hasText: TITLE }) });
  await hydrated(page, item);
  await item.locator('summary', { hasText: 'Translations' }).click();
  const panel = item.locator('.tour-translations');
  await expect(panel.getByRole('heading', { name: 'Spanish and French texts' })).toBeVisible();
  return panel;
}

async function save(page: Page, key: string, language: 'es' | 'fr', text: string, answer: string) {
  const form = formOf(page, key, language);
  await form.locator('[name="text"]').fill(text);
  await form.getByRole('button').click();
  await expect(page.locator('[data-toast-list] .toast').last()).toContainText(answer);
}

test("an admin's Spanish title and point story are shown on the Spanish tour page; a French one saved empty is removed", async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const panel = await openTranslations(page);
  const title = `tour:${tourId}:title`;
  const context = `tourpoint:${pointId}:context`;
  const narration = `tourpoint:${pointId}:narration`;
  // Each text with its English original; the second point has only a title to translate.
  await expect(panel.locator('.tt-text')).toHaveCount(3 + 4 + 1);
  await expect(formOf(page, title, 'es').locator('label')).toHaveText('Spanish (not translated yet)');

  await save(page, title, 'es', 'Paseo de las iglesias', 'Translation published.');
  await save(page, context, 'es', 'Fundada en 1808.', 'Translation published.');
  await save(page, narration, 'es', 'Escucha el coro.', 'Translation published.');
  await save(page, title, 'fr', 'Promenade des églises', 'Translation published.');
  await save(page, title, 'fr', '', 'Translation removed.');

  // The tab shows the current translations after a reload.
  const again = await openTranslations(page);
  await expect(formOf(page, title, 'es').locator('input[name="text"]')).toHaveValue('Paseo de las iglesias');
  await expect(formOf(page, title, 'es').locator('label')).toHaveText('Spanish (published)');
  await expect(formOf(page, narration, 'es').locator('textarea')).toHaveValue('Escucha el coro.');
  await expect(formOf(page, title, 'fr').locator('input[name="text"]')).toHaveValue('');
  await expect(again.locator(`form[data-key="${title}"] input[name="text"]`)).toHaveCount(2);

  await page.goto(`/es/tours/${tourId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Paseo de las iglesias');
  await expect(heading.locator('[lang="en"]')).toHaveCount(0);
  const stop = page.locator('.stop').first();
  for (const text of ['Fundada en 1808.', 'Escucha el coro.']) {
    const shown = stop.getByText(text, { exact: true });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('es');
  }
  // What was not translated stays in English, marked so.
  await expect(stop.locator('[lang="en"]', { hasText: 'Abyssinian Baptist Church' })).toBeVisible();

  await page.goto(`/fr/tours/${tourId}`);
  await expect(page.getByRole('heading', { level: 1 }).locator('[lang="en"]')).toHaveText(TITLE);
});

test("a member cannot save a tour's translation, and nothing changes", async ({ page, signInAs, baseURL }) => {
  await signInAs('member');
  const answer = await page.request.post('/_actions/tours.saveTranslation', {
    multipart: { key: `tour:${tourId}:description`, language: 'es', text: 'Un paseo corto.' },
    headers: { origin: baseURL ?? '', accept: 'application/json' },
  });
  expect(answer.status()).toBe(403);
  const rows = await db.execute({
    sql: 'select count(*) as n from translations where translation_key = ?',
    args: [`tour:${tourId}:description`],
  });
  expect(Number(rows.rows[0].n)).toBe(0);
});
