import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { isSuccessfulWrite, PageCache } from '../../scripts/serve/page-cache.ts';
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

/** A server in front of a counting "app", with the page cache as scripts/serve.ts wires it. */
async function serveWithCache(
  app: (path: string, method: string) => { status?: number; control?: string; cookie?: boolean; view?: string; etag?: string },
) {
  const cache = new PageCache();
  const rendered: string[] = [];
  server = createServer((request, response) => {
    if (PageCache.readsCache(request) && cache.serve(request, response) !== null) return;
    response.once('finish', () => isSuccessfulWrite(request, response) && cache.clear());
    if (PageCache.readsCache(request)) cache.record(request, response);
    rendered.push(`${request.method} ${request.url}`);
    const answer = app(request.url ?? '/', request.method ?? 'GET');
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (answer.control) headers['cache-control'] = answer.control;
    if (answer.cookie) headers['set-cookie'] = 'a=b';
    if (answer.view) headers['x-page-view'] = answer.view;
    if (answer.etag) headers.etag = answer.etag;
    response.writeHead(answer.status ?? 200, headers);
    response.end(`<p>${request.url} rendered ${rendered.length}</p>`.repeat(50));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server!.address() as { port: number }).port;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
  return { cache, rendered, port, settle };
}

const SHARED = 'public, max-age=0, s-maxage=60';

describe('page cache', () => {
  it('keeps answers marked for shared caches and serves them compressed without rendering again', async () => {
    const { rendered, port, settle } = await serveWithCache(() => ({ control: SHARED, view: 'business:7' }));
    const first = await call(port, '/business/7', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers['x-page-view']).toBeUndefined();
    await settle();
    const second = await call(port, '/business/7', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.body).toString()).toContain('/business/7 rendered 1');
    expect(second.headers['x-page-view']).toBeUndefined();
    expect(rendered).toEqual(['GET /business/7']);
    // Another address is another page.
    await call(port, '/business/7?ref=home');
    expect(rendered).toHaveLength(2);
  });

  it('answers 304 from memory to a client that holds the kept answer’s ETag, and the body to others', async () => {
    const { rendered, port, settle } = await serveWithCache(() => ({ control: SHARED, etag: 'W/"feed-1"' }));
    await call(port, '/events/feeds/all.ics');
    await settle();
    const held = await call(port, '/events/feeds/all.ics', { headers: { 'if-none-match': '"other", "feed-1"' } });
    expect([held.status, held.body.length, held.headers.etag, held.headers['x-cache']]).toEqual([304, 0, 'W/"feed-1"', 'hit']);
    const stale = await call(port, '/events/feeds/all.ics', { headers: { 'if-none-match': 'W/"feed-0"' } });
    expect([stale.status, stale.body.toString()]).toEqual([200, expect.stringContaining('rendered 1')]);
    expect(rendered).toEqual(['GET /events/feeds/all.ics']);
  });

  it('compresses a kept page fast, and at brotli’s highest level once it is served again', async () => {
    const { cache, port, settle } = await serveWithCache(() => ({ control: SHARED }));
    await call(port, '/news');
    await settle();
    const weightBefore = (cache as unknown as { bytes: number }).bytes;
    const fast = await call(port, '/news', { headers: { 'accept-encoding': 'br' } });
    await settle();
    const finest = await call(port, '/news', { headers: { 'accept-encoding': 'br' } });
    const page = brotliDecompressSync(fast.body);
    expect(brotliDecompressSync(finest.body)).toEqual(page);
    const at = (quality: number) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(fast.body).toEqual(at(5));
    expect(finest.body).toEqual(at(constants.BROTLI_MAX_QUALITY));
    // What the cache counts against its byte limit follows the smaller copy.
    expect((cache as unknown as { bytes: number }).bytes).toBe(weightBefore - (fast.body.length - finest.body.length));
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

  it('forgets everything after a successful write, and not after a refused one', async () => {
    const { cache, port, settle } = await serveWithCache((_, method) =>
      method === 'POST' ? { status: 303 } : method === 'DELETE' ? { status: 403 } : { control: SHARED },
    );
    await call(port, '/events');
    await settle();
    expect(cache.size).toBe(1);
    await call(port, '/api/thing', { method: 'DELETE' });
    expect(cache.size).toBe(1);
    await call(port, '/_actions/favorites.toggle', { method: 'POST' });
    expect(cache.size).toBe(0);
    expect((await call(port, '/events')).headers['x-cache']).toBeUndefined();
  });

  it('lets an entry live no longer than its s-maxage', async () => {
    let now = 1_000_000;
    const cache = new PageCache({ now: () => now });
    server = createServer((request, response) => {
      if (cache.serve(request, response) !== null) return;
      cache.record(request, response);
      response.writeHead(200, { 'cache-control': 'public, s-maxage=60' }).end('hello');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server!.address() as { port: number }).port;
    await call(port, '/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    now += 59_000;
    expect((await call(port, '/')).headers['x-cache']).toBe('hit');
    now += 2_000;
    expect((await call(port, '/')).headers['x-cache']).toBeUndefined();
  });
});

describe('fair share', () => {
  it('holds back a client that has used its rendering time, not anyone else, and never this machine', () => {
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
    for (let i = 0; i < 20; i++) share.charge('127.0.0.1', 10_000);
    expect(share.waitFor('127.0.0.1')).toBe(0);
  });
});
