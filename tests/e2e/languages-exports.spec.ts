/**
 * The owner's events tab in Spanish and French (issue 15, decision 024), with a series of the
 * business's own: no English interface left, the language's head and no serious axe violation,
 * the series' repeat rule in the page's words, and the attendee list's download asking for the
 * page's language. The column headers of the downloads in each language are proven by
 * tests/unit/admin-exports.test.ts and tests/unit/answers-in-languages.test.ts (issue 32), the
 * partner program's acknowledgement in French by tests/unit/answers-in-languages.test.ts, and the
 * admin's Export Data link by languages-admin.spec.ts.
 */
import { createClient, type Client } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, hydrated, signIn, storeOwnedBusiness, test, type Account } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

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

test("the owner's events tab has no English interface left in es and fr, a series' rule in words and the attendees' download in the page's language", async ({
  page,
}) => {
  await signIn(page.request, owner);
  await expectPageInLanguages(page, '/business-dashboard?tab=events', {
    // The event's description as the owner wrote it, in its edit form's text box.
    same: [...FRAME, ...emailWords(owner.email), seriesTitle, SERIES_DESCRIPTION],
    prepare: ownerEventsReady,
    axePrepared: true,
    andThen: async (page, locale) => {
      const event = page.locator('li', { has: page.getByRole('link', { name: seriesTitle }) }).first();
      const rule = event.locator('span', { hasText: WEDNESDAYS[locale] }).first();
      await expect(rule).toBeVisible();
      // Words of the guide's own, in the page's language: not marked as English.
      await expect(rule).not.toHaveAttribute('lang', 'en');
      // The attendee list's export (under its folded summary) is a plain link asking for the page's language.
      await expect(event.locator('a[href*="/attendees?format=csv"]')).toHaveAttribute(
        'href',
        `/api/events/${seriesId}/attendees?format=csv&lang=${locale}`,
      );
    },
  });
});
