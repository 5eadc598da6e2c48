/**
 * Errors as Hrana carries them: `{ message, code }`. SQLite's errors get the codes sqld gives
 * them (libsql-server/src/hrana/stmt.rs): the primary code's name (SQLITE_CONSTRAINT, not
 * SQLITE_CONSTRAINT_UNIQUE, which Hrana has no field for), and SQLITE_UNKNOWN for plain
 * SQLITE_ERROR, as rusqlite names it; the message is "SQLite error: " and SQLite's own.
 */
import type { ProtoError } from './protocol.ts';

/** An error answered as one request's (or batch step's) result; the stream goes on. */
export class HranaError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.name = 'HranaError';
    this.code = code;
  }
}

/** A broken request (bad baton, bad body): answered with an HTTP 4xx, which ends the stream. */
export class ProtocolError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(message: string, status = 400, code?: string) {
    super(message);
    this.name = 'ProtocolError';
    this.status = status;
    this.code = code;
  }
}

// SQLite's primary result codes, by number (sqlite3.h); 1 is named as sqld (rusqlite) names it.
const PRIMARY_CODES: Record<number, string> = {
  1: 'SQLITE_UNKNOWN',
  2: 'SQLITE_INTERNAL',
  3: 'SQLITE_PERM',
  4: 'SQLITE_ABORT',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  9: 'SQLITE_INTERRUPT',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  12: 'SQLITE_NOTFOUND',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  15: 'SQLITE_PROTOCOL',
  17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG',
  19: 'SQLITE_CONSTRAINT',
  20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE',
  22: 'SQLITE_NOLFS',
  23: 'SQLITE_AUTH',
  25: 'SQLITE_RANGE',
  26: 'SQLITE_NOTADB',
};
const CODE_NUMBERS = new Map(Object.entries(PRIMARY_CODES).map(([number, name]) => [name, Number(number)]));
CODE_NUMBERS.set('SQLITE_ERROR', 1);

/** SQLite's extended result code of a `libsql` error (e.g. 2067 for a UNIQUE violation), or undefined. */
export function rawCodeOf(error: unknown): number | undefined {
  const { rawCode, code } = (error ?? {}) as { rawCode?: unknown; code?: unknown };
  if (typeof rawCode === 'number') return rawCode;
  if (typeof code !== 'string') return undefined;
  // Errors from preparing carry only the name (SQLITE_ERROR, SQLITE_CONSTRAINT_UNIQUE...): its primary part.
  for (const [name, number] of CODE_NUMBERS) if (code === name || code.startsWith(`${name}_`)) return number;
  return undefined;
}

/** The Hrana error for anything a request threw. */
export function toProtoError(error: unknown): ProtoError {
  if (error instanceof HranaError) return { message: error.message, code: error.code };
  const rawCode = rawCodeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (rawCode === undefined) return { message, code: 'UNKNOWN' };
  return { message: `SQLite error: ${message}`, code: PRIMARY_CODES[rawCode & 0xff] ?? 'SQLITE_UNKNOWN' };
}
