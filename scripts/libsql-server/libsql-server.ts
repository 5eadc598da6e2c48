/**
 * A local libSQL server for development and tests: Hrana over HTTP (versions 2 and 3, JSON), as
 * sqld and Turso speak it to `@libsql/client` with an http:// URL, over a database file run by
 * the real libSQL engine (the `libsql` package). A test harness like the local test checkout:
 * never imported by src/, never built.
 *
 *   GET /, /v2, /v3                   200 (version probes)
 *   GET /health                       200, without a token (as sqld)
 *   POST /v2/pipeline, /v3/pipeline   { baton, requests } -> { baton, base_url: null, results }
 *
 * Requests: execute, batch (conditions ok, error, not, and, or, is_autocommit), sequence,
 * describe, store_sql, close_sql, close, get_autocommit. Not served: the Protobuf encoding
 * (v3-protobuf answers 404, so clients use JSON) and cursors (/v3/cursor), which
 * `@libsql/client` does not use over HTTP.
 * With an auth token, a request without `Authorization: Bearer <token>` gets 401, as from Turso.
 */
import { mkdirSync } from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import Database from 'libsql';
import { ProtocolError } from './errors.ts';
import { runRequests } from './pipeline.ts';
import type { PipelineReqBody, PipelineRespBody, StreamResult } from './protocol.ts';
import { createStreams } from './streams.ts';

export type LibsqlServerOptions = {
  /** The database file, or a file: URL (created, with its folder, if missing; switched to WAL like the app's). */
  file: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** When set, every request must carry `Authorization: Bearer <authToken>`. */
  authToken?: string;
  /** A stream unused this long is closed and its transaction rolled back (default 10 s). */
  streamIdleMs?: number;
  /** How long a statement waits for another connection's write lock (default 5 s, as sqld). */
  busyTimeoutMs?: number;
  /** Print one line per pipeline request (stream, requests, errors, milliseconds). */
  log?: boolean;
  /**
   * For tests of a database that goes away mid-request: called with each pipeline request's
   * statements; 'drop-before' cuts the connection without running them (and rolls back the
   * stream's transaction), 'drop-after' runs them and then cuts the connection unanswered.
   */
  fault?: (statements: string[]) => 'drop-before' | 'drop-after' | undefined;
};

export type LibsqlServer = {
  /** http://host:port, for `createClient({ url })` or DATABASE_URL. */
  url: string;
  /** Streams open now. */
  openStreams(): number;
  /** Stops listening, drops open connections and rolls back what streams left open. */
  close(): Promise<void>;
};

const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** Starts the server over `file`; resolves once it listens. */
export async function startLibsqlServer(options: LibsqlServerOptions): Promise<LibsqlServer> {
  if (options.file === ':memory:' || options.file === 'file::memory:') {
    // Every stream has its own connection, and each would get a database of its own.
    throw new Error('The libSQL server needs a database file, not :memory:');
  }
  const file = resolve(options.file.replace(/^file:/, ''));
  mkdirSync(dirname(file), { recursive: true });
  const setup = new Database(file);
  setup.exec('PRAGMA journal_mode = WAL');
  setup.close();

  const streams = createStreams({ file, idleMs: options.streamIdleMs ?? 10_000 });
  const busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  const expectedAuth = options.authToken ? Buffer.from(`Bearer ${options.authToken}`) : undefined;

  const authorized = (request: IncomingMessage): boolean => {
    if (!expectedAuth) return true;
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expectedAuth.length && timingSafeEqual(given, expectedAuth);
  };

  const pipeline = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = parseBody(await readBody(request));
    const started = Date.now();
    const stream = streams.acquire(body.baton);
    const fault = options.fault?.(statementsOf(body, stream.conn.sqls));
    if (fault === 'drop-before') {
      streams.release(stream, false);
      response.socket?.destroy();
      return;
    }
    let ok = false;
    try {
      const results = await runRequests(stream, body.requests, busyTimeoutMs);
      ok = true;
      if (fault === 'drop-after') {
        streams.release(stream, true);
        response.socket?.destroy();
        return;
      }
      const answer: PipelineRespBody = { baton: streams.release(stream, true), base_url: null, results };
      if (options.log) logPipeline(stream.id, body, results, Date.now() - started);
      sendJson(response, 200, answer);
    } finally {
      if (!ok) streams.release(stream, false);
    }
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'GET' && path === '/health') {
      // Open to all, as sqld's: says the server is up, nothing about the data.
      sendText(response, 200, 'OK');
      return;
    }
    if (!authorized(request)) {
      sendJson(response, 401, { error: 'Unauthorized: the Authorization header does not carry the right token' });
      return;
    }
    if (request.method === 'GET' && (path === '/' || path === '/v2' || path === '/v3')) {
      sendText(response, 200, path === '/' ? 'libSQL test server (Hrana over HTTP, JSON)\n' : '');
      return;
    }
    if (path === '/v2/pipeline' || path === '/v3/pipeline') {
      if (request.method !== 'POST') {
        sendText(response, 405, 'Method not allowed');
        return;
      }
      pipeline(request, response).catch((error: unknown) => {
        if (error instanceof ProtocolError) {
          if (error.code) sendJson(response, error.status, { message: error.message, code: error.code });
          else sendText(response, error.status, error.message);
        } else {
          console.error('libSQL server: pipeline failed', error);
          sendText(response, 500, error instanceof Error ? error.message : String(error));
        }
      });
      return;
    }
    sendText(response, 404, 'Not found');
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    openStreams: () => streams.size,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
        streams.closeAll();
      }),
  };
}

function logPipeline(streamId: number, body: PipelineReqBody, results: StreamResult[], ms: number): void {
  const requests = body.requests.map((request, index) => {
    const sql = request.type === 'execute' ? ` ${request.stmt?.sql ?? `#${request.stmt?.sql_id}`}` : '';
    const result = results[index];
    return `${request.type}${sql.replace(/\s+/g, ' ').slice(0, 80)}${result?.type === 'error' ? ` -> ${result.error.code}` : ''}`;
  });
  console.log(`stream ${streamId} (${ms} ms): ${requests.join('; ')}`);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ProtocolError('Request body is too large', 413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(text: string): PipelineReqBody {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProtocolError('Could not deserialize JSON request body');
  }
  const { baton, requests } = (body ?? {}) as Partial<PipelineReqBody>;
  if ((baton !== null && baton !== undefined && typeof baton !== 'string') || !Array.isArray(requests)) {
    throw new ProtocolError('The request body must be { "baton": string | null, "requests": [...] }');
  }
  return { baton: baton ?? null, requests };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/**
 * The SQL texts a pipeline request carries (statements, batch steps, sequences, by text or by the
 * id of a text stored earlier on the stream or in this request), for the fault hook.
 */
function statementsOf(body: PipelineReqBody, stored: Map<number, string>): string[] {
  const named = new Map(stored);
  for (const request of body.requests) if (request.type === 'store_sql') named.set(request.sql_id, request.sql);
  const text = (sql?: string | null, sqlId?: number | null) => sql ?? (typeof sqlId === 'number' ? (named.get(sqlId) ?? '') : '');
  return body.requests.flatMap((request) => {
    if (request.type === 'execute') return [text(request.stmt.sql, request.stmt.sql_id)];
    if (request.type === 'batch') return request.batch.steps.map((step) => text(step.stmt.sql, step.stmt.sql_id));
    if (request.type === 'sequence') return [text(request.sql, request.sql_id)];
    return [];
  });
}
