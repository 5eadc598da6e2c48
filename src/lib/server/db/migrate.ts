/** Applies drizzle-kit's SQL migrations (Node only: it reads db/migrations from disk). */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Database } from './client.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const MIGRATIONS_FOLDER = resolve(projectRoot, 'db/migrations');

/** Creates the folder of an embedded database file so libSQL can create the file itself. */
export function ensureDatabaseFolder(url: string): void {
  if (!url.startsWith('file:')) return;
  const path = url.slice('file:'.length).split('?')[0];
  if (path && path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
}

/**
 * Brings the database schema up to date; safe to call on every start, by several servers at once:
 * when two find the same migrations pending, the second one's batch fails whole ("table already
 * exists") and is tried once more, when it finds them applied. A real failure fails again.
 */
export async function migrateDatabase(db: Database): Promise<void> {
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
