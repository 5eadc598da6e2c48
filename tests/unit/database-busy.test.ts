/**
 * Another process holding the write lock (a migration, a shell, a long job) slows writes down and
 * never poisons the server's connections: writes wait and go through when the lock is released,
 * fail as "busy" (answered 503) past the budget, reads go on meanwhile, and the connection works
 * again at once afterwards.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { DatabaseBusyError, isDatabaseUnavailable, openDatabase } from '#lib/server/db/client.ts';
import { isReadOnlyBatch } from '#lib/server/db/busy-retry.ts';

const path = join(tmpdir(), `harlem-busy-${randomUUID()}.db`);
const url = `file:${path}`;
const outside = createClient({ url });
await outside.execute('pragma journal_mode = wal');
await outside.execute('create table notes (id integer primary key, body text not null)');
await outside.execute("insert into notes (body) values ('first')");

afterAll(() => {
  outside.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
});

/** Holds the write lock from another connection until the returned function is called. */
async function holdWriteLock(): Promise<() => Promise<void>> {
  const transaction = await outside.transaction('write');
  await transaction.execute("insert into notes (body) values ('outside')");
  return () => transaction.commit();
}

const countNotes = async (db: ReturnType<typeof openDatabase>['db']) =>
  Number((await db.all<{ n: number }>(sql`select count(*) as n from notes`))[0].n);

describe('a database another process keeps locked', () => {
  it('lets a write wait for the lock and go through once it is released, while reads go on', async () => {
    const { db, client } = openDatabase(url, undefined, { busyRetryMs: 5000 });
    const release = await holdWriteLock();
    const order: string[] = [];
    // A batch that reads before it writes: the shape that used to keep a stale snapshot.
    const write = db
      .batch([db.all(sql`select count(*) from notes`), db.run(sql`insert into notes (body) values ('waited')`)])
      .then(() => order.push('write'));
    const read = countNotes(db).then((n) => order.push(`read ${n}`));
    await read;
    setTimeout(() => void release(), 150);
    await write;
    // The read was answered while the write waited: the process was never frozen by the lock.
    expect(order).toEqual(['read 1', 'write']);
    expect(await countNotes(db)).toBe(3);
    client.close();
  });

  it('gives up after its budget with a busy error that the exits answer as unavailable (503)', async () => {
    const { db, client } = openDatabase(url, undefined, { busyRetryMs: 200 });
    const release = await holdWriteLock();
    const before = Date.now();
    const failure = await db
      .batch([db.all(sql`select count(*) from notes`), db.run(sql`insert into notes (body) values ('refused')`)])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseBusyError);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(Date.now() - before).toBeLessThan(2000);
    await release();
    // Nothing of the refused batch was written, and the connection works again at once, seeing the latest rows.
    const after = Date.now();
    for (let i = 0; i < 5; i++) await db.run(sql`insert into notes (body) values ('after')`);
    expect(Date.now() - after).toBeLessThan(1000);
    expect((await db.all<{ body: string }>(sql`select body from notes order by id`)).map((row) => row.body)).toEqual([
      'first',
      'outside',
      'waited',
      'outside',
      'after',
      'after',
      'after',
      'after',
      'after',
    ]);
    client.close();
  });

  it('begins batches that write immediate, and batches that only read deferred', () => {
    expect(isReadOnlyBatch(['select 1', { sql: '  SELECT * from notes', args: [] }])).toBe(true);
    expect(isReadOnlyBatch(['select 1', "insert into notes (body) values ('x')"])).toBe(false);
    expect(isReadOnlyBatch(['with x as (select 1) insert into notes (body) select * from x'])).toBe(false);
  });
});
