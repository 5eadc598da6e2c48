/** Starts the built Node server: migrates and seeds the database first, then serves dist/. */
import { existsSync } from 'node:fs';
import { loadEnvFile, prepareDatabase } from './prepare-database.ts';

loadEnvFile();
process.env.PORT ||= '4321';
process.env.HOST ||= 'localhost';

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(entry)) {
  console.error('No build found in dist/. Run `npm start` (builds, then serves) or `npm run build` first.');
  process.exit(1);
}

await prepareDatabase();
await import(entry.href);
