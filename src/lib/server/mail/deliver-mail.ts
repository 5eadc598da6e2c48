/**
 * Delivers what the outbox holds (outbox.ts), exactly once: a delivery first claims a row with a
 * conditional update (pending and due, or a claim older than the lease, left by a process that
 * died), composes it if it is an intent, then sends it through the provider (Resend) with an
 * idempotency key of its own (id and creation time), so a send repeated after a crash is not sent
 * twice. A failed send
 * is tried again later (1, 5, 30 minutes, 2 and 12 hours), then marked failed. Without a provider
 * the mail is only stored. The request that wrote a mail delivers it at once (deliverMail); the
 * scheduled job delivers whatever is still due (deliverDueMail).
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { mailOutbox } from '#db/schema.ts';
import { getConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from './mail.ts';
import { toSingleLine } from '#lib/domain/plain-text.ts';

/** Writes the text of an intent from the committed state, or null when there is nothing to send any more. */
export type ComposeMail = (db: Database, intent: { kind: string; args: Record<string, unknown> }) => Promise<Mail | null>;

/** How long a claim holds a row: a delivery not finished by then died, and the row is taken again. */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** Pauses before each retry of a failed send; after the last, the mail is marked failed. */
export const RETRY_PAUSES_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;

export type DeliveryOutcome = 'sent' | 'stored' | 'retry' | 'failed' | 'skipped' | 'taken';

type Row = typeof mailOutbox.$inferSelect;

/** Claims one row for this delivery: still pending and due, or claimed by a delivery that died. */
async function claim(db: Database, id: number, now: Date): Promise<Row | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), claimable(now)))
    .returning();
  return row ?? null;
}

function claimable(now: Date) {
  return or(
    and(eq(mailOutbox.status, 'pending'), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now))),
    and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS))),
  )!;
}

/** Delivers one claimed-or-claimable row; what became of it. */
export async function deliverOne(db: Database, id: number, options: { now?: Date; compose?: ComposeMail } = {}): Promise<DeliveryOutcome> {
  const now = options.now ?? new Date();
  const row = await claim(db, id, now);
  if (!row) return 'taken';
  const finish = (change: Partial<Row>) =>
    db
      .update(mailOutbox)
      .set(change)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  let mail: Mail;
  try {
    if (row.subject === null || row.toAddress === null || row.textBody === null) {
      // An intent whose composer this caller lacks waits for the scheduled job, which has them all.
      if (!row.compose || !options.compose) {
        await finish({ status: 'pending', attempts: row.attempts - 1 });
        return 'retry';
      }
      const composed = await options.compose(db, row.compose);
      if (!composed) {
        await finish({ status: 'skipped' });
        return 'skipped';
      }
      mail = { ...composed, subject: toSingleLine(composed.subject) };
      // Composed once: a later retry sends this very text.
      await finish({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        attachments: mail.attachments ?? null,
        headers: mail.headers ?? null,
        kind: mail.kind,
      });
    } else {
      mail = {
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        kind: row.kind,
        attachments: row.attachments ?? undefined,
        headers: row.headers ?? undefined,
      };
    }
    const provider = getConfig().mail;
    if (!provider) {
      await finish({ status: 'stored', error: null });
      return 'stored';
    }
    // The row's id and creation time: ids start again in a restored database or another copy of the site on the same account.
    await sendThroughResend(provider, mail, `harlem-mail-${id}-${row.createdAt.getTime()}`);
    await finish({ status: 'sent', sentAt: now, error: null });
    return 'sent';
  } catch (error) {
    const last = row.attempts > RETRY_PAUSES_MS.length;
    console.error(`Mail ${id} (${row.kind}) not sent${last ? ', giving up' : ', will retry'}:`, error);
    await finish(
      last
        ? { status: 'failed', error: String(error) }
        : { status: 'pending', error: String(error), nextAttemptAt: new Date(now.getTime() + RETRY_PAUSES_MS[row.attempts - 1]) },
    );
    return last ? 'failed' : 'retry';
  }
}

/** Delivers the mails a request has just written, after its commit. Never throws: what fails stays due for the scheduled job. */
export async function deliverMail(
  db: Database,
  ids: readonly number[],
  options: { now?: Date; compose?: ComposeMail } = {},
): Promise<void> {
  for (const id of ids) {
    try {
      await deliverOne(db, id, options);
    } catch (error) {
      console.error(`Mail ${id} not delivered yet (the scheduled job will):`, error);
    }
  }
}

/** The scheduled job's step: delivers up to `limit` mails that are due, oldest first; counts by outcome. */
export async function deliverDueMail(
  db: Database,
  options: { now?: Date; compose: ComposeMail; limit?: number },
): Promise<Record<DeliveryOutcome, number>> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['pending', 'sending']), claimable(now)))
    .orderBy(asc(mailOutbox.id))
    .limit(options.limit ?? 100);
  const counts: Record<DeliveryOutcome, number> = { sent: 0, stored: 0, retry: 0, failed: 0, skipped: 0, taken: 0 };
  for (const { id } of due) counts[await deliverOne(db, id, { now, compose: options.compose })]++;
  return counts;
}

/** Sends through Resend's HTTP API; the idempotency key makes a repeated send (after a crash) a no-op there. */
async function sendThroughResend(provider: { resendApiKey: string; from: string }, mail: Mail, idempotencyKey: string): Promise<void> {
  const response = await fetch('https://api.resend.com/emails', {
    method: 'POST',
    headers: { authorization: `Bearer ${provider.resendApiKey}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({
      from: provider.from,
      to: [mail.to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(mail.attachments?.length
        ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, content: base64(file.content) })) }
        : {}),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status}`);
}

/** UTF-8 text as base64 (Resend takes attachments so), on Node and Workers alike. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
