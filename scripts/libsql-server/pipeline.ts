/** One pipeline request's stream requests, run in order on the stream; each gets its own result. */
import { executeBatch } from './batch.ts';
import Database from 'libsql';
import { isBusy, retryWhileBusy } from './busy.ts';
import { HranaError, toProtoError } from './errors.ts';
import type { Stmt, StmtResult, StreamRequest, StreamResponse, StreamResult } from './protocol.ts';
import { describeSql, executeSequence, prepareStmt, resolveSql } from './statements.ts';
import type { Stream } from './streams.ts';

export async function runRequests(stream: Stream, requests: StreamRequest[], busyTimeoutMs: number): Promise<StreamResult[]> {
  const results: StreamResult[] = [];
  for (const request of requests) {
    try {
      results.push({ type: 'ok', response: await runRequest(stream, request, busyTimeoutMs) });
    } catch (error) {
      results.push({ type: 'error', error: toProtoError(error) });
    }
  }
  return results;
}

async function runRequest(stream: Stream, request: StreamRequest, busyTimeoutMs: number): Promise<StreamResponse> {
  const { conn } = stream;
  if (stream.closed) throw new HranaError('The stream has been closed', 'STREAM_CLOSED');
  const run = (stmt: Stmt) => runStmt(stream, stmt, busyTimeoutMs);
  switch (request?.type) {
    case 'close':
      stream.closed = true;
      return { type: 'close' };
    case 'execute':
      return { type: 'execute', result: await run(request.stmt ?? {}) };
    case 'batch':
      return { type: 'batch', result: await executeBatch(conn, request.batch ?? { steps: [] }, run) };
    case 'sequence':
      // Not retried when busy: statements before the refused one have already run.
      executeSequence(conn, resolveSql(conn, request.sql, request.sql_id));
      return { type: 'sequence' };
    case 'describe':
      return { type: 'describe', result: describeSql(conn, resolveSql(conn, request.sql, request.sql_id), stream.file) };
    case 'store_sql':
      if (!Number.isInteger(request.sql_id) || typeof request.sql !== 'string') {
        throw new HranaError('store_sql needs an integer "sql_id" and a string "sql"', 'SQL_INVALID');
      }
      if (conn.sqls.has(request.sql_id)) throw new HranaError(`SQL text ${request.sql_id} is already stored`, 'SQL_ID_IN_USE');
      conn.sqls.set(request.sql_id, request.sql);
      return { type: 'store_sql' };
    case 'close_sql':
      conn.sqls.delete(request.sql_id);
      return { type: 'close_sql' };
    case 'get_autocommit':
      return { type: 'get_autocommit', is_autocommit: !conn.db.inTransaction };
    default:
      throw new HranaError(`Unknown request type: ${JSON.stringify((request as { type?: unknown })?.type)}`, 'REQUEST_UNKNOWN');
  }
}

/**
 * Runs one statement, waiting out another connection's write lock. When the wait is given up
 * outside a transaction, the refused statement is still active on the connection and would hold
 * it: the stream goes on with a fresh connection instead.
 */
async function runStmt(stream: Stream, stmt: Stmt, busyTimeoutMs: number): Promise<StmtResult> {
  const { conn } = stream;
  const execute = await retryWhileBusy(() => prepareStmt(conn, stmt), busyTimeoutMs);
  try {
    return await retryWhileBusy(execute, busyTimeoutMs);
  } catch (error) {
    if (isBusy(error) && !conn.db.inTransaction) {
      const stale = conn.db;
      conn.db = new Database(stream.file);
      conn.tainted = false;
      stale.close();
    }
    throw error;
  }
}
