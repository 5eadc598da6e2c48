/** Applies pending migrations to the configured database (DATABASE_URL, DATABASE_AUTH_TOKEN). */
import { closeDb, loadEnvFile, prepareDatabase } from './prepare-database.ts';

loadEnvFile();
await prepareDatabase({ seed: false });
closeDb();
