/**
 * A prerendered page's meta Content Security Policy lists only the hashes of its own inline scripts
 * and styles (src/lib/server/security/own-hashes.ts says why; rendered pages get the same in their
 * header from the middleware). Runs before the service worker's precache list is made
 * (its revisions hash the final files) and before the files are compressed.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { policyWithOwnHashes } from '../src/lib/server/security/own-hashes.ts';

const POLICY_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;

/**
 * The page with its meta policy keeping, of its hash sources, only those of code on the page; the
 * other sources and directives as they were. A page without a meta policy comes back unchanged.
 */
export function withOwnHashesOnly(html: string): string {
  const meta = POLICY_META.exec(html);
  if (!meta) return html;
  const policy = policyWithOwnHashes(meta[2], html);
  return html.replace(POLICY_META, (_whole, start: string, _policy: string, end: string) => `${start}${policy}${end}`);
}

export function pagePolicy(): AstroIntegration {
  return {
    name: 'page-policy',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
        let saved = 0;
        let pages = 0;
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, 'utf8');
          const trimmed = withOwnHashesOnly(html);
          if (trimmed === html) continue;
          await writeFile(file, trimmed);
          saved += html.length - trimmed.length;
          pages++;
        }
        logger.info(`${pages} prerendered pages list only their own hashes: ${Math.round(saved / 1024)} KB less`);
      },
    },
  };
}
