/**
 * Prerendered pages carry the site's address in their canonical, alternate and sharing links,
 * baked in at build time (SITE_URL, or http://localhost:4321 without it). This writes that address
 * beside the Node build's server (server/prerender-origin.txt), so the server can tell when it
 * answers at another one (another PORT or HOST, SITE_URL set only at run time) and rewrite the
 * pages it serves (scripts/serve/served-origin.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Where prerendered pages say they live when the build had no SITE_URL (src/lib/server/http/site-url.ts agrees). */
export const DEFAULT_PRERENDER_ORIGIN = 'http://localhost:4321';
export const PRERENDER_ORIGIN_FILE = 'prerender-origin.txt';

export function prerenderOrigin({ enabled }: { enabled: boolean }): AstroIntegration {
  let site: string | undefined;
  let serverDir: URL | undefined;
  return {
    name: 'prerender-origin',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
        serverDir = config.build.server;
      },
      'astro:build:done': async () => {
        if (!enabled || !serverDir) return;
        await mkdir(fileURLToPath(serverDir), { recursive: true });
        await writeFile(fileURLToPath(new URL(PRERENDER_ORIGIN_FILE, serverDir)), site ? new URL(site).origin : DEFAULT_PRERENDER_ORIGIN);
      },
    },
  };
}
