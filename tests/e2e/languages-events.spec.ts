/** The events pages in Spanish and French (issue 15, decision 024): list, calendar, an event, registering and a ticket. */
import { randomBytes } from 'node:crypto';
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, signIn, storeMember, test, type Account } from './fixtures.ts';
import { expectLanguageHead, localized, seriousViolations, untranslatedTexts } from './languages';

type Seeded = { eventId: number; ticketId: number; holder: Account };
let seeded: Seeded;

test.beforeAll(async () => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  // An upcoming event with a description and a board, free to register without payment.
  const event = (await db.execute("select id from events where starts_at > unixepoch() * 1000 and is_active = 1 and description is not null and community_board_id is not null and is_premium = 0 order by starts_at limit 1")).rows[0]!;
  const holder = await storeMember(db, 'Inés');
  const user = (await db.execute({ sql: 'select id from users where email = ?', args: [holder.email] })).rows[0]!;
  const code = randomBytes(20).toString('hex').replace(/[^a-z2-7]/g, 'a').slice(0, 32);
  const ticket = await db.execute({
    sql: "insert into tickets (event_id, user_id, qr_code, total_amount_cents, unit_price_cents, customer_info) values (?, ?, ?, 2500, 2500, ?) returning id",
    args: [event.id, user.id, code, JSON.stringify({ firstName: 'Inés', lastName: 'Tester', email: holder.email })],
  });
  seeded = { eventId: Number(event.id), ticketId: Number(ticket.rows[0]!.id), holder };
  db.close();
});

/** Each page of the area, and who looks at it. */
const PAGES: { name: string; path: () => string; who?: 'member' | 'holder' }[] = [
  { name: 'the events list', path: () => '/events' },
  { name: 'the events calendar', path: () => '/events?view=calendar' },
  { name: 'an event', path: () => `/events/${seeded.eventId}` },
  { name: 'registering, signed out', path: () => `/events/${seeded.eventId}/register` },
  { name: 'registering, signed in', path: () => `/events/${seeded.eventId}/register`, who: 'member' },
  { name: 'a ticket', path: () => `/tickets/${seeded.ticketId}`, who: 'holder' },
];

async function visitAs(page: Page, who: 'member' | 'holder' | undefined): Promise<void> {
  if (who === 'member') await signIn(page.request, 'member');
  if (who === 'holder') await signIn(page.request, seeded.holder);
}

for (const locale of ['es', 'fr'] as const) {
  for (const { name, path, who } of PAGES) {
    test(`${name} has no English interface left in ${locale}`, async ({ page }) => {
      await visitAs(page, who);
      expect(await untranslatedTexts(page, path(), locale)).toEqual([]);
      await expectLanguageHead(page, locale);
    });

    test(`${name} in ${locale} has no serious accessibility violation`, async ({ page }) => {
      await visitAs(page, who);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localized(locale, path()), { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
