/**
 * The runbook's steps against a hosted database (issue 34, docs/deploying.md), played against the
 * local libSQL server over http with a token, as Turso would be: `npm run db:migrate` applies every
 * migration, `npm run user:create` makes the first admin, and a wrong token stops with one line
 * naming the address (never the token), not a stack trace.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { startLibsqlServer, type LibsqlServer } from '../../scripts/libsql-server/libsql-server.ts';

const TOKEN = 'runbook-token';
let folder: string;
let server: LibsqlServer;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'harlem-remote-'));
  server = await startLibsqlServer({ file: join(folder, 'hosted.db'), authToken: TOKEN });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs one of the project's scripts as the runbook does, against the server (served by this process: never block it). */
function script(file: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], {
      env: { ...process.env, DATABASE_URL: server.url, NODE_ENV: 'production', SITE_URL: 'https://harlem.example', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

it(
  'migrates a hosted database and creates its first admin over http, and a wrong token stops with one line',
  { timeout: 60_000 },
  async () => {
    const migrated = await script('scripts/migrate.ts', [], { DATABASE_AUTH_TOKEN: TOKEN });
    expect(migrated.status, migrated.output).toBe(0);
    const created = await script('scripts/create-user.ts', ['--email', 'ada@harlem.example', '--role', 'admin', '--first', 'Ada'], {
      DATABASE_AUTH_TOKEN: TOKEN,
      HARLEM_USER_PASSWORD: 'a-long-admin-password',
    });
    expect(created.status, created.output).toBe(0);
    const client = createClient({ url: server.url, authToken: TOKEN });
    const [admin] = (await client.execute("select role from users where email = 'ada@harlem.example'")).rows;
    const [{ tables }] = (
      await client.execute("select count(*) as tables from sqlite_master where type = 'table' and name = 'ticket_types'")
    ).rows;
    client.close();
    expect([admin?.role, tables]).toEqual(['admin', 1]);

    const refused = await script('scripts/migrate.ts', [], { DATABASE_AUTH_TOKEN: 'not-the-token' });
    expect(refused.status).toBe(1);
    const said = refused.output.trim();
    expect(said).toContain(server.url);
    expect(said).toMatch(/token/i);
    expect(said).not.toContain('not-the-token');
    expect(said).not.toMatch(/\n\s+at /);
  },
);
