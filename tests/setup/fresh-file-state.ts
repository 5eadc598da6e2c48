/**
 * Files of one unit-test worker share their modules (vitest.config.ts, isolate: false): what a
 * file changes in the process is put back after it, so the next file starts as a fresh process
 * would: the environment, the settings read from it, the database client, globals, timers.
 */
import { afterAll, vi } from 'vitest';
import { resetConfig } from '#lib/server/config.ts';
import { closeDb } from '#lib/server/db/client.ts';

const environment = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  resetConfig();
  closeDb();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
