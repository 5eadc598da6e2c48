/** Applies pending migrations to the configured database (DATABASE_URL, DATABASE_AUTH_TOKEN). */
import { closeDb, loadEnvFile, prepareDatabase } from './prepare-database.ts';
import { orExit } from './database/exit-on-failure.ts';

loadEnvFile();
await orExit(() => prepareDatabase({ seed: false }));
closeDb();
