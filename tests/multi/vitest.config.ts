import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The two-server tests (tests/multi): real servers from dist/, so they run after the build, on their own. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/multi/**/*.test.ts'],
    allowOnly: !process.env.CI,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
