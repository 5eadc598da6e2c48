// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import cloudflare from '@astrojs/cloudflare';

/** One codebase, two targets: Node (default, local and self-hosted) or Cloudflare Workers. */
const target = process.env.DEPLOY_TARGET === 'cloudflare' ? 'cloudflare' : 'node';

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'server',
  adapter:
    target === 'cloudflare'
      ? cloudflare({ imageService: 'passthrough', prerenderEnvironment: 'node' })
      : node({ mode: 'standalone' }),
  integrations: [react()],
  // We keep our own database sessions; without this the Cloudflare adapter wires KV sessions.
  session: false,
  build: { inlineStylesheets: 'always' },
  vite: {
    build: { target: 'es2022' },
  },
});
