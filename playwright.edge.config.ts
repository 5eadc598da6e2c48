/**
 * The edge browser tests (issue 34): the Workers bundle on workerd (`wrangler dev`), over the
 * libSQL server on a migrated and seeded database, with the local test checkout and wrangler's
 * simulated R2: `npm run preview:edge` as a test starts it (EDGE_SKIP_BUILD=1 reuses the bundle
 * `npm run test:edge` has just built). The same Chromium as the Node browser tests.
 */
import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './scripts/free-port.ts';

process.env.EDGE_PORT ??= String(freePort());
const PORT = Number(process.env.EDGE_PORT);
process.env.EDGE_CHECKOUT_PORT ??= String(freePort());
process.env.EDGE_DATABASE ??= join(tmpdir(), `harlem-edge-${Date.now()}.db`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/edge',
  forbidOnly: !!process.env.CI,
  // One workerd isolate behind one port: the specs run one after another.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: chromium, serviceWorkers: 'block', ...devices['Desktop Chrome'] },
  webServer: {
    command: 'node scripts/preview-edge.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM, so the preview stops what it started: wrangler runs in a process group of its own,
    // which Playwright's default (SIGKILL to the preview's group) would leave running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      EDGE_PORT: String(PORT),
      EDGE_CHECKOUT_PORT: process.env.EDGE_CHECKOUT_PORT,
      EDGE_DATABASE: process.env.EDGE_DATABASE,
      EDGE_SKIP_BUILD: process.env.EDGE_SKIP_BUILD ?? '1',
    },
  },
});
