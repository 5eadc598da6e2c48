// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import cloudflare from '@astrojs/cloudflare';
import { loadEnv } from 'vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { shareImages } from './integrations/share-images.ts';
import { precompress } from './integrations/precompress.ts';
import { serviceWorker } from './integrations/service-worker.ts';
import { pagePolicy } from './integrations/page-policy.ts';
import { islandMessages } from './integrations/island-messages.ts';
import { prerenderOrigin } from './integrations/prerender-origin.ts';
import { PARAGLIDE_OPTIONS } from './integrations/paraglide-options.ts';
import { PAGE_CSP_DIRECTIVES } from './src/lib/server/security/security-headers.ts';

// Build-time settings may come from .env too (prerendered pages bake in the site address).
const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''), ...process.env };

/** One codebase, two targets: Node (default, local and self-hosted) or Cloudflare Workers. */
const target = env.DEPLOY_TARGET === 'cloudflare' ? 'cloudflare' : 'node';

export default defineConfig({
  // Canonical address of prerendered pages; server-rendered pages read SITE_URL at run time.
  site: env.SITE_URL || undefined,
  output: 'server',
  // Separate folders so an edge build never replaces the Node build that `npm run serve` runs.
  outDir: env.OUT_DIR || (target === 'cloudflare' ? './dist-edge' : './dist'),
  adapter:
    target === 'cloudflare' ? cloudflare({ imageService: 'passthrough', prerenderEnvironment: 'node' }) : node({ mode: 'standalone' }),
  // shareImages: PNG twins of the SVG illustrations for link previews (og:image); pagePolicy: a
  // prerendered page's meta policy lists only its own inline code's hashes; precompress:
  // brotli and gzip twins of static files for the Node server (it runs after shareImages);
  // serviceWorker: /sw.js with its precache list, before the files are compressed.
  // prerenderOrigin: the address baked into prerendered pages, for the Node server to compare with its own.
  integrations: [
    react(),
    shareImages(),
    pagePolicy(),
    serviceWorker(),
    precompress({ enabled: target === 'node' }),
    prerenderOrigin({ enabled: target === 'node' }),
  ],
  // We keep our own database sessions; without this the Cloudflare adapter wires KV sessions.
  session: false,
  trailingSlash: 'never',
  // Three languages, English at the root (decision 024). The fallbacks give every page an /es/ and
  // an /fr/ address (and build /es/about-us.html beside about-us.html); the middleware draws them
  // with the English route and the language in locals.locale, so no page file is duplicated.
  i18n: {
    locales: ['en', 'es', 'fr'],
    defaultLocale: 'en',
    fallback: { es: 'en', fr: 'en' },
    routing: { prefixDefaultLocale: false, fallbackType: 'rewrite' },
  },
  // Content Security Policy: Astro hashes its inline scripts (island bootstrap) and styles and sends
  // the policy with each page, which keeps only its own code's hashes (own-hashes.ts); the other
  // directives come from one list (security-headers.ts).
  // Style attributes stay allowed (Leaflet, maps' heights); never 'unsafe-inline' for scripts.
  security: {
    // Form posts' origin is checked in the middleware (same-origin.ts), which lets the weekly
    // digest's one-click unsubscribe through.
    checkOrigin: false,
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  // Article pages have no code to highlight; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  // about-us.html rather than about-us/index.html: both targets then serve /about-us without a redirect.
  build: { format: 'file', inlineStylesheets: 'always' },
  vite: {
    // assetsInlineLimit 0: scripts and assets stay files (cached across pages), never inlined.
    build: { target: 'es2022', assetsInlineLimit: 0 },
    // Islands carry their messages' English and fetch the page's other language, one file per
    // language and area (integrations/island-messages.ts, decision 024). Paraglide compiles
    // messages/ into src/paraglide as the build starts, and again on each change in dev.
    plugins: [paraglideVitePlugin(PARAGLIDE_OPTIONS), islandMessages()],
  },
});
