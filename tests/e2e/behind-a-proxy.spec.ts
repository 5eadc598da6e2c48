/**
 * A deployment behind a TLS-terminating proxy (decisions, "Behind a proxy"): with TRUST_PROXY the
 * server believes the proxy's X-Forwarded-* headers, so a visitor on https signs in, posts a form
 * and registers for an event through it, with Secure cookies and HSTS. Without the setting (the
 * shared server) the same headers change nothing.
 */
import { createClient } from '@libsql/client';
import { ownServer } from '../helpers/server.ts';
import { startTlsProxy, type TlsProxy } from '../helpers/tls-proxy.ts';
import { freePort } from '../../scripts/free-port.ts';
import { ACCOUNTS, expect, test } from './fixtures.ts';

const proxyPort = freePort();
const server = ownServer('behind-a-proxy', { TRUST_PROXY: 'true', SITE_URL: `https://localhost:${proxyPort}` });
let proxy: TlsProxy;

test.describe('behind a TLS-terminating proxy', () => {
  test.describe.configure({ mode: 'default' });
  test.use({ ignoreHTTPSErrors: true });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await server.start();
    proxy = await startTlsProxy(server.base, proxyPort);
  });
  test.afterAll(async () => {
    await proxy?.close();
    await server.remove();
  });

  test('a visitor on https signs in, sends a form and registers for an event through the proxy', async ({ page }) => {
    test.setTimeout(60_000);
    const home = await page.goto(`${proxy.base}/`);
    expect(home!.headers()['strict-transport-security']).toMatch(/^max-age=31536000/);

    await page.goto(`${proxy.base}/login`);
    await page.getByLabel('Email').fill(ACCOUNTS.member.email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(`${proxy.base}/`);
    const session = (await page.context().cookies()).find((cookie) => cookie.name.includes('session'));
    expect(session?.secure).toBe(true);

    // A plain form post (Astro's origin check compares the https origin the proxy was asked with).
    await page.goto(`${proxy.base}/contact-us`);
    const form = page.locator('form.contact-form');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Proxy Visitor');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('proxy-visitor@example.com');
    await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Through the proxy');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('This message went through a TLS-terminating proxy.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(`${proxy.base}/contact-us?sent=1`);
    await expect(page.getByRole('status')).toContainText('Message Sent');

    // A free event with seats, registered for through its form.
    const events: { id: number; startsAt: string; price: string | null; isPremium: boolean; requiresBooking: boolean }[] = await (
      await page.request.get(`${proxy.base}/api/events`)
    ).json();
    const event = events.find(
      (item) => item.requiresBooking && !item.isPremium && item.price === null && Date.parse(item.startsAt) > Date.now() + 3_600_000,
    )!;
    await page.goto(`${proxy.base}/events/${event.id}/register`);
    await page.locator('#reg-phone').fill('(212) 555-0188');
    await page.locator('form.reg-form').getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByRole('heading', { name: "You're registered" })).toBeVisible();

    const db = createClient({ url: `file:${server.databaseFile}` });
    try {
      const message = await db.execute({
        sql: 'select subject from contact_messages where email = ?',
        args: ['proxy-visitor@example.com'],
      });
      expect(message.rows[0]?.subject).toBe('Through the proxy');
      const registration = await db.execute({
        sql: 'select r.status from event_registrations r join users u on u.id = r.user_id where r.event_id = ? and u.email = ?',
        args: [event.id, ACCOUNTS.member.email],
      });
      expect(registration.rows[0]?.status).toBe('confirmed');
    } finally {
      db.close();
    }
  });

  test('the client address the proxy saw counts for sign-in limits, not the one a client claims', async ({ request }) => {
    // Fifty wrong passwords at fifty accounts from one address, each claiming another (the proxy
    // adds the real one after any claimed address), ten at a time.
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          request.post(`${proxy.base}/api/auth/login`, {
            data: { email: `nobody-${batch * 10 + n}@example.com`, password: 'wrong-password' },
            headers: { 'x-forwarded-for': `198.51.100.${batch * 10 + n}` },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status())).toEqual(Array(10).fill(401));
    }
    const limited = await request.post(`${proxy.base}/api/auth/login`, {
      data: { email: 'nobody-new@example.com', password: 'wrong-password' },
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(limited.status()).toBe(429);
    expect((await limited.json()).message).toBe('Too many attempts. Please wait a few minutes and try again.');
    // Another client of the proxy (as the proxy reports it) is not held back by the first one's failures.
    const other = await request.post(`${server.base}/api/auth/login`, {
      data: { email: 'nobody-new@example.com', password: 'wrong-password' },
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': new URL(proxy.base).host },
    });
    expect(other.status()).toBe(401);
  });
});

test('without TRUST_PROXY, forwarded headers change nothing', async ({ request, baseURL }) => {
  const base = new URL(baseURL!);
  const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'harlem.example', origin: 'https://harlem.example' };
  const answer = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.member.email, password: ACCOUNTS.member.password },
    headers: forged,
  });
  expect(answer.status()).toBe(403);
  const page = await request.get('/', { headers: forged });
  expect(page.headers()['strict-transport-security']).toBeUndefined();
  expect(base.protocol).toBe('http:');
});
