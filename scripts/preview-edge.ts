/**
 * `npm run preview:edge`: the whole site on workerd (Cloudflare's runtime, through `wrangler dev`)
 * with data, as it runs when deployed: the Workers bundle, a libSQL server over HTTP (the local
 * stand-in for Turso, scripts/libsql-server) on a migrated and seeded database, the local test
 * checkout for every paid flow, a simulated R2 bucket for uploads (wrangler's own), and the Cron
 * Trigger (`/__scheduled` runs it on demand). The demo accounts sign in as with `npm start`.
 *
 * Settings: EDGE_PORT (8787), EDGE_DATABASE (file:data/edge-preview.db), EDGE_CHECKOUT_PORT (any
 * free one), EDGE_SKIP_BUILD=1 to reuse dist-edge/. Stops everything on Ctrl+C. `startEdgePreview` is what the edge browser tests start.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_TEST_CHECKOUT } from '../src/lib/server/config.ts';
import { startLibsqlServer } from './libsql-server/libsql-server.ts';
import { startLocalStripe } from './local-stripe/local-stripe.ts';

export type EdgePreview = {
  url: string;
  databaseUrl: string;
  /** The libSQL server's bearer token (another server on the same data sends it too). */
  databaseToken: string;
  databaseFile: string;
  checkoutUrl: string;
  /** wrangler's process id, which is also its process group's (workerd runs in that group). */
  pid: number;
  /** performance.now() when wrangler dev was spawned and when it first answered (the edge bench's cold start). */
  spawnedAt: number;
  readyAt: number;
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
}): Promise<EdgePreview> {
  const url = `http://127.0.0.1:${options.port}`;
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
  const spawnedAt = performance.now();
  const wrangler: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--port',
      String(options.port),
      '--ip',
      '127.0.0.1',
      '--env-file',
      envFile,
      '--show-interactive-dev-session=false',
      '--test-scheduled',
    ],
    { env: { ...process.env, ...common, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  wrangler.stdout?.on('data', (chunk) => (log += chunk));
  wrangler.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (wrangler.pid && wrangler.exitCode === null) {
      try {
        process.kill(-wrangler.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await checkout.close();
    await database.close();
  };
  // Every 100 ms for up to two minutes: the moment it first answers is the edge bench's cold start.
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (wrangler.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/favicon.svg`)).ok) {
        return {
          url,
          databaseUrl: database.url,
          databaseToken: DATABASE_TOKEN,
          databaseFile: options.databaseFile,
          checkoutUrl: checkout.url,
          pid: wrangler.pid!,
          spawnedAt,
          readyAt: performance.now(),
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`wrangler dev did not start:\n${log}`);
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
