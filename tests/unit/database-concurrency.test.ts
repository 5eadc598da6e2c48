import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { count } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('an embedded database file shared with other connections', () => {
  it('uses write-ahead logging, reads while another process writes, and waits for its lock instead of failing', async () => {
    const { db, path } = await useFreshDatabase();
    const mode = await db.all<{ journal_mode: string }>('PRAGMA journal_mode');
    expect(mode[0].journal_mode).toBe('wal');

    // Another process (a test, a migration) holds the write lock for a moment.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
      import { createClient } from '@libsql/client';
      const client = createClient({ url: ${JSON.stringify(`file:${path}`)} });
      const transaction = await client.transaction('write');
      await transaction.execute("insert into contact_messages (name, email, subject, message) values ('A', 'a@example.com', 'Hi', 'First')");
      console.log('locked');
      setTimeout(async () => { await transaction.commit(); client.close(); }, 600);
    `,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    // Listened for at once: the holder may be gone before the writes below are done.
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));

    // Readers are not blocked, and the app's own write waits rather than failing with SQLITE_BUSY.
    expect(await db.select({ n: count() }).from(schema.contactMessages)).toEqual([{ n: 0 }]);
    await db.insert(schema.contactMessages).values({ name: 'B', email: 'b@example.com', subject: 'Hi', message: 'Second' });
    expect(await db.select({ n: count() }).from(schema.contactMessages)).toEqual([{ n: 2 }]);
    await exited;
  });
});
