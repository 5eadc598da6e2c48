/** Migrates the configured database and seeds it with demo data if it is empty. */
import { closeDb, loadEnvFile, prepareDatabase } from './prepare-database.ts';
import { orExit } from './database/exit-on-failure.ts';

loadEnvFile();
await orExit(() => prepareDatabase());
closeDb();
