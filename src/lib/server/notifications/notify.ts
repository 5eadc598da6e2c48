/**
 * Where every notification starts (issue 17): a row in push_notifications, pending until its
 * time, once per real event (the member's dedupe key). Delivery (quiet hours, the centre, email,
 * push) is deliver.ts's work: right after the insert for what is due now, and from the scheduled
 * job for what waits.
 */
import { sql, type SQL } from 'drizzle-orm';
import { pushNotifications } from '#db/schema.ts';
import type { NotificationKind } from '#lib/domain/notification-kinds.ts';
import type { Database } from '../db/client.ts';
import { deliverDue } from './deliver.ts';
import { unreadCountSql } from './unread.ts';

export type NotificationInput = {
  userId: number;
  kind: NotificationKind;
  /** In the member's language (recipientLanguageIn). */
  title: string;
  body: string;
  /** A path on this site (`/events/12`), the page the notification is about. */
  url: string;
  /** When it is due; now when absent. Quiet hours may hold it later. */
  dueAt?: Date;
  /** Once per member and key, e.g. `reminder:event:12`; a second notify with the same key does nothing. */
  dedupeKey: string;
  /** The producer already sent its own email about this (a receipt, the waitlist offer): the notification does not mail again. */
  mailedByProducer?: boolean;
};

/** The insert of one notification, to join the batch of the change it tells about. */
export function notificationStatement(db: Database, input: NotificationInput, now = new Date()) {
  return db
    .insert(pushNotifications)
    .values({
      userId: input.userId,
      type: input.kind,
      title: input.title,
      body: input.body,
      targetUrl: input.url,
      scheduledFor: input.dueAt ?? now,
      dedupeKey: input.dedupeKey,
      emailStatus: input.mailedByProducer ? 'producer' : null,
      status: 'pending',
    })
    .onConflictDoNothing({ target: [pushNotifications.userId, pushNotifications.dedupeKey] });
}

/**
 * The insert of one notification written only when `when` holds as its batch runs (the change it
 * tells about took place in that batch); the dedupe key may be SQL read in the batch (a new row's id).
 */
export function notificationStatementIf(
  db: Database,
  input: Omit<NotificationInput, 'dedupeKey'> & { dedupeKey: string | SQL },
  when: SQL,
  now = new Date(),
) {
  return db.run(sql`
    insert into push_notifications (user_id, type, title, body, target_url, scheduled_for, dedupe_key, email_status, status)
    select ${input.userId}, ${input.kind}, ${input.title}, ${input.body}, ${input.url}, ${(input.dueAt ?? now).getTime()},
      ${input.dedupeKey}, ${input.mailedByProducer ? 'producer' : null}, 'pending'
    where ${when}
    on conflict do nothing`);
}

/** Stores a notification and delivers it at once when it is due now and outside the member's quiet hours. */
export async function notify(db: Database, input: NotificationInput, now = new Date()): Promise<void> {
  await notificationStatement(db, input, now);
  if ((input.dueAt ?? now).getTime() <= now.getTime()) await deliverDue(db, { now, userId: input.userId });
}

/** Unread notifications in the member's centre (the bell's count). */
export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ count: unreadCountSql(userId) }).from(sql`(select 1)`);
  return row?.count ?? 0;
}
