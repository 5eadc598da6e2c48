/**
 * Request safety: links never built from the Host header, local mode decided by configuration,
 * body size limits, 405 with Allow on API routes, and the sign-in redirect of an invalid session.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig, resetConfig } from '#lib/server/config.ts';
import { absoluteUrl, siteOrigin } from '#lib/server/http/site-url.ts';
import { canReadOutbox } from '#lib/server/mail/outbox-access.ts';
import { BodyTooLargeError, MAX_BODY_BYTES, readLimitedBody, renderPayloadTooLarge } from '#lib/server/http/body-limit.ts';
import { readBody } from '#lib/server/api/body.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { allowedMethods, checkApiMethod, methodRefusal, routePatternOf } from '#lib/server/api/methods.ts';
import { markSessionInvalid, requirePageUser } from '#lib/server/auth/guards.ts';

const forged = new URL('http://evil.example/forgot-password');

describe('site address', () => {
  const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  });
  const setEnv = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  };

  it('never comes from the Host header: without SITE_URL it is this machine on the server port', () => {
    setEnv({ SITE_URL: undefined, PORT: '4532' });
    const page = { isPrerendered: false, url: forged } as { isPrerendered: boolean; site?: URL; url: URL };
    expect(siteOrigin(page)).toBe('http://localhost:4532');
    expect(absoluteUrl(page, '/reset-password?token=abc')).toBe('http://localhost:4532/reset-password?token=abc');
    setEnv({ SITE_URL: undefined, PORT: undefined });
    expect(siteOrigin(page)).toBe('http://localhost:4321');
  });

  it('uses SITE_URL (its origin), then the build-time site, whatever the request says', () => {
    setEnv({ SITE_URL: 'https://harlem.example/guide/' });
    expect(absoluteUrl({ isPrerendered: false, url: forged } as never, '/reset-password')).toBe('https://harlem.example/reset-password');
    setEnv({ SITE_URL: undefined });
    expect(siteOrigin({ isPrerendered: false, site: new URL('https://built.example'), url: forged } as never)).toBe(
      'https://built.example',
    );
    // Prerendered pages keep the build-time address, or the documented default.
    expect(siteOrigin({ isPrerendered: true, site: new URL('https://built.example') })).toBe('https://built.example');
    expect(siteOrigin({ isPrerendered: true })).toBe('http://localhost:4321');
  });
});

describe('local mode', () => {
  const file = { DATABASE_URL: 'file:data/harlem.db' };

  it('is decided by configuration: file database, no mail provider, loopback server, local or no SITE_URL', () => {
    expect(parseConfig({ ...file }).localMode).toBe(true);
    expect(parseConfig({ ...file, HOST: '127.0.0.1', SITE_URL: 'http://127.0.0.1:4399' }).localMode).toBe(true);
    expect(parseConfig({ ...file, HOST: '::1' }).localMode).toBe(true);
    // Bound to every interface, reachable from other machines: not local, whatever SITE_URL says.
    expect(parseConfig({ ...file, HOST: '0.0.0.0' }).localMode).toBe(false);
    expect(parseConfig({ ...file, HOST: '0.0.0.0', SITE_URL: 'http://localhost:4321' }).localMode).toBe(false);
    expect(parseConfig({ ...file, HOST: '192.168.1.20' }).localMode).toBe(false);
    expect(parseConfig({ ...file, SITE_URL: 'https://harlem.example' }).localMode).toBe(false);
    expect(parseConfig({ ...file, RESEND_API_KEY: 're_123' }).localMode).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'libsql://guide.turso.io' }).localMode).toBe(false);
    expect(parseConfig({}, 'workers').localMode).toBe(false);
  });

  it('opens the outbox to anyone only in local mode, and a forged Host header never opens it', () => {
    const publicServer = parseConfig({ ...file, HOST: '0.0.0.0' });
    const localServer = parseConfig({ ...file });
    // The old check trusted "Host: localhost"; a server reachable from outside now refuses it.
    expect(canReadOutbox(publicServer, null, 'localhost')).toBe(false);
    expect(canReadOutbox(publicServer, { role: 'user' }, '127.0.0.1')).toBe(false);
    expect(canReadOutbox(publicServer, { role: 'admin' }, 'guide.example')).toBe(true);
    expect(canReadOutbox(localServer, null, 'localhost')).toBe(true);
    expect(canReadOutbox(localServer, null, '[::1]')).toBe(true);
    // In local mode a request addressed to another name (DNS rebinding) is refused too.
    expect(canReadOutbox(localServer, null, 'evil.example')).toBe(false);
  });

  it('reads PORT and HOST once, refusing a port that is not one', () => {
    expect(parseConfig({}).server).toEqual({ host: 'localhost', port: 4321 });
    expect(parseConfig({ PORT: '4532', HOST: '0.0.0.0' })).toMatchObject({
      server: { host: '0.0.0.0', port: 4532 },
      localOrigin: 'http://localhost:4532',
      listensOnLoopback: false,
    });
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT must be a port number/);
  });
});

/** A request whose body streams in chunks without a Content-Length (as chunked uploads do). */
function streamedRequest(totalBytes: number, contentType: string, chunk = 64 * 1024): { request: Request; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= totalBytes) return controller.close();
        const size = Math.min(chunk, totalBytes - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://localhost/api/auth/login', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => sent };
}

describe('request body limit', () => {
  it('refuses a declared length over the limit before reading anything', async () => {
    const { request, pulled } = streamedRequest(10, 'application/json');
    request.headers.set('content-length', String(150 * 1024 * 1024));
    await expect(readLimitedBody(request)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled()).toBe(0);
  });

  it('refuses a body without Content-Length once it passes 1 MB, after reading the rest to its end without keeping it', async () => {
    const size = 20 * 1024 * 1024;
    const { request, pulled } = streamedRequest(size, 'application/json');
    await expect(readLimitedBody(request)).rejects.toBeInstanceOf(BodyTooLargeError);
    // Drained, so the sender gets the answer once done sending (see body-limit.ts).
    expect(pulled()).toBe(size);
  });

  it('reads a body up to the limit', async () => {
    const { request } = streamedRequest(MAX_BODY_BYTES, 'application/json');
    expect((await readLimitedBody(request)).byteLength).toBe(MAX_BODY_BYTES);
  });

  it('the API answers 413 with a clear message for JSON and form bodies', async () => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const error = await readBody(streamedRequest(2 * MAX_BODY_BYTES, type).request).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 413, message: 'The request is too large. Please send at most 1 MB.' });
    }
    // Small bodies read as before.
    const json = new Request('http://localhost/api/x', {
      method: 'POST',
      body: '{"email":"a@b.co"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await readBody(json)).toEqual({ values: { email: 'a@b.co' }, isForm: false });
  });

  it('the friendly 413 page explains itself and links back to the form', async () => {
    const page = renderPayloadTooLarge('/contact-us');
    expect(page.status).toBe(413);
    const html = await page.text();
    expect(html).toContain('Too Much to Send');
    expect(html).toContain('href="/contact-us"');
    expect(await renderPayloadTooLarge('/x"><script>').text()).not.toContain('<script>');
  });
});

describe('API methods', () => {
  it('maps route files to Astro route patterns', () => {
    expect(routePatternOf('../../../pages/api/auth/login.ts')).toBe('/api/auth/login');
    expect(routePatternOf('../../../pages/api/login/index.ts')).toBe('/api/login');
    expect(routePatternOf('../../../pages/api/user/events/[id]/register.ts')).toBe('/api/user/events/[id]/register');
  });

  it('allows what a route exports (HEAD with GET, OPTIONS always), or everything with ALL', () => {
    const handler = () => new Response();
    expect(allowedMethods({ POST: handler })).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethods({ GET: handler, DELETE: handler, prerender: false })).toEqual(['GET', 'HEAD', 'DELETE', 'OPTIONS']);
    expect(allowedMethods({ ALL: handler })).toBeNull();
    expect(methodRefusal('POST', { POST: handler })).toBeNull();
    expect(methodRefusal('HEAD', { GET: handler })).toBeNull();
  });

  it('answers a wrong method on a real endpoint with JSON 405 and Allow; OPTIONS with 204 and Allow', async () => {
    const refused = await checkApiMethod('/api/auth/login', 'PUT');
    expect(refused?.status).toBe(405);
    expect(refused?.headers.get('allow')).toBe('POST, OPTIONS');
    expect(refused?.headers.get('content-type')).toContain('application/json');
    expect(await refused?.json()).toEqual({ message: 'PUT is not allowed here. Use POST.', allow: ['POST', 'OPTIONS'] });

    const twoWays = await checkApiMethod('/api/user/events/[id]/register', 'GET');
    expect(await twoWays?.json()).toMatchObject({ message: 'GET is not allowed here. Use POST or DELETE.' });

    const options = await checkApiMethod('/api/businesses', 'OPTIONS');
    expect(options?.status).toBe(204);
    expect(options?.headers.get('allow')).toBe('GET, HEAD, OPTIONS');

    expect(await checkApiMethod('/api/auth/login', 'POST')).toBeNull();
    expect(await checkApiMethod('/api/businesses', 'HEAD')).toBeNull();
    // Routes answering every method themselves (the JSON not-found catch-all) are left alone.
    expect(await checkApiMethod('/api/[...path]', 'PUT')).toBeNull();
    expect(await checkApiMethod('/events', 'PUT')).toBeNull();
  });
});

describe('sign-in redirects', () => {
  const page = (locals: object) =>
    ({
      locals,
      url: new URL('http://localhost/subscribe?plan=yearly'),
      redirect: (to: string, status = 302) => new Response(null, { status, headers: { location: to } }),
    }) as never;

  it('say session_invalid only when the request came with a session cookie that signs no one in', () => {
    const fresh = { user: null, session: null };
    expect((requirePageUser(page(fresh)) as Response).headers.get('location')).toBe('/auth?next=%2Fsubscribe%3Fplan%3Dyearly');
    const expired = { user: null, session: null };
    markSessionInvalid(expired);
    const redirect = requirePageUser(page(expired)) as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe('/auth?next=%2Fsubscribe%3Fplan%3Dyearly&error=session_invalid');
  });
});
