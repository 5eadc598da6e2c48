/** Creates, migrates and (when empty) seeds the configured database. Used by serve, migrate and seed. */
import { existsSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { getConfig } from '../src/lib/server/config.ts';
import { users } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed-data/people.ts';
import { registerHolder } from './database/holders.ts';
import { closeDb, getDb } from '../src/lib/server/db/client.ts';
import { ensureDatabaseFolder, migrateDatabase } from '../src/lib/server/db/migrate.ts';
import { seedDatabase, seedDemoConnection } from '../db/seed.ts';

/** Loads .env (if present) into process.env without overriding what is already set. */
export function loadEnvFile(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

export async function prepareDatabase({ seed = true } = {}): Promise<void> {
  const { databaseUrl, seedDemoData, localMode } = getConfig();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set.');
  ensureDatabaseFolder(databaseUrl);
  // npm run db:restore waits for every holder to stop.
  registerHolder(databaseUrl, process.argv[1] ?? 'node');
  const db = getDb();
  await migrateDatabase(db);
  console.log(`Database ready: ${databaseUrl.replace(/\?.*$/, '')}`);
  if (!seed) return;
  const result = await seedDatabase(db, { demo: seedDemoData });
  if (result.reference) console.log('Seeded reference data: community boards, categories and plans.');
  if (result.demo) console.log('Seeded demo data:', result.counts);
  // The local test checkout's demo connected account (never beside real Stripe keys).
  if (localMode && seedDemoData && !process.env.STRIPE_SECRET_KEY) await seedDemoConnection(db);
  if (!localMode) await warnOfDemoAccounts(db);
}

/**
 * Outside local mode, says at every start that the database holds demo accounts, whose passwords
 * the README publishes (a public demo set SEED_DEMO_DATA on purpose; anything else should remove them).
 */
export async function warnOfDemoAccounts(db: ReturnType<typeof getDb>): Promise<string[]> {
  const found = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  if (found.length === 0) return [];
  const emails = found.map((row) => row.email);
  console.warn(
    `WARNING: this site is not in local mode and its database holds the demo accounts (${emails.join(', ')}), whose passwords are published in the README. ` +
      'Anyone can sign in with them, the admin included. Unless this is a public demo, start from an empty database without SEED_DEMO_DATA.',
  );
  return emails;
}

export { closeDb };
