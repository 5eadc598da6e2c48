/**
 * The organiser's pages in Spanish and French (issue 15, decision 024): a member's confirmed
 * booking, once, with no English interface left, the language's head and no serious axe
 * violation. Every message key (a booking not found's, the door's ticket check's) is checked in
 * each language by tests/unit/i18n.test.ts (issue 32); a booking posted from a Spanish page, and a
 * service time refused, answering in Spanish by tests/unit/answers-in-languages.test.ts. (The
 * dashboard's Events & Bookings and Payments tabs are checked in
 * tests/unit/islands/organiser-tabs.test.tsx.) Each run stores a business, a member and a booking
 * of its own.
 */
import { createClient, type Client } from '@libsql/client';
import { expect, signIn, storeMember, storeOwnedBusiness, test, type Account } from './fixtures.ts';
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

let db: Client;
let member: Account;
let bookingId: number;

test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const { businessId } = await storeOwnedBusiness(db, `Spec Tasting Room ${Date.now().toString(36)}`, { premium: true });
  member = await storeMember(db, 'Lena');
  const memberId = Number((await db.execute({ sql: 'select id from users where email = ?', args: [member.email] })).rows[0].id);
  const service = Number(
    (
      await db.execute({
        sql: "insert into business_services (business_id, name, price_cents, duration_minutes, places_per_slot) values (?, 'Tasting with the chef', 0, 90, 6) returning id",
        args: [businessId],
      })
    ).rows[0].id,
  );
  const slot = Number(
    (
      await db.execute({
        sql: 'insert into service_slots (service_id, starts_at) values (?, ?) returning id',
        args: [service, Date.now() + 3 * 24 * 60 * 60 * 1000],
      })
    ).rows[0].id,
  );
  bookingId = Number(
    (
      await db.execute({
        sql: "insert into bookings (slot_id, service_id, business_id, user_id, contact_name, contact_email, amount_cents, status) values (?, ?, ?, ?, 'Lena Tester', ?, 0, 'confirmed') returning id",
        args: [slot, service, businessId, memberId, member.email],
      })
    ).rows[0].id,
  );
});
test.afterAll(() => db.close());

const CONFIRMED = { es: 'Reserva confirmada', fr: 'Réservation confirmée' } as const;

test('a confirmed booking has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  await signIn(page.request, member);
  // The account menu shows the member's address, broken after its @.
  const [mailbox, domain] = member.email.split('@');
  await expectPageInLanguages(page, `/bookings/${bookingId}`, {
    same: [...FRAME, `${mailbox}@`, domain],
    andThen: (page, locale) => expect(page.getByText(CONFIRMED[locale]).first()).toBeVisible(),
  });
});
