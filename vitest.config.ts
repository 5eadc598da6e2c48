import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from './integrations/paraglide-options.ts';

export default defineConfig({
  // Tests read the compiled messages: compile them first, as the build does.
  plugins: [paraglideVitePlugin(PARAGLIDE_OPTIONS)],
  resolve: {
    // Islands and stores call Astro Actions; tests answer them (tests/mocks/astro-actions.ts).
    alias: { 'astro:actions': fileURLToPath(new URL('./tests/mocks/astro-actions.ts', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // On CI an it.only or describe.only fails the run instead of skipping the rest (vitest's default, said here).
    allowOnly: !process.env.CI,
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
