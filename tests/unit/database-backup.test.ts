import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import * as schema from '../../db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { freePort } from '../../scripts/free-port.ts';

const run = promisify(execFile);
const script = (name: string, env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, [`scripts/${name}.ts`, ...args], { env: { ...process.env, PORT: String(freePort()), ...env } });

describe('db:backup and db:restore', () => {
  it('copy the database consistently while it is written to, and put a copy back in place', async () => {
    const { db, path } = await useFreshDatabase();
    const backup = join(tmpdir(), `harlem-backup-${Date.now()}.db`);
    // Writes arrive in pairs, in one transaction each, while the backup runs.
    let writing = true;
    const writer = (async () => {
      for (let pair = 0; writing && pair < 2000; pair++) {
        await db.transaction(async (tx) => {
          await tx.insert(schema.contactMessages).values({ name: 'A', email: 'a@example.com', subject: 'One', message: `Pair ${pair}` });
          await tx.insert(schema.contactMessages).values({ name: 'B', email: 'b@example.com', subject: 'Two', message: `Pair ${pair}` });
        });
      }
    })();
    const { stdout } = await script('db-backup', { DATABASE_URL: `file:${path}` }, backup);
    writing = false;
    await writer;
    expect(stdout).toContain(`to ${backup}`);

    const copy = createClient({ url: `file:${backup}` });
    const copied = Number((await copy.execute('select count(*) as n from contact_messages')).rows[0].n);
    expect((await copy.execute('pragma integrity_check')).rows[0][0]).toBe('ok');
    copy.close();
    // Never half a transaction: an even number of rows.
    expect(copied % 2).toBe(0);
    // A second backup to the same file is refused rather than overwriting the first.
    await expect(script('db-backup', { DATABASE_URL: `file:${path}` }, backup)).rejects.toMatchObject({ stderr: expect.stringContaining('already exists') });

    // Restore into another database file: it then holds exactly the backup's rows, the old one is kept beside it.
    const { path: other } = await useFreshDatabase();
    await script('db-restore', { DATABASE_URL: `file:${other}` }, backup);
    const restored = createClient({ url: `file:${other}` });
    expect(Number((await restored.execute('select count(*) as n from contact_messages')).rows[0].n)).toBe(copied);
    restored.close();
    const kept = readdirSync(dirname(other)).filter((name) => name.startsWith(`${basename(other)}.before-restore-`));
    expect(kept).toHaveLength(1);
    for (const file of [backup, join(dirname(other), kept[0])]) rmSync(file, { force: true });
  });

  it('refuse a file that is not a backup of this database, changing nothing', async () => {
    const { path } = await useFreshDatabase();
    const stranger = join(tmpdir(), `harlem-stranger-${Date.now()}.db`);
    const client = createClient({ url: `file:${stranger}` });
    await client.execute('create table notes (id integer primary key)');
    client.close();
    await expect(script('db-restore', { DATABASE_URL: `file:${path}` }, stranger)).rejects.toMatchObject({ stderr: expect.stringContaining("is not a backup of this guide's database") });
    await expect(script('db-restore', { DATABASE_URL: `file:${path}` }, '/nonexistent/backup.db')).rejects.toMatchObject({ stderr: expect.stringContaining('does not exist') });
    expect(existsSync(path)).toBe(true);
    rmSync(stranger, { force: true });
  });
});
