/**
 * Why the database cannot be used, in words an operator acts on: its token refused (HTTP 401),
 * its address not answering (connection refused, host not found, timed out), its file not
 * opening, locked, or not configured. The scripts print it as one line naming the address (never
 * the token) and exit; the health route answers it as 503 JSON; neither shows a stack.
 */
import { DatabaseBusyError, DatabaseUnavailableError, isFetchFailure } from './client.ts';

export type DatabaseFailureReason = 'not configured' | 'unauthorized' | 'unreachable' | 'cannot open' | 'busy';

export type DatabaseFailure = {
  reason: DatabaseFailureReason;
  /** What happened, completing "The database at <url> ...". */
  happened: string;
  /** What to check, a sentence. */
  check: string;
};

const NETWORK: Record<string, string> = {
  ECONNREFUSED: 'refused the connection (nothing listens at that address)',
  ENOTFOUND: 'was not found (no such host name)',
  EAI_AGAIN: 'could not be looked up (name resolution failed; check the network)',
  ETIMEDOUT: 'did not answer in time',
  UND_ERR_CONNECT_TIMEOUT: 'did not answer in time',
  ECONNRESET: 'closed the connection',
  EHOSTUNREACH: 'cannot be reached from here (no route to the host)',
  ENETUNREACH: 'cannot be reached from here (no network)',
};

const CHECK_ADDRESS = 'Check DATABASE_URL, and that the database server is running and reachable from here.';

/** The failure an error (or one it wraps) means, or null when it is no database availability problem (a bug, a bad query). */
export function describeDatabaseFailure(error: unknown): DatabaseFailure | null {
  let fetchFailed = false;
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof DatabaseUnavailableError)
      return {
        reason: 'not configured',
        happened: 'is not configured',
        check: 'Set DATABASE_URL (and DATABASE_AUTH_TOKEN for a hosted database).',
      };
    if (current instanceof DatabaseBusyError)
      return {
        reason: 'busy',
        happened: 'stayed locked by another process',
        check: 'Wait for the migration, shell or job holding it to finish.',
      };
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    const httpStatus = serverStatusOf(current);
    if (httpStatus) return httpFailure(httpStatus);
    if (typeof code === 'string' && code in NETWORK) return { reason: 'unreachable', happened: NETWORK[code], check: CHECK_ADDRESS };
    if (code === 'SQLITE_CANTOPEN' || (typeof message === 'string' && message.includes('Unable to open connection to local database')))
      return {
        reason: 'cannot open',
        happened: 'cannot be opened',
        check: 'Check that its folder exists and this user may write there.',
      };
    if (code === 'SERVER_ERROR')
      return { reason: 'unreachable', happened: 'answered with an error', check: 'Check the database service is up, then try again.' };
    if (isFetchFailure(current)) fetchFailed = true;
    current = cause;
  }
  return fetchFailed ? { reason: 'unreachable', happened: 'could not be reached', check: CHECK_ADDRESS } : null;
}

/** The HTTP status a libSQL server answered with (the client's HttpServerError, or its SERVER_ERROR wrapper's message). */
function serverStatusOf(error: unknown): number | null {
  const { name, status, code, message } = error as { name?: unknown; status?: unknown; code?: unknown; message?: unknown };
  if (name === 'HttpServerError' && typeof status === 'number') return status;
  if (code === 'SERVER_ERROR' && typeof message === 'string') return Number(/HTTP status (\d{3})/.exec(message)?.[1]) || null;
  return null;
}

function httpFailure(status: number): DatabaseFailure {
  if (status === 401 || status === 403)
    return {
      reason: 'unauthorized',
      happened: `refused the token (HTTP ${status})`,
      check: 'Check DATABASE_AUTH_TOKEN: it must be a token of this database (a new one: `turso db tokens create <database>`).',
    };
  if (status === 404)
    return { reason: 'unreachable', happened: 'has no database there (HTTP 404)', check: 'Check DATABASE_URL names an existing database.' };
  return {
    reason: 'unreachable',
    happened: `answered with an error (HTTP ${status})`,
    check: 'Check the database service is up (Turso: `turso db show <database>`), then try again.',
  };
}

/** A database address fit to print: without its query (?authToken=...) or user and password. */
export function printableDatabaseUrl(url: string | null | undefined): string {
  if (!url) return '(DATABASE_URL not set)';
  return url.replace(/[?#].*$/, '').replace(/^([a-z]+:\/\/)[^/@]*@/i, '$1');
}

/** The one line a script prints before exiting: what happened to which database, and what to check. */
export function databaseFailureLine(failure: DatabaseFailure, url: string | null | undefined): string {
  if (failure.reason === 'not configured') return `No database: ${failure.check}`;
  return `The database at ${printableDatabaseUrl(url)} ${failure.happened}. ${failure.check}`;
}

/** What a log says of an unusable database: its one line when the failure is known, else the error itself with its stack. */
export function loggableDatabaseFailure(error: unknown, url: string | null | undefined): unknown {
  const failure = describeDatabaseFailure(error);
  return failure ? databaseFailureLine(failure, url) : error;
}
