import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Two Workers isolates on one database (tests/edge-isolates): the bundle in dist-edge/, so they run after `npm run build:edge`, on their own. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/edge-isolates/**/*.test.ts'],
    allowOnly: !process.env.CI,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
