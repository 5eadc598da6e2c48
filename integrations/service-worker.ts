/**
 * /sw.js from src/service-worker/sw.ts, after the pages are built: esbuild bundles it with Serwist
 * for the browser, then Serwist's injectManifest writes the precache list into it (the
 * stylesheets, the icons, the manifest, the offline page and the scripts it loads, each with a
 * revision so an updated build replaces them). Runs for both builds, before the files are precompressed.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { injectManifest } from '@serwist/build';

/** The precache, compressed, stays under this (issue 15). */
export const PRECACHE_BUDGET_BYTES = 300 * 1024;
const PRECACHE_PATTERNS = [
  '_astro/*.css',
  'display.css',
  'favicon.svg',
  'icons/*.png',
  'manifest.webmanifest',
  'offline.html',
  'es/offline.html',
  'fr/offline.html',
  'sw-register.js',
];

export function serviceWorker(): AstroIntegration {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const patterns = [...PRECACHE_PATTERNS, ...(await scriptsOfPage(clientDir, 'offline.html'))];
        const work = await mkdtemp(join(tmpdir(), 'harlem-sw-'));
        try {
          const bundled = join(work, 'sw.js');
          await build({
            entryPoints: [fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url))],
            bundle: true,
            format: 'esm',
            target: 'es2022',
            minify: true,
            outfile: bundled,
            define: { 'process.env.NODE_ENV': '"production"' },
            logLevel: 'warning',
          });
          const { count, size, warnings } = await injectManifest({
            swSrc: bundled,
            swDest: join(clientDir, 'sw.js'),
            globDirectory: clientDir,
            globPatterns: patterns,
            // Hashed names need no revision; the offline page is precached as the address it is served at.
            dontCacheBustURLsMatching: /^_astro\//,
            manifestTransforms: [
              async (entries) => ({
                manifest: entries.map((entry) =>
                  /^((es|fr)\/)?offline\.html$/.test(entry.url) ? { ...entry, url: `/${entry.url.replace(/\.html$/, '')}` } : entry,
                ),
                warnings: [],
              }),
            ],
          });
          for (const warning of warnings) logger.warn(warning);
          const precached = await compressedSize(clientDir, patterns);
          const worker = (await stat(join(clientDir, 'sw.js'))).size;
          logger.info(
            `sw.js ${Math.round(worker / 1024)} KB; precache ${count} files, ${Math.round(size / 1024)} KB (${Math.round(precached / 1024)} KB gzip)`,
          );
          if (precached > PRECACHE_BUDGET_BYTES)
            throw new Error(
              `The precache is ${Math.round(precached / 1024)} KB compressed, over its ${PRECACHE_BUDGET_BYTES / 1024} KB budget`,
            );
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    },
  };
}

/** The scripts a built page loads, with every module they import (paths under the client folder). */
export async function scriptsOfPage(clientDir: string, page: string): Promise<string[]> {
  const html = await readFile(join(clientDir, page), 'utf8');
  const found = new Set<string>();
  const queue = [...html.matchAll(/<script[^>]+src="\/(_astro\/[^"]+\.js)"/g)].map((match) => match[1]!);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (found.has(file)) continue;
    found.add(file);
    const code = await readFile(join(clientDir, file), 'utf8');
    // Chunks import each other by relative name: from"./x.js" and import("./x.js").
    for (const match of code.matchAll(/["']\.\/([\w.-]+\.js)["']/g)) queue.push(`_astro/${match[1]}`);
  }
  return [...found];
}

/** The gzip size of the files the patterns name (as the precache downloads them, compressed). */
async function compressedSize(clientDir: string, patterns: string[]): Promise<number> {
  const { glob } = await import('node:fs/promises');
  let total = 0;
  for (const pattern of patterns)
    for await (const file of glob(pattern, { cwd: clientDir })) total += gzipSync(await readFile(join(clientDir, file))).length;
  return total;
}
