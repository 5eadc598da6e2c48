/**
 * Two production servers from dist/ (scripts/serve.ts, as `npm run serve` starts them) on one
 * database file and one uploads folder, behind a small proxy that sends requests to them in turn
 * and adds X-Forwarded-For, as a load balancer would (both servers trust one proxy: TRUST_PROXY=1).
 * A request can ask for one server with the `x-test-server: a|b` header (round-robin-proxy.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { freePort } from '../../scripts/free-port.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';

export type Cluster = {
  /** The proxy's address: the site's address (SITE_URL) for both servers. */
  base: string;
  databaseFile: string;
  uploadsDir: string;
  db: Client;
  /** The environment both servers run with (for a script run beside them). */
  env: Record<string, string>;
  /** When each server started listening (ms). */
  startedAt: { a: number; b: number };
  /** Requests the proxy sent to each server. */
  sent: { a: number; b: number };
  stop(): Promise<void>;
};

type Name = 'a' | 'b';

export type ClusterPlan = { databaseFile: string; uploadsDir: string; proxyPort: number; base: string; env: Record<string, string> };

/** Where the cluster will run: its database, folder, address and environment (known before it starts). */
export function planCluster(): ClusterPlan {
  if (!existsSync('dist/server/entry.mjs')) throw new Error('No build in dist/: run `npm run build` first.');
  const databaseFile = join(tmpdir(), `harlem-multi-${process.pid}-${Date.now()}.db`);
  const uploadsDir = `${databaseFile}-uploads`;
  const proxyPort = freePort();
  const base = `http://127.0.0.1:${proxyPort}`;
  const env = { DATABASE_URL: `file:${databaseFile}`, UPLOADS_DIR: uploadsDir, SITE_URL: base, TRUST_PROXY: '1', HOST: '127.0.0.1' };
  return { databaseFile, uploadsDir, proxyPort, base, env };
}

export async function startCluster({ databaseFile, uploadsDir, proxyPort, base, env }: ClusterPlan): Promise<Cluster> {
  const ports = { a: freePort(), b: freePort() };
  const children: ChildProcess[] = [];
  const proxy = await startRoundRobinProxy<Name>(proxyPort, ports);
  const { sent } = proxy;
  const startedAt = { a: 0, b: 0 };
  let db: Client | undefined;
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(null);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await proxy.close();
    db?.close();
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(databaseFile + suffix, { force: true });
    rmSync(uploadsDir, { recursive: true, force: true });
  };
  // The first migrates and seeds the new database; the second starts once that is done (its own
  // preparation then finds the database ready) while the first is still loading the app.
  const launch = (name: Name) => {
    const child = spawn(process.execPath, ['scripts/serve.ts'], {
      env: { ...process.env, ...env, PORT: String(ports[name]) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let errors = '';
    child.stderr?.on('data', (chunk) => (errors += chunk));
    const prepared = new Promise<void>((resolve) => {
      let output = '';
      child.stdout?.on('data', (chunk) => {
        // Read to the end (a full pipe would hold the server), only the latest lines kept.
        output = (output + chunk).slice(-500);
        if (output.includes('Local test checkout')) resolve();
      });
    });
    const healthy = waitForHealth(`http://127.0.0.1:${ports[name]}`, child, () => errors).then(() => void (startedAt[name] = Date.now()));
    return { prepared: Promise.race([prepared, healthy]), healthy };
  };
  try {
    const first = launch('a');
    await first.prepared;
    await Promise.all([first.healthy, launch('b').healthy]);
  } catch (error) {
    await stop();
    throw error;
  }
  db = createClient({ url: `file:${databaseFile}` });
  return { base, databaseFile, uploadsDir, db, env, startedAt, sent, stop };
}

async function waitForHealth(base: string, child: ChildProcess, errors: () => string): Promise<void> {
  const until = Date.now() + 80_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}: ${errors()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server did not start: ${errors()}`);
}
