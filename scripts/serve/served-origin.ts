/**
 * Prerendered pages name the address they were built for (canonical, alternate languages,
 * sharing): SITE_URL at build time, or http://localhost:4321. A server answering at another
 * address (another PORT or HOST, SITE_URL given only at run time) rewrites them in memory at
 * start, so no page sends a visitor to a port nobody listens on or to an origin their sign-in
 * cookie does not belong to. The rewritten pages are compressed fast at start and again at the
 * highest level in the background, one at a time, off the event loop.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Twin } from './precompressed.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT_TYPES = /^(text\/|application\/(xml|json|manifest\+json))/;

/** The address the build baked into its prerendered pages (integrations/prerender-origin.ts). */
export function readPrerenderOrigin(originFile: string, fallback = 'http://localhost:4321'): string {
  return existsSync(originFile) ? readFileSync(originFile, 'utf8').trim() || fallback : fallback;
}

const brotliAt = (quality: number, body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * Rewrites every text file of `twins` that names `from` to name `to`; returns how many files
 * changed and a promise of their best compression (done in the background).
 */
export function rewriteOrigin(twins: Map<string, Twin>, from: string, to: string): { files: number; recompressed: Promise<void> } {
  if (from === to) return { files: 0, recompressed: Promise.resolve() };
  const changed: Twin[] = [];
  const tag = createHash('sha1').update(to).digest('hex').slice(0, 8);
  // A twin is listed under two addresses (/about-us and /about-us.html): each file is rewritten once.
  for (const twin of new Set(twins.values())) {
    if (!TEXT_TYPES.test(twin.type)) continue;
    const text = readFileSync(twin.file, 'utf8');
    if (!text.includes(from)) continue;
    const identity = Buffer.from(text.replaceAll(from, to));
    Object.assign(twin, {
      identity,
      br: brotliCompressSync(identity, brotliAt(5, identity)),
      gzip: gzipSync(identity, { level: 6 }),
      etag: twin.etag.replace(/"$/, `-${tag}"`),
    });
    changed.push(twin);
  }
  const recompressed = (async () => {
    for (const twin of changed) {
      const identity = twin.identity!;
      const [br, gz] = [
        await brotliAsync(identity, brotliAt(constants.BROTLI_MAX_QUALITY, identity)),
        await gzipAsync(identity, { level: 9 }),
      ];
      Object.assign(twin, { br, gzip: gz });
    }
  })();
  return { files: changed.length, recompressed };
}
