/**
 * The organiser's pages in Spanish and French (issue 15, decision 024): a member's booking, the
 * ticket check a door opens from a QR code, and the booking action's answers in the page's
 * language. (The dashboard's Events & Bookings and Payments tabs are checked in
 * tests/unit/islands/organiser-tabs.test.tsx until the dashboard passes them its language.)
 * Each run stores a business, a member, a booking and tickets of its own.
 */
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from '@libsql/client';
import { expect, hydrated, signIn, storeMember, storeOwnedBusiness, test, type Account } from './fixtures.ts';
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
let owner: Account;
let businessId: number;
let bookingId: number;
let freeSlotId: number;
const valid = token();
const cancelled = token();

/** A ticket code as the guide makes them (32 base32 letters). */
function token(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return [...randomBytes(32)].map((byte) => alphabet[byte % 32]).join('');
}

test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  ({ owner, businessId } = await storeOwnedBusiness(db, `Spec Tasting Room ${token().slice(0, 6)}`, { premium: true }));
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
  const day = 24 * 60 * 60 * 1000;
  const [booked, free] = [3, 4].map((days) => Date.now() + days * day);
  const slot = Number(
    (await db.execute({ sql: 'insert into service_slots (service_id, starts_at) values (?, ?) returning id', args: [service, booked] }))
      .rows[0].id,
  );
  freeSlotId = Number(
    (await db.execute({ sql: 'insert into service_slots (service_id, starts_at) values (?, ?) returning id', args: [service, free] }))
      .rows[0].id,
  );
  bookingId = Number(
    (
      await db.execute({
        sql: "insert into bookings (slot_id, service_id, business_id, user_id, contact_name, contact_email, amount_cents, status) values (?, ?, ?, ?, 'Lena Tester', ?, 0, 'confirmed') returning id",
        args: [slot, service, businessId, memberId, member.email],
      })
    ).rows[0].id,
  );
  const eventId = Number((await db.execute('select id from events order by id limit 1')).rows[0].id);
  for (const [code, status] of [
    [valid, 'active'],
    [cancelled, 'cancelled'],
  ]) {
    await db.execute({
      sql: 'insert into tickets (event_id, user_id, qr_code, status, customer_info) values (?, ?, ?, ?, ?)',
      args: [eventId, memberId, code, status, JSON.stringify({ name: 'Lena Tester', email: member.email })],
    });
  }
});
test.afterAll(() => db.close());

for (const [name, path] of [
  ['a confirmed booking', () => `/bookings/${bookingId}`],
  ['a booking not found', () => '/bookings/999999'],
] as const) {
  test(`${name} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    await signIn(page.request, member);
    // The account menu shows the member's address, broken after its @.
    const [mailbox, domain] = member.email.split('@');
    await expectPageInLanguages(page, path(), { same: [...FRAME, `${mailbox}@`, domain] });
  });
}

for (const [name, code] of [
  ['a valid ticket', () => valid],
  ['a cancelled ticket', () => cancelled],
  ['a code that is no ticket', () => 'not-a-ticket'],
] as const) {
  test(`the ticket check of ${name} has no English interface left and no serious accessibility violation in es and fr`, async ({
    page,
  }) => {
    await expectPageInLanguages(page, `/tickets/check/${code()}`, { same: FRAME });
  });
}

test('a booking posted from a Spanish page lands on the booking in Spanish, with its notice', async ({ page, baseURL }) => {
  await signIn(page.request, member);
  // The plain form post of the booking page in Spanish (without JavaScript).
  const posted = await page.request.post(`/es/business/${businessId}/book?_action=bookings.book`, {
    form: { slotId: String(freeSlotId) },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  expect(posted.headers().location).toMatch(/^\/es\/bookings\/\d+$/);
  await page.goto(posted.headers().location);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Reserva confirmada')).toBeVisible();
  await expect(page.getByText('Tu lugar está confirmado. Te enviamos los detalles por correo.')).toBeVisible();
  await expect(page.getByText('Tu reserva está confirmada. Te enviamos los detalles por correo.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agregar al calendario' })).toBeVisible();
});

test('the owner’s dashboard in Spanish refuses a time without a date in Spanish', async ({ page }) => {
  await signIn(page.request, owner);
  await page.goto('/es/business-dashboard?tab=events');
  const slotForm = page.locator('form.owner-slot-form').first();
  await hydrated(page, slotForm);
  await slotForm.locator('button[type="submit"]').click();
  await expect(slotForm.locator('.field-error')).toHaveText('Elige una fecha');
  await expect(page.getByText('Elige una fecha').last()).toBeVisible();
});
