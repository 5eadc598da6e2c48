/**
 * Speed figures of the public pages, measured on the production build: compressed HTML bytes,
 * compressed JavaScript loaded before any interaction, database round trips per request (with
 * the seed data, then with 500 businesses and 500 events), and Lighthouse mobile performance
 * (median of 3 runs) with CLS. Prints a table and whether each target is met; exits 1 if not.
 *
 *   npm run bench                 build, then measure everything
 *   npm run bench -- --no-build   measure the existing build
 *   npm run bench -- --no-lighthouse
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createBusiness, createEvent } from '../tests/factories/index.ts';
import { openDatabase } from '../src/lib/server/db/client.ts';

const args = new Set(process.argv.slice(2));
const PORT = Number(process.env.BENCH_PORT ?? 4499);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TARGETS = { html: 14_000, js: 70 * 1024, roundTrips: 3, performance: 95, cls: 0.05 };

const PAGES = [
  { path: '/', lighthouse: true },
  { path: '/?board=11&category=restaurants' },
  { path: '/businesses', lighthouse: true },
  { path: '/businesses?q=jazz&communityBoard=10' },
  { path: '/business/1', lighthouse: true },
  { path: '/events', lighthouse: true },
  { path: '/events?view=calendar' },
  { path: '/events?view=list&board=10' },
  { path: '/events/1' },
  { path: '/neighborhoods', lighthouse: true, noJs: true },
  { path: '/neighborhoods/central-harlem' },
  { path: '/about-us', noJs: true },
  { path: '/terms', noJs: true },
  { path: '/news', lighthouse: true, noJs: true },
  { path: '/news/el-barrio-outdoor-gallery', noJs: true },
  { path: '/harlem-week' },
  { path: '/properties' },
  { path: '/property/1' },
  { path: '/trip-planner' },
  { path: '/trip-planner?duration=full-day&interests=food&interests=music&budget=moderate&groupSize=couple', lighthouse: true },
  { path: '/partner-program' },
  { path: '/contact-us' },
  { path: '/auth' },
  { path: '/register' },
  { path: '/premium' },
  { path: '/no-such-page' },
];

if (!args.has('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const databaseFile = join(tmpdir(), `harlem-bench-${Date.now()}.db`);

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: `file:${databaseFile}`, SITE_URL: BASE },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`Server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Server did not start');
}

async function stopServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function measureHtml(path: string) {
  const response = await fetch(BASE + path);
  const html = Buffer.from(await response.arrayBuffer());
  const roundTrips = response.headers.get('x-db-round-trips');
  return { status: response.status, htmlGzip: gzipSync(html, { level: 9 }).length, roundTrips: roundTrips === null ? 0 : Number(roundTrips) };
}

/** Compressed bytes of every script a page loads before anyone touches it. */
async function measureJs(paths: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const result = new Map<string, number>();
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    await page.goto(BASE + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    result.set(path, (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0));
    await page.close();
  }
  await browser.close();
  return result;
}

/** Adds businesses and events until there are 500 of each, so per-page query counts can be compared. */
async function growTo500() {
  const { db, client } = openDatabase(`file:${databaseFile}`);
  const board = { id: 10 };
  const existing = (await client.execute('select count(*) as n from businesses')).rows[0].n as number;
  for (let i = existing; i < 500; i++) {
    const business = await createBusiness(db, { communityBoardId: board.id, categoryId: 1 + (i % 12), rating: 3 + (i % 20) / 10 });
    await createEvent(db, { businessId: business.id, communityBoardId: board.id, startsAt: new Date(Date.now() + (1 + (i % 80)) * 86_400_000) });
  }
  client.close();
}

async function lighthouseRuns(paths: string[]) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const scores = new Map<string, { performance: number; cls: number; lcp: number }>();
  try {
    for (const path of paths) {
      const runs: { performance: number; cls: number; lcp: number }[] = [];
      for (let run = 0; run < 3; run++) {
        const result = await lighthouse(BASE + path, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        const lhr = result!.lhr;
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
          lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      scores.set(path, runs[1]);
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

let server = await startServer();
const failures: string[] = [];
try {
  const html = new Map<string, Awaited<ReturnType<typeof measureHtml>>>();
  for (const { path } of PAGES) html.set(path, await measureHtml(path));
  const js = await measureJs(PAGES.map((page) => page.path));
  const lighthousePaths = args.has('--no-lighthouse') ? [] : PAGES.filter((page) => page.lighthouse).map((page) => page.path);
  const lighthouse = lighthousePaths.length ? await lighthouseRuns(lighthousePaths) : new Map();

  await stopServer(server);
  await growTo500();
  server = await startServer();
  const large = new Map<string, Awaited<ReturnType<typeof measureHtml>>>();
  for (const { path } of PAGES) large.set(path, await measureHtml(path));

  const rows = PAGES.map(({ path, noJs }) => {
    const h = html.get(path)!;
    const scripts = js.get(path) ?? 0;
    const lh = lighthouse.get(path);
    const checks = [
      h.htmlGzip <= TARGETS.html || `${path}: HTML ${h.htmlGzip} B > ${TARGETS.html} B`,
      scripts <= TARGETS.js || `${path}: JavaScript ${scripts} B > ${TARGETS.js} B`,
      !noJs || scripts === 0 || `${path}: must load no JavaScript, loads ${scripts} B`,
      h.roundTrips <= TARGETS.roundTrips || `${path}: ${h.roundTrips} round trips > ${TARGETS.roundTrips}`,
      h.roundTrips === large.get(path)!.roundTrips || `${path}: ${h.roundTrips} round trips with the seed data but ${large.get(path)!.roundTrips} with 500 rows`,
      large.get(path)!.htmlGzip <= TARGETS.html || `${path}: HTML ${large.get(path)!.htmlGzip} B with 500 rows > ${TARGETS.html} B`,
      !lh || lh.performance >= TARGETS.performance || `${path}: Lighthouse performance ${lh.performance} < ${TARGETS.performance}`,
      !lh || lh.cls < TARGETS.cls || `${path}: CLS ${lh.cls.toFixed(3)} >= ${TARGETS.cls}`,
    ].filter((check): check is string => typeof check === 'string');
    failures.push(...checks);
    return {
      page: path,
      status: h.status,
      'html gz B': h.htmlGzip,
      'js gz B': scripts,
      'db trips': h.roundTrips,
      'db trips @500': large.get(path)!.roundTrips,
      'html gz @500': large.get(path)!.htmlGzip,
      'LH perf': lh ? lh.performance : '',
      CLS: lh ? lh.cls.toFixed(3) : '',
      'LCP ms': lh ? Math.round(lh.lcp) : '',
      ok: checks.length === 0 ? 'yes' : 'NO',
    };
  });
  console.table(rows);
  console.log(`Targets: HTML <= ${TARGETS.html} B gzipped; JS before interaction <= ${TARGETS.js} B gzipped (none on information pages); <= ${TARGETS.roundTrips} database round trips, the same at 500 rows; Lighthouse mobile performance >= ${TARGETS.performance} with CLS < ${TARGETS.cls} (median of 3).`);
} finally {
  await stopServer(server);
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(databaseFile + suffix, { force: true });
}

if (failures.length) {
  console.error(`\nMissed targets:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll speed targets met.');
