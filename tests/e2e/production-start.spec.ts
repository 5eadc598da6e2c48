/**
 * A production-style start (an https SITE_URL, NODE_ENV=production, an empty file database) has
 * no demo account, no local test checkout, no open outbox and Secure session cookies; asking for
 * demo data there without the confirmation stops the server before it listens.
 */
import { expect, test } from '@playwright/test';
import { ownServer } from '../helpers/server.ts';
import { ACCOUNTS, uniqueEmail } from './fixtures.ts';

const PRODUCTION = { SITE_URL: 'https://harlem.example', NODE_ENV: 'production' };

test('a production-style start has no demo account, no test checkout and no open outbox', async () => {
  test.setTimeout(90_000);
  const server = ownServer('production', PRODUCTION);
  try {
    await server.start();
    const post = (path: string, body: unknown) =>
      fetch(`${server.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // The README's admin password opens nothing.
    const admin = await post('/api/auth/login', { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password });
    expect(admin.status).toBe(401);
    // A real account can be made, and its session cookie is Secure.
    const email = uniqueEmail('first-member');
    const registered = await post('/api/auth/register', { email, password: 'a-real-password-2026', firstName: 'Ada' });
    expect(registered.status).toBe(201);
    const setCookie = registered.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    const cookie = setCookie.split(';')[0];
    // No local test checkout: paying says payments are not configured.
    const subscribe = await fetch(`${server.base}/subscribe`, { headers: { cookie } });
    expect(await subscribe.text()).toContain('Payments are not configured');
    // Not local mode: the outbox is for admins, and no local diagnostics go out.
    const outbox = await fetch(`${server.base}/dev/outbox`, { headers: { cookie } });
    expect(outbox.status).toBe(403);
    expect(outbox.headers.get('x-db-round-trips')).toBeNull();
  } finally {
    await server.remove();
  }
});

test('asking for demo data outside local mode without the confirmation stops the start, saying how', async () => {
  const server = ownServer('production-demo', { ...PRODUCTION, SEED_DEMO_DATA: 'true' });
  try {
    await expect(server.start()).rejects.toThrow(/SEED_DEMO_DATA: true outside local mode[\s\S]*SEED_DEMO_DATA_CONFIRM=public-demo/);
  } finally {
    await server.remove();
  }
});
