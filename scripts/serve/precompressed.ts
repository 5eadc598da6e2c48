/**
 * Serves the build's precompressed twins (integrations/precompress.ts) from memory: for a GET or
 * HEAD of a static file or a prerendered page with a .br or .gz twin, the twin the browser accepts
 * goes out with the headers the adapter's static server would have sent (immutable for hashed
 * assets, ETag and Last-Modified otherwise, 304 when unchanged). Anything else, including a
 * browser that accepts neither, is left to the adapter.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

/** A file's compressed twins; `identity` holds its text when the server changed it (served-origin.ts), else it is read from `file`. */
export type Twin = {
  br: Buffer | null;
  gzip: Buffer | null;
  identity: Buffer | null;
  type: string;
  etag: string;
  lastModified: string;
  immutable: boolean;
  file: string;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ics': 'text/calendar; charset=utf-8',
};

/** The addresses of the files with twins under the client folder, read once at start. */
export function loadPrecompressed(clientDir: string, assetsDir = '_astro'): Map<string, Twin> {
  const twins = new Map<string, Twin>();
  if (!existsSync(clientDir)) return twins;
  for (const name of readdirSync(clientDir, { recursive: true }) as string[]) {
    if (!name.endsWith('.br')) continue;
    const file = join(clientDir, name.slice(0, -3));
    const type = TYPES[extname(file)];
    if (!type || !existsSync(file)) continue;
    const stat = statSync(file);
    const path = `/${relative(clientDir, file).split(sep).join('/')}`;
    const twin: Twin = {
      br: readFileSync(`${file}.br`),
      gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : null,
      identity: null,
      type,
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      immutable: path.startsWith(`/${assetsDir}/`),
      file,
    };
    // The 404 page is the app's to send, with its status.
    if (path === '/404.html') continue;
    twins.set(path, twin);
    // Prerendered pages answer at their clean address: /about-us for about-us.html, / for index.html.
    if (path.endsWith('.html')) twins.set(path === '/index.html' ? '/' : path.slice(0, -'.html'.length), twin);
  }
  return twins;
}

/** The twin of a GET or HEAD of a static file, if it has one. */
export function twinFor(twins: Map<string, Twin>, request: IncomingMessage): Twin | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // A file built ahead is the same whatever the query (a campaign's ?utm_source=...), as the adapter would serve it.
  const path = (request.url ?? '/').split('?')[0];
  return twins.get(path) ?? null;
}

/** Answers from a twin when there is one the browser accepts; false to let the adapter answer. */
export function servePrecompressed(twins: Map<string, Twin>, request: IncomingMessage, response: ServerResponse): boolean {
  const twin = twinFor(twins, request);
  if (!twin) return false;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [body, encoding] =
    twin.br && /\bbr\b/.test(accepted)
      ? [twin.br, 'br']
      : twin.gzip && /\bgzip\b/.test(accepted)
        ? [twin.gzip, 'gzip']
        : [twin.identity, null];
  if (!body) return false;
  response.setHeader('content-type', twin.type);
  response.setHeader('vary', 'Accept-Encoding');
  response.setHeader('cache-control', twin.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
  response.setHeader('etag', twin.etag);
  response.setHeader('last-modified', twin.lastModified);
  if (request.headers['if-none-match'] === twin.etag) {
    response.writeHead(304).end();
    return true;
  }
  if (encoding) response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', body.length);
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
