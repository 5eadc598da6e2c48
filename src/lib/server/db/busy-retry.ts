/**
 * Retries what another process's write lock refused (SQLITE_BUSY, SQLITE_LOCKED): a migration, a
 * shell, a long job or a second server holding the database for a while must slow requests down,
 * not fail them with a 500. A statement or batch that met the lock changed nothing (a batch is one
 * transaction), so it is run again after a short pause, until a budget is spent; then
 * DatabaseBusyError, which the exits answer with 503 like an unreachable database.
 *
 * Two traps of the embedded driver (libsql 0.5) are avoided here:
 * - A batch in a deferred transaction that reads before it writes takes a read snapshot first; when
 *   the write then meets the lock, the interrupted statement keeps that snapshot until the garbage
 *   collector finalizes it, and every later write on the connection fails at once (measured: for
 *   seconds, sometimes until restart). Batches that write begin immediate instead, taking the
 *   write lock before reading, and after a refusal the file's connections are reopened.
 * - Statements run synchronously: the driver's own busy wait would freeze the whole process, so it
 *   is kept short (client.ts) and the pauses here are timers.
 */
import type { Client, InStatement, TransactionMode } from '@libsql/client';

/** Another process held the database's lock for longer than the retries allow. */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super('The database stayed locked by another process.', { cause });
    this.name = 'DatabaseBusyError';
  }
}

const BUSY_CODE = /^SQLITE_(BUSY|LOCKED)/;

/** Whether an error (or one it wraps) is a lock held elsewhere, or a connection closed under it by a reopen. */
export function isBusyError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && BUSY_CODE.test(code)) return true;
    if (code === 'CLIENT_CLOSED' && typeof message === 'string' && message.includes('while this operation was in flight')) return true;
    current = cause;
  }
  return false;
}

const READ_ONLY = /^\s*(select|explain|pragma\s+\w+\s*$)/i;

/** Whether a batch only reads (its statements are selects): only then may it begin deferred. */
export function isReadOnlyBatch(statements: readonly InStatement[]): boolean {
  return statements.every((statement) => READ_ONLY.test(typeof statement === 'string' ? statement : statement.sql));
}

const RETRIED = new Set<PropertyKey>(['execute', 'batch', 'executeMultiple', 'migrate']);

/** Pauses between tries: short at first, then at most `maxPauseMs`, so a released lock is seen at once. */
export function pauseBefore(attempt: number, maxPauseMs = 100): number {
  return Math.min(maxPauseMs, 5 * 2 ** attempt);
}

/** Wraps a libSQL client so that statements and batches refused by a lock are tried again within `budgetMs`. */
export function retryWhenBusy(client: Client, options: { budgetMs: number; isFile: boolean; maxPauseMs?: number }): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (!RETRIED.has(property)) return value.bind(target);
      return async (...args: unknown[]) => {
        if (property === 'batch' && options.isFile && args[1] === undefined)
          args[1] = (isReadOnlyBatch(args[0] as InStatement[]) ? 'deferred' : 'write') satisfies TransactionMode;
        const deadline = Date.now() + options.budgetMs;
        for (let attempt = 0; ; attempt++) {
          try {
            return await value.apply(target, args);
          } catch (error) {
            // A call that waited for a connection while the pool was reopened (below, for another call) is tried again too.
            const reopened = (error as { code?: unknown }).code === 'CLIENT_CLOSED' && !target.closed;
            if (!isBusyError(error) && !reopened) throw error;
            // Connections an interrupted statement may have left on an old snapshot are replaced.
            if (options.isFile) await target.reconnect();
            const pause = pauseBefore(attempt, options.maxPauseMs);
            if (Date.now() + pause > deadline) throw new DatabaseBusyError(error);
            await new Promise((resolve) => setTimeout(resolve, pause));
          }
        }
      };
    },
  });
}
