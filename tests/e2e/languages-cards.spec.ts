/**
 * People's texts and the guide's leftovers in Spanish and French (issue 15, decision 024): an
 * event's verified translation on the events list and the home page; a repeating event's page,
 * once, with its rule in words, no English interface left and no serious axe violation (every
 * message key is checked in each language by tests/unit/i18n.test.ts, issue 32); and the public
 * forms' field messages after a bad submit.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

type Seeded = { translated: { id: number; title: string; spanish: string }; repeating: { id: number; title: string } };
let seeded: Seeded;

test.beforeAll(async () => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const tag = randomUUID().slice(0, 8);
  const board = (await db.execute('select id from community_boards where number = 10')).rows[0]!.id;
  const insert = (title: string, startsAt: number, recurrence: string | null) =>
    db.execute({
      // A place of their own: the board's events list maps what it lists (where.spec.ts).
      sql: "insert into events (title, description, starts_at, ends_at, community_board_id, requires_booking, recurrence, location, latitude, longitude) values (?, ?, ?, ?, ?, 0, ?, 'Marcus Garvey Park', 40.8046, -73.9437) returning id",
      args: [title, 'Open mic for poets of every age, with a featured reader.', startsAt, startsAt + 2 * 3_600_000, board, recurrence],
    });
  // Our own events: one starting in a few minutes (so the home page lists it) with a verified
  // Spanish title, and a series repeating on Tuesdays and Thursdays.
  const title = `Cards Poetry Night ${tag}`;
  const spanish = `Noche de poesía ${tag}`;
  const translatedId = Number((await insert(title, Date.now() + 10 * 60_000, null)).rows[0]!.id);
  await db.execute({
    sql: "insert into translations (language_code, translation_key, translated_text, context, is_verified) values ('es', ?, ?, 'event', 1), ('es', ?, ?, 'event', 1)",
    args: [
      `event:${translatedId}:title`,
      spanish,
      `event:${translatedId}:description`,
      `Micrófono abierto para poetas de todas las edades ${tag}.`,
    ],
  });
  const repeatingTitle = `Cards Story Circle ${tag}`;
  const repeatingId = Number((await insert(repeatingTitle, Date.now() + 3 * 86_400_000, 'FREQ=WEEKLY;BYDAY=TU,TH')).rows[0]!.id);
  await db.execute({ sql: 'update events set series_id = id where id = ?', args: [repeatingId] });
  seeded = { translated: { id: translatedId, title, spanish }, repeating: { id: repeatingId, title: repeatingTitle } };
  db.close();
});

/** A cookie of the test's own: the server's page cache never answers a request carrying one, so pages read the rows added above. */
test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cards_spec', value: '1', url: baseURL! }]);
});

test('a verified Spanish title shows on the events list and the home page, without lang="en"', async ({ page }) => {
  await page.goto(`/es/events?q=${encodeURIComponent(seeded.translated.title.split(' ').at(-1)!)}`);
  const card = page.getByRole('article').filter({ hasText: seeded.translated.spanish });
  await expect(card.getByRole('heading', { name: seeded.translated.spanish })).toBeVisible();
  await expect(card.locator('h3 [lang="en"]')).toHaveCount(0);
  await expect(card).toContainText('Micrófono abierto para poetas');
  // English keeps the original.
  await page.goto(`/events?q=${encodeURIComponent(seeded.translated.title.split(' ').at(-1)!)}`);
  await expect(page.getByRole('heading', { name: seeded.translated.title })).toBeVisible();

  await page.goto('/es');
  await expect(page.getByRole('link', { name: seeded.translated.spanish }).first()).toBeVisible();
  await expect(page.getByText(seeded.translated.title)).toHaveCount(0);
  // French has no verified translation: the original, marked English.
  await page.goto('/fr');
  await expect(page.locator('[lang="en"]', { hasText: seeded.translated.title }).first()).toBeVisible();
});

/** Submits a page's form with only `typed` filled in (the browser's own checks off, so the server answers). */
async function submitEmpty(page: Page, action: string, typed: Record<string, string> = {}): Promise<void> {
  const form = page.locator(`form[action*="${action}"]`);
  await form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true;
    // A form folded away (the sponsorship inquiry) is opened, as a visitor would.
    element.closest('details')?.setAttribute('open', '');
  });
  for (const [name, value] of Object.entries(typed)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('button[type="submit"], button:not([type])').last().click();
  await page.waitForLoadState('load');
}

test('the contact form answers a bad submit with its field messages in Spanish', async ({ page }) => {
  await page.goto('/es/contact-us');
  await submitEmpty(page, 'inboxes.contact', { email: 'not-an-email' });
  await expect(page.locator('.public-field .public-error')).toHaveText([
    'El nombre es obligatorio',
    'Escribe un correo electrónico válido',
    'El asunto es obligatorio',
    'El mensaje es obligatorio',
  ]);
});

test('the sponsorship form answers a bad submit with its field messages in Spanish', async ({ page }) => {
  await page.goto('/es/harlem-week');
  await submitEmpty(page, 'inboxes.sponsorship', { email: 'not-an-email', phone: '12' });
  const errors = page.locator('.public-error');
  await expect(errors.filter({ hasText: 'El nombre de la empresa es obligatorio' })).toBeVisible();
  await expect(errors.filter({ hasText: 'Escribe un correo electrónico válido' })).toBeVisible();
  await expect(errors.filter({ hasText: 'Escribe un número de teléfono válido (al menos 7 dígitos)' })).toBeVisible();
  await expect(errors.filter({ hasText: /required|valid email/ })).toHaveCount(0);
});

/** Names the same in every language, and the frame's and other areas' words still in English (their owners'). */
const NAMES = [
  'Notifications (F8)',
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
];
const OTHER_AREAS = [
  'saved',
  'Leave this empty',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
  'Accessibility',
  'Not reported for this event yet: call ahead to ask.',
];

/** The rule of the series (Tuesdays and Thursdays) in each language's words. */
const RULE = { es: 'Cada semana el martes y el jueves', fr: 'Chaque semaine le mardi et le jeudi' } as const;

test('a repeating event has no English interface left and no serious axe violation in es and fr, its rule in words', async ({ page }) => {
  test.slow();
  await expectPageInLanguages(page, `/events/${seeded.repeating.id}`, {
    same: [...NAMES, ...OTHER_AREAS, `${seeded.repeating.title} | Harlem`],
    andThen: async (page, locale) => {
      // Words of the guide's own, in the page's language: not marked as English.
      const rule = page.locator('dd', { hasText: RULE[locale] });
      await expect(rule).toBeVisible();
      await expect(rule).not.toHaveAttribute('lang', 'en');
    },
  });
});
