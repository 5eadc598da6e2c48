/**
 * An event's page in Spanish and French (issue 15, decision 024): an upcoming event of the seed's
 * with a description and a venue, with no English interface left, the language's head and no
 * serious accessibility violation. One page for the area: every message key (the list's, the
 * calendar's, registering's and a ticket's) is checked in each language by tests/unit/i18n.test.ts
 * (issue 32).
 */
import { createClient } from '@libsql/client';
import { test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

type Seeded = { eventId: number; title: string; venue: string[] };
let seeded: Seeded;

test.beforeAll(async () => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  // An upcoming event with a description and a board, free to register without payment.
  const event = (
    await db.execute(
      'select events.id, events.title, events.location, businesses.name as venue from events left join businesses on businesses.id = events.business_id where events.starts_at > unixepoch() * 1000 and events.is_active = 1 and events.description is not null and events.community_board_id is not null and events.is_premium = 0 order by events.starts_at limit 1',
    )
  ).rows[0]!;
  seeded = {
    eventId: Number(event.id),
    title: String(event.title),
    venue: [event.venue, event.location].filter((text) => text !== null).map(String),
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

// The event's title (the page title) and its venue and address on the map are names.
test('an event has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  await expectPageInLanguages(page, `/events/${seeded.eventId}`, {
    same: [...NAMES, ...OTHER_AREAS, `${seeded.title} | Harlem`, ...seeded.venue],
  });
});
