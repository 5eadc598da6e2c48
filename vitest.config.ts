import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from './integrations/paraglide-options.ts';

/** Server tests that replace a server module with vi.mock (the plain-form runner, say). */
const MOCKING_SERVER_MODULES = ['tests/unit/public-page-caching.test.ts'];

export default defineConfig({
  // Tests read the compiled messages: compile them first, as the build does.
  plugins: [paraglideVitePlugin(PARAGLIDE_OPTIONS)],
  resolve: {
    // Islands and stores call Astro Actions; tests answer them (tests/mocks/astro-actions.ts).
    alias: { 'astro:actions': fileURLToPath(new URL('./tests/mocks/astro-actions.ts', import.meta.url)) },
  },
  test: {
    environment: 'node',
    // On CI an it.only or describe.only fails the run instead of skipping the rest (vitest's default, said here).
    allowOnly: !process.env.CI,
    pool: 'forks',
    // Both cores, and files of one worker share their imported modules: importing the server's
    // modules again for each file took 61% of a 319 s run (114 s shared). Each file still gets its
    // own database (tests/helpers/database.ts), and what it changed in the process is put back after
    // it (tests/setup/fresh-file-state.ts). Islands' tests,
    // which mock modules and stub browser globals, keep a fresh module graph each.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Files that mock server modules run on their own (below): a mock would reach the files sharing their worker.
          exclude: ['tests/unit/islands/**', ...MOCKING_SERVER_MODULES],
          isolate: false,
          setupFiles: ['tests/setup/fresh-file-state.ts'],
        },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING_SERVER_MODULES, isolate: true } },
      { extends: true, test: { name: 'islands', include: ['tests/unit/islands/**/*.test.{ts,tsx}'], isolate: true } },
    ],
  },
});
