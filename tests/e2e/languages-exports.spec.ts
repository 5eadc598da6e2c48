/**
 * The last English corner of the signed-in screens in Spanish and French (issue 15, decision 024):
 * a series' repeat rule in the owner's events tab and the admin's Events tab, the CSV downloads'
 * column headers (Export Data and an event's attendee list) in the language of the page they were
 * started from, and the partner program's acknowledgement written in the language of the page the
 * application was posted from. The owner's list uses a business and a series of its own; the
 * application, a server and database of its own (it stores an application and counts against
 * the form's limit per address).
 */
import { readFile } from 'node:fs/promises';
import { createClient, type Client } from '@libsql/client';
import type { Page } from '@playwright/test';
import { useOwnServer } from '../helpers/server.ts';
import { expect, hydrated, signIn, storeOwnedBusiness, test, uniqueEmail, type Account } from './fixtures.ts';
import { expectLanguageHead, seriousViolations, untranslatedTexts } from './languages';

/** The frame's names and the texts it draws the same in every language (see languages-accounts.spec.ts). */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
];

/** The signed-in account's email, which the header shows as written, broken after its @. */
const emailWords = (email: string) => [`${email.split('@')[0]}@`, email.split('@')[1]];

/**
 * Parts of the event forms drawn by components other areas translate and check (the Repeats and
 * Accessibility fields): set aside here as the English they are there.
 */
const setAside = (page: Page) =>
  page
    .locator('.repeats-field, .access-fieldset, .admin-permissions')
    .evaluateAll((elements) => elements.forEach((element) => element.setAttribute('lang', 'en')));

/** The rule of a weekly series on Wednesdays, in each language's words. */
const WEDNESDAYS = { es: 'Cada semana el miércoles', fr: 'Chaque semaine le mercredi' };
const SUNDAYS = { es: 'Cada semana el domingo', fr: 'Chaque semaine le dimanche' };

let db: Client;
let owner: Account;
let businessId: number;
let seriesId: number;
const seriesTitle = `Exports Poetry Series ${Date.now().toString(36)}`;
const SERIES_DESCRIPTION = 'Poets read on Wednesdays.';

test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  ({ owner, businessId } = await storeOwnedBusiness(db, `Spec Exports Hall ${Date.now().toString(36)}`, { premium: true }));
  // A series of the business's own: weekly on Wednesdays, its first date next Wednesday at 19:00 UTC,
  // with a place on the map (the events lists of board 10 map every event they show).
  const next = new Date();
  next.setUTCDate(next.getUTCDate() + ((3 - next.getUTCDay() + 7) % 7 || 7));
  next.setUTCHours(23, 0, 0, 0);
  seriesId = Number(
    (
      await db.execute({
        sql: "insert into events (title, description, starts_at, ends_at, business_id, community_board_id, requires_booking, recurrence, location, latitude, longitude) values (?, ?, ?, ?, ?, (select id from community_boards where number = 10), 1, 'FREQ=WEEKLY;BYDAY=WE', '100 W 125th St', 40.8077, -73.9453) returning id",
        args: [seriesTitle, SERIES_DESCRIPTION, next.getTime(), next.getTime() + 2 * 3_600_000, businessId],
      })
    ).rows[0].id,
  );
  await db.execute({ sql: 'update events set series_id = id where id = ?', args: [seriesId] });
});
test.afterAll(() => db.close());
// Each test reads a page twice and runs axe on a loaded machine.
test.describe.configure({ timeout: 60_000 });

/** The owner's events tab, hydrated, with the other areas' fields set aside. */
const ownerEventsReady = async (page: Page) => {
  await hydrated(page, '.owner');
  await setAside(page);
};

/** The admin dashboard hydrated on its Events tab, the panel drawn. */
const adminEventsReady = async (page: Page) => {
  await hydrated(page, page.locator('.admin'));
  await expect(page.locator('#admin-tab-events')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#admin-panel')).not.toHaveAttribute('aria-busy', 'true');
  await setAside(page);
};

for (const locale of ['es', 'fr'] as const) {
  test(`the owner's events tab words a series' rule in ${locale}, with no English interface left`, async ({ page }) => {
    await signIn(page.request, owner);
    // The event's description as the owner wrote it, in its edit form's text box.
    expect(
      await untranslatedTexts(
        page,
        '/business-dashboard?tab=events',
        locale,
        [...FRAME, ...emailWords(owner.email), seriesTitle, SERIES_DESCRIPTION],
        ownerEventsReady,
      ),
    ).toEqual([]);
    await expectLanguageHead(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
    const event = page.locator('li', { has: page.getByRole('link', { name: seriesTitle }) }).first();
    const rule = event.locator('span', { hasText: WEDNESDAYS[locale] }).first();
    await expect(rule).toBeVisible();
    // Words of the guide's own, in the page's language: not marked as English.
    await expect(rule).not.toHaveAttribute('lang', 'en');
  });

  test(`the admin's Events tab words a series' rule in ${locale}, with no English interface left`, async ({ page, signInAs }) => {
    await signInAs('admin');
    expect(
      await untranslatedTexts(page, '/admin?tab=events', locale, [...FRAME, 'admin@', 'harlemguide.example'], adminEventsReady),
    ).toEqual([]);
    await expectLanguageHead(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
    // A series of the seed's, found by its title.
    await page.goto(`/${locale}/admin?tab=events&q=Gospel+Sunday+Tour`);
    await adminEventsReady(page);
    const rule = page.locator('#admin-panel span', { hasText: SUNDAYS[locale] }).first();
    await expect(rule).toBeVisible();
    await expect(rule).not.toHaveAttribute('lang', 'en');
  });
}

test('a CSV exported from the Spanish admin dashboard has Spanish column headers, its cells as stored', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/es/admin');
  await hydrated(page, page.locator('.admin'));
  await page.getByText('Exportar datos').click();
  const link = page.locator('.admin-export a[href^="/api/admin/exports/events"]');
  await expect(link).toHaveAttribute('href', /^\/api\/admin\/exports\/events\?lang=es$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, first] = text.split(/\r?\n/);
  expect(header).toBe(
    'ID,título,inicio,fin,lugar,precio,capacidad,lugares ocupados,requiere reserva,solo para miembros,activo,ID del negocio,ID del distrito comunitario,fecha de creación',
  );
  // Instants stay machine-readable.
  expect(first).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
  // The English dashboard's link is as it was.
  await page.goto('/admin');
  await expect(page.locator('a[href="/api/admin/exports/events"]')).toHaveCount(1);
});

test("an event's attendee list exported from the French dashboard has French headers", async ({ page }) => {
  await signIn(page.request, owner);
  await page.goto('/fr/business-dashboard?tab=events');
  await hydrated(page, '.owner');
  const event = page.locator('li', { has: page.getByRole('link', { name: seriesTitle }) }).first();
  // The list opens under "Participants"; its export is a plain link.
  await event.locator('summary', { hasText: 'Participants' }).first().click();
  const link = event.getByRole('link', { name: 'Exporter en CSV' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBe(`/api/events/${seriesId}/attendees?format=csv&lang=fr`);
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect((await answer.text()).split('\n')[0]).toBe('Nom,E-mail,Téléphone,Statut,Inscription (heure de New York),Demandes particulières');
});

test.describe("the partner program's mail", () => {
  const own = useOwnServer('exports-partners');
  test.use({ baseURL: own.base });

  test('an application posted from the French page is acknowledged in French', async ({ page }) => {
    const email = uniqueEmail('lea');
    await page.goto('/fr/partner-program?level=premium');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Envoyer la candidature' }) });
    await form.getByLabel('Nom du commerce').fill('Lenox Lantern Books');
    await form.getByLabel('Nom du contact').fill('Léa Martin');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Téléphone').fill('(212) 555-0142');
    await form.getByLabel('Adresse du commerce').fill('301 Malcolm X Blvd, New York, NY 10027');
    await form.getByLabel('Type d’activité').selectOption('Retail Store');
    await form.getByLabel('District communautaire').selectOption({ index: 2 });
    await form.getByLabel('À propos de votre commerce').fill('Une librairie indépendante avec des lectures chaque jeudi soir.');
    await form.getByRole('button', { name: 'Envoyer la candidature' }).click();
    await expect(page).toHaveURL(/\/fr\/partner-program\?sent=1/);

    const mails = async () =>
      (
        await own.db().execute({
          sql: "select subject, text_body from mail_outbox where to_address = ? and kind = 'partnership_application'",
          args: [email],
        })
      ).rows;
    await expect
      .poll(async () => (await mails()).map((row) => row.subject), { timeout: 15_000 })
      .toEqual(['Nous avons bien reçu votre candidature au programme partenaires de Harlem']);
    const text = String((await mails())[0].text_body);
    expect(text).toContain('Bonjour Léa Martin,');
    expect(text).toMatch(/Niveau de partenariat\u00a0: Privilège \(1\s000,00\s\$US par an\)/);
    expect(text).toContain('Type d’activité\u00a0: Commerce de détail');
    expect(text).toContain('District communautaire\u00a0: DC 10 - Central Harlem');
    expect(text).toContain('L’équipe du guide de Harlem');
    expect(text).not.toContain('Thank you');
    // The application keeps the page's language for the admins' answer.
    expect(
      (await own.db().execute({ sql: 'select language from partnership_applications where email = ?', args: [email] })).rows[0].language,
    ).toBe('fr');
  });
});
