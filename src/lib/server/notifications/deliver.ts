/**
 * Delivery of due notifications (issue 17). Each due pending row is decided once:
 * - its kind's topic switched off by the member: skipped;
 * - inside the member's quiet hours (their time zone): held, pending until the hours end;
 * - otherwise sent: in the centre (status sent, sent_at), then by email and by web push per the
 *   member's switches, each channel's outcome recorded (email_status, push_status).
 * A notification that gathers while it waits (an owner's ticket sales, gathering.ts) is worded from
 * its count as it is sent, and sent only as read: one counted again meanwhile waits for the next
 * run; leaving pending, it frees its key for the next one.
 * Every change is a conditional update of a row still pending and due, so two runs at once, or a
 * run repeated, deliver nothing twice: only the run whose update took the row sends it. Its email
 * is written to the mail outbox in the same batch, so it goes out even if the run stops there; a
 * run that stops before web push leaves it without push.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { pushNotifications, pushSubscriptions, users } from '#db/schema.ts';
import { isNotificationKind, NOTIFICATION_KINDS } from '#lib/domain/notification-kinds.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { quietHoursEndAt } from '#lib/domain/quiet-hours.ts';
import { getConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { recipientLanguagesIn } from '../mail/recipient-language.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { notificationMail } from './notification-mail.ts';
import { releasedKey, wordsAtDelivery } from './gathering.ts';
import { notificationPreferencesOf, type NotificationPreferences } from './preferences.ts';
import { getVapidKeys, type VapidKeys } from './vapid-keys.ts';
import { sendWebPush } from './web-push.ts';

export type DeliveryReport = { delivered: number; held: number; skipped: number };

type Row = typeof pushNotifications.$inferSelect;
type PushDevice = typeof pushSubscriptions.$inferSelect;

/** Rows decided per query; a run takes batches until nothing is due. */
const BATCH = 200;
const MAX_BATCHES = 50;

/** Delivers what is due at `now`: one member's, some members' (a producer that told several), or everyone's for the scheduled job. */
export async function deliverDue(
  db: Database,
  options: { now: Date; userId?: number; userIds?: readonly number[] },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, held: 0, skipped: 0 };
  const { now } = options;
  const members = options.userIds ?? (options.userId === undefined ? null : [options.userId]);
  if (members?.length === 0) return report;
  const preferences = new Map<number, NotificationPreferences>();
  let keys: VapidKeys | null | undefined;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await db
      .select({ row: pushNotifications, email: users.email, dataText: sql<string | null>`${pushNotifications.data}` })
      .from(pushNotifications)
      .innerJoin(users, eq(users.id, pushNotifications.userId))
      .where(and(isDue(now), members === null ? undefined : inArray(pushNotifications.userId, [...members])))
      .orderBy(asc(pushNotifications.scheduledFor), asc(pushNotifications.id))
      .limit(BATCH);
    // What the batch's members need, read once per batch: their languages and push devices.
    const batchMembers = [...new Set(rows.map(({ row }) => row.userId))];
    const languageOf = await recipientLanguagesIn(db, batchMembers);
    const devicesOf = new Map<number, PushDevice[]>();
    const devices =
      batchMembers.length === 0 ? [] : await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, batchMembers));
    for (const device of devices) devicesOf.set(device.userId, [...(devicesOf.get(device.userId) ?? []), device]);
    for (const { row: stored, email, dataText } of rows) {
      let row = stored;
      let chosen = preferences.get(row.userId);
      if (!chosen) preferences.set(row.userId, (chosen = await notificationPreferencesOf(db, row.userId)));
      const topic = isNotificationKind(row.type) ? NOTIFICATION_KINDS[row.type] : null;
      if (topic && !chosen[topic]) {
        if (await decide(db, row.id, now, { status: 'skipped', ...releasedKey(row) })) report.skipped++;
        continue;
      }
      const quietUntil = quietHoursEndAt(now, { start: chosen.quietHoursStart, end: chosen.quietHoursEnd, timeZone: chosen.timeZone });
      if (quietUntil) {
        if (await decide(db, row.id, now, { scheduledFor: quietUntil })) report.held++;
        continue;
      }
      const locale = languageOf(row.userId);
      row = { ...row, ...wordsAtDelivery(locale, row) };
      // Sent in the centre and, per the member's switch, written to the mail outbox in the same batch.
      const emailStatus = row.emailStatus === 'producer' ? 'producer' : chosen.emailEnabled ? 'sent' : 'off';
      const letter =
        emailStatus === 'sent'
          ? [
              mailStatement(
                db,
                {
                  to: email,
                  ...notificationMail(locale, originOfSite(), { title: row.title, body: row.body, url: row.targetUrl ?? '/notifications' }),
                  kind: `notification_${row.type}`,
                },
                { when: sql`changes() > 0` },
              ),
            ]
          : [];
      const [taken, ...mail] = await db.batch([
        db
          .update(pushNotifications)
          .set({ status: 'sent', sentAt: now, emailStatus, title: row.title, body: row.body, ...releasedKey(row) })
          .where(and(eq(pushNotifications.id, row.id), isDue(now), sql`${pushNotifications.data} is ${dataText}`))
          .returning({ id: pushNotifications.id }),
        ...letter,
      ]);
      if (taken.length === 0) continue;
      report.delivered++;
      await deliverMail(db, outboxIdsOf(mail));
      keys = keys === undefined ? await getVapidKeys(db).catch(() => null) : keys;
      const pushStatus = await byPush(db, row, devicesOf.get(row.userId) ?? [], chosen, locale, keys, now);
      await db.update(pushNotifications).set({ pushStatus }).where(eq(pushNotifications.id, row.id));
    }
    if (rows.length < BATCH) break;
  }
  return report;
}

const isDue = (now: Date) => and(eq(pushNotifications.status, 'pending'), lte(pushNotifications.scheduledFor, now));

/** Changes one row if it is still pending and due; whether this run changed it. */
async function decide(db: Database, id: number, now: Date, change: Partial<Row>): Promise<boolean> {
  const changed = await db
    .update(pushNotifications)
    .set(change)
    .where(and(eq(pushNotifications.id, id), isDue(now)))
    .returning({ id: pushNotifications.id });
  return changed.length === 1;
}

/** Web push to each of the member's devices: sent (to one at least), off (their switch), none (no device) or failed. Devices the push service says are gone are removed. */
async function byPush(
  db: Database,
  row: Row,
  devices: readonly PushDevice[],
  chosen: NotificationPreferences,
  locale: Locale,
  keys: VapidKeys | null,
  now: Date,
): Promise<string> {
  if (!chosen.pushEnabled) return 'off';
  if (devices.length === 0) return 'none';
  if (!keys) return 'failed';
  const payload = {
    title: row.title,
    body: row.body,
    url: localizePath(locale, row.targetUrl ?? '/notifications'),
    tag: `notification-${row.id}`,
  };
  const destination = { localMode: getConfig().localMode };
  const outcomes = await Promise.all(
    devices.map(async (device) => ({ id: device.id, outcome: await sendWebPush(device, payload, keys, destination) })),
  );
  // A device whose address the rules refuse (stored before them) is removed like a gone one.
  const gone = outcomes.filter((sent) => sent.outcome === 'gone' || sent.outcome === 'refused').map((sent) => sent.id);
  const reached = outcomes.filter((sent) => sent.outcome === 'sent').map((sent) => sent.id);
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (reached.length > 0) await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(inArray(pushSubscriptions.id, reached));
  if (reached.length > 0) return 'sent';
  return gone.length === devices.length ? 'none' : 'failed';
}

/** The site's public origin for links in emails (configuration only, never a request). */
function originOfSite(): string {
  const { siteUrl, localOrigin } = getConfig();
  return siteUrl ? new URL(siteUrl).origin : localOrigin;
}
