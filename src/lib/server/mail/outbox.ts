/**
 * The one way the product sends email. A mail is a row of mail_outbox written in the same batch as
 * the change it follows (mailStatement), so a process that dies after the commit still leaves the
 * mail to send; it is then delivered (deliver-mail.ts) at once after the commit and, for whatever
 * is still due, by the scheduled job, with retries, exactly once. Without a mail provider it is
 * stored only, and developers read it at /dev/outbox.
 */
import { is, SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { toSingleLine } from '#lib/domain/plain-text.ts';
import { deliverMail } from './deliver-mail.ts';
import type { Mail } from './mail.ts';

/**
 * A mail whose text depends on what its own batch writes (a ticket's number, a receipt of what was
 * paid): composed by composers.ts once the batch is committed. `kind` names both the mail and its
 * composer; `args` hold what the composer needs (ids, the site's address), as JSON.
 */
export type MailIntent = { compose: string; kind: string; args: Record<string, unknown> };

/** An intent's args as JSON in SQL: a value given as SQL (`last_insert_rowid()`) is read from the batch as it runs. */
function argsJson(args: Record<string, unknown>): SQL {
  const entries = Object.entries(args).map(([name, value]) =>
    is(value, SQL) ? sql`${name}, ${value}` : sql`${name}, json(${JSON.stringify(value ?? null)})`,
  );
  return entries.length === 0 ? sql`json_object()` : sql`json_object(${sql.join(entries, sql`, `)})`;
}

/**
 * A statement that writes a mail (composed, or an intent) to the outbox, in the batch of the change
 * it follows; it returns the new row's id. A subject is one line, whatever it was made from (a
 * title stored before the forms refused line breaks). Options: `when`, a condition it is written under;
 * `dedupeKey`, a key it is written under at most once ever (`event_ticket:cs_123`).
 */
export function mailStatement(
  db: Database,
  letter: Mail | MailIntent,
  options: { when?: SQL; dedupeKey?: string } = {},
): BatchItem<'sqlite'> {
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  const values =
    'compose' in letter
      ? sql`null, null, null, null, null, null, ${letter.kind}, json_object('kind', ${letter.compose}, 'args', ${argsJson(letter.args)})`
      : sql`${letter.to}, ${toSingleLine(letter.subject)}, ${letter.text}, ${letter.html ?? null}, ${json(letter.attachments)}, ${json(letter.headers)}, ${letter.kind}, null`;
  return db.all<{ id: number }>(sql`
    insert into mail_outbox (to_address, subject, text_body, html_body, attachments, headers, kind, compose, dedupe_key, status)
    select ${values}, ${options.dedupeKey ?? null}, 'pending' where ${options.when ?? sql`1`}
    on conflict do nothing
    returning id`);
}

/** The outbox ids written by mail statements, from their batch results. */
export function outboxIdsOf(results: readonly unknown[]): number[] {
  return results.flatMap((rows) => (rows as { id: number }[]).map((row) => Number(row.id)));
}

/**
 * Runs a change and the mails that follow it in one batch, then delivers the mails written; returns
 * the change's results. A process that dies after the commit leaves the mails to the scheduled job.
 */
export async function batchWithMail(
  db: Database,
  statements: readonly BatchItem<'sqlite'>[],
  mails: readonly BatchItem<'sqlite'>[],
): Promise<unknown[]> {
  const results = (await db.batch([...statements, ...mails] as unknown as [BatchItem<'sqlite'>])) as unknown[];
  await deliverMail(db, outboxIdsOf(results.slice(statements.length)));
  return results.slice(0, statements.length);
}

/**
 * Writes a mail that follows no other write (or whose write is already its own statement) and
 * delivers it now; returns the outbox id. Never throws on a failed send: the scheduled job retries.
 */
export async function sendMail(mail: Mail): Promise<number> {
  const db = getDb();
  const [rows] = (await db.batch([mailStatement(db, mail)])) as [{ id: number }[]];
  const id = Number(rows[0].id);
  await deliverMail(db, [id]);
  return id;
}
