/**
 * `npm run preview:edge`: the whole site on workerd (Cloudflare's runtime, through `wrangler dev`)
 * with data, as it runs when deployed: the Workers bundle, a libSQL server over HTTP (the local
 * stand-in for Turso, scripts/libsql-server) on a migrated and seeded database, the local test
 * checkout for every paid flow, a simulated R2 bucket for uploads (wrangler's own), and the Cron
 * Trigger (`/__scheduled` runs it on demand). The demo accounts sign in as with `npm start`.
 *
 * Settings: EDGE_PORT (8787), EDGE_DATABASE (file:data/edge-preview.db), EDGE_CHECKOUT_PORT (any
 * free one), EDGE_SKIP_BUILD=1 to reuse dist-edge/. Stops everything on Ctrl+C. `startEdgePreview`
 * is what the edge browser tests start; with `morePorts` it runs more isolates of the same bundle
 * on one database, one checkout and one simulated R2 bucket (tests/edge-isolates).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOCAL_TEST_CHECKOUT } from '../src/lib/server/config.ts';
import { startLibsqlServer } from './libsql-server/libsql-server.ts';
import { startLocalStripe } from './local-stripe/local-stripe.ts';
import { freePort } from './free-port.ts';

export type EdgePreview = {
  /** The site's address (SITE_URL). */
  url: string;
  /** Each isolate's own address (the first is `port`'s). */
  isolates: string[];
  databaseUrl: string;
  /** The libSQL server's bearer token (another server on the same data sends it too). */
  databaseToken: string;
  databaseFile: string;
  checkoutUrl: string;
  /** The first isolate's wrangler process id, which is also its process group's (workerd runs in that group). */
  pid: number;
  /** performance.now() when the first isolate's wrangler dev was spawned and when it first answered (the edge bench's cold start). */
  spawnedAt: number;
  readyAt: number;
  /** What each isolate's `wrangler dev` has printed so far. */
  logs(): string[];
  stop(): Promise<void>;
};

/** A token for the libSQL server, so the Worker's client sends it as Turso's would. */
const DATABASE_TOKEN = 'edge-preview-token';

/** Runs a script to its end with these settings added; throws with its output when it fails. */
function run(command: string, args: string[], env: Record<string, string>): void {
  const done = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${done.status})`);
}

export async function startEdgePreview(options: {
  port: number;
  databaseFile: string;
  build: boolean;
  /** The local test checkout's port (0: any free one). */
  checkoutPort?: number;
  /** More isolates of the same bundle, a `wrangler dev` on each of these ports, on the same database, checkout and R2. */
  morePorts?: number[];
  /** The site's address (SITE_URL, where the checkout sends its webhooks): a proxy in front of the isolates; the first isolate's by default. */
  siteUrl?: string;
  /**
   * wrangler's local state (the simulated R2, the Cache API): .wrangler/state by default. More
   * isolates keep theirs beside it (`<persistTo>-2`, …) and share only its R2 bucket.
   */
  persistTo?: string;
}): Promise<EdgePreview> {
  const url = options.siteUrl ?? `http://127.0.0.1:${options.port}`;
  const ports = [options.port, ...(options.morePorts ?? [])];
  const common = { ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', TZ: 'UTC' };
  if (options.build) run('npm', ['run', 'build:edge'], { ...common, SITE_URL: url, DATABASE_URL: '' });

  // The database, migrated and seeded (demo data, the demo owner's connected account) as local mode does it.
  mkdirSync(join(options.databaseFile, '..'), { recursive: true });
  run('node', ['scripts/seed.ts'], { DATABASE_URL: `file:${options.databaseFile}`, HOST: '127.0.0.1', SITE_URL: '', PORT: '4321' });
  const database = await startLibsqlServer({ file: options.databaseFile, host: '127.0.0.1', port: 0, authToken: DATABASE_TOKEN });

  // The local test checkout, its signed webhooks sent to the Worker; the connected accounts on record recreated.
  const { createClient } = await import('@libsql/client');
  const reader = createClient({ url: database.url, authToken: DATABASE_TOKEN });
  const accounts = (await reader.execute('select stripe_account_id as id, charges_enabled as enabled from connected_accounts')).rows;
  reader.close();
  const checkout = await startLocalStripe({
    ...LOCAL_TEST_CHECKOUT,
    connectedAccounts: accounts.map((account) => ({ id: String(account.id), enabled: Boolean(account.enabled) })),
    webhookUrl: `${url}/api/stripe/webhook`,
    host: '127.0.0.1',
    port: options.checkoutPort ?? 0,
  });

  // The Worker's settings, as secrets would give them when deployed (an env file: nothing of the developer's .env leaks in).
  const scratch = mkdtempSync(join(tmpdir(), 'harlem-edge-preview-'));
  const envFile = join(scratch, 'edge.env');
  writeFileSync(
    envFile,
    Object.entries({
      DATABASE_URL: database.url,
      DATABASE_AUTH_TOKEN: DATABASE_TOKEN,
      SITE_URL: url,
      STRIPE_SECRET_KEY: LOCAL_TEST_CHECKOUT.secretKey,
      STRIPE_WEBHOOK_SECRET: LOCAL_TEST_CHECKOUT.webhookSecret,
      STRIPE_API_URL: checkout.url,
    })
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  );
  const firstState = options.persistTo ?? '.wrangler/state';
  const stateOf = (index: number) => (index === 0 ? firstState : `${firstState}-${index + 1}`);
  const start = (port: number, index: number) => {
    const child: ChildProcess = spawn(
      'npx',
      [
        'wrangler',
        'dev',
        '--port',
        String(port),
        '--ip',
        '127.0.0.1',
        // Each its own devtools port when there are several (they would all ask for 9229).
        ...(ports.length > 1 ? ['--inspector-port', String(freePort())] : []),
        '--env-file',
        envFile,
        '--show-interactive-dev-session=false',
        '--test-scheduled',
        ...(options.persistTo || index > 0 ? ['--persist-to', stateOf(index)] : []),
      ],
      { env: { ...process.env, ...common, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    const isolate = { child, url: `http://127.0.0.1:${port}`, log: '' };
    child.stdout?.on('data', (chunk) => (isolate.log += chunk));
    child.stderr?.on('data', (chunk) => (isolate.log += chunk));
    return isolate;
  };
  const isolates: ReturnType<typeof start>[] = [];
  const stop = async () => {
    const exits = isolates.map(({ child }) => {
      if (!child.pid || child.exitCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return Promise.resolve(); // already gone
      }
      return Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    });
    await Promise.all(exits);
    await checkout.close();
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
  };
  const ready = async ({ child, url: address }: (typeof isolates)[number]) => {
    // Every 100 ms for up to two minutes: the moment the first answers is the edge bench's cold start.
    for (let attempt = 0; attempt < 1200 && child.exitCode === null; attempt++) {
      try {
        if ((await fetch(`${address}/favicon.svg`)).ok) return true;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
  // Two workerd processes on one state folder fail on SQLite's lock ("database is locked": the
  // cache and the local traces are written by both at every request). So each has its own folder,
  // and the simulated R2 bucket is one: the others' r2 folder is a link to the first's, once the
  // first has made it (a bucket is written on uploads only, and SQLite locks it between them).
  const spawnedAt = performance.now();
  isolates.push(start(ports[0], 0));
  let started = await ready(isolates[0]);
  const readyAt = performance.now();
  if (started) {
    for (const index of ports.keys()) {
      if (index === 0) continue;
      rmSync(stateOf(index), { recursive: true, force: true });
      mkdirSync(join(stateOf(index), 'v3'), { recursive: true });
      symlinkSync(resolve(firstState, 'v3', 'r2'), join(stateOf(index), 'v3', 'r2'));
    }
    isolates.push(...ports.slice(1).map((port, index) => start(port, index + 1)));
    started = (await Promise.all(isolates.slice(1).map(ready))).every(Boolean);
  }
  if (started) {
    return {
      url,
      isolates: isolates.map((isolate) => isolate.url),
      databaseUrl: database.url,
      databaseToken: DATABASE_TOKEN,
      databaseFile: options.databaseFile,
      checkoutUrl: checkout.url,
      pid: isolates[0].child.pid!,
      spawnedAt,
      readyAt,
      logs: () => isolates.map((isolate) => isolate.log),
      stop,
    };
  }
  await stop();
  throw new Error(`wrangler dev did not start:\n${isolates.map((isolate) => isolate.log).join('\n')}`);
}

if (import.meta.main) {
  const preview = await startEdgePreview({
    port: Number(process.env.EDGE_PORT ?? 8787),
    databaseFile: (process.env.EDGE_DATABASE ?? 'file:data/edge-preview.db').replace(/^file:/, ''),
    build: process.env.EDGE_SKIP_BUILD !== '1',
    checkoutPort: Number(process.env.EDGE_CHECKOUT_PORT ?? 0),
  });
  console.log(
    `The guide on workerd: ${preview.url} (database ${preview.databaseUrl}, test checkout ${preview.checkoutUrl}). Ctrl+C stops it.`,
  );
  const quit = () => void preview.stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
