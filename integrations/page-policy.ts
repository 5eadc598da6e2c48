/**
 * A prerendered page's Content Security Policy lists only the hashes of its own inline scripts and
 * styles. Astro writes into every page's meta policy the hashes of every inline script and style of
 * the whole site (about 80, 2.7 KB compressed, more than half of a legal page's head); the browser
 * needs only those of the page it reads. Runs before the service worker's precache list is made
 * (its revisions hash the final files) and before the files are compressed.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const POLICY_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const INLINE_CODE = /<(script|style)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/gi;
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/=]+'$/;

/** The hash sources ('sha256-…') of the page's inline scripts and styles, as a policy names them. */
function inlineHashes(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const [, , code] of html.matchAll(INLINE_CODE)) hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  return hashes;
}

/**
 * The page with its meta policy keeping, of its hash sources, only those of code on the page; the
 * other sources and directives as they were. A page without a meta policy comes back unchanged.
 */
export function withOwnHashesOnly(html: string): string {
  const meta = POLICY_META.exec(html);
  if (!meta) return html;
  const own = inlineHashes(html);
  const policy = meta[2]
    .split(';')
    .map((directive) =>
      directive
        .split(' ')
        .filter((source) => !HASH_SOURCE.test(source) || own.has(source))
        .join(' '),
    )
    .join(';');
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
