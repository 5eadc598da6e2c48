/**
 * The local libSQL server (scripts/libsql-server) as `@libsql/client` sees it over http://: the
 * values, batches, transactions, errors and auth the app relies on behave as they do against
 * sqld/Turso, and the project's migrations (FTS5, JSON functions) apply through it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, LibsqlError, type Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_FOLDER, migrateDatabase } from '#lib/server/db/migrate.ts';
import type { Database } from '#lib/server/db/client.ts';
import { startLibsqlServer, type LibsqlServer } from '../../scripts/libsql-server/libsql-server.ts';

const TOKEN = 'test-token';
let folder: string;
let server: LibsqlServer;
let client: Client;
const clients: Client[] = [];

function connect(options: { intMode?: 'number' | 'bigint' | 'string'; authToken?: string } = {}): Client {
  const opened = createClient({ url: server.url, authToken: TOKEN, ...options });
  clients.push(opened);
  return opened;
}

async function pipeline(body: unknown): Promise<Response> {
  return fetch(`${server.url}/v3/pipeline`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'libsql-server-'));
  server = await startLibsqlServer({ file: join(folder, 'test.db'), authToken: TOKEN });
  client = connect();
  await client.execute('CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT UNIQUE, value ANY, data BLOB)');
});

afterAll(async () => {
  for (const each of clients) each.close();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('statements', () => {
  it('binds positional and named arguments, and answers nulls, floats, blobs and the last rowid', async () => {
    const blob = new Uint8Array([0, 1, 2, 250, 255]);
    const inserted = await client.execute({ sql: 'INSERT INTO things (name, value, data) VALUES (?, ?, ?)', args: ['blob', 2.5, blob] });
    expect(inserted.rowsAffected).toBe(1);
    await client.execute({ sql: 'INSERT INTO things (name, value) VALUES (:name, $value)', args: { name: 'named', value: null } });

    const rows = await client.execute({
      sql: 'SELECT name, value, data FROM things WHERE name IN (?, @other) ORDER BY id',
      args: ['blob', 'named'],
    });
    expect(rows.columns).toEqual(['name', 'value', 'data']);
    expect(rows.columnTypes).toEqual(['TEXT', 'ANY', 'BLOB']);
    expect(rows.rows[0].name).toBe('blob');
    expect(rows.rows[0].value).toBe(2.5);
    expect(new Uint8Array(rows.rows[0].data as ArrayBuffer)).toEqual(blob);
    expect(rows.rows[1].value).toBeNull();
    expect(rows.rows[1].data).toBeNull();
    expect(rows.rowsAffected).toBe(0);

    const float = await client.execute({ sql: 'SELECT typeof(?) AS kind, ? * 2 AS doubled', args: [1, 0.1] });
    // JS numbers travel as Hrana floats, as with sqld: SQLite sees a REAL.
    expect(float.rows[0]).toMatchObject({ kind: 'real', doubled: 0.2 });
  });

  it('keeps integers beyond 2^53 exact, as bigint or string', async () => {
    const big = 9007199254740993n; // 2^53 + 1
    const asBigint = connect({ intMode: 'bigint' });
    const inserted = await asBigint.execute({
      sql: 'INSERT INTO things (id, name, value) VALUES (?, ?, ?)',
      args: [big, 'big', big * 100n],
    });
    expect(inserted.lastInsertRowid).toBe(big);
    const read = await asBigint.execute({ sql: 'SELECT id, value, typeof(value) AS kind FROM things WHERE id = ?', args: [big] });
    expect(read.rows[0]).toMatchObject({ id: big, value: big * 100n, kind: 'integer' });

    const asString = connect({ intMode: 'string' });
    const text = await asString.execute({ sql: 'SELECT value, -value AS negative FROM things WHERE id = ?', args: [big] });
    expect(text.rows[0]).toMatchObject({ value: '900719925474099300', negative: '-900719925474099300' });
    expect((await asString.execute('SELECT 9223372036854775807 AS max')).rows[0].max).toBe('9223372036854775807');
  });

  it('answers a failed statement with its SQLite code and message', async () => {
    const failure = await client.execute({ sql: 'INSERT INTO things (name) VALUES (?)', args: ['blob'] }).catch((error) => error);
    expect(failure).toBeInstanceOf(LibsqlError);
    expect(failure.code).toBe('SQLITE_CONSTRAINT');
    expect(failure.message).toContain('UNIQUE constraint failed: things.name');
    const missing = await client.execute('SELECT * FROM nowhere').catch((error) => error);
    expect(missing.message).toContain('no such table: nowhere');
    // libsql alone would run the first statement and drop the second; sqld refuses both.
    const two = await client.execute("INSERT INTO things (name) VALUES ('first'); DELETE FROM things").catch((error) => error);
    expect(two.code).toBe('SQL_MANY_STATEMENTS');
    await client.execute(`CREATE TRIGGER things_named AFTER INSERT ON things WHEN new.name = 'trigger'
      BEGIN UPDATE things SET value = CASE WHEN new.value IS NULL THEN 'none' ELSE 'some' END WHERE id = new.id; END;`);
    await client.execute("INSERT INTO things (name) VALUES ('trigger')");
    expect((await client.execute("SELECT value FROM things WHERE name IN ('first', 'trigger')")).rows).toEqual([
      expect.objectContaining({ value: 'none' }),
    ]);
  });

  it('runs several statements with executeMultiple', async () => {
    await client.executeMultiple(`
      CREATE TABLE multi (n INTEGER);
      INSERT INTO multi VALUES (1), (2);
      -- a comment between statements
      INSERT INTO multi SELECT n + 10 FROM multi;
    `);
    expect((await client.execute('SELECT group_concat(n) AS ns FROM (SELECT n FROM multi ORDER BY n)')).rows[0].ns).toBe('1,2,11,12');
  });
});

describe('batches and transactions', () => {
  it("rolls a 'write' batch back entirely when a step fails, with the step's error code", async () => {
    const failure = await client
      .batch(
        [
          { sql: 'INSERT INTO things (name) VALUES (?)', args: ['batch-1'] },
          { sql: 'UPDATE things SET value = 99 WHERE name = ?', args: ['named'] },
          { sql: 'INSERT INTO things (name) VALUES (?)', args: ['blob'] },
        ],
        'write',
      )
      .catch((error) => error);
    expect(failure).toBeInstanceOf(LibsqlError);
    expect(failure.code).toBe('SQLITE_CONSTRAINT');
    const after = await client.execute("SELECT count(*) AS n FROM things WHERE name = 'batch-1' OR value = 99");
    expect(after.rows[0].n).toBe(0);

    const results = await client.batch(
      ["INSERT INTO things (name) VALUES ('batch-2')", "SELECT count(*) AS n FROM things WHERE name LIKE 'batch-%'"],
      'write',
    );
    expect(results[0].rowsAffected).toBe(1);
    expect(results[1].rows[0].n).toBe(1);
  });

  it('keeps a transaction open across requests, committing or rolling back', async () => {
    const committed = await client.transaction('write');
    await committed.execute({ sql: 'INSERT INTO things (name) VALUES (?)', args: ['tx-1'] });
    await committed.execute({ sql: 'UPDATE things SET value = 7 WHERE name = ?', args: ['tx-1'] });
    const inside = await committed.execute("SELECT value FROM things WHERE name = 'tx-1'");
    expect(inside.rows[0].value).toBe(7);
    await committed.commit();

    const rolledBack = await client.transaction('write');
    await rolledBack.execute("DELETE FROM things WHERE name = 'tx-1'");
    await rolledBack.executeMultiple("INSERT INTO things (name) VALUES ('tx-2'); INSERT INTO things (name) VALUES ('tx-3');");
    await rolledBack.rollback();

    const names = await client.execute("SELECT name, value FROM things WHERE name LIKE 'tx-%'");
    expect(names.rows.map((row) => [row.name, row.value])).toEqual([['tx-1', 7]]);
    expect(server.openStreams()).toBe(0);
  });

  it('shows two clients only committed data, and a writer waits for the other to commit', async () => {
    const first = connect();
    const second = connect();
    const transaction = await first.transaction('write');
    await transaction.execute("INSERT INTO things (name) VALUES ('pending')");
    expect((await second.execute("SELECT count(*) AS n FROM things WHERE name = 'pending'")).rows[0].n).toBe(0);

    const waitingWrite = second.execute("INSERT INTO things (name) VALUES ('after')");
    await transaction.commit();
    await waitingWrite;
    const seen = await second.execute("SELECT name FROM things WHERE name IN ('pending', 'after') ORDER BY id");
    expect(seen.rows.map((row) => row.name)).toEqual(['pending', 'after']);
  });
});

describe('the protocol', () => {
  it('refuses a used or unknown baton, and rolls back a stream left idle', async () => {
    const quick = await startLibsqlServer({ file: join(folder, 'quick.db'), streamIdleMs: 100 });
    try {
      const post = (body: unknown) => fetch(`${quick.url}/v2/pipeline`, { method: 'POST', body: JSON.stringify(body) });
      const stmt = (sql: string) => ({ type: 'execute', stmt: { sql } });
      const opened = await (
        await post({ baton: null, requests: [stmt('CREATE TABLE t (x)'), stmt('BEGIN'), stmt('INSERT INTO t VALUES (1)')] })
      ).json();
      expect(opened.results.map((result: { type: string }) => result.type)).toEqual(['ok', 'ok', 'ok']);
      expect(opened.baton).toEqual(expect.any(String));

      const next = await (await post({ baton: opened.baton, requests: [{ type: 'get_autocommit' }] })).json();
      expect(next.results[0].response).toEqual({ type: 'get_autocommit', is_autocommit: false });
      const reused = await post({ baton: opened.baton, requests: [{ type: 'get_autocommit' }] });
      expect(reused.status).toBe(400);
      expect(await reused.text()).toContain('already been used');
      expect((await post({ baton: 'forged', requests: [] })).status).toBe(400);

      await vi.waitFor(() => expect(quick.openStreams()).toBe(0), { timeout: 3000, interval: 50 });
      const expired = await post({ baton: next.baton, requests: [] });
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ code: 'STREAM_EXPIRED' });
      const count = await (await post({ baton: null, requests: [stmt('SELECT count(*) FROM t'), { type: 'close' }] })).json();
      expect(count.results[0].response.result.rows).toEqual([[{ type: 'integer', value: '0' }]]);
      expect(count.baton).toBeNull();
    } finally {
      await quick.close();
    }
  });

  it('runs batch conditions, stored SQL texts and describe', async () => {
    const response = await pipeline({
      baton: null,
      requests: [
        { type: 'store_sql', sql_id: 1, sql: 'SELECT ? + 1' },
        {
          type: 'batch',
          batch: {
            steps: [
              { stmt: { sql: 'SELECT * FROM nowhere' } },
              { condition: { type: 'error', step: 0 }, stmt: { sql_id: 1, args: [{ type: 'integer', value: '41' }] } },
              { condition: { type: 'ok', step: 0 }, stmt: { sql: 'SELECT 1' } },
              {
                condition: { type: 'and', conds: [{ type: 'is_autocommit' }, { type: 'not', cond: { type: 'ok', step: 2 } }] },
                stmt: { sql: 'SELECT 2' },
              },
              {
                condition: {
                  type: 'or',
                  conds: [
                    { type: 'ok', step: 2 },
                    { type: 'ok', step: 0 },
                  ],
                },
                stmt: { sql: 'SELECT 3' },
              },
            ],
          },
        },
        { type: 'close_sql', sql_id: 1 },
        { type: 'execute', stmt: { sql_id: 1 } },
        { type: 'describe', sql: 'INSERT INTO things (name, value) VALUES (:name, ?2)' },
        { type: 'close' },
      ],
    });
    const body = await response.json();
    const batch = body.results[1].response.result;
    expect(batch.step_errors[0]).toMatchObject({ code: 'SQLITE_UNKNOWN' });
    expect(batch.step_results[1].rows).toEqual([[{ type: 'integer', value: '42' }]]);
    expect(batch.step_results.slice(2).map((step: unknown) => step !== null)).toEqual([false, true, false]);
    expect(body.results[3]).toMatchObject({ type: 'error', error: { code: 'SQL_NOT_FOUND' } });
    expect(body.results[4].response.result).toEqual({
      params: [{ name: ':name' }, { name: '?2' }],
      cols: [],
      is_explain: false,
      is_readonly: false,
    });
    expect(body.baton).toBeNull();

    // `libsql` leaves an EXPLAIN active on its connection, which would make a later DROP there fail.
    const plan = await client.execute('EXPLAIN QUERY PLAN SELECT * FROM things WHERE name = ?', ['x']);
    expect(String(plan.rows[0].detail)).toContain('things');
    await client.execute('CREATE TABLE scratch (x)');
    await client.execute('DROP TABLE scratch');
  });

  it('answers 401 without the right token, as Turso does', async () => {
    const wrong = connect({ authToken: 'wrong' });
    const failure = await wrong.execute('SELECT 1').catch((error) => error);
    expect(failure).toBeInstanceOf(LibsqlError);
    expect(failure.code).toBe('SERVER_ERROR');
    expect(failure.message).toContain('HTTP status 401');
    const anonymous = await fetch(`${server.url}/v2`);
    expect(anonymous.status).toBe(401);
    expect(
      (
        await connect({ authToken: '' })
          .execute('SELECT 1')
          .catch((error) => error)
      ).message,
    ).toContain('401');
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await connect().execute('SELECT 1 AS one')).rows[0].one).toBe(1);
  });
});

describe('the project', () => {
  it('applies every migration, and FTS5 and the JSON functions work', async () => {
    const project = connect();
    await migrateDatabase(drizzle(project) as unknown as Database);
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect((await project.execute('SELECT count(*) AS n FROM __drizzle_migrations')).rows[0].n).toBe(journal.entries.length);

    await project.migrate([
      "CREATE VIRTUAL TABLE notes USING fts5(body, tokenize='unicode61 remove_diacritics 2')",
      "INSERT INTO notes (body) VALUES ('Sylvia''s café on Lenox Avenue'), ('Apollo Theater')",
    ]);
    const found = await project.execute({ sql: 'SELECT body FROM notes WHERE notes MATCH ? ORDER BY rank', args: ['cafe'] });
    expect(found.rows.map((row) => row.body)).toEqual(["Sylvia's café on Lenox Avenue"]);
    const search = await project.execute("SELECT count(*) AS n FROM businesses_fts WHERE businesses_fts MATCH 'harlem'");
    expect(search.rows[0].n).toBe(0);
    const json = await project.execute(
      `SELECT json_extract('{"a":[1,2,3]}', '$.a[1]') AS second, json_group_array(n) AS list FROM (SELECT 1 AS n UNION SELECT 2)`,
    );
    expect(json.rows[0]).toMatchObject({ second: 2, list: '[1,2]' });
  });
});
