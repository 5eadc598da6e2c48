/**
 * One statement (or a sequence, or a description) run on a stream's own `libsql` connection, its
 * result in Hrana's shape. Synchronous: the engine is in-process; waiting for a lock another
 * connection holds is the caller's (busy.ts).
 */
import Database from 'libsql';
import { HranaError } from './errors.ts';
import { countStatements } from './sql-text.ts';
import type { Col, DescribeResult, Stmt, StmtResult } from './protocol.ts';
import { decodeValue, encodeValue, type SqlValue } from './values.ts';

/**
 * What a stream keeps: its connection and the SQL texts stored on it by `store_sql`. `libsql`
 * leaves an EXPLAIN statement active after its last row (until garbage collection finalizes it),
 * and an active statement makes a DROP on that connection fail with "database table is
 * locked": a connection that ran one is `tainted`, and closed rather than reused.
 */
export type StreamConnection = { db: Database.Database; sqls: Map<number, string>; tainted: boolean };

/** The SQL text a request names, directly (`sql`) or by a stored id (`sql_id`). */
export function resolveSql(conn: StreamConnection, sql?: string | null, sqlId?: number | null): string {
  if (typeof sql === 'string' && (sqlId === undefined || sqlId === null)) return sql;
  if ((sql === undefined || sql === null) && typeof sqlId === 'number') {
    const stored = conn.sqls.get(sqlId);
    if (stored === undefined) throw new HranaError(`SQL text ${sqlId} has not been stored`, 'SQL_NOT_FOUND');
    return stored;
  }
  throw new HranaError('Exactly one of "sql" and "sql_id" must be given', 'SQL_INVALID');
}

function bindings(stmt: Stmt): SqlValue[] | Record<string, SqlValue> {
  const positional = stmt.args ?? [];
  const named = stmt.named_args ?? [];
  if (positional.length > 0 && named.length > 0) {
    throw new HranaError('Specifying both positional and named arguments is not supported', 'ARGS_BOTH_POSITIONAL_AND_NAMED');
  }
  if (named.length === 0) return positional.map(decodeValue);
  // `libsql` binds :a, @a and $a from the key "a"; Hrana's names may carry the prefix.
  return Object.fromEntries(named.map((arg) => [String(arg.name).replace(/^[:@$]/, ''), decodeValue(arg.value)]));
}

function columnsOf(statement: Database.Statement): Col[] {
  return statement.columns().map((column) => ({ name: column.name, decltype: column.type ?? null }));
}

/**
 * Prepares one statement and gives the function that runs it (rows only when `want_rows` is not
 * false). Run it again to retry: a statement refused with SQLITE_BUSY stays active until it is
 * run again (`libsql` has no reset), and an active statement would keep its connection's
 * transaction open (and make a DROP TABLE fail with "database table is locked").
 */
export function prepareStmt(conn: StreamConnection, stmt: Stmt): () => StmtResult {
  const sql = resolveSql(conn, stmt.sql, stmt.sql_id);
  const args = bindings(stmt);
  const count = countStatements(sql);
  if (count === 0) throw new HranaError('SQL string does not contain any statement', 'SQL_NO_STATEMENT');
  if (count > 1) throw new HranaError('SQL string contains more than one statement', 'SQL_MANY_STATEMENTS');
  const statement = conn.db.prepare(sql);
  if (EXPLAIN.test(sql)) conn.tainted = true;
  const cols = statement.reader ? columnsOf(statement) : [];
  if (statement.reader) statement.raw(true).safeIntegers(true);
  return () => {
    const started = performance.now();
    const before = counters(conn);
    let rows: unknown[][] = [];
    if (statement.reader) rows = statement.all(args) as unknown[][];
    else statement.run(args);
    const after = counters(conn);
    // changes() keeps the last INSERT/UPDATE/DELETE's count: it is this statement's only if it changed something.
    const changed = after.total !== before.total;
    return {
      cols,
      rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(encodeValue)),
      affected_row_count: changed ? Number(after.changes) : 0,
      last_insert_rowid: after.lastInsertRowid.toString(),
      rows_read: 0,
      rows_written: 0,
      query_duration_ms: performance.now() - started,
    };
  };
}

function counters(conn: StreamConnection): { changes: bigint; total: bigint; lastInsertRowid: bigint } {
  // all(), not get(): a statement left unfinished would keep the connection busy (a DROP TABLE then fails).
  const [[changes, total, lastInsertRowid]] = conn.db
    .prepare('SELECT changes(), total_changes(), last_insert_rowid()')
    .raw(true)
    .safeIntegers(true)
    .all() as [[bigint, bigint, bigint]];
  return { changes, total, lastInsertRowid };
}

/** Runs statements separated by semicolons, ignoring their rows; stops at the first that fails. */
export function executeSequence(conn: StreamConnection, sql: string): void {
  conn.db.exec(sql);
}

const EXPLAIN = /^\s*explain(\s+query\s+plan)?\s/i;

/**
 * Parameters, columns and whether a statement writes, without running it. The parameters and
 * the write are read from its bytecode (EXPLAIN): Variable ops name each parameter, and a write
 * opens its transaction with P2 non-zero (what sqlite3_stmt_readonly reads).
 */
export function describeSql(conn: StreamConnection, sql: string, file: string): DescribeResult {
  const statement = conn.db.prepare(sql);
  const cols = statement.reader ? columnsOf(statement) : [];
  const isExplain = EXPLAIN.test(sql);
  const inner = sql.replace(EXPLAIN, '');
  // Outside a transaction the committed schema is all there is: explained on a connection of its own.
  const scratch = conn.db.inTransaction ? undefined : new Database(file);
  if (!scratch) conn.tainted = true;
  let program: unknown[][];
  try {
    program = (scratch ?? conn.db).prepare(`EXPLAIN ${inner}`).raw(true).all() as unknown[][];
  } finally {
    scratch?.close();
  }
  const names: (string | null)[] = [];
  let writes = false;
  for (const [, opcode, p1, p2, , p4] of program) {
    if (opcode === 'Variable') names[Number(p1) - 1] = typeof p4 === 'string' && p4 !== '' ? p4 : null;
    if (opcode === 'Transaction' && Number(p2) !== 0) writes = true;
  }
  return {
    params: Array.from(names, (name) => ({ name: name ?? null })),
    cols: cols.map((col) => ({ name: col.name ?? '', decltype: col.decltype })),
    is_explain: isExplain,
    is_readonly: isExplain || !writes,
  };
}
