import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import compression from 'compression';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { PageCache, type PageCacheOptions } from '../../scripts/serve/page-cache.ts';
import { watchChangedKeys } from '../../scripts/serve/changed-keys.ts';
import { FairShare } from '../../scripts/serve/fair-share.ts';

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function call(
  port: number,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

let server: Server | undefined;
afterEach(() => server?.close());

type Answer = {
  status?: number;
  control?: string;
  cookie?: boolean;
  view?: string;
  keys?: string;
  changed?: string;
  etag?: string;
  wait?: Promise<void>;
};

/** A server in front of a counting "app", with the page cache as scripts/serve.ts wires it (compression, keys, one render per address). */
async function serveWithCache(app: (path: string, method: string) => Answer, options: PageCacheOptions = {}) {
  const rendered: string[] = [];
  const compress = compression({ threshold: 1024, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } } });
  let port = 0;
  const revalidations: string[] = [];
  // Settling waits for the background renders themselves, not a fixed time (the machine may be slow).
  const revalidating: Promise<void>[] = [];
  const cache = new PageCache({
    revalidate: (request) => {
      const done = new Promise<void>((resolve) => {
        revalidations.push(request.url ?? '/');
        httpRequest({ host: '127.0.0.1', port, path: request.url, headers: { 'x-revalidate': '1', 'accept-encoding': 'br' } }, (answer) =>
          answer.resume().once('end', resolve),
        ).end();
      });
      revalidating.push(done);
      return done;
    },
    ...options,
  });
  const fromCacheOrApp = (request: IncomingMessage, response: ServerResponse, waited = false) => {
    const revalidation = request.headers['x-revalidate'] === '1';
    const cacheable = PageCache.readsCache(request);
    if (cacheable && !revalidation) {
      if (cache.serve(request, response) !== null) return;
      const render = waited ? null : cache.waitForRender(request);
      if (render) return void render.then(() => fromCacheOrApp(request, response, true));
    }
    compress(request as never, response as never, async () => {
      watchChangedKeys(request, response, (keys) => cache.invalidate(keys));
      if (cacheable) cache.record(request, response);
      rendered.push(`${request.method} ${request.url}`);
      const count = rendered.length;
      const answer = app(request.url ?? '/', request.method ?? 'GET');
      await answer.wait;
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
      if (answer.control) headers['cache-control'] = answer.control;
      if (answer.cookie) headers['set-cookie'] = 'a=b';
      if (answer.view) headers['x-page-view'] = answer.view;
      if (answer.etag) headers.etag = answer.etag;
      if (answer.keys !== undefined) headers['x-cache-keys'] = answer.keys;
      if (answer.changed !== undefined) headers['x-cache-changed'] = answer.changed;
      // As the Astro adapter writes a page: headers given to writeHead, then the body in chunks.
      response.writeHead(answer.status ?? 200, headers);
      for (let i = 0; i < 50; i++) response.write(`<p>${request.url} rendered ${count}</p>`);
      response.end();
    });
  };
  server = createServer((request, response) => fromCacheOrApp(request, response));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  port = (server!.address() as { port: number }).port;
  const settle = async () => {
    await Promise.all(revalidating);
    await cache.background.idle();
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { cache, rendered, port, settle, revalidations };
}

const SHARED = 'public, max-age=0, s-maxage=60';
const text = (reply: Reply) =>
  (reply.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(reply.body)
    : reply.headers['content-encoding'] === 'gzip'
      ? gunzipSync(reply.body)
      : reply.body
  ).toString();

describe('page cache', () => {
  it('keeps answers marked for shared caches and serves them compressed without rendering again', async () => {
    const { rendered, port, settle } = await serveWithCache(() => ({ control: SHARED, view: 'business:7', keys: 'business:7' }));
    const first = await call(port, '/business/7', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers['x-page-view']).toBeUndefined();
    expect(first.headers['x-cache-keys']).toBeUndefined();
    expect(first.headers['x-cache']).toBe('miss');
    await settle();
    const second = await call(port, '/business/7', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(text(second)).toContain('/business/7 rendered 1');
    expect(second.headers['x-page-view']).toBeUndefined();
    expect(second.headers['x-cache-keys']).toBeUndefined();
    expect(text(await call(port, '/business/7', { headers: { 'accept-encoding': 'gzip' } }))).toContain('/business/7 rendered 1');
    expect(rendered).toEqual(['GET /business/7']);
    // Another address is another page.
    await call(port, '/business/7?ref=home');
    expect(rendered).toHaveLength(2);
  });

  it('compresses a page to keep once, fast, sends and keeps that copy, then brotli’s highest level in the background', async () => {
    const { cache, port, settle } = await serveWithCache(() => ({ control: SHARED, keys: 'events:list' }));
    const miss = await call(port, '/events', { headers: { 'accept-encoding': 'gzip, br' } });
    const page = brotliDecompressSync(miss.body);
    const at = (quality: number) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    // Brotli 5, the cache's level, and not the compression middleware's 6 on top of it.
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.body).toEqual(at(5));
    expect(miss.headers['content-length']).toBe(String(miss.body.length));
    // The copy sent is the copy kept, until the background has the finest one.
    const weight = () => (cache as unknown as { bytes: number }).bytes;
    await settle();
    const finest = await call(port, '/events', { headers: { 'accept-encoding': 'br' } });
    expect(finest.body).toEqual(at(constants.BROTLI_MAX_QUALITY));
    const gzipped = await call(port, '/events', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzipped.body)).toEqual(page);
    // What the cache counts against its byte limit follows what it holds.
    expect(weight()).toBe(page.length + finest.body.length + gzipped.body.length);
  });

  it('leaves answers it does not keep to the compression, as they come', async () => {
    const { port } = await serveWithCache(() => ({ control: 'private, no-store', keys: 'business:7' }));
    const answer = await call(port, '/dashboard', { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(answer.headers['x-cache-keys']).toBeUndefined();
    expect(text(answer)).toContain('/dashboard rendered 1');
  });

  it('never serves or stores for requests with cookies, private answers, answers setting cookies or errors', async () => {
    const { rendered, port, settle } = await serveWithCache((path) =>
      path === '/private'
        ? { control: 'private, no-store' }
        : path === '/cookie'
          ? { control: SHARED, cookie: true }
          : path === '/missing'
            ? { control: SHARED, status: 404 }
            : { control: SHARED },
    );
    for (const path of ['/private', '/cookie', '/missing']) {
      await call(port, path);
      await settle();
      expect((await call(port, path)).headers['x-cache'], path).toBeUndefined();
    }
    await call(port, '/page');
    await settle();
    expect((await call(port, '/page', { headers: { cookie: 'harlem_session=x' } })).headers['x-cache']).toBeUndefined();
    expect(
      (await call(port, '/page', { headers: { cookie: 'harlem_device=1.abc.sig; harlem_session=x' } })).headers['x-cache'],
    ).toBeUndefined();
    expect((await call(port, '/page')).headers['x-cache']).toBe('hit');
    // The known-browser cookie, which no page is drawn from, keeps a signed-out visitor on the cache.
    expect((await call(port, '/page', { headers: { cookie: 'harlem_device=1.abc.sig' } })).headers['x-cache']).toBe('hit');
    expect(rendered.filter((line) => line === 'GET /page')).toHaveLength(3);
  });

  it('forgets the pages that show what a successful write changed, and those that named nothing', async () => {
    let changed: string | undefined = 'business:7';
    const { cache, port, settle } = await serveWithCache((path, method) =>
      method === 'POST'
        ? { status: 303, changed }
        : method === 'DELETE'
          ? { status: 403, changed: '*' }
          : path === '/business/7'
            ? { control: SHARED, keys: 'business:7 businesses:list' }
            : path === '/events'
              ? { control: SHARED, keys: 'events:list' }
              : { control: SHARED, keys: '*' },
    );
    const fill = async () => {
      for (const path of ['/business/7', '/events', '/news']) await call(port, path);
      await settle();
    };
    const kept = async () => {
      const answers = await Promise.all(['/business/7', '/events', '/news'].map((path) => call(port, path)));
      await settle();
      return answers.map((answer) => answer.headers['x-cache']);
    };
    await fill();
    expect(cache.size).toBe(3);
    // A refused write changes nothing.
    await call(port, '/api/thing', { method: 'DELETE' });
    expect(cache.size).toBe(3);
    // A write that changed business 7: its page and the page that named nothing go, the events stay.
    const write = await call(port, '/_actions/business.update', { method: 'POST' });
    expect(write.headers['x-cache-changed']).toBeUndefined();
    expect(await kept()).toEqual(['miss', 'hit', 'miss']);
    // A write that changed nothing public (a favorite): everything stays.
    changed = '';
    await call(port, '/_actions/favorites.toggle', { method: 'POST' });
    expect(await kept()).toEqual(['hit', 'hit', 'hit']);
    // A write that said nothing: everything goes.
    changed = undefined;
    await call(port, '/_actions/unnamed', { method: 'POST' });
    expect(cache.size).toBe(0);
  });

  it('answers 304 from memory to a client that holds the kept answer’s ETag, and the body to others', async () => {
    const { rendered, port, settle } = await serveWithCache(() => ({ control: SHARED, keys: 'events:list', etag: 'W/"feed-1"' }));
    await call(port, '/events/feeds/all.ics');
    await settle();
    const held = await call(port, '/events/feeds/all.ics', { headers: { 'if-none-match': '"other", "feed-1"' } });
    expect([held.status, held.body.length, held.headers.etag, held.headers['x-cache']]).toEqual([304, 0, 'W/"feed-1"', 'hit']);
    const other = await call(port, '/events/feeds/all.ics', { headers: { 'if-none-match': 'W/"feed-0"' } });
    expect([other.status, text(other)]).toEqual([200, expect.stringContaining('rendered 1')]);
    expect(rendered).toEqual(['GET /events/feeds/all.ics']);
  });

  it('never stores a page drawn before a change that touched what it shows', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { cache, port, settle, rendered } = await serveWithCache((path) => ({
      control: SHARED,
      keys: path === '/business/7' ? 'business:7' : 'events:list',
      wait: held,
    }));
    const drawing = Promise.all([call(port, '/business/7'), call(port, '/events')]);
    // Both renders under way (not a fixed time: the machine may be slow).
    while (rendered.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidate(['business:7']);
    release();
    await drawing;
    await settle();
    expect((await call(port, '/business/7')).headers['x-cache']).toBe('miss');
    expect((await call(port, '/events')).headers['x-cache']).toBe('hit');
  });

  it('serves a page past its s-maxage for a bounded time while one background render refreshes it, and never an emptied one', async () => {
    let now = 1_000_000;
    const { rendered, port, settle, revalidations, cache } = await serveWithCache(() => ({ control: SHARED, keys: 'events:list' }), {
      now: () => now,
      staleMs: 60_000,
    });
    await call(port, '/events');
    await settle();
    now += 59_000;
    expect((await call(port, '/events')).headers['x-cache']).toBe('hit');
    now += 2_000;
    const stale = await Promise.all([1, 2, 3].map(() => call(port, '/events')));
    expect(stale.map((answer) => answer.headers['x-cache'])).toEqual(['stale', 'stale', 'stale']);
    expect(text(stale[0])).toContain('rendered 1');
    await settle();
    expect(revalidations).toEqual(['/events']);
    expect(rendered).toEqual(['GET /events', 'GET /events']);
    const fresh = await call(port, '/events');
    expect(fresh.headers['x-cache']).toBe('hit');
    expect(text(fresh)).toContain('rendered 2');
    // Not asked within the bound: gone, drawn on the next request.
    now += 60_000 + 60_000;
    expect((await call(port, '/events')).headers['x-cache']).toBe('miss');
    await settle();
    // Emptied by a change: never served stale.
    now += 61_000;
    cache.invalidate(['events:list']);
    expect((await call(port, '/events')).headers['x-cache']).toBe('miss');
    expect(revalidations).toHaveLength(1);
  });

  it('draws a page once for misses that arrive together, and lets each draw its own when it is not kept', async () => {
    let control = SHARED;
    let release = () => {};
    let gate = new Promise<void>((resolve) => (release = resolve));
    const { rendered, port } = await serveWithCache(() => ({ control, keys: 'events:list', wait: gate }));
    const together = (path: string, count: number) =>
      Promise.all(Array.from({ length: count }, () => call(port, path, { headers: { 'accept-encoding': 'br' } })));
    const answers = together('/events', 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const events = await answers;
    expect(rendered).toEqual(['GET /events']);
    expect(events.map((answer) => text(answer))).toEqual(Array(10).fill(text(events[0])));
    expect(events.filter((answer) => answer.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(events.filter((answer) => answer.headers['x-cache'] === 'hit')).toHaveLength(9);

    // Not kept (private): the others were waiting on the first, then each draws its own.
    control = 'private, no-store';
    gate = new Promise<void>((resolve) => (release = resolve));
    const mine = together('/mine', 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rendered.filter((line) => line === 'GET /mine')).toHaveLength(1);
    release();
    const private4 = await mine;
    expect(rendered.filter((line) => line === 'GET /mine')).toHaveLength(4);
    expect(private4.every((answer) => answer.headers['x-cache'] === undefined)).toBe(true);
  });

  it('holds a waiter no longer than the bound when the render it waits for hangs', async () => {
    let calls = 0;
    const { rendered, port } = await serveWithCache(
      () => ({ control: SHARED, keys: 'events:list', wait: ++calls === 1 ? new Promise<void>(() => {}) : undefined }),
      { waitMs: 200 },
    );
    void call(port, '/events').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const waiter = await call(port, '/events');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(text(waiter)).toContain('rendered 2');
    expect(rendered).toHaveLength(2);
  });
});

describe('fair share', () => {
  it('holds back a client that has used its rendering time, not anyone else', () => {
    let now = 0;
    const share = new FairShare({ refillPerSecondMs: 150, burstMs: 1500, maxWaitMs: 5000, now: () => now });
    expect(share.waitFor('203.0.113.9')).toBe(0);
    for (let i = 0; i < 4; i++) share.charge('203.0.113.9', 500);
    // 2 s of rendering against a 1.5 s burst: half a second over, which takes 3.3 s to refill.
    expect(share.waitFor('203.0.113.9')).toBeCloseTo(3333, -1);
    expect(share.waitFor('198.51.100.1')).toBe(0);
    now += 3400;
    expect(share.waitFor('203.0.113.9')).toBe(0);
    // A very long render is charged at most half a second; far over budget means 429.
    for (let i = 0; i < 20; i++) share.charge('203.0.113.9', 10_000);
    expect(share.waitFor('203.0.113.9')).toBeNull();
  });
});
