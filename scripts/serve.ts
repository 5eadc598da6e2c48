/**
 * Starts the built Node server: migrates and seeds the database first, then serves dist/ with
 * gzip/brotli compression (the adapter's own server sends pages uncompressed).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import compression from 'compression';
import { loadEnvFile, prepareDatabase } from './prepare-database.ts';
import { getConfig } from '../src/lib/server/config.ts';
import { securityHeaders } from '../src/lib/server/security-headers.ts';

loadEnvFile();
const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || 'localhost';

// DIST_DIR serves another build folder (parallel builds in development); dist/ by default.
const entry = new URL(`../${process.env.DIST_DIR || 'dist'}/server/entry.mjs`, import.meta.url);
if (!existsSync(entry)) {
  console.error('No build found in dist/. Run `npm start` (builds, then serves) or `npm run build` first.');
  process.exit(1);
}

await prepareDatabase();

// We run the HTTP server ourselves so responses can be compressed; the adapter only handles requests.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(entry.href)) as { handler: (req: unknown, res: unknown) => void };
const compress = compression({ threshold: 1024 });
// compression's types are Express's; it only needs Node's request and response.
// Static files (prerendered pages, assets) get the same security headers as rendered pages.
const headers = Object.entries(securityHeaders(getConfig().mapTileUrl));
const server = createServer((request, response) => {
  for (const [name, value] of headers) response.setHeader(name, value);
  compress(request as never, response as never, () => handler(request, response));
});

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be opened (${error.code ?? error.message})`;
  console.error(`Port ${port} on ${host} ${reason}. Stop the other server or choose another port, e.g. PORT=4322 npm start.`);
  process.exit(1);
});
server.listen(port, host, () => console.log(`Harlem guide listening on http://${host}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
