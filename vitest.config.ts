import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
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
