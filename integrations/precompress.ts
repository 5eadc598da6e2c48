/**
 * Static files and prerendered pages of the Node build are compressed once, at build time: a
 * brotli twin at its highest level (.br) and a gzip twin (.gz) beside every text file (HTML,
 * scripts, styles, SVG, JSON, text) of at least 1 KB. The Node server (scripts/serve.ts,
 * serve/precompressed.ts) sends the twin a browser accepts; rendered pages are compressed as they
 * go out instead, at a level that keeps them fast. The Workers build is left alone: Cloudflare
 * compresses what it serves.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

export const PRECOMPRESSED_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ics']);
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function precompress({ enabled }: { enabled: boolean }): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (!enabled) return;
        const clientDir = fileURLToPath(dir);
        const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
        const files = entries
          .filter((entry) => entry.isFile() && PRECOMPRESSED_TYPES.has(extname(entry.name)))
          .map((entry) => join(entry.parentPath, entry.name));
        let before = 0;
        let after = 0;
        let count = 0;
        for (const file of files) {
          const body = await readFile(file);
          if (body.length < MIN_BYTES) continue;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          before += body.length;
          after += br.length;
          count++;
        }
        logger.info(`${count} files precompressed: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB with brotli`);
      },
    },
  };
}
