/**
 * Starts the built Node server: migrates and seeds the database first, then serves dist/ with
 * gzip/brotli compression (the adapter's own server sends pages uncompressed), security headers
 * on every file, a trusted proxy's view of the request when TRUST_PROXY says there is one, and a
 * JSON log line per request.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, request as httpRequest, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import compression from 'compression';
import { constants as zlibConstants } from 'node:zlib';
import { loadEnvFile, prepareDatabase } from './prepare-database.ts';
import { orExit } from './database/exit-on-failure.ts';
import { getConfig, LOCAL_TEST_CHECKOUT, resetConfig } from '../src/lib/server/config.ts';
import { startScheduledJobs } from './scheduled-jobs.ts';
import { securityHeaders, siteSourcesOf } from '../src/lib/server/security/security-headers.ts';
import { plainPageHtml } from '../src/lib/server/http/plain-page.ts';
import { applyForwarded, readForwarded } from './serve/forwarded.ts';
import { logRequest } from './serve/request-log.ts';
import { PageCache } from './serve/page-cache.ts';
import { watchChangedKeys } from './serve/changed-keys.ts';
import { countCachedView, flushCachedViews } from './serve/cached-views.ts';
import { loadPrecompressed, servePrecompressed } from './serve/precompressed.ts';
import { readPrerenderOrigin, rewriteOrigin } from './serve/served-origin.ts';
import { PRERENDER_ORIGIN_FILE } from '../integrations/prerender-origin.ts';
import { siteOrigin } from '../src/lib/server/http/site-url.ts';
import { serveWithDisplay } from './serve/display.ts';
import { rememberedLanguageAddress } from './serve/language.ts';
import { FairShare } from './serve/fair-share.ts';
import { fairShareClient, isUntrustedLocalProxy } from './serve/fair-share-client.ts';
import { KeyLog } from './serve/key-log.ts';
import { currentGeneration, keysChangedSince, recordChangedKeys } from '../src/lib/server/http/cache-key-log.ts';
import { ANY_KEY } from '../src/lib/server/http/cache-keys.ts';
import { getDb } from '../src/lib/server/db/client.ts';
import { startWarnings } from './serve/start-warnings.ts';

// The server keeps time in UTC, as Workers do: New York times are computed explicitly, and the
// opening_hours library reads wall-clock fields of Dates, which a zone with its own DST would shift.
process.env.TZ = 'UTC';

loadEnvFile();
// PORT and HOST are read (and validated) by the one configuration module, like every setting.
const config = readConfigOrExit();
const { port, host } = config.server;
// Where this server reaches itself: a server on every interface answers on the loopback one.
const loopbackHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

// DIST_DIR serves another build folder (parallel builds in development); dist/ by default.
const entry = new URL(`../${process.env.DIST_DIR || 'dist'}/server/entry.mjs`, import.meta.url);
if (!existsSync(entry)) {
  console.error('No build found in dist/. Run `npm start` (builds, then serves) or `npm run build` first.');
  process.exit(1);
}

await orExit(() => prepareDatabase());

// Local mode without Stripe keys: every paid flow goes through the local test checkout
// ("Test payment, no money moves"), on a port of its own, through the real SDK and signed webhooks.
if (config.localMode && !config.payments && !process.env.STRIPE_SECRET_KEY) {
  const { startLocalStripe } = await import('./local-stripe/local-stripe.ts');
  const { accountsOnRecord } = await import('../src/lib/server/payouts/connected-accounts.ts');
  const appHost = host.includes(':') ? `[${host}]` : host;
  const checkout = await startLocalStripe({
    ...LOCAL_TEST_CHECKOUT,
    // The businesses' connected accounts outlive the checkout's memory (the demo owner's sells at once).
    connectedAccounts: await accountsOnRecord(getDb()),
    webhookUrl: `http://${appHost}:${port}/api/stripe/webhook`,
    host: '127.0.0.1',
    port: Number(process.env.LOCAL_CHECKOUT_PORT ?? 0),
  });
  process.env.STRIPE_API_URL = checkout.url;
  resetConfig();
  console.log(`Local test checkout (test payments, no money moves) on ${checkout.url}`);
}

// We run the HTTP server ourselves so responses can be compressed; the adapter only handles requests.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(entry.href)) as { handler: (req: unknown, res: unknown) => void };
// Brotli at quality 6 for pages rendered per request: a trip plan in French is 13.6 KB instead of
// 14.8 KB at the library's default 4, for about a millisecond more (decision 024). Pages for the
// page cache skip it: compressed once by the cache, then at the highest level in the background.
const compress = compression({ threshold: 1024, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } } });
// compression's types are Express's; it only needs Node's request and response.
// Static files (prerendered pages, assets) get the same security headers as rendered pages.
const sources = siteSourcesOf(getConfig());
const headers = { http: Object.entries(securityHeaders(sources)), https: Object.entries(securityHeaders(sources, true)) };
const { trustedProxies, requestLog, fairShareLoopback, pageCache: keepsPages } = getConfig();
// A page past its s-maxage is drawn again by a request to this server itself, marked with a
// secret of this process: it skips the cache and the fair share, and is stored like any render.
const REVALIDATE_HEADER = 'x-page-cache-revalidate';
const revalidateSecret = randomBytes(32).toString('base64url');
const pageCache = new PageCache({ revalidate: revalidateOnLoopback });
// The log of changed keys in the database: every server on it sees the others' writes (key-log.ts).
const keyLog = new KeyLog(
  {
    current: () => currentGeneration(getDb()),
    since: (version) => keysChangedSince(getDb(), version),
    record: (keys) => recordChangedKeys(getDb(), keys),
  },
  (keys) => pageCache.invalidate(keys),
);
// Each client's share of rendering time; who the client is, and whether this machine's own
// requests are spared, is FAIR_SHARE_LOOPBACK's rule (fair-share-client.ts).
const fairShare = new FairShare();
const fairShareRule = { mode: fairShareLoopback, trustedProxies };
let warnedOfLocalProxy = false;
// Whose request asked for a page past its minute: the render that refreshes it is charged to them.
const shareClients = new WeakMap<IncomingMessage, string>();
// Static files and prerendered pages with their build-time brotli and gzip twins, held in memory;
// prerendered pages built for another address are rewritten to this server's.
const precompressed = loadPrecompressed(fileURLToPath(new URL('../client/', entry)));
const builtFor = readPrerenderOrigin(fileURLToPath(new URL(PRERENDER_ORIGIN_FILE, entry)));
const servedAt = siteOrigin({ isPrerendered: false });
const rewritten = rewriteOrigin(precompressed, builtFor, servedAt);
if (rewritten.files > 0) console.log(`Prerendered pages were built for ${builtFor}: ${rewritten.files} rewritten to ${servedAt}.`);
const server = createServer((request, response) => {
  // Read before a trusted proxy's view replaces the socket's address.
  const seen = { socketAddress: request.socket.remoteAddress, forwardedFor: request.headers['x-forwarded-for'] };
  const shareClient = fairShareClient(seen, fairShareRule);
  if (shareClient !== null) shareClients.set(request, shareClient);
  if (!warnedOfLocalProxy && isUntrustedLocalProxy(seen, trustedProxies)) {
    warnedOfLocalProxy = true;
    console.warn(
      'WARNING: requests from this machine carry X-Forwarded-For but TRUST_PROXY is not set: a proxy in front? Its visitors each get their fair share of rendering (FAIR_SHARE_LOOPBACK), but origin checks, Secure cookies, sign-in limits and logs see the proxy. Set TRUST_PROXY=true behind a proxy.',
    );
  }
  let https = false;
  if (trustedProxies > 0) {
    const forwarded = readForwarded(request, trustedProxies);
    applyForwarded(request, forwarded);
    https = forwarded.protocol === 'https';
  }
  if (requestLog) logRequest(request, response);
  for (const [name, value] of https ? headers.https : headers.http) response.setHeader(name, value);
  withStandardReasonPhrase(response);
  if (isRevalidation(request)) return void answerFromApp(request, response, true, null, true);
  if (!isReadableAddress(request.url ?? '/')) return void answerUnreadableAddress(response);
  if (isDeploymentFile(request.url ?? '/')) return void answerNotFound(response);
  // A page built ahead, for a visitor who chose Spanish or French: its twin in their language.
  const remembered = rememberedLanguageAddress(precompressed, request);
  if (remembered) return void response.writeHead(302, { location: remembered, 'cache-control': 'private, no-store', vary: 'Cookie' }).end();
  const withDisplay = serveWithDisplay(precompressed, request, response, (body) =>
    compress(request as never, response as never, () => response.writeHead(200).end(body)),
  );
  if (withDisplay) return;
  if (servePrecompressed(precompressed, request, response)) return;
  // Pages the same for every signed-out visitor, served from memory when the app has rendered them,
  // once this server knows what another one has changed since (at most a second ago).
  const cacheable = keepsPages && PageCache.readsCache(request);
  const checked = cacheable ? keyLog.check() : null;
  if (checked) return void checked.then(() => answerFromCacheOrApp(request, response, cacheable, shareClient));
  answerFromCacheOrApp(request, response, cacheable, shareClient);
});

function answerFromCacheOrApp(
  request: IncomingMessage,
  response: ServerResponse,
  cacheable: boolean,
  shareClient: string | null,
  waited = false,
): void {
  if (cacheable) {
    const hit = pageCache.serve(request, response);
    if (hit !== null) return void (hit && countCachedView(request, hit));
    // The same address being drawn already: answered from what it stores (or drawn here, if nothing).
    const render = waited ? null : pageCache.waitForRender(request);
    if (render) return void render.then(() => answerFromCacheOrApp(request, response, cacheable, shareClient, true));
  }
  answerFromApp(request, response, cacheable, shareClient, false);
}

function answerFromApp(
  request: IncomingMessage,
  response: ServerResponse,
  cacheable: boolean,
  shareClient: string | null,
  revalidation: boolean,
): void {
  compress(request as never, response as never, () => {
    // A write empties the pages that show what it changed, here and on every other server.
    watchChangedKeys(request, response, dataChanged);
    if (cacheable) pageCache.record(request, response);
    if (revalidation) return void handler(request, response);
    fairShare.run(
      shareClient,
      request,
      response,
      () => handler(request, response),
      (retryAfter) => answerTooBusy(request, response, retryAfter),
    );
  });
}

/** Empties this server's pages that show these keys, and records them, which empties the others' within a second. */
function dataChanged(keys: string[]): void {
  pageCache.invalidate(keys);
  void keyLog.record(keys);
}

/** Whether a request is this server drawing a page again for its cache (the header is then removed). */
function isRevalidation(request: IncomingMessage): boolean {
  if (request.headers[REVALIDATE_HEADER] === undefined) return false;
  const ours = request.headers[REVALIDATE_HEADER] === revalidateSecret && PageCache.readsCache(request);
  delete request.headers[REVALIDATE_HEADER];
  return ours;
}

/** Refreshes a page past its minute for the cache, charged to the visitor whose request asked for it. */
function revalidateOnLoopback(original: IncomingMessage): Promise<void> {
  // A visitor past their fair share gets the stale copy, and starts no render for free.
  const client = shareClients.get(original);
  if (client !== undefined && fairShare.waitFor(client) !== 0) return Promise.resolve();
  const started = performance.now();
  return drawAgainOnLoopback(original).finally(() => client !== undefined && fairShare.charge(client, performance.now() - started));
}

/**
 * Draws a page again for the cache, through this server as a visitor would (same address, host and
 * forwarded headers, so the page is the same), and reads the answer to its end; the cache stores it.
 */
function drawAgainOnLoopback(original: IncomingMessage): Promise<void> {
  const headers: Record<string, string> = { [REVALIDATE_HEADER]: revalidateSecret, 'accept-encoding': 'br' };
  for (const name of ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded']) {
    const value = original.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return new Promise((resolve, reject) => {
    httpRequest({ host: loopbackHost, port, path: original.url ?? '/', headers }, (answer) => {
      answer.resume();
      answer.once('end', resolve);
      answer.once('error', reject);
    })
      .once('error', reject)
      .end();
  });
}

/** The settings, or the reasons they are refused and an exit: a server never starts on settings it cannot trust. */
function readConfigOrExit(): ReturnType<typeof getConfig> {
  try {
    return getConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Files that configure a host (Workers' _headers and the like) are kept in the build, never served. */
const DEPLOYMENT_FILES = new Set(['/_headers', '/_redirects', '/_routes.json', '/.assetsignore']);

function isDeploymentFile(url: string): boolean {
  return DEPLOYMENT_FILES.has(
    decodeURI(url.split('?')[0])
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, ''),
  );
}

/** A client that has used up its share of the server, for a few seconds. */
function answerTooBusy(
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
  retryAfter: number,
): void {
  const message = 'Too many requests from your connection. Please wait a few seconds and try again.';
  const headers = { 'cache-control': 'no-store', 'retry-after': String(retryAfter) };
  if ((request.url ?? '').startsWith('/api/'))
    return void response.writeHead(429, { ...headers, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message }));
  const html = plainPageHtml({ title: 'Too Many Requests', message, link: { href: request.url ?? '/', label: 'Try again' } });
  response.writeHead(429, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(html);
}

function answerNotFound(response: import('node:http').ServerResponse): void {
  const html = plainPageHtml({
    title: 'Page Not Found',
    message: 'There is no page at this address.',
    link: { href: '/', label: 'Go to the home page' },
  });
  response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
}

/** Whether a request's address decodes (a stray "%ff" does not); the adapter would answer a bare "Bad request.". */
function isReadableAddress(url: string): boolean {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

function answerUnreadableAddress(response: import('node:http').ServerResponse): void {
  const html = plainPageHtml({
    title: 'This Address Is Not Valid',
    message:
      'The web address has characters we cannot read, such as a stray % sign. Please check the link, or start again from the home page.',
    link: { href: '/', label: 'Go to the home page' },
  });
  response.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
}

/**
 * Astro hands rendered pages over with the status text "OK" whatever their status (a page that
 * sets Astro.response.status = 400 would go out as "400 OK"): every status line gets the
 * standard reason phrase of its code instead.
 */
function withStandardReasonPhrase(response: import('node:http').ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: typeof response, statusCode: number, ...rest: unknown[]) {
    const reason = STATUS_CODES[statusCode] ?? '';
    // writeHead(status, reason?, headers?): replace a given reason, or set the one Node would use.
    if (typeof rest[0] === 'string') rest[0] = reason;
    else this.statusMessage = reason;
    return (writeHead as (...args: unknown[]) => typeof response).call(this, statusCode, ...rest);
  } as typeof response.writeHead;
}

// No request holds a connection for long: headers within 15 seconds, the whole request within 30.
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be opened (${error.code ?? error.message})`;
  console.error(`Port ${port} on ${host} ${reason}. Stop the other server or choose another port, e.g. PORT=4322 npm start.`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Harlem guide listening on http://${host}:${port}`);
  // A run that changed something (a listing ended, seats went back on sale) empties the page cache
  // (and records the change of everything for the other servers: scheduled-jobs.ts).
  startScheduledJobs(() => pageCache.invalidate([ANY_KEY]));
  for (const warning of startWarnings(config)) console.warn(`WARNING: ${warning}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Views counted from cached pages are written before the server stops.
  process.on(signal, () => server.close(() => void flushCachedViews().finally(() => process.exit(0))));
}
