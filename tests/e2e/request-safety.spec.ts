/**
 * Request safety end to end: forged Host headers change no link and open no outbox, bodies over
 * 1 MB are refused (413) without being read, wrong methods on API routes answer JSON 405 with
 * Allow, and status lines carry their reason phrase.
 */
import { Agent, request as httpRequest } from 'node:http';
import { createClient } from '@libsql/client';
import { ACCOUNTS, expect, test } from './fixtures.ts';
import { ownServer } from '../helpers/server.ts';

type RawAnswer = { status: number; statusText: string; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A request exactly as written (fetch and Playwright pick their own Host header). With
 * `chunks`, the body is streamed in that many 64 KB pieces without a Content-Length. With
 * `holdOpen`, the request is never finished: its answer must come before the body, which shows
 * the server did not wait for it.
 */
function raw(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; chunks?: number; holdOpen?: boolean; agent?: Agent } = {},
): Promise<RawAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest(
      // A connection of its own unless an agent is given (a test of kept-alive connections).
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: options.agent ?? false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          answered = true;
          resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', headers: response.headers, body });
          // Stop sending whatever the server refused to read (a kept-alive connection stays).
          if (!options.agent) outgoing.destroy();
        });
      },
    );
    // The server may answer before a large body is all sent: that is the point. A connection
    // that ends without an answer fails the test at once rather than leave it waiting.
    const seen: string[] = [];
    outgoing.on('response', (response) => seen.push(`answer ${response.statusCode}`));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      seen.push(error.code ?? error.message);
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.on('close', () =>
      setTimeout(
        () =>
          answered ||
          reject(
            new Error(
              `${options.method ?? 'GET'} ${path}: the connection closed without an answer (chunks ${options.chunks ?? 0}, held ${Boolean(options.holdOpen)}: ${seen.join(', ') || 'nothing seen'})`,
            ),
          ),
        1000,
      ),
    );
    if (options.chunks) {
      const piece = 'a'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < options.chunks! && !outgoing.destroyed) {
          sent++;
          if (!outgoing.write(piece)) return void outgoing.once('drain', pump);
        }
        if (!options.holdOpen) outgoing.end();
      };
      pump();
    } else if (options.holdOpen) {
      outgoing.write(options.body ?? '');
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
    const answer = await raw(server.base, '/forgot-password?_action=auth.requestPasswordReset', {
      method: 'POST',
      headers: forged,
      body: 'email=member%40harlemguide.example',
    });
    expect(answer.status).toBe(303);
    const db = createClient({ url: `file:${server.databaseFile}`, timeout: 5000 });
    try {
      const { rows } = await db.execute({
        sql: "select text_body from mail_outbox where kind = 'password_reset' and to_address = ?",
        args: ['member@harlemguide.example'],
      });
      expect(rows).toHaveLength(1);
      const text = String(rows[0].text_body);
      // The host the server binds (127.0.0.1 here), so the link opens where the visitor's session is.
      expect(text).toMatch(new RegExp(`http://127\\.0\\.0\\.1:${port}/reset-password\\?token=[a-z2-7]+`));
      expect(text).not.toContain('evil.example');
    } finally {
      db.close();
    }
    // Pages name the configured address too, whatever Host says.
    const page = await raw(server.base, '/auth', { headers: { host: 'evil.example' } });
    expect(page.body).toContain(`<link rel="canonical" href="http://127.0.0.1:${port}/auth">`);
    expect(page.body).not.toContain('evil.example');
    // Pages built ahead (for http://localhost:4321) name this server's address too, plain and compressed.
    for (const [encoding, query] of [
      ['identity', ''],
      ['br', ''],
      ['br', '?utm_source=newsletter'],
    ]) {
      const built = await fetch(`${server.base}/about-us${query}`, { headers: { 'accept-encoding': encoding } });
      const html = await built.text();
      expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:${port}/about-us">`);
      expect(html).not.toContain('localhost:4321');
    }
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
  // Declared as 3 MB: refused on the header alone, before the sender has sent any of it.
  const declared = await raw(baseURL!, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(3 * 1024 * 1024) },
    holdOpen: true,
  });
  expect(declared.status).toBe(413);
  expect(declared.statusText).toBe('Payload Too Large');
  expect(JSON.parse(declared.body)).toEqual({ message: 'The request is too large. Please send at most 1 MB.', limitBytes: 1048576 });

  // 40 MB streamed without a length: never kept past 1 MB (dropped as it comes), then refused.
  const streamed = await raw(baseURL!, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, chunks: 640 });
  expect(streamed.status).toBe(413);
  expect(JSON.parse(streamed.body).message).toBe('The request is too large. Please send at most 1 MB.');

  // The server is fine afterwards, and a normal sign-in works.
  const login = await raw(baseURL!, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNTS.member.email, password: ACCOUNTS.member.password }),
  });
  expect(login.status).toBe(200);
});

test('a form post over 1 MB gets a friendly 413 page, declared or streamed', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const declared = await raw(baseURL!, '/contact-us?_action=inboxes.contact', {
    method: 'POST',
    headers: { origin, 'content-type': form, 'content-length': String(2 * 1024 * 1024) },
    holdOpen: true,
  });
  expect(declared.status).toBe(413);
  expect(declared.body).toContain('Too Much to Send');
  expect(declared.body).toContain('href="/contact-us"');

  // Sent without a length, it is read up to the limit, then the same page.
  const streamed = await raw(baseURL!, '/contact-us?_action=inboxes.contact', {
    method: 'POST',
    headers: { origin, 'content-type': form },
    chunks: 40,
  });
  expect(streamed.status).toBe(413);
  expect(streamed.statusText).toBe('Payload Too Large');
  expect(streamed.body).toContain('Too Much to Send');
  expect(streamed.body).toContain('href="/contact-us"');
});

test('a body declared over an upload route’s limit is refused naming that route’s limit, not 1 MB', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const multipart = 'multipart/form-data; boundary=x';
  for (const [path, megabytes, declared] of [
    ['/api/business-photos', 10, 11],
    ['/api/business-uploads', 50, 51],
    ['/api/businesses/1/videos', 50, 61],
  ] as const) {
    const answer = await raw(baseURL!, path, {
      method: 'POST',
      headers: { origin, 'content-type': multipart, 'content-length': String(declared * 1024 * 1024) },
      holdOpen: true,
    });
    expect(answer.status, path).toBe(413);
    expect(JSON.parse(answer.body).message, path).toBe(`The request is too large. Please send at most ${megabytes} MB.`);
  }
  // An ad's form with its image, posted to the advertiser's page: the page names 10 MB.
  const page = await raw(baseURL!, '/advertiser?_action=ads.create', {
    method: 'POST',
    headers: { origin, 'content-type': multipart, 'content-length': String(20 * 1024 * 1024) },
    holdOpen: true,
  });
  expect(page.status).toBe(413);
  expect(page.body).toContain('larger than this form accepts (10 MB)');
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

test('a write to the API never also runs an action named in its address', async ({ page, signInAs, baseURL }) => {
  // The admin's favorites: no other spec changes them.
  await signInAs('admin');
  const favorites = async () => (await (await page.request.get('/api/user/favorites')).json()) as { businessId: number }[];
  const before = await favorites();
  // A form post from this site (another site's is refused before anything else).
  const both = await page.request.post('/api/user/favorites/1?_action=newsletter.subscribe', {
    form: { email: 'not-an-email' },
    headers: { origin: baseURL! },
  });
  expect(both.status()).toBe(400);
  expect(await both.json()).toEqual({ message: 'Actions are not posted to the API.' });
  expect(await favorites()).toEqual(before);
});

test('status lines carry the reason phrase of their code', async ({ request, baseURL }) => {
  const refused = await request.post('/auth?_action=auth.signIn', {
    form: { email: '', password: '' },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(refused.status()).toBe(400);
  expect(refused.statusText()).toBe('Bad Request');
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.statusText()).toBe('Not Found');
  const home = await request.get('/');
  expect(home.statusText()).toBe('OK');
});

test('an address that cannot be decoded gets a short page of the guide, not a bare error', async ({ baseURL }) => {
  for (const path of ['/news?q=%ff', '/business/%E0%A4%A']) {
    const answer = await raw(baseURL!, path);
    expect(answer.status, path).toBe(400);
    expect(answer.statusText).toBe('Bad Request');
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.body).toContain('<h1>This Address Is Not Valid</h1>');
    expect(answer.body).toContain('<a href="/">Go to the home page</a>');
  }
});

test('after a refused large body, the same kept-alive connection answers the next request', async ({ baseURL }) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const origin = new URL(baseURL!).origin;
  try {
    const refusals: { path: string; headers: Record<string, string>; status: number }[] = [
      { path: '/api/auth/login', headers: { 'content-type': 'application/json' }, status: 413 },
      { path: '/contact-us?_action=inboxes.contact', headers: { origin, 'content-type': form }, status: 413 },
    ];
    for (const refused of refusals) {
      const answer = await raw(baseURL!, refused.path, { method: 'POST', headers: refused.headers, chunks: 40, agent });
      expect(answer.status, refused.path).toBe(refused.status);
      const next = await raw(baseURL!, '/about-us', { agent });
      expect(next.status, `after ${refused.path}`).toBe(200);
      expect(next.body).toContain('About');
    }
  } finally {
    agent.destroy();
  }
});
