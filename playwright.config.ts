import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './scripts/free-port.ts';

// A free port unless E2E_PORT names one, so the suite runs beside another copy of the site.
// Workers evaluate this file again but inherit the environment: they keep the main process's port.
process.env.E2E_PORT ??= String(freePort());
const PORT = Number(process.env.E2E_PORT);
// A fresh database file for every run: the server migrates and seeds it on start.
// Workers evaluate this file again but inherit the environment: keep the main process's choice,
// so specs can open the server's database through process.env.E2E_DATABASE_FILE.
process.env.E2E_DATABASE_FILE ??= join(tmpdir(), `harlem-e2e-${Date.now()}.db`);
const DATABASE_FILE = process.env.E2E_DATABASE_FILE;
// Uploaded files of the run, beside its database (removed with it).
process.env.E2E_UPLOADS_DIR ??= `${DATABASE_FILE}-uploads`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  // On CI a test.only or describe.only left in a spec fails the run instead of skipping the rest.
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The ten slowest spec files, printed after the run (the next change that slows the suite shows
  // here): Playwright's reportSlowTests leaves out files whose tests ran on two workers.
  reporter: [['list'], ['./scripts/test/slowest-spec-files.ts']],
  reportSlowTests: null,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'off',
    // The guide's service worker would answer requests that specs fake with page.route (map
    // tiles, checkout) and keep pages between specs: off, except in the offline spec.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@phone/ },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node scripts/serve.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${DATABASE_FILE}`,
      UPLOADS_DIR: process.env.E2E_UPLOADS_DIR,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      // Specs write their fixtures straight into the database, which no write through the server names:
      // pages are drawn every time (the page cache is proven by its unit, two-server and bench tests).
      PAGE_CACHE: 'off',
    },
  },
});
