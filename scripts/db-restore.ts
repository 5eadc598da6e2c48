/**
 * npm run db:restore -- <file>: puts a backup (npm run db:backup) in place of the embedded
 * database. Nothing may hold the database meanwhile: the server on any port, a job, a migration or
 * a shell (scripts/database/holders.ts). The backup is checked first (a readable SQLite database
 * of this guide, intact); the current database is kept beside it as <name>.before-restore-<date>,
 * copied through SQLite itself (VACUUM INTO) so writes still in its write-ahead log are kept; then
 * the backup is copied in whole and renamed into place, so a failure leaves the current database
 * as it was.
 */
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { loadEnvFile } from './prepare-database.ts';
import { getConfig } from '../src/lib/server/config.ts';
import { databaseFileOf } from './database/database-file.ts';
import { databaseHolders, registerHolder } from './database/holders.ts';

loadEnvFile();
const target = resolve(databaseFileOf(getConfig().databaseUrl));
const backup = process.argv[2] ? resolve(process.argv[2]) : null;
if (!backup || !existsSync(backup))
  fail(backup ? `${backup} does not exist.` : 'Name the backup to restore: npm run db:restore -- data/backups/harlem-<date>.db');

const check = createClient({ url: `file:${backup}` });
try {
  const integrity = await check.execute('pragma integrity_check');
  if (integrity.rows[0]?.[0] !== 'ok') fail(`${backup} is damaged (${String(integrity.rows[0]?.[0])}); nothing was changed.`);
  const tables = await check.execute(
    "select name from sqlite_master where type = 'table' and name in ('businesses', 'users', '__drizzle_migrations')",
  );
  if (tables.rows.length < 3) fail(`${backup} is not a backup of this guide's database; nothing was changed.`);
} catch (error) {
  fail(`${backup} is not a readable database (${(error as Error).message}); nothing was changed.`);
} finally {
  check.close();
}

const holders = databaseHolders(target);
if (holders.length > 0) {
  fail(
    `${target} is in use by process ${holders.join(', ')} (the site's server, a scheduled job or a database shell). Stop it first, then restore; nothing was changed.`,
  );
}
registerHolder(`file:${target}`, 'db:restore');

if (existsSync(target)) {
  const kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const current = createClient({ url: `file:${target}` });
  try {
    await current.execute({ sql: 'vacuum into ?', args: [kept] });
  } finally {
    current.close();
  }
  console.log(`The database it replaces is kept as ${kept}`);
}
const staging = `${target}.restoring`;
copyFileSync(backup, staging);
// The write-ahead log belongs to the database being replaced (its writes are in the copy kept above).
for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true });
renameSync(staging, target);
console.log(`Restored ${backup} to ${target}. Start the site with npm run serve (pending migrations run on start).`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
