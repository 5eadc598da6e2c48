import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';

// A port of its own, away from the suite's main server.
const PORT = 20000 + Math.floor(Math.random() * 20000);
const BASE = `http://127.0.0.1:${PORT}`;

async function startServer(databaseFile: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: `file:${databaseFile}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk) => (errors += chunk));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`Server exited with ${server.exitCode}: ${errors}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`Server did not start: ${errors}`);
}

async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test('the first start creates, migrates and seeds the database; a restart keeps every row', async () => {
  test.setTimeout(60_000);
  const databaseFile = join(tmpdir(), `harlem-restart-${Date.now()}.db`);
  let server: ChildProcess | undefined;
  try {
    server = await startServer(databaseFile);
    const seeded = await (await fetch(`${BASE}/api/businesses`)).json();
    const events = await (await fetch(`${BASE}/api/events`)).json();
    expect(seeded.length).toBeGreaterThanOrEqual(60);
    await stopServer(server);

    // Change the data while the server is down, as an admin would have through the app.
    const client = createClient({ url: `file:${databaseFile}` });
    await client.execute(`update businesses set name = 'Apollo Theater (renovated)' where id = 1`);
    await client.execute(`insert into businesses (name, address, community_board_id, category_id, rating) values ('New Corner Cafe', '1 W 126th St, New York, NY 10027', 10, 10, 4.9)`);
    client.close();

    server = await startServer(databaseFile);
    const after = await (await fetch(`${BASE}/api/businesses`)).json();
    expect(after.length).toBe(seeded.length + 1);
    expect(after.map((business: { name: string }) => business.name)).toContain('New Corner Cafe');
    expect((await (await fetch(`${BASE}/api/businesses/1`)).json()).name).toBe('Apollo Theater (renovated)');
    expect((await (await fetch(`${BASE}/api/events`)).json()).length).toBe(events.length);
  } finally {
    await stopServer(server);
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(databaseFile + suffix, { force: true });
  }
});
