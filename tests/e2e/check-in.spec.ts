/**
 * The door's check-in (issue 16 item 3, decision 025). An organiser of a business of the spec's
 * own opens the check-in page at 390 px, the connection goes off, and the camera is fed the QR
 * codes of 30 tickets, a repeat, a forged code and another event's ticket: the page answers each
 * on its own; back online it syncs, and the server holds 30 check-ins, the repeat flagged, the
 * points awarded once each. Also: a free registration's ticket QR from the member's dashboard,
 * the check-in page and its sync refused to another business's owner, and checking in by name.
 *
 * The camera: an init script gives getUserMedia a canvas's captureStream(), and the test draws
 * each ticket's QR code on that canvas (the modules computed here by `qrcode`, the library the
 * server draws tickets with). Chromium's fake camera would need a video file per run and plays
 * it on its own clock; a canvas shows exactly the code the test is at, for as long as it needs.
 */
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from '@libsql/client';
import type { Page } from '@playwright/test';
import QRCode from 'qrcode';
import { expect, hydrated, signIn, storeMember, storeOwnedBusiness, test, type Account } from './fixtures.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const ticketCode = () => [...randomBytes(32)].map((byte) => BASE32[byte & 31]).join('');
const run = Date.now().toString(36);

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

/** An event of the business starting in an hour, free. */
async function storeEvent(businessId: number, title: string): Promise<number> {
  const start = Date.now() + 3_600_000;
  const row = await db.execute({
    sql: "insert into events (title, description, starts_at, ends_at, business_id, community_board_id, requires_booking, is_premium, location, latitude, longitude) values (?, 'A check-in spec''s event.', ?, ?, ?, (select id from community_boards where number = 10), 1, 0, '100 W 125th St', 40.8077, -73.9453) returning id",
    args: [title, start, start + 2 * 3_600_000, businessId],
  });
  return Number(row.rows[0].id);
}

type Stored = { userId: number; name: string; code: string; ticketId: number };

/** `count` members registered for the event, each with a confirmed registration and its ticket (as a free registration makes them). */
async function storeAttendees(eventId: number, count: number, label: string): Promise<Stored[]> {
  const stored: Stored[] = [];
  for (let i = 1; i <= count; i++) {
    const first = `${label}${String(i).padStart(2, '0')}`;
    const email = `${first.toLowerCase()}-${run}@example.com`;
    const user = await db.execute({
      sql: "insert into users (email, password_hash, first_name, last_name, role) values (?, 'not-a-password', ?, 'Attendee', 'user') returning id",
      args: [email, first],
    });
    const userId = Number(user.rows[0].id);
    const registration = await db.execute({
      sql: "insert into event_registrations (user_id, event_id, first_name, last_name, email, phone, status) values (?, ?, ?, 'Attendee', ?, '(212) 555-0100', 'confirmed') returning id",
      args: [userId, eventId, first, email],
    });
    const code = ticketCode();
    const ticket = await db.execute({
      sql: "insert into tickets (event_id, user_id, qr_code, status, customer_info, registration_id) values (?, ?, ?, 'active', json_object('name', ?, 'email', ?), ?) returning id",
      args: [eventId, userId, code, `${first} Attendee`, email, Number(registration.rows[0].id)],
    });
    stored.push({ userId, name: `${first} Attendee`, code, ticketId: Number(ticket.rows[0].id) });
  }
  return stored;
}

/** The camera the page opens is a canvas the test draws on (see the top). */
async function fakeCamera(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    let modules: { size: number; bits: number[] } | null = null;
    let tick = 0;
    const draw = () => {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 480, 480);
      if (modules) {
        const scale = Math.floor(400 / modules.size);
        const offset = Math.floor((480 - scale * modules.size) / 2);
        context.fillStyle = '#000';
        modules.bits.forEach((bit, index) => {
          if (bit)
            context.fillRect(offset + (index % modules!.size) * scale, offset + Math.floor(index / modules!.size) * scale, scale, scale);
        });
      }
      // A pixel that changes, so the stream always has a new frame.
      context.fillStyle = tick++ % 2 ? '#fefefe' : '#fff';
      context.fillRect(0, 0, 1, 1);
    };
    setInterval(draw, 50);
    Object.assign(window, { showQr: (next: { size: number; bits: number[] } | null) => ((modules = next), draw()) });
    navigator.mediaDevices.getUserMedia = async () => canvas.captureStream(20);
  });
}

/** Holds a QR code saying `text` in front of the page's camera. */
async function showQr(page: Page, text: string | null): Promise<void> {
  const qr = text ? QRCode.create(text, { errorCorrectionLevel: 'M' }) : null;
  const modules = qr ? { size: qr.modules.size, bits: [...qr.modules.data].map(Number) } : null;
  await page.evaluate((next) => (window as unknown as { showQr: (m: unknown) => void }).showQr(next), modules);
}

test('an organiser scans 30 tickets offline at 390 px, then syncs: 30 check-ins, the repeat flagged, points once each @phone', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { owner, businessId } = await storeOwnedBusiness(db, `Door Hall ${run}`, { premium: true });
  const eventId = await storeEvent(businessId, `Door Night ${run}`);
  const attendees = await storeAttendees(eventId, 30, 'Door');
  const elsewhere = (await storeAttendees(await storeEvent(businessId, `Other Night ${run}`), 1, 'Elsewhere'))[0]!;
  await signIn(page.request, owner);
  await fakeCamera(page);
  await page.goto(`/events/${eventId}/check-in`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Door Night ${run}`);
  await hydrated(page, '.door');
  await expect(page.getByText('Attendee list kept on this phone: 30 tickets.')).toBeVisible();
  await expect(page.locator('.door-count')).toContainText('0 of 30 checked in');

  await context.setOffline(true);
  await expect(page.getByText('Offline: scans are kept on this phone')).toBeVisible();
  await page.getByRole('button', { name: 'Start scanning' }).click();
  await expect(page.getByRole('button', { name: 'Stop scanning' })).toBeVisible();
  const result = page.getByTestId('door-result');
  for (const attendee of attendees) {
    await showQr(page, `${baseURL}/tickets/check/${attendee.code}`);
    await expect(result).toContainText(attendee.name);
    await expect(result.locator('.door-outcome')).toHaveText('Admitted');
    await expect(result).toContainText(`Ticket ${attendee.code.slice(0, 8).toUpperCase()}`);
  }
  // The first ticket again: a warning with the time it was first checked in.
  await showQr(page, `${baseURL}/tickets/check/${attendees[0]!.code}`);
  await expect(result.locator('.door-outcome')).toHaveText(/^Already checked in at \d{1,2}:\d{2}\s?[AP]M$/);
  await expect(result).toContainText(attendees[0]!.name);
  // A forged code and another event's ticket: the same refusal, naming nobody.
  for (const foreign of [ticketCode(), elsewhere.code]) {
    await showQr(page, null);
    await showQr(page, `${baseURL}/tickets/check/${foreign}`);
    await expect(result.locator('.door-outcome')).toHaveText('Not a ticket for this event');
    await expect(result).not.toContainText('Attendee');
  }
  await expect(page.locator('.door-count')).toContainText('30 of 30 checked in');
  await expect(page.locator('.door-count')).toContainText('Counted on this phone');
  await expect(page.locator('.door-sync')).toContainText('Waiting to sync: 31');
  // Nothing reached the server while offline.
  expect(
    (await db.execute({ sql: 'select count(*) as n from tickets where event_id = ? and validated_at is not null', args: [eventId] }))
      .rows[0].n,
  ).toBe(0);

  await context.setOffline(false);
  await expect(page.locator('.door-sync')).toContainText('Waiting to sync: 0');
  await expect(page.locator('.door-sync')).toContainText('All scans synced.');
  await expect(page.locator('.door-count')).toContainText('30 of 30 checked in');
  await expect(page.locator('.door-count')).toContainText('Counted by the server');

  const checked = await db.execute({
    sql: "select count(*) as n from tickets where event_id = ? and validated_at is not null and status = 'used'",
    args: [eventId],
  });
  expect(checked.rows[0].n).toBe(30);
  const scans = await db.execute({
    sql: 'select s.ticket_id, s.duplicate from ticket_scans s join tickets t on t.id = s.ticket_id where t.event_id = ? order by s.scanned_at',
    args: [eventId],
  });
  expect(scans.rows).toHaveLength(31);
  expect(scans.rows.filter((row) => row.duplicate).map((row) => Number(row.ticket_id))).toEqual([attendees[0]!.ticketId]);
  expect(
    (await db.execute({ sql: 'select count(*) as n from ticket_scans where ticket_id = ?', args: [elsewhere.ticketId] })).rows[0].n,
  ).toBe(0);
  const points = await db.execute({
    sql: `select p.points, (select count(*) from loyalty_transactions x where x.user_id = p.user_id and x.type = 'check_in') as awards
          from loyalty_points p where p.user_id in (${attendees.map(() => '?').join(',')})`,
    args: attendees.map((attendee) => attendee.userId),
  });
  expect(points.rows).toHaveLength(30);
  expect(points.rows.every((row) => row.points === 50 && row.awards === 1)).toBe(true);

  // Opened again, the page shows the server's book.
  await page.reload();
  await hydrated(page, '.door');
  await expect(page.locator('.door-count')).toContainText('30 of 30 checked in');
});

test('checking in by name, for an attendee without a phone', async ({ page }) => {
  const { owner, businessId } = await storeOwnedBusiness(db, `Name Hall ${run}`, { premium: true });
  const eventId = await storeEvent(businessId, `Name Night ${run}`);
  const [first, second] = await storeAttendees(eventId, 2, 'Byname');
  await signIn(page.request, owner);
  // Opened from the owner's events tab.
  await page.goto('/business-dashboard?tab=events');
  await hydrated(page, '.owner');
  await page
    .locator('.owner-events > li', { hasText: `Name Night ${run}` })
    .getByRole('link', { name: 'Check-in', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/check-in$`));
  await hydrated(page, '.door');
  await page.getByLabel('Find an attendee by name').fill('byname02');
  await expect(page.locator('.door-found li')).toHaveCount(1);
  await page.getByRole('button', { name: `Check in ${second!.name}` }).click();
  await expect(page.getByTestId('door-result').locator('.door-outcome')).toHaveText('Admitted');
  await expect(page.locator('.door-sync')).toContainText('All scans synced.');
  await expect(page.locator('.door-count')).toContainText('1 of 2 checked in');
  await expect(page.getByRole('button', { name: `Check in ${second!.name}` })).toBeDisabled();
  await expect(page.locator('.door-found')).toContainText('Checked in at');
  await page.getByLabel('Find an attendee by name').fill('nobody here');
  await expect(page.getByText('No attendee by that name.')).toBeVisible();
  const rows = await db.execute({ sql: 'select id, validated_at from tickets where event_id = ? order by id', args: [eventId] });
  expect(rows.rows.map((row) => [Number(row.id), row.validated_at !== null])).toEqual([
    [first!.ticketId, false],
    [second!.ticketId, true],
  ]);
});

test("another business's owner can neither open the check-in page nor sync scans to it", async ({ page, baseURL }) => {
  const { businessId } = await storeOwnedBusiness(db, `Guarded Hall ${run}`, { premium: true });
  const eventId = await storeEvent(businessId, `Guarded Night ${run}`);
  const [attendee] = await storeAttendees(eventId, 1, 'Guarded');
  const other = await storeOwnedBusiness(db, `Intruder Hall ${run}`, { premium: true });
  await signIn(page.request, other.owner);
  const response = await page.goto(`/events/${eventId}/check-in`);
  expect(response!.status()).toBe(403);
  await expect(page.getByText('You can only check in attendees at your own business’s events.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(attendee!.name);
  const sync = await page.request.post('/_actions/checkin.sync', {
    headers: { origin: baseURL! },
    multipart: {
      eventId: String(eventId),
      scans: JSON.stringify([{ code: attendee!.code, scannedAt: Date.now(), deviceScanId: `intruder-${run}` }]),
    },
  });
  expect(sync.status()).toBe(403);
  const list = await page.request.post('/_actions/checkin.attendees', {
    headers: { origin: baseURL! },
    multipart: { eventId: String(eventId) },
  });
  expect(list.status()).toBe(403);
  expect(await list.text()).not.toContain(attendee!.code);
  expect(
    (await db.execute({ sql: 'select validated_at from tickets where id = ?', args: [attendee!.ticketId] })).rows[0].validated_at,
  ).toBeNull();
  // Junk is refused with a message and changes nothing.
  const owner = await storeOwnedBusiness(db, `Junk Hall ${run}`, { premium: true });
  const junkEvent = await storeEvent(owner.businessId, `Junk Night ${run}`);
  await signIn(page.request, owner.owner);
  const junk = await page.request.post('/_actions/checkin.sync', {
    headers: { origin: baseURL! },
    multipart: { eventId: String(junkEvent), scans: '{not json' },
  });
  expect(junk.status()).toBe(400);
  expect(await junk.text()).toContain('The scans could not be read');
});

test("a free registration's ticket QR is in the member's dashboard", async ({ page, baseURL }) => {
  const { businessId } = await storeOwnedBusiness(db, `Free Hall ${run}`, { premium: true });
  const title = `Free Door Night ${run}`;
  const eventId = await storeEvent(businessId, title);
  const member: Account = await storeMember(db, 'Ticketholder');
  await signIn(page.request, member);
  const registered = await page.request.post(`/api/user/events/${eventId}/register`, { headers: { origin: baseURL! } });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  await page.goto('/user-dashboard');
  await hydrated(page, '.dashboard, [role="tablist"]');
  await page.getByRole('tab', { name: 'My Events', exact: true }).click();
  const row = page
    .getByRole('tabpanel', { name: 'My Events', exact: true })
    .locator('.dash-event', { has: page.getByRole('link', { name: title }) });
  await row.getByRole('link', { name: 'View ticket' }).click();
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.ticket-qr svg')).toBeVisible();
  const [ticket] = (
    await db.execute({
      sql: 'select qr_code from tickets t join users u on u.id = t.user_id where t.event_id = ? and u.email = ?',
      args: [eventId, member.email],
    })
  ).rows;
  await expect(page.locator('.ticket-code')).toContainText(String(ticket!.qr_code).slice(0, 8).toUpperCase());
  // The confirmation mail carries the same QR code.
  const [mail] = (
    await db.execute({
      sql: "select html_body from mail_outbox where to_address = ? and kind = 'event_registration'",
      args: [member.email],
    })
  ).rows;
  expect(String(mail!.html_body)).toContain('<svg');
});

test.describe('with the guide installed', () => {
  // The service worker is blocked in the other specs (playwright.config.ts); this one needs it.
  test.use({ serviceWorkers: 'allow' });

  test('the check-in page opened once, then reloaded offline, shows the door list kept on the phone, not the offline page @phone', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const { owner, businessId } = await storeOwnedBusiness(db, `Cellar Hall ${run}`, { premium: true });
    const eventId = await storeEvent(businessId, `Cellar Night ${run}`);
    const attendees = await storeAttendees(eventId, 3, 'Cellar');
    await signIn(page.request, owner);
    // The first visit: the worker installs while this page is open, so it never saw it load.
    await page.goto(`/events/${eventId}/check-in`);
    await hydrated(page, '.door');
    await expect(page.getByText('Attendee list kept on this phone: 3 tickets.')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // It keeps the page it was installed on, with the files the page loaded.
    await expect
      .poll(() => page.evaluate(async (path) => Boolean(await caches.match(path, { ignoreVary: true })), `/events/${eventId}/check-in`), {
        timeout: 30_000,
      })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cellar Night ${run}`);
    await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
    await hydrated(page, '.door');
    // Chromium's emulation gives a document loaded while offline navigator.onLine = true (a real
    // phone says false): told again, the page hears the offline event as a phone losing signal does.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByText('Attendee list kept on this phone: 3 tickets.')).toBeVisible();
    await expect(page.getByText('Offline: scans are kept on this phone')).toBeVisible();
    // The kept list answers at the door: checking in by name, offline.
    await page.getByLabel('Find an attendee by name').fill(attendees[1]!.name.split(' ')[0]!);
    await page.getByRole('button', { name: `Check in ${attendees[1]!.name}` }).click();
    await expect(page.locator('.door-count')).toContainText('1 of 3 checked in');
    await context.setOffline(false);
  });
});
