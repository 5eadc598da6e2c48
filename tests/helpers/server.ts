/** A production server of its own for an end-to-end test that needs its own database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { test } from '@playwright/test';
import { freePort } from '../../scripts/free-port.ts';

export type OwnServer = {
  base: string;
  databaseFile: string;
  /** Starts (or restarts) the server on the same database and waits until it answers. */
  start(): Promise<void>;
  /** Stops the server; the database file stays until remove(). */
  stop(): Promise<void>;
  /** Stops the server and deletes its database. */
  remove(): Promise<void>;
};

/** A server on a free port (or the one given) with a fresh database file, migrated and seeded when it starts. */
export function ownServer(name: string, env: Record<string, string> = {}, port = freePort()): OwnServer {
  const base = `http://127.0.0.1:${port}`;
  const databaseFile = join(tmpdir(), `harlem-${name}-${process.pid}-${Date.now()}-${port}.db`);
  let child: ChildProcess | undefined;

  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  return {
    base,
    databaseFile,
    async start() {
      child = spawn(process.execPath, ['scripts/serve.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: `file:${databaseFile}`,
          UPLOADS_DIR: `${databaseFile}-uploads`,
          SITE_URL: base,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr?.on('data', (chunk) => (errors += chunk));
      for (let attempt = 0; attempt < 200; attempt++) {
        if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}: ${errors}`);
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await stop();
      throw new Error(`Server did not start: ${errors}`);
    },
    stop,
    async remove() {
      await stop();
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(databaseFile + suffix, { force: true });
      rmSync(`${databaseFile}.in-use`, { recursive: true, force: true });
      rmSync(`${databaseFile}-uploads`, { recursive: true, force: true });
    },
  };
}

/**
 * For a describe block (or a whole spec file): a server of its own, started before its tests
 * and removed after them, with a client on its database for checking what the tests stored.
 */
export function useOwnServer(name: string, env: Record<string, string> = {}) {
  const server = ownServer(name, env);
  let client: Client | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await server.start();
    client = createClient({ url: `file:${server.databaseFile}`, timeout: 5000 });
  });
  test.afterAll(async () => {
    client?.close();
    await server.remove();
  });
  return {
    server,
    base: server.base,
    /** The server's database (open while the block's tests run). */
    db: (): Client => {
      if (!client) throw new Error(`The ${name} server has not started yet`);
      return client;
    },
  };
}
