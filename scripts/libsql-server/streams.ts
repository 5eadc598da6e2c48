/**
 * Hrana-over-HTTP streams and their batons. A stream owns one `libsql` connection, so its open
 * transaction and stored SQL texts last from one pipeline request to the next; each answer names
 * the next request's baton, which is single use. A stream idle for `idleMs` is closed (its
 * transaction rolled back), as sqld closes abandoned ones.
 */
import { randomBytes } from 'node:crypto';
import Database from 'libsql';
import { ProtocolError } from './errors.ts';
import type { StreamConnection } from './statements.ts';

export type Stream = {
  id: number;
  /** The database file, to open the connection again (pipeline.ts). */
  file: string;
  conn: StreamConnection;
  /** Set by a `close` request: the stream ends when the pipeline that closed it is answered. */
  closed: boolean;
};

type Handle = { stream: Stream; baton: string | null; lastUsed: number; acquired: boolean };

export type Streams = {
  /** The stream a request's baton names, or a new one for `null`; throws ProtocolError (HTTP 400) otherwise. */
  acquire(baton: string | null): Stream;
  /** Ends a request on the stream: the next baton, or null when the stream is over. */
  release(stream: Stream, ok: boolean): string | null;
  /** Closes every stream (rolling back what they left open) and the idle connections. */
  closeAll(): void;
  /** Streams open now (tests read it). */
  readonly size: number;
};

const POOLED_CONNECTIONS = 8;
const REMEMBERED_EXPIRED = 1000;

export function createStreams(options: { file: string; idleMs: number }): Streams {
  const handles = new Map<number, Handle>();
  const expired = new Set<number>();
  const idle: Database.Database[] = [];
  let nextId = 1;

  const openConnection = (): Database.Database => idle.pop() ?? new Database(options.file);

  const closeConnection = ({ db, tainted }: StreamConnection): void => {
    // A connection left mid-transaction is rolled back by closing it; a clean one is kept for the next stream.
    if (!tainted && !db.inTransaction && idle.length < POOLED_CONNECTIONS) idle.push(db);
    else db.close();
  };

  const end = (id: number, handle: Handle): void => {
    handles.delete(id);
    closeConnection(handle.stream.conn);
  };

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [id, handle] of handles) {
        if (handle.acquired || now - handle.lastUsed < options.idleMs) continue;
        end(id, handle);
        expired.add(id);
        if (expired.size > REMEMBERED_EXPIRED) expired.delete(expired.values().next().value as number);
      }
    },
    Math.min(1000, options.idleMs),
  );
  sweep.unref();

  return {
    acquire(baton) {
      if (baton === null || baton === undefined) {
        const stream: Stream = {
          id: nextId++,
          file: options.file,
          conn: { db: openConnection(), sqls: new Map(), tainted: false },
          closed: false,
        };
        handles.set(stream.id, { stream, baton: null, lastUsed: Date.now(), acquired: true });
        return stream;
      }
      const id = typeof baton === 'string' ? Number(baton.split('.')[0]) : NaN;
      const handle = handles.get(id);
      if (!handle) {
        if (expired.has(id)) throw new ProtocolError('The stream has expired due to inactivity', 400, 'STREAM_EXPIRED');
        throw new ProtocolError('Received an invalid baton');
      }
      if (handle.acquired || handle.baton !== baton) throw new ProtocolError('Received a baton that has already been used');
      handle.acquired = true;
      return handle.stream;
    },
    release(stream, ok) {
      const handle = handles.get(stream.id);
      if (!handle) return null;
      if (!ok || stream.closed) {
        end(stream.id, handle);
        return null;
      }
      handle.baton = `${stream.id}.${randomBytes(18).toString('base64url')}`;
      handle.lastUsed = Date.now();
      handle.acquired = false;
      return handle.baton;
    },
    closeAll() {
      clearInterval(sweep);
      for (const handle of handles.values()) handle.stream.conn.db.close();
      handles.clear();
      for (const db of idle.splice(0)) db.close();
    },
    get size() {
      return handles.size;
    },
  };
}
