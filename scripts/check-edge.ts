/**
 * Proves the Workers bundle builds and starts: builds the edge target, boots it with
 * `wrangler dev` (local workerd, no Cloudflare account), and checks that a prerendered page is
 * served, that data routes answer a clear 503 when the database does not answer, and that the Cron
 * Trigger runs the scheduled job, and that request body limits hold on Workers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

// A free port unless EDGE_PORT names one, so the check runs beside another copy of the site.
const PORT = Number(process.env.EDGE_PORT ?? freePort());
const BASE = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', CI: 'true', DATABASE_URL: '' };
// A database that does not answer: a libSQL address on a port nobody listens on (the bundle itself is built without one).
const UNREACHABLE_DATABASE = `http://127.0.0.1:${freePort()}`;

const build = spawnSync('npm', ['run', 'build:edge'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

// An env file of its own, so a developer's .env (say, a hosted DATABASE_URL) cannot change the outcome:
// only the database that does not answer.
const scratch = mkdtempSync(join(tmpdir(), 'harlem-edge-'));
const emptyEnvFile = join(scratch, 'edge.env');
writeFileSync(emptyEnvFile, `DATABASE_URL=${UNREACHABLE_DATABASE}\nDATABASE_AUTH_TOKEN=unused\n`);

const wrangler = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '--port',
    String(PORT),
    '--ip',
    '127.0.0.1',
    '--env-file',
    emptyEnvFile,
    '--show-interactive-dev-session=false',
    '--test-scheduled',
  ],
  {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  },
);
let log = '';
wrangler.stdout.on('data', (chunk) => (log += chunk));
wrangler.stderr.on('data', (chunk) => (log += chunk));

const failures: string[] = [];
let passed = 0;
function check(condition: boolean, message: string) {
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${message}`);
  if (condition) passed += 1;
  else failures.push(message);
}

try {
  let ready = false;
  for (let attempt = 0; attempt < 120 && !ready && wrangler.exitCode === null; attempt++) {
    try {
      ready = (await fetch(`${BASE}/favicon.svg`)).ok;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!ready) throw new Error(`wrangler dev did not start:\n${log}`);

  const about = await fetch(`${BASE}/about-us`, { redirect: 'manual' });
  const aboutHtml = await about.text();
  check(about.status === 200 && aboutHtml.includes('About the Harlem guide'), `prerendered /about-us served (${about.status})`);

  const api = await fetch(`${BASE}/api/businesses`);
  const apiBody = await api.json().catch(() => null);
  check(
    api.status === 503 && apiBody?.code === 'database_unavailable',
    `/api/businesses answers 503 JSON when the database does not answer (${api.status})`,
  );

  const home = await fetch(`${BASE}/`);
  check(
    home.status === 503 && (await home.text()).includes('Temporarily Unavailable'),
    `/ answers the 503 page when the database does not answer (${home.status})`,
  );

  const health = await fetch(`${BASE}/api/health`);
  check(
    health.status === 503 && (await health.json()).platform === 'workers',
    `/api/health reports the workers platform (${health.status})`,
  );

  // Body limits hold on Workers as on Node (middleware and body-limit.ts), before any database work:
  // a body declared over 1 MB is refused unread, and one streamed without a length is cut at the limit.
  const tooLarge = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(2 * 1024 * 1024) });
  const declared = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: tooLarge,
  });
  const declaredBody = await declared.json().catch(() => null);
  check(
    declared.status === 413 && declaredBody?.limitBytes === 1024 * 1024,
    `a JSON body declared over 1 MB answers 413 with the limit (${declared.status})`,
  );
  const streamed = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: new Blob([tooLarge]).stream(),
    duplex: 'half',
  } as RequestInit);
  const streamedBody = await streamed.json().catch(() => null);
  check(
    streamed.status === 413 && typeof streamedBody?.message === 'string',
    `a JSON body streamed without a length is cut at 1 MB with 413 (${streamed.status})`,
  );

  // robots.txt needs no database: it names the sitemap at the site's address.
  const robots = await fetch(`${BASE}/robots.txt`);
  check(
    robots.status === 200 && /^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m.test(await robots.text()),
    `/robots.txt names the sitemap (${robots.status})`,
  );

  const missing = await fetch(`${BASE}/no-such-page`);
  check(
    missing.status === 404 && (await missing.text()).includes('Page Not Found'),
    `unknown page answers 404 Page Not Found (${missing.status})`,
  );

  // The Cron Trigger's job runs, and without a database says so in the log instead of crashing.
  const scheduled = await fetch(`${BASE}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  check(scheduled.status === 200 && /Scheduled jobs failed/.test(log), `the Cron Trigger runs the scheduled job (${scheduled.status})`);

  check(!/Uncaught|\bERROR\b.*(TypeError|ReferenceError)/.test(log), 'no uncaught errors in the worker log');
} finally {
  try {
    process.kill(-wrangler.pid!, 'SIGTERM');
  } catch {
    wrangler.kill('SIGTERM');
  }
  rmSync(scratch, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nEdge check failed:\n- ${failures.join('\n- ')}\n\nwrangler log:\n${log}`);
  process.exit(1);
}
console.log(`Edge bundle builds and boots: ${passed} passed, 0 failed`);
