/** The app's one database handle: drizzle over libSQL (embedded file or hosted Turso). */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { DatabaseBusyError, retryWhenBusy } from './busy-retry.ts';
import * as schema from '#db/schema.ts';
import { getConfig } from '../config.ts';

export type Database = LibSQLDatabase<typeof schema>;

/** Thrown when a data route runs where no database is configured (a Worker without Turso). */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('The database is not configured for this deployment.');
    this.name = 'DatabaseUnavailableError';
  }
}

export { DatabaseBusyError };

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'SQLITE_CANTOPEN',
  'SERVER_ERROR',
]);

/**
 * Whether an error means the database cannot be used at all (not configured, unreachable, its
 * file cannot be opened, or another process kept it locked past the retries), as opposed to a
 * bug or a bad query. Walks the cause chain, since
 * drizzle wraps driver errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (current instanceof DatabaseUnavailableError || current instanceof DatabaseBusyError) return true;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (isFetchFailure(current)) return true;
    current = cause;
  }
  return false;
}

/**
 * A request to a database server that never got an answer: Node's fetch says "fetch failed"
 * (the reason in its cause); workerd's says "Network connection lost." (refused, reset, DNS).
 */
export function isFetchFailure(error: unknown): boolean {
  const { message } = error as { message?: unknown };
  return (error instanceof TypeError && message === 'fetch failed') || (error instanceof Error && message === 'Network connection lost.');
}

/** Round trips sent to the database since start; tests read it. */
export const queryStats = { roundTrips: 0 };

const requestRoundTrips = new AsyncLocalStorage<{ roundTrips: number }>();

/** Runs `work` counting the database round trips it makes; the middleware reports them per request. */
export async function countRequestRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; roundTrips: number }> {
  const counter = { roundTrips: 0 };
  const result = await requestRoundTrips.run(counter, work);
  return { result, roundTrips: counter.roundTrips };
}

/**
 * Runs `work` outside any request's count. For writes deferred past the answer (a page view):
 * they are not the page's cost, and would otherwise land in its x-db-round-trips by chance of timing.
 */
export function withoutRequestCount<T>(work: () => T): T {
  return requestRoundTrips.exit(work);
}

/** Wraps a libSQL client so every round trip (statement, batch, transaction step) is counted. */
function countRoundTrips(client: Client): Client {
  const counted = ['execute', 'batch', 'executeMultiple', 'migrate'] as const;
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if ((counted as readonly PropertyKey[]).includes(property)) {
        return (...args: unknown[]) => {
          queryStats.roundTrips += 1;
          const request = requestRoundTrips.getStore();
          if (request) request.roundTrips += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

/**
 * How long a statement on an embedded file waits, blocking, for a lock another connection holds.
 * The embedded driver runs statements synchronously, so a long wait here would freeze every
 * request of the process: waits beyond this are the asynchronous retries of retryWhenBusy.
 */
export const FILE_BUSY_TIMEOUT_MS = 20;

/**
 * How long a statement or batch keeps retrying while another process holds the write lock (a
 * migration, a shell, a long job, a second server), before the request answers 503.
 */
export const BUSY_RETRY_BUDGET_MS = 3000;
/** The longest pause between two tries: a released lock is seen within this. */
const BUSY_RETRY_MAX_PAUSE_MS = 100;

/** Write-ahead logging (a setting stored in the file) lets readers and a writer work at once. */
function useWriteAheadLog(client: Client): void {
  client.execute('PRAGMA journal_mode = WAL').catch((error) => console.error('Could not switch the database file to WAL:', error));
}

/**
 * Opens a drizzle database on a libSQL URL. Over HTTP, @libsql/client queues the statements beyond
 * 20 in flight until another ends: `queueStatements: false` (Workers) sends them all at once. On
 * Workers a statement queued behind another request's fetch waits on that request's I/O, which
 * workerd cancels as hung ("the Worker's code had hung", a 500) when many requests start on a
 * fresh isolate; workerd itself holds each request to six connections at a time.
 */
export function openDatabase(
  url: string,
  authToken?: string,
  options: { busyRetryMs?: number; queueStatements?: boolean } = {},
): { db: Database; client: Client } {
  const isFile = url.startsWith('file:');
  const raw = createClient({
    url,
    authToken,
    timeout: isFile ? FILE_BUSY_TIMEOUT_MS : undefined,
    concurrency: options.queueStatements === false ? Infinity : undefined,
  });
  if (isFile) useWriteAheadLog(raw);
  const client = countRoundTrips(
    retryWhenBusy(raw, { budgetMs: options.busyRetryMs ?? BUSY_RETRY_BUDGET_MS, isFile, maxPauseMs: BUSY_RETRY_MAX_PAUSE_MS }),
  );
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return { db, client };
}

let current: { db: Database; client: Client; url: string } | undefined;

/** The database of the running app; throws DatabaseUnavailableError when none is configured. */
export function getDb(): Database {
  const { databaseUrl, databaseAuthToken, platform } = getConfig();
  if (!databaseUrl) throw new DatabaseUnavailableError();
  if (!current || current.url !== databaseUrl) {
    current?.client.close();
    current = { ...openDatabase(databaseUrl, databaseAuthToken, { queueStatements: platform !== 'workers' }), url: databaseUrl };
  }
  return current.db;
}

/** Closes the app's database connection (tests, graceful shutdown). */
export function closeDb(): void {
  current?.client.close();
  current = undefined;
}
