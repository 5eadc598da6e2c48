/**
 * npm run db:restore -- <file>: puts a backup (npm run db:backup) in place of the embedded
 * database. The server must be stopped: the backup is checked first (a readable SQLite database
 * of this guide, intact), the current database is kept beside it as <name>.before-restore-<date>,
 * and the backup is copied in whole, so a failure leaves the current database as it was.
 */
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { loadEnvFile } from './prepare-database.ts';
import { getConfig } from '../src/lib/server/config.ts';
import { databaseFileOf } from './database/database-file.ts';

loadEnvFile();
const config = getConfig();
const target = databaseFileOf(config.databaseUrl);
const backup = process.argv[2] ? resolve(process.argv[2]) : null;
if (!backup || !existsSync(backup)) fail(backup ? `${backup} does not exist.` : 'Name the backup to restore: npm run db:restore -- data/backups/harlem-<date>.db');

if (await serverAnswers(config.server.host, config.server.port)) {
  fail(`The site is running on port ${config.server.port}. Stop it first, then restore.`);
}

const check = createClient({ url: `file:${backup}` });
try {
  const integrity = await check.execute('pragma integrity_check');
  if (integrity.rows[0]?.[0] !== 'ok') fail(`${backup} is damaged (${String(integrity.rows[0]?.[0])}); nothing was changed.`);
  const tables = await check.execute("select name from sqlite_master where type = 'table' and name in ('businesses', 'users', '__drizzle_migrations')");
  if (tables.rows.length < 3) fail(`${backup} is not a backup of this guide's database; nothing was changed.`);
} catch (error) {
  fail(`${backup} is not a readable database (${(error as Error).message}); nothing was changed.`);
} finally {
  check.close();
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const staging = `${target}.restoring`;
copyFileSync(backup, staging);
if (existsSync(target)) {
  renameSync(target, `${target}.before-restore-${stamp}`);
  console.log(`The database it replaces is kept as ${target}.before-restore-${stamp}`);
}
// The write-ahead log belongs to the database being replaced: it must not be replayed onto the backup.
for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true });
renameSync(staging, target);
console.log(`Restored ${backup} to ${target}. Start the site with npm run serve (pending migrations run on start).`);

async function serverAnswers(host: string, port: number): Promise<boolean> {
  try {
    const name = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
    await fetch(`http://${name}:${port}/api/health`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
