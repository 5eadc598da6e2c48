/**
 * npm run db:backup [-- <file>]: a consistent copy of the embedded database, taken while the
 * site keeps serving. SQLite's VACUUM INTO writes the database as one read transaction sees it,
 * so writes made meanwhile are either wholly in the copy or wholly absent. The copy goes to
 * data/backups/harlem-<date>.db unless a file is named. Hosted databases (Turso) are backed up
 * with their provider's tools.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { loadEnvFile } from './prepare-database.ts';
import { getConfig } from '../src/lib/server/config.ts';
import { databaseFileOf } from './database/database-file.ts';

loadEnvFile();
const source = databaseFileOf(getConfig().databaseUrl);
const stamp = new Date()
  .toISOString()
  .replace(/[:.]/g, '-')
  .replace(/-\d{3}Z$/, 'Z');
const target = resolve(process.argv[2] ?? `data/backups/harlem-${stamp}.db`);
if (existsSync(target)) {
  console.error(`${target} already exists: name another file, so no backup is overwritten.`);
  process.exit(1);
}
mkdirSync(dirname(target), { recursive: true });

const client = createClient({ url: `file:${source}` });
try {
  // A busy writer only delays the copy: wait for it rather than fail.
  await client.execute('pragma busy_timeout = 10000');
  await client.execute({ sql: 'vacuum into ?', args: [target] });
} finally {
  client.close();
}
console.log(`Backed up ${source} to ${target} (${Math.round(statSync(target).size / 1024)} KB).`);
console.log('Uploaded files are not in the database: copy the uploads folder as well (UPLOADS_DIR, data/uploads by default).');
