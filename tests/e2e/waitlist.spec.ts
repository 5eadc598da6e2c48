/**
 * A full event's waitlist (decision 019), end to end on a server of its own: member A fills a
 * one-seat event, member B joins the waitlist and sees the place in line (on a phone), A
 * unregisters, B finds the seat held in the dashboard and the email in the outbox, confirms and
 * is registered.
 */
import type { Client } from '@libsql/client';
import { expect, signIn, storeMember, test, type Account } from './fixtures.ts';
import { useOwnServer } from '../helpers/server.ts';

const own = useOwnServer('waitlist');
test.use({ baseURL: own.base });
test.describe.configure({ mode: 'serial' });

let db: Client;
let eventId: number;
let a: Account;
let b: Account;
const TITLE = 'Spec waitlist supper club';

test.beforeAll(async () => {
  db = own.db();
  const startsAt = Date.now() + 10 * 86_400_000;
  const inserted = await db.execute({
    sql: "insert into events (title, description, starts_at, ends_at, location, community_board_id, max_attendees) values (?, 'One seat only.', ?, ?, 'Lenox Ave', 10, 1) returning id",
    args: [TITLE, startsAt, startsAt + 2 * 3_600_000],
  });
  eventId = Number(inserted.rows[0].id);
  a = await storeMember(db, 'Amara');
  b = await storeMember(db, 'Bayo');
});

const entryStatus = async (email: string) =>
  (
    await db.execute({
      sql: 'select w.status from event_waitlist w join users u on u.id = w.user_id where w.event_id = ? and u.email = ? order by w.id desc limit 1',
      args: [eventId, email],
    })
  ).rows[0]?.status;

test('a waitlisted member gets the seat when another cancels, and the email says so @phone', async ({ page, browser }) => {
  // A takes the only seat.
  const contextA = await browser.newContext({ baseURL: own.base });
  const pageA = await contextA.newPage();
  await signIn(pageA.request, a);
  await pageA.goto(`/events/${eventId}/register`);
  await pageA.getByLabel('Phone', { exact: false }).first().fill('212 555 0100');
  await pageA.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(pageA.getByRole('heading', { name: "You're registered" })).toBeVisible();

  // B, on a phone, finds the event full and joins the waitlist from the event page.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page.request, b);
  await page.goto(`/events/${eventId}`);
  await expect(page.locator('.evd-seats')).toHaveText('Full');
  await expect(page.getByText('This event is full.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.locator('.waitlist-place')).toHaveText('You are #1 on the waitlist');
  const leave = page.getByRole('button', { name: 'Leave the waitlist' });
  await expect(leave).toBeVisible();
  // Nothing of the panel runs off a 390 px screen.
  const box = await leave.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await entryStatus(b.email)).toBe('waiting');

  // A unregisters: the seat is held for B, not put back on sale.
  await pageA.getByRole('button', { name: 'Unregister' }).click();
  await expect(pageA.getByText('You have been unregistered from the event.')).toBeVisible();
  expect(await entryStatus(b.email)).toBe('offered');
  await pageA.goto(`/events/${eventId}`);
  await expect(pageA.locator('.evd-seats')).toHaveText('Full');
  await contextA.close();

  // B's dashboard shows the held seat; the email says the seat is theirs and until when.
  await page.goto('/dashboard#my-events');
  await expect(page.getByText(/^A seat is held for you until \w+day, \w+ \d+, \d{4}, \d+:\d\d [AP]M$/)).toBeVisible();
  const mail = await db.execute({
    sql: "select subject, text_body from mail_outbox where to_address = ? and kind = 'waitlist_offer'",
    args: [b.email],
  });
  expect(mail.rows).toHaveLength(1);
  expect(String(mail.rows[0].subject)).toMatch(new RegExp(`^A seat is yours at ${TITLE}: confirm by .+ \\(New York time\\)$`));
  expect(String(mail.rows[0].text_body)).toContain(`${own.base}/events/${eventId}/register`);

  // B confirms and is registered, with the usual confirmation email.
  await page.getByRole('button', { name: `Confirm your seat at ${TITLE}` }).click();
  await expect(page.getByRole('heading', { name: "You're registered" })).toBeVisible();
  await expect(page.getByText('Your place is confirmed')).toBeVisible();
  expect(await entryStatus(b.email)).toBe('confirmed');
  const registration = await db.execute({
    sql: 'select r.status from event_registrations r join users u on u.id = r.user_id where r.event_id = ? and u.email = ?',
    args: [eventId, b.email],
  });
  expect(registration.rows[0]?.status).toBe('confirmed');
  const confirmation = await db.execute({
    sql: "select count(*) as n from mail_outbox where to_address = ? and kind = 'event_registration'",
    args: [b.email],
  });
  expect(Number(confirmation.rows[0].n)).toBe(1);
});
