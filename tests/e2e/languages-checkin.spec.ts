/**
 * The check-in page in Spanish and French (issue 16, decision 024): no English left in its
 * interface, the language's head, and no serious axe violation, with a name looked up. The event,
 * its business, its attendees and the member are the spec's own. One page for the area: every
 * message key is checked in each language by tests/unit/i18n.test.ts (issue 32).
 */
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, hydrated, signIn, storeMember, storeOwnedBusiness, test, type Account } from './fixtures.ts';
import { expectPageInLanguages, seriousViolations } from './languages';

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
const emailWords = (email: string) => [`${email.split('@')[0]}@`, email.split('@')[1]!];
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const run = Date.now().toString(36);
const title = `Languages Door Night ${run}`;

let db: Client;
let owner: Account;
let member: Account;
let eventId: number;

test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const business = await storeOwnedBusiness(db, `Languages Door Hall ${run}`, { premium: true });
  owner = business.owner;
  const start = Date.now() + 3_600_000;
  eventId = Number(
    (
      await db.execute({
        sql: "insert into events (title, description, starts_at, ends_at, business_id, community_board_id, requires_booking, is_premium, location, latitude, longitude) values (?, 'A languages spec''s event.', ?, ?, ?, (select id from community_boards where number = 10), 1, 0, '100 W 125th St', 40.8077, -73.9453) returning id",
        args: [title, start, start + 7_200_000, business.businessId],
      })
    ).rows[0].id,
  );
  member = await storeMember(db, 'Lingua');
  const user = await db.execute({ sql: 'select id from users where email = ?', args: [member.email] });
  const registration = await db.execute({
    sql: "insert into event_registrations (user_id, event_id, first_name, last_name, email, phone, status) values (?, ?, 'Lingua', 'Tester', ?, '(212) 555-0100', 'confirmed') returning id",
    args: [Number(user.rows[0].id), eventId, member.email],
  });
  const code = [...randomBytes(32)].map((byte) => BASE32[byte & 31]).join('');
  await db.execute({
    sql: "insert into tickets (event_id, user_id, qr_code, status, customer_info, registration_id) values (?, ?, ?, 'active', json_object('name', 'Lingua Tester', 'email', ?), ?)",
    args: [eventId, Number(user.rows[0].id), code, member.email, Number(registration.rows[0].id)],
  });
});
test.afterAll(() => db.close());
test.describe.configure({ timeout: 60_000 });

const deskReady = async (page: Page) => {
  await hydrated(page, '.door');
  await expect(page.locator('.door-saved')).not.toContainText('…');
};

test(`the check-in page has no English interface left in es and fr`, async ({ page }) => {
  await signIn(page.request, owner);
  await expectPageInLanguages(page, `/events/${eventId}/check-in`, {
    same: [...FRAME, ...emailWords(owner.email), title],
    prepare: deskReady,
    axePrepared: true,
    andThen: async (page, locale) => {
      // A name looked up, and its Check in button, in the page's language.
      await page.locator('#door-search').fill('lingua');
      await expect(page.locator('.door-found li')).toHaveCount(1);
      await expect(page.locator('.door-found button')).toHaveText(locale === 'es' ? 'Registrar entrada' : 'Enregistrer');
      expect.soft(await seriousViolations(page), `axe on ${page.url()} with a name found`).toEqual([]);
    },
  });
});
