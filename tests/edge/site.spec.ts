/**
 * The whole site on workerd with data (issue 34): the Workers bundle over the libSQL server, as
 * deployed. What runs differently there is what these tests walk through: pages and APIs from a
 * database over HTTP, sessions, writes, the local test checkout's signed webhook reaching the
 * Worker and applied once, uploads in (simulated) R2 served back in byte ranges, an admin export
 * streamed, and the Cron Trigger doing real work.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient, type Client } from '@libsql/client';
import Stripe from 'stripe';
import { LOCAL_TEST_CHECKOUT } from '../../src/lib/server/config.ts';

const ACCOUNTS = {
  admin: { email: 'admin@harlemguide.example', password: 'harlem-admin-2026' },
  owner: { email: 'owner@harlemguide.example', password: 'harlem-owner-2026' },
  member: { email: 'member@harlemguide.example', password: 'harlem-member-2026' },
};

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.EDGE_DATABASE}` });
});
test.afterAll(() => db.close());

async function signIn(request: APIRequestContext, who: keyof typeof ACCOUNTS) {
  const answer = await request.post('/api/auth/login', { data: ACCOUNTS[who] });
  expect(answer.status(), `sign in as ${who}`).toBe(200);
}

const one = async <T>(sql: string, args: (string | number)[] = []) => (await db.execute({ sql, args })).rows[0] as T;

test('the main pages, from the database, in English, Spanish and French', async ({ page }) => {
  const pages: [string, string, string][] = [
    ['/', 'en', 'Apollo Theater'],
    ['/businesses', 'en', 'Apollo Theater'],
    ['/events', 'en', 'Amateur Night at the Apollo'],
    ['/neighborhoods/central-harlem', 'en', 'Apollo Theater'],
    ['/es/events', 'es', 'Noche de Aficionados en el Apollo'],
    ['/fr/businesses', 'fr', 'Apollo Theater'],
    ['/es/business/1', 'es', 'Apollo Theater'],
  ];
  for (const [path, language, content] of pages) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await expect(page.locator('html'), path).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.locator('main'), path).toContainText(content);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apollo Theater');
});

test('a member signs in with the form, stays signed in, saves a favorite and registers for an event', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(ACCOUNTS.member.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Welcome|Dashboard/);
  // The session lasts: another page of the same browser is still signed in.
  const again = await page.context().newPage();
  await again.goto('/user-dashboard');
  await expect(again).toHaveURL(/\/user-dashboard/);

  const { id: businessId } = await one<{ id: number }>("select id from businesses where name = 'Apollo Theater'");
  const favorite = await page.request.post(`/api/user/favorites/${businessId}`, { headers: { origin: new URL(page.url()).origin } });
  expect([200, 201]).toContain(favorite.status());
  const { saved } = await one<{ saved: number }>(
    'select count(*) as saved from user_favorites f join users u on u.id = f.user_id where u.email = ? and f.business_id = ?',
    [ACCOUNTS.member.email, businessId],
  );
  expect(saved).toBe(1);

  const { id: eventId } = await one<{ id: number }>(
    'select id from events where is_active = 1 and is_premium = 0 and price_cents is null and requires_booking = 1 and starts_at > ? order by starts_at limit 1',
    [Date.now() + 86_400_000],
  );
  await page.goto(`/events/${eventId}/register`);
  await page.locator('#reg-phone').fill('212 555 0142');
  await page.locator('form.reg-form').getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Your place is confirmed')).toBeVisible();
});

test('the owner edits the business and uploads a photo, stored in R2 and served back in byte ranges', async ({ page, baseURL }) => {
  await signIn(page.request, 'owner');
  const { businessId } = await one<{ businessId: number }>('select business_id as businessId from users where email = ?', [
    ACCOUNTS.owner.email,
  ]);
  // The edit, through the JSON API, then the business's own page on the Worker says it.
  const edited = await page.request.patch(`/api/businesses/${businessId}`, {
    headers: { origin: baseURL! },
    data: { description: 'Fried chicken, collards and a cooking class on Thursdays, served on the edge.' },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await page.goto(`/business/${businessId}`);
  await expect(page.locator('main')).toContainText('served on the edge');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDk1Ox1gAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = await page.request.post('/api/business-photos', {
    headers: { origin: baseURL!, accept: 'application/json' },
    multipart: {
      businessId: String(businessId),
      caption: 'The counter at lunch',
      altText: 'A lunch counter',
      file: { name: 'counter.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = await one<{ url: string }>('select url from business_photos where business_id = ? order by id desc limit 1', [
    businessId,
  ]);
  const whole = await page.request.get(url);
  expect(whole.status()).toBe(200);
  const bytes = await whole.body();
  const part = await page.request.get(url, { headers: { range: 'bytes=0-3' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).equals(bytes.subarray(0, 4))).toBe(true);
  expect(part.headers()['content-range']).toBe(`bytes 0-3/${bytes.length}`);
});

test('a ticket paid in the local test checkout: its signed webhook reaches the Worker and is applied once', async ({ page, request }) => {
  await signIn(page.request, 'member');
  const { id: eventId } = await one<{ id: number }>(
    'select id from events where price_cents > 0 and is_premium = 0 and is_active = 1 and starts_at > ? and id not in (select event_id from ticket_types) order by starts_at limit 1',
    [Date.now() + 86_400_000],
  );
  await page.goto(`/events/${eventId}/register`);
  await page.locator('#reg-phone').fill('212 555 0143');
  await page.locator('form.reg-form').getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Test payment, no money moves')).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Your place is confirmed')).toBeVisible({ timeout: 20_000 });
  const { tickets } = await one<{ tickets: number }>(
    'select count(*) as tickets from tickets t join users u on u.id = t.user_id where t.event_id = ? and u.email = ?',
    [eventId, ACCOUNTS.member.email],
  );
  expect(tickets).toBe(1);
  // The same signed event delivered again (Stripe retries): a duplicate, nothing applied twice.
  const checkout = `http://127.0.0.1:${process.env.EDGE_CHECKOUT_PORT}`;
  const sent = (await (
    await request.get(`${checkout}/test/events`, { headers: { authorization: `Bearer ${LOCAL_TEST_CHECKOUT.secretKey}` } })
  ).json()) as { data: { id: string; type: string; data: { object: { metadata?: Record<string, string> } } }[] };
  const completed = sent.data.filter(
    (event) => event.type === 'checkout.session.completed' && event.data.object.metadata?.eventId === String(eventId),
  );
  expect(completed).toHaveLength(1);
  const payload = JSON.stringify(completed[0]);
  const again = await request.post('/api/stripe/webhook', {
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_TEST_CHECKOUT.webhookSecret }),
    },
    data: payload,
  });
  expect(await again.json()).toMatchObject({ received: true, outcome: 'duplicate' });
  const { after } = await one<{ after: number }>('select count(*) as after from tickets where event_id = ? and status = ?', [
    eventId,
    'active',
  ]);
  const { applied } = await one<{ applied: number }>('select count(*) as applied from stripe_events where id = ?', [completed[0].id]);
  expect([after, applied]).toEqual([tickets, 1]);
});

test('an admin export streams from the Worker', async ({ page }) => {
  await signIn(page.request, 'admin');
  const answer = await page.request.get('/api/admin/exports/businesses?format=csv');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/csv');
  const text = await answer.text();
  expect(text.split('\n').length).toBeGreaterThan(20);
  expect(text).toContain('Apollo Theater');
});

test('the Cron Trigger runs the scheduled job against the database', async ({ request }) => {
  // A seat held for payment two hours ago: the job gives it back.
  const { id: eventId } = await one<{ id: number }>('select id from events where price_cents > 0 and starts_at > ? limit 1', [
    Date.now() + 86_400_000,
  ]);
  const { id: userId } = await one<{ id: number }>('select id from users where email = ?', [ACCOUNTS.admin.email]);
  await db.execute({
    sql: `insert into event_registrations (user_id, event_id, first_name, last_name, email, phone, status, amount_cents, created_at)
          values (?, ?, 'Held', 'Seat', 'held@example.com', '212', 'awaiting_payment', 100, ?)`,
    args: [userId, eventId, Date.now() - 2 * 3_600_000],
  });
  const fired = await request.get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`);
  expect(fired.status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await one<{ status: string }>('select status from event_registrations where user_id = ? and event_id = ?', [userId, eventId]))
          .status,
    )
    .toBe('cancelled');
});
