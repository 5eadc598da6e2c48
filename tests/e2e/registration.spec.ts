import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { useOwnServer } from '../helpers/server.ts';
import { ACCOUNTS, expect, signIn, test, type Account } from './fixtures.ts';

// Event registration (spec 01 section 2.8; decisions: premium events for premium members, paid
// events completed by payment). These tests change registrations and capacities, so they run on
// a server and database of their own (the shared suite's data stays as seeded), one test after
// another; events are chosen from the public API, each test its own event.

type ApiEvent = {
  id: number;
  title: string;
  startsAt: string;
  price: string | null;
  businessId: number | null;
  isPremium: boolean;
  requiresBooking: boolean;
  maxCapacity: number;
};
const { member: MEMBER, premium: PREMIUM } = ACCOUNTS;

const { base: BASE, db } = useOwnServer('registration');

/** Upcoming bookable events of a kind, soonest first. Tests take them from the end of the list. */
async function upcoming(request: APIRequestContext, kind: 'free' | 'paid' | 'premium'): Promise<ApiEvent[]> {
  const events: ApiEvent[] = await (await request.get('/api/events')).json();
  return events
    .filter((event) => Date.parse(event.startsAt) > Date.now() + 3_600_000 && event.requiresBooking)
    .filter((event) => (kind === 'premium' ? event.isPremium : !event.isPremium && (kind === 'paid') === (event.price !== null)));
}

const liveCount = async (eventId: number) =>
  Number(
    (
      await db().execute({
        sql: "select count(*) as n from event_registrations where event_id = ? and status != 'cancelled'",
        args: [eventId],
      })
    ).rows[0].n,
  );

async function storedRegistration(eventId: number, email: string) {
  const result = await db().execute({
    sql: 'select r.status, r.amount_cents, r.fee_cents, r.phone, r.special_requests from event_registrations r join users u on u.id = r.user_id where r.event_id = ? and u.email = ?',
    args: [eventId, email],
  });
  return result.rows[0] as unknown as
    { status: string; amount_cents: number; fee_cents: number; phone: string; special_requests: string | null } | undefined;
}

/** "12 of 50 seats left" as 12. */
async function seatsLeft(page: Page, eventId: number): Promise<number> {
  await page.goto(`/events/${eventId}`);
  const text = await page.locator('.evd-seats').textContent();
  return text === 'Full' ? 0 : Number(text!.match(/^(\d+) of/)![1]);
}

const form = (page: Page) => page.locator('form.reg-form');

test.describe('event registration', () => {
  test.describe.configure({ mode: 'default' });
  test.use({ baseURL: BASE });

  test('a member registers for a free event with a prefilled form, then unregisters', async ({ page, request }) => {
    const event = (await upcoming(request, 'free')).at(-1)!;
    await signIn(page.request, MEMBER);
    const me = await (await page.request.get('/api/auth/user')).json();
    const before = await seatsLeft(page, event.id);
    await expect(page.locator('.evd-seats')).toHaveText(`${before} of ${event.maxCapacity} seats left`);

    await page.goto(`/events/${event.id}/register`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    await expect(page.getByLabel('First name')).toHaveValue(me.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(me.lastName);
    await expect(page.getByLabel('Email')).toHaveValue(MEMBER.email);
    await expect(page.locator('#reg-phone')).toHaveValue('');
    await expect(page.locator('.reg-payment')).toHaveCount(0);

    // Required fields: the server's messages, next to each field, with the other values kept.
    await page.getByLabel('First name').fill('');
    await form(page).getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.locator('#reg-firstName-error')).toHaveText('First name is required');
    await expect(page.locator('#reg-phone-error')).toHaveText('Phone number is required');
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveValue(MEMBER.email);
    expect(await liveCount(event.id)).toBe(event.maxCapacity - before);

    await page.getByLabel('First name').fill(me.firstName);
    await page.locator('#reg-phone').fill('(212) 555-0142');
    await page.getByLabel('Special requests').fill('An aisle seat, please.');
    // The pending state: this first submit is held in the page, then the form is sent for real.
    await form(page).evaluate((element) => element.addEventListener('submit', (event) => event.preventDefault(), { once: true }));
    await form(page).getByRole('button', { name: 'Complete Registration' }).click();
    await expect(form(page).getByRole('button', { name: 'Registering...' })).toBeDisabled();
    await form(page).evaluate((element) => (element as HTMLFormElement).submit());

    await expect(page.getByRole('status').filter({ hasText: 'Registered' })).toContainText('You have been registered for the event!');
    await expect(page.getByRole('heading', { name: "You're registered" })).toBeVisible();
    await expect(page.getByText('Check your email for confirmation.')).toBeVisible();
    await expect(page.getByRole('link', { name: /your dashboard/ })).toHaveAttribute('href', '/user-dashboard');
    expect(await storedRegistration(event.id, MEMBER.email)).toMatchObject({
      status: 'confirmed',
      amount_cents: 0,
      phone: '(212) 555-0142',
      special_requests: 'An aisle seat, please.',
    });
    const mail = await db().execute({
      sql: "select subject from mail_outbox where to_address = ? and kind = 'event_registration' order by id desc limit 1",
      args: [MEMBER.email],
    });
    expect(mail.rows[0]?.subject).toBe(`You're registered: ${event.title}`);
    const mine = await (await page.request.get('/api/user/events')).json();
    expect(mine.find((item: { eventId: number }) => item.eventId === event.id)).toMatchObject({
      status: 'confirmed',
      event: { title: event.title },
    });
    expect(await seatsLeft(page, event.id)).toBe(before - 1);

    await page.goto(`/events/${event.id}/register`);
    await page.getByRole('button', { name: 'Unregister' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unregistered' })).toContainText('You have been unregistered from the event.');
    await expect(form(page).getByRole('button', { name: 'Complete Registration' })).toBeVisible();
    expect((await storedRegistration(event.id, MEMBER.email))?.status).toBe('cancelled');
    expect(await seatsLeft(page, event.id)).toBe(before);
  });

  test('registration works without JavaScript', async ({ browser, request }) => {
    const event = (await upcoming(request, 'free')).at(-2)!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(context.request, MEMBER);
    await page.goto(`/events/${event.id}/register`);
    await page.locator('#reg-phone').fill('short');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.locator('#reg-phone-error')).toHaveText('Please enter a valid phone number (at least 7 digits)');
    await page.locator('#reg-phone').fill('646-555-0123');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page).toHaveURL(`/events/${event.id}/register`);
    await expect(page.getByText('You have been registered for the event!')).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're registered" })).toBeVisible();
    expect((await storedRegistration(event.id, MEMBER.email))?.status).toBe('confirmed');
    await page.getByRole('button', { name: 'Unregister' }).click();
    await expect(page.getByText('You have been unregistered from the event.')).toBeVisible();
    expect((await storedRegistration(event.id, MEMBER.email))?.status).toBe('cancelled');
    await context.close();
  });

  test('a full event is refused, on the page and on a direct post', async ({ page, request }) => {
    const event = (await upcoming(request, 'free')).at(-3)!;
    // Someone holds a seat, and the capacity is cut to the seats already taken.
    await db().execute({
      sql: `insert into event_registrations (user_id, event_id, first_name, last_name, email, phone, status)
            select id, ?, 'Seat', 'Holder', email, '212 555 0100', 'confirmed' from users where email = 'owner@harlemguide.example'
            on conflict (user_id, event_id) do update set status = 'confirmed'`,
      args: [event.id],
    });
    await db().execute({
      sql: "update events set max_attendees = (select count(*) from event_registrations where event_id = events.id and status != 'cancelled') where id = ?",
      args: [event.id],
    });
    try {
      await signIn(page.request, MEMBER);
      expect(await seatsLeft(page, event.id)).toBe(0);
      await expect(page.locator('.evd-seats')).toHaveText('Full');
      await page.goto(`/events/${event.id}/register`);
      await expect(page.getByText('This event is full.')).toBeVisible();
      await expect(form(page)).toHaveCount(0);
      await expect(page.locator('.reg-seats')).toHaveText('Full');

      const response = await page.request.post(`/events/${event.id}/register?_action=events.register`, {
        headers: { origin: new URL(page.url()).origin },
        form: { eventId: String(event.id), firstName: 'Member', lastName: 'Demo', email: MEMBER.email, phone: '212 555 0101' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(409);
      expect(await response.text()).toContain('This event is full.');
      expect(await storedRegistration(event.id, MEMBER.email)).toBeUndefined();
    } finally {
      await db().execute({ sql: 'update events set max_attendees = ? where id = ?', args: [event.maxCapacity, event.id] });
    }
  });

  test('a members-only event is refused to a member with a link to Premium, and open to a premium member', async ({
    page,
    browser,
    request,
  }) => {
    await signIn(page.request, PREMIUM);
    const premiumRegistered: { eventId: number }[] = await (await page.request.get('/api/user/events')).json();
    const event = (await upcoming(request, 'premium'))
      .filter((candidate) => candidate.price === null && !premiumRegistered.some((item) => item.eventId === candidate.id))
      .at(-1)!;

    const member = await signedInPage(browser, MEMBER);
    await member.goto(`/events/${event.id}/register`);
    await expect(member.locator('.badge', { hasText: 'Premium Event' })).toBeVisible();
    await expect(member.getByText('This is a members-only event. Upgrade to Premium to register.')).toBeVisible();
    await expect(member.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/premium');
    await expect(form(member)).toHaveCount(0);
    const refused = await member.request.post(`/events/${event.id}/register?_action=events.register`, {
      headers: { origin: new URL(member.url()).origin },
      form: { eventId: String(event.id), firstName: 'Member', lastName: 'Demo', email: MEMBER.email, phone: '212 555 0101' },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(await storedRegistration(event.id, MEMBER.email)).toBeUndefined();
    await member.context().close();

    await page.goto(`/events/${event.id}/register`);
    await page.locator('#reg-phone').fill('917 555 0177');
    await form(page).getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByRole('heading', { name: "You're registered" })).toBeVisible();
    expect((await storedRegistration(event.id, PREMIUM.email))?.status).toBe('confirmed');
    await page.getByRole('button', { name: 'Unregister' }).click();
    await expect(form(page)).toBeVisible();
  });

  test('a paid event holds the seat, pays in the labelled test checkout, and issues a ticket with its QR code', async ({
    page,
    request,
  }) => {
    const event = (await upcoming(request, 'paid')).at(-2)!;
    await signIn(page.request, MEMBER);
    await page.goto(`/events/${event.id}/register`);
    // The total is all in (issue 33): the ticket plus, for an event a business sells, the guide's fee.
    const payment = page.locator('.reg-payment');
    await expect(payment).toContainText('your seat is held for 30 minutes');
    const total = /Total: (\$[\d,]+\.\d\d)/.exec((await payment.textContent()) ?? '')![1];
    const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    const feeCents = cents(total) - Math.round(Number(event.price) * 100);
    expect(feeCents).toBe(event.businessId === null ? 0 : cents((await payment.locator('.reg-fee-breakdown dd').last().textContent())!));
    await page.locator('#reg-phone').fill('212 555 0199');
    await form(page).getByRole('button', { name: 'Complete Registration' }).click();

    // Stripe Checkout's stand-in: clearly a test, on its own origin.
    await expect(page.getByText('Test payment, no money moves')).toBeVisible();
    expect(new URL(page.url()).origin).not.toBe(new URL(BASE).origin);
    await expect(page.getByText(total).first()).toBeVisible();
    expect(await storedRegistration(event.id, MEMBER.email)).toMatchObject({
      status: 'awaiting_payment',
      amount_cents: Math.round(Number(event.price) * 100),
      fee_cents: feeCents,
    });

    // Cancelled: back on the event, the seat still held, payment offered again.
    await page.getByRole('button', { name: 'Cancel and return to Harlem Guide' }).click();
    await expect(page.getByText('Your seat is held: complete your payment')).toBeVisible();
    await expect(page.getByText('Checkout was cancelled and nothing was charged.')).toBeVisible();
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    // Back from Checkout: confirmed once the signed webhook has arrived, with the ticket.
    await expect(page.getByText('Your place is confirmed')).toBeVisible({ timeout: 15_000 });
    expect(await storedRegistration(event.id, MEMBER.email)).toMatchObject({ status: 'confirmed' });
    await expect(page.getByRole('button', { name: 'Unregister' })).toHaveCount(0);
    await page.getByRole('link', { name: 'View your ticket' }).click();
    await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
    await expect(page.locator('.ticket-status')).toHaveText('Valid');
    await expect(page.locator('.ticket-qr svg')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/events/${event.id}.ics`);
    const code = (
      await db().execute({
        sql: 'select qr_code from tickets t join users u on u.id = t.user_id where t.event_id = ? and u.email = ?',
        args: [event.id, MEMBER.email],
      })
    ).rows[0].qr_code as string;
    expect(code).toMatch(/^[a-z2-7]{32}$/);
    // The QR leads to the ticket check, which says it is valid; another account cannot open the ticket.
    await page.goto(`/tickets/check/${code}`);
    await expect(page.getByText('Valid ticket')).toBeVisible();
    const ticketPath = new URL(page.url()).pathname;
    expect(ticketPath).toContain(code);
  });

  test('the JSON API: 401 signed out; register without a body, list, refuse twice, unregister', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const [event] = (await upcoming(request, 'free')).slice(-5, -4);
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.post(`/api/user/events/${event.id}/register`, { headers: { origin: baseURL! } })).status()).toBe(401);
    expect((await anonymous.get('/api/user/events')).status()).toBe(401);
    await anonymous.dispose();

    await signIn(page.request, MEMBER);
    const api = page.request;
    const headers = { origin: baseURL! };
    const created = await api.post(`/api/user/events/${event.id}/register`, { headers });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({
      message: 'You have been registered for the event!',
      registration: { status: 'confirmed' },
    });
    const again = await api.post(`/api/user/events/${event.id}/register`, { headers });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('You are already registered for this event.');
    const list = await (await api.get('/api/user/events')).json();
    expect(list.find((item: { eventId: number }) => item.eventId === event.id)?.event.title).toBe(event.title);

    const premiumOnly = (await upcoming(request, 'premium')).at(-1)!;
    const refused = await api.post(`/api/user/events/${premiumOnly.id}/register`, { headers });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('This is a members-only event. Upgrade to Premium to register.');
    const unknown = await api.post('/api/user/events/999999/register', { headers });
    expect(unknown.status()).toBe(404);

    const removed = await api.delete(`/api/user/events/${event.id}/register`, { headers });
    expect(await removed.json()).toEqual({ message: 'You have been unregistered from the event.' });
    expect((await api.delete(`/api/user/events/${event.id}/register`, { headers })).status()).toBe(404);
  });

  test('a registration for an event that has ended cannot be cancelled, by the API or a page form', async ({ page, baseURL }) => {
    const [past] = (
      await db().execute({
        sql: 'select id, title from events where is_active = 1 and business_id is null and coalesce(ends_at, starts_at) < ? order by starts_at desc limit 1',
        args: [Date.now()],
      })
    ).rows as unknown as { id: number; title: string }[];
    expect(past, 'the seed has past events').toBeDefined();
    // The member went to it (registrations close when an event ends, so the row is written here).
    await db().execute({
      sql: "insert into event_registrations (user_id, event_id, first_name, last_name, email, phone, status) select id, ?, 'Keisha', 'Brown', email, '212 555 0101', 'confirmed' from users where email = ? on conflict (user_id, event_id) do update set status = 'confirmed'",
      args: [past.id, MEMBER.email],
    });
    await signIn(page.request, MEMBER);
    const headers = { origin: baseURL! };

    const refused = await page.request.delete(`/api/user/events/${past.id}/register`, { headers });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'This event has already ended, so its registration can no longer be cancelled.',
      reason: 'ended',
    });
    expect((await storedRegistration(past.id, MEMBER.email))?.status).toBe('confirmed');

    // The plain form posts (dashboard and event page) are refused on the server too.
    for (const [path, fields] of [
      ['/user-dashboard?_action=events.unregister', { eventId: String(past.id), next: '/user-dashboard#my-events' }],
      [`/events/${past.id}/register?_action=events.unregister`, { eventId: String(past.id), next: `/events/${past.id}/register` }],
    ] as const) {
      const posted = await page.request.post(path, { form: fields, headers, maxRedirects: 0 });
      expect(posted.status(), path).toBe(303);
      expect((await storedRegistration(past.id, MEMBER.email))?.status, path).toBe('confirmed');
      // The page the form returns to says why.
      await page.goto(posted.headers().location);
      await expect(page.getByText('This event has already ended, so its registration can no longer be cancelled.'), path).toBeVisible();
    }
    const mine = await (await page.request.get('/api/user/events')).json();
    expect(mine.find((item: { eventId: number }) => item.eventId === past.id)).toMatchObject({
      status: 'confirmed',
      event: { hasEnded: true },
    });
  });

  test('registering on a phone @phone', async ({ page, request }) => {
    const event = (await upcoming(request, 'free')).at(-4)!;
    await signIn(page.request, PREMIUM);
    await page.goto(`/events/${event.id}/register`);
    await expect(form(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('#reg-phone').fill('917 555 0110');
    await form(page).getByRole('button', { name: 'Complete Registration' }).tap();
    await expect(page.getByRole('heading', { name: "You're registered" })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Registered' })).toContainText('You have been registered for the event!');
    await page.getByRole('button', { name: 'Unregister' }).tap();
    await expect(form(page)).toBeVisible();
  });
});

async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  await signIn(context.request, account);
  return context.newPage();
}
