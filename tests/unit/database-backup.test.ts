import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { freePort } from '../../scripts/free-port.ts';

const run = promisify(execFile);
const script = (name: string, env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, [`scripts/${name}.ts`, ...args], { env: { ...process.env, PORT: String(freePort()), ...env } });

/**
 * A migrated database file made by another process (npm run db:migrate), so this one never holds
 * it: a closed libSQL client can keep its file open until its statements are collected.
 */
async function migratedFile(): Promise<string> {
  const path = join(tmpdir(), `harlem-restore-${randomUUID()}.db`);
  await script('migrate', { DATABASE_URL: `file:${path}` });
  afterAll(() => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    rmSync(`${path}.in-use`, { recursive: true, force: true });
  });
  return path;
}

// Each test runs the scripts as their own processes: a loaded machine takes several times the 10 s they take alone.
describe('db:backup and db:restore', { timeout: 60_000 }, () => {
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
    await expect(script('db-backup', { DATABASE_URL: `file:${path}` }, backup)).rejects.toMatchObject({
      stderr: expect.stringContaining('already exists'),
    });

    // Restore into another database file: it then holds exactly the backup's rows, the old one is kept beside it.
    const other = await migratedFile();
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
    await expect(script('db-restore', { DATABASE_URL: `file:${path}` }, stranger)).rejects.toMatchObject({
      stderr: expect.stringContaining("is not a backup of this guide's database"),
    });
    await expect(script('db-restore', { DATABASE_URL: `file:${path}` }, '/nonexistent/backup.db')).rejects.toMatchObject({
      stderr: expect.stringContaining('does not exist'),
    });
    expect(existsSync(path)).toBe(true);
    rmSync(stranger, { force: true });
  });

  it('keep the writes still in the write-ahead log of the database they replace', async () => {
    const path = await migratedFile();
    const backup = join(tmpdir(), `harlem-backup-empty-${Date.now()}.db`);
    await script('db-backup', { DATABASE_URL: `file:${path}` }, backup);
    // A process writes three messages and dies before SQLite moves them from the log into the file.
    const writer = `import { createClient } from '@libsql/client';
      const db = createClient({ url: 'file:${path}' });
      await db.execute('pragma wal_autocheckpoint = 0');
      for (const n of [1, 2, 3]) await db.execute({ sql: "insert into contact_messages (name, email, subject, message) values ('Late', 'late@example.com', 'In the log', ?)", args: ['Message ' + n] });
      process.kill(process.pid, 'SIGKILL');`;
    await run(process.execPath, ['--input-type=module', '-e', writer]).catch((error: { signal?: string }) =>
      expect(error.signal).toBe('SIGKILL'),
    );
    expect(existsSync(`${path}-wal`)).toBe(true);

    await script('db-restore', { DATABASE_URL: `file:${path}` }, backup);
    const kept = readdirSync(dirname(path)).filter((name) => name.startsWith(`${basename(path)}.before-restore-`));
    expect(kept).toHaveLength(1);
    const safety = createClient({ url: `file:${join(dirname(path), kept[0])}` });
    expect((await safety.execute('select message from contact_messages order by id')).rows.map((row) => row.message)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
    ]);
    safety.close();
    // The database now holds the backup's rows: none of the messages written after it.
    const restored = createClient({ url: `file:${path}` });
    expect(Number((await restored.execute('select count(*) as n from contact_messages')).rows[0].n)).toBe(0);
    restored.close();
    for (const file of [backup, join(dirname(path), kept[0])]) rmSync(file, { force: true });
  });

  it('refuse while another process of the guide holds the database, even one that has it closed for a moment', async () => {
    const path = await migratedFile();
    const backup = join(tmpdir(), `harlem-backup-held-${Date.now()}.db`);
    await script('db-backup', { DATABASE_URL: `file:${path}` }, backup);
    // A server started some other way registers itself and is between queries (no file open).
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { registerHolder } from '${process.cwd()}/scripts/database/holders.ts'; registerHolder('file:${path}', 'server'); console.log('ready'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((ready) => holder.stdout!.once('data', ready));
    await expect(script('db-restore', { DATABASE_URL: `file:${path}` }, backup)).rejects.toMatchObject({
      stderr: expect.stringContaining(`is in use by process ${holder.pid}`),
    });
    holder.kill('SIGKILL');
    await new Promise((exited) => holder.once('exit', exited));
    // Once it has stopped (even without cleaning up after itself), the restore goes ahead.
    await script('db-restore', { DATABASE_URL: `file:${path}` }, backup);
    for (const name of readdirSync(dirname(path)).filter((file) => file.startsWith(`${basename(path)}.before-restore-`)))
      rmSync(join(dirname(path), name), { force: true });
    rmSync(backup, { force: true });
  });
});
