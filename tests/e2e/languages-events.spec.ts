/** The events pages in Spanish and French (issue 15, decision 024): list, calendar, an event, registering and a ticket. */
import { randomBytes } from 'node:crypto';
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { signIn, storeMember, test, type Account } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

type Seeded = { eventId: number; title: string; venue: string[]; ticketId: number; holder: Account };
let seeded: Seeded;

test.beforeAll(async () => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  // An upcoming event with a description and a board, free to register without payment.
  const event = (
    await db.execute(
      'select events.id, events.title, events.location, businesses.name as venue from events left join businesses on businesses.id = events.business_id where events.starts_at > unixepoch() * 1000 and events.is_active = 1 and events.description is not null and events.community_board_id is not null and events.is_premium = 0 order by events.starts_at limit 1',
    )
  ).rows[0]!;
  const holder = await storeMember(db, 'Inés');
  const user = (await db.execute({ sql: 'select id from users where email = ?', args: [holder.email] })).rows[0]!;
  const code = randomBytes(20)
    .toString('hex')
    .replace(/[^a-z2-7]/g, 'a')
    .slice(0, 32);
  const ticket = await db.execute({
    sql: 'insert into tickets (event_id, user_id, qr_code, total_amount_cents, unit_price_cents, customer_info) values (?, ?, ?, 2500, 2500, ?) returning id',
    args: [event.id, user.id, code, JSON.stringify({ firstName: 'Inés', lastName: 'Tester', email: holder.email })],
  });
  seeded = {
    eventId: Number(event.id),
    title: String(event.title),
    venue: [event.venue, event.location].filter((text) => text !== null).map(String),
    ticketId: Number(ticket.rows[0]!.id),
    holder,
  };
  db.close();
});

/**
 * Texts the scan finds that are not the events pages' own: names that are the same in every
 * language, and the frame's and other areas' components still in English (reported to their
 * owners: the share menu, footer address, account menu, default description, honeypot label
 * and the accessibility facts). Remove each from here once its owner translates it.
 */
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
  'Show map',
  'Map Unavailable',
  'View in Maps',
  'Get Directions',
  'Accessibility',
  'Not reported for this event yet: call ahead to ask.',
];

/** Each page of the area, and who looks at it. */
const PAGES: { name: string; path: () => string; who?: 'member' | 'holder'; names?: () => string[] }[] = [
  { name: 'the events list', path: () => '/events' },
  { name: 'the events calendar', path: () => '/events?view=calendar' },
  // The event's title (the page title) and its venue and address on the map are names.
  { name: 'an event', path: () => `/events/${seeded.eventId}`, names: () => [`${seeded.title} | Harlem`, ...seeded.venue] },
  { name: 'registering, signed out', path: () => `/events/${seeded.eventId}/register` },
  {
    name: 'registering, signed in',
    path: () => `/events/${seeded.eventId}/register`,
    who: 'member',
    names: () => ['Keisha', 'member@', 'harlemguide.example'],
  },
  {
    name: 'a ticket',
    path: () => `/tickets/${seeded.ticketId}`,
    who: 'holder',
    names: () => ['Inés', `${seeded.holder.email.split('@')[0]}@`, 'example.com'],
  },
];

async function visitAs(page: Page, who: 'member' | 'holder' | undefined): Promise<void> {
  if (who === 'member') await signIn(page.request, 'member');
  if (who === 'holder') await signIn(page.request, seeded.holder);
}

for (const { name, path, who, names } of PAGES) {
  test(`${name} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    await visitAs(page, who);
    await expectPageInLanguages(page, path(), { same: [...NAMES, ...OTHER_AREAS, ...(names?.() ?? [])] });
  });
}
