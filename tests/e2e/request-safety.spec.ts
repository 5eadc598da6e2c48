/**
 * Request safety end to end: forged Host headers change no link and open no outbox, bodies over
 * 1 MB are refused (413) without being read, wrong methods on API routes answer JSON 405 with
 * Allow, and status lines carry their reason phrase.
 */
import { request as httpRequest } from 'node:http';
import { createClient } from '@libsql/client';
import { expect, test } from '@playwright/test';
import { ownServer } from '../helpers/server.ts';

type RawAnswer = { status: number; statusText: string; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A request exactly as written (fetch and Playwright pick their own Host header). With
 * `chunks`, the body is streamed in that many 64 KB pieces without a Content-Length.
 */
function raw(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string; chunks?: number } = {}): Promise<RawAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          answered = true;
          resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', headers: response.headers, body });
          // Stop sending whatever the server refused to read.
          outgoing.destroy();
        });
      },
    );
    // The server may answer before a large body is all sent: that is the point. A connection
    // that ends without an answer fails the test at once rather than leave it waiting.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    outgoing.on('close', () => setTimeout(() => answered || reject(new Error(`${path}: the connection closed without an answer`)), 1000));
    if (options.chunks) {
      const piece = 'a'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < options.chunks! && !outgoing.destroyed) {
          sent++;
          if (!outgoing.write(piece)) return void outgoing.once('drain', pump);
        }
        outgoing.end();
      };
      pump();
    } else {
      outgoing.end(options.body);
    }
  });
}

const form = 'application/x-www-form-urlencoded';

test.describe('a server without SITE_URL, on this machine only (local mode)', () => {
  const server = ownServer('host-header', { SITE_URL: '' });
  const port = new URL(server.base).port;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await server.start();
  });
  test.afterAll(() => server.remove());

  test('a reset link never comes from the Host header', async () => {
    const forged = { host: 'evil.example', origin: 'http://evil.example', 'content-type': form };
    const answer = await raw(server.base, '/forgot-password', { method: 'POST', headers: forged, body: 'email=member%40harlemguide.example' });
    expect(answer.status).toBe(303);
    const db = createClient({ url: `file:${server.databaseFile}`, timeout: 5000 });
    try {
      const { rows } = await db.execute({ sql: "select text_body from mail_outbox where kind = 'password_reset' and to_address = ?", args: ['member@harlemguide.example'] });
      expect(rows).toHaveLength(1);
      const text = String(rows[0].text_body);
      expect(text).toMatch(new RegExp(`http://localhost:${port}/reset-password\\?token=[a-z2-7]+`));
      expect(text).not.toContain('evil.example');
    } finally {
      db.close();
    }
    // Pages name the configured address too, whatever Host says.
    const page = await raw(server.base, '/auth', { headers: { host: 'evil.example' } });
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:${port}/auth">`);
    expect(page.body).not.toContain('evil.example');
  });

  test('the outbox is open here, but not to a request addressed to another name', async () => {
    const local = await raw(server.base, '/dev/outbox');
    expect(local.status).toBe(200);
    expect(local.body).toContain('Mail outbox');
    const rebound = await raw(server.base, '/dev/outbox', { headers: { host: `evil.example:${port}` } });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toContain('Admin access required');
    expect(rebound.body).not.toContain('Mail outbox');
  });
});

test.describe('a server reachable from other machines (HOST=0.0.0.0)', () => {
  const server = ownServer('public-host', { SITE_URL: '', HOST: '0.0.0.0' });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await server.start();
  });
  test.afterAll(() => server.remove());

  test('is not in local mode, whatever Host header a request claims', async () => {
    for (const host of ['localhost', '127.0.0.1', `localhost:${new URL(server.base).port}`]) {
      const answer = await raw(server.base, '/dev/outbox', { headers: { host } });
      expect(answer.status, host).toBe(403);
      expect(answer.statusText).toBe('Forbidden');
      expect(answer.body).toContain('Admin access required');
      expect(answer.body).not.toContain('Mail outbox');
    }
  });
});

test('a JSON body over 1 MB is refused with 413 before it is read, with or without Content-Length', async ({ baseURL }) => {
  const big = JSON.stringify({ email: 'member@harlemguide.example', password: 'x'.repeat(3 * 1024 * 1024) });
  const declared = await raw(baseURL!, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
  expect(declared.status).toBe(413);
  expect(declared.statusText).toBe('Payload Too Large');
  expect(JSON.parse(declared.body)).toEqual({ message: 'The request is too large. Please send at most 1 MB.', limitBytes: 1048576 });

  // 150 MB streamed without a length: refused once past 1 MB; the rest is never taken in.
  const streamed = await raw(baseURL!, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, chunks: 2400 });
  expect(streamed.status).toBe(413);
  expect(JSON.parse(streamed.body).message).toBe('The request is too large. Please send at most 1 MB.');

  // The server is fine afterwards, and a normal sign-in works.
  const login = await raw(baseURL!, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'member@harlemguide.example', password: 'harlem-member-2026' }) });
  expect(login.status).toBe(200);
});

test('a form post over 1 MB gets a friendly 413 page, or the form’s normal refusal when streamed', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const declared = await raw(baseURL!, '/contact-us', { method: 'POST', headers: { origin, 'content-type': form }, body: `name=Ada&message=${'x'.repeat(2 * 1024 * 1024)}` });
  expect(declared.status).toBe(413);
  expect(declared.body).toContain('Too Much to Send');
  expect(declared.body).toContain('href="/contact-us"');

  const streamed = await raw(baseURL!, '/contact-us', { method: 'POST', headers: { origin, 'content-type': form }, chunks: 40 });
  expect(streamed.status).toBe(400);
  expect(streamed.statusText).toBe('Bad Request');
  expect(streamed.body).toContain('Contact Us');
});

test('a wrong method on a real API route answers JSON 405 with Allow; OPTIONS lists the methods', async ({ request }) => {
  const put = await request.fetch('/api/auth/login', { method: 'PUT', data: { email: 'member@harlemguide.example' } });
  expect(put.status()).toBe(405);
  expect(put.statusText()).toBe('Method Not Allowed');
  expect(put.headers()['allow']).toBe('POST, OPTIONS');
  expect(put.headers()['content-type']).toContain('application/json');
  expect(await put.json()).toEqual({ message: 'PUT is not allowed here. Use POST.', allow: ['POST', 'OPTIONS'] });

  const get = await request.get('/api/user/events/1/register');
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST, DELETE, OPTIONS');
  expect((await get.json()).message).toBe('GET is not allowed here. Use POST or DELETE.');

  const remove = await request.delete('/api/businesses', { headers: { 'content-type': 'application/json' } });
  expect(remove.status()).toBe(405);
  expect(remove.headers()['allow']).toBe('GET, HEAD, OPTIONS');

  const options = await request.fetch('/api/auth/login', { method: 'OPTIONS' });
  expect(options.status()).toBe(204);
  expect(options.headers()['allow']).toBe('POST, OPTIONS');

  // Unknown API paths stay a JSON 404; the right method still works.
  const unknown = await request.fetch('/api/no-such-thing', { method: 'PUT', data: {} });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toBe('No API endpoint at /api/no-such-thing');
  expect((await request.get('/api/businesses')).status()).toBe(200);
});

test('status lines carry the reason phrase of their code', async ({ request, baseURL }) => {
  const refused = await request.post('/auth', { form: { email: '', password: '' }, headers: { origin: new URL(baseURL!).origin } });
  expect(refused.status()).toBe(400);
  expect(refused.statusText()).toBe('Bad Request');
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.statusText()).toBe('Not Found');
  const home = await request.get('/');
  expect(home.statusText()).toBe('OK');
});
