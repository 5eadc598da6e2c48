/** Starts the built Node server: migrates and seeds the database first, then serves dist/. */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadEnvFile, prepareDatabase } from './prepare-database.ts';

loadEnvFile();
process.env.PORT ||= '4321';
process.env.HOST ||= 'localhost';

// DIST_DIR serves another build folder (parallel builds in development); dist/ by default.
const entry = new URL(`../${process.env.DIST_DIR || 'dist'}/server/entry.mjs`, import.meta.url);
if (!existsSync(entry)) {
  console.error('No build found in dist/. Run `npm start` (builds, then serves) or `npm run build` first.');
  process.exit(1);
}

/** Fails early and clearly when the port is taken (the adapter would exit silently). */
async function assertPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .once('listening', () => probe.close(() => resolve()))
      .listen(port, host);
  }).catch((error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be opened (${error.code ?? error.message})`;
    console.error(`Port ${port} on ${host} ${reason}. Stop the other server or choose another port, e.g. PORT=4322 npm start.`);
    process.exit(1);
  });
}

await assertPortFree(Number(process.env.PORT), process.env.HOST);
await prepareDatabase();
await import(entry.href);
