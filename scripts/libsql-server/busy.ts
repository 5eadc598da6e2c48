/**
 * Waiting for a lock another connection holds. Every stream has its own connection in this one
 * process, so SQLite's own busy timeout would block the event loop and with it the very stream
 * that holds the lock. Instead a statement refused with SQLITE_BUSY is tried again a little
 * later, for as long as sqld's busy timeout (5 s). A refusal with SQLITE_BUSY_SNAPSHOT (a deferred
 * transaction whose snapshot is stale) cannot succeed by waiting, so it is answered at once.
 */
import { rawCodeOf } from './errors.ts';

const SQLITE_BUSY = 5;
const SQLITE_BUSY_SNAPSHOT = 517;

/** Whether an error is SQLITE_BUSY (any extended code). */
export function isBusy(error: unknown): boolean {
  const code = rawCodeOf(error);
  return code !== undefined && (code & 0xff) === SQLITE_BUSY;
}

/** Runs `work`, again while it fails with SQLITE_BUSY, until `timeoutMs` has passed. */
export async function retryWhileBusy<T>(work: () => T, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || rawCodeOf(error) === SQLITE_BUSY_SNAPSHOT || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
