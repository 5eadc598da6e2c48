/** Creates, migrates and (when empty) seeds the configured database. Used by serve, migrate and seed. */
import { existsSync } from 'node:fs';
import { getConfig } from '../src/lib/server/config.ts';
import { closeDb, getDb } from '../src/lib/server/db/client.ts';
import { ensureDatabaseFolder, migrateDatabase } from '../src/lib/server/db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';

/** Loads .env (if present) into process.env without overriding what is already set. */
export function loadEnvFile(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

export async function prepareDatabase({ seed = true } = {}): Promise<void> {
  const { databaseUrl, seedDemoData } = getConfig();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set.');
  ensureDatabaseFolder(databaseUrl);
  const db = getDb();
  await migrateDatabase(db);
  console.log(`Database ready: ${databaseUrl.replace(/\?.*$/, '')}`);
  if (!seed) return;
  const result = await seedDatabase(db, { demo: seedDemoData });
  if (result.reference) console.log('Seeded reference data: community boards, categories and plans.');
  if (result.demo) console.log('Seeded demo data:', result.counts);
}

export { closeDb };
