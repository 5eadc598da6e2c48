/** Gives a test file its own freshly migrated libSQL file database. */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { resetConfig } from '#lib/server/config.ts';
import { closeDb, getDb, queryStats, type Database } from '#lib/server/db/client.ts';
import { migrateDatabase } from '#lib/server/db/migrate.ts';
import { seedDatabase } from '#db/seed.ts';

/** Creates, migrates and optionally seeds a new database file, and points the app at it. */
export async function useFreshDatabase({ seed = false } = {}): Promise<{ db: Database; path: string }> {
  const path = join(tmpdir(), `harlem-test-${randomUUID()}.db`);
  process.env.DATABASE_URL = `file:${path}`;
  process.env.UPLOADS_DIR = `${path}-uploads`;
  resetConfig();
  closeDb();
  const db = getDb();
  await migrateDatabase(db);
  if (seed) await seedDatabase(db);
  afterAll(() => {
    closeDb();
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
    rmSync(`${path}-uploads`, { recursive: true, force: true });
  });
  return { db, path };
}

/** Round trips to the database made while `work` runs. */
export async function countRoundTrips(work: () => Promise<unknown>): Promise<number> {
  const before = queryStats.roundTrips;
  await work();
  return queryStats.roundTrips - before;
}
