/**
 * The member's notification centre (/notifications): their sent notifications, newest first, a
 * page at a time; marking one or all read. Every read and write is bounded to the member's own rows.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { pushNotifications } from '#db/schema.ts';
import { safeNextPath } from '#lib/domain/safe-next.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export type CentreNotification = {
  id: number;
  kind: string | null;
  title: string;
  body: string;
  url: string;
  isRead: boolean;
  sentAt: Date | null;
};

const own = (userId: number) => and(eq(pushNotifications.userId, userId), eq(pushNotifications.status, 'sent'));

/** Only a path on this site: a stored address that is not one opens the centre instead. */
export const notificationTarget = (url: string | null | undefined): string => safeNextPath(url, '/notifications');

/** One page of the member's notifications in the centre, and whether another page follows. */
export async function listNotifications(
  db: Database,
  userId: number,
  page: number,
): Promise<{ items: CentreNotification[]; hasMore: boolean }> {
  const rows = await db
    .select({
      id: pushNotifications.id,
      kind: pushNotifications.type,
      title: pushNotifications.title,
      body: pushNotifications.body,
      url: pushNotifications.targetUrl,
      isRead: pushNotifications.isRead,
      sentAt: pushNotifications.sentAt,
    })
    .from(pushNotifications)
    .where(own(userId))
    .orderBy(desc(sql`coalesce(${pushNotifications.sentAt}, ${pushNotifications.createdAt})`), desc(pushNotifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  const items = rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row) => ({ ...row, url: notificationTarget(row.url) }));
  return { items, hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE };
}

/** Marks one of the member's notifications read; returns where it leads, or null when it is not theirs (or not in the centre). */
export async function markNotificationRead(db: Database, userId: number, id: number): Promise<string | null> {
  const [row] = await db
    .update(pushNotifications)
    .set({ isRead: true })
    .where(and(eq(pushNotifications.id, id), own(userId)))
    .returning({ url: pushNotifications.targetUrl });
  return row ? notificationTarget(row.url) : null;
}

/** Marks every notification in the member's centre read; returns how many were unread. */
export async function markAllNotificationsRead(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(pushNotifications)
    .set({ isRead: true })
    .where(and(own(userId), eq(pushNotifications.isRead, false)))
    .returning({ id: pushNotifications.id });
  return rows.length;
}

/** The loader of /notifications/{id}: marks the member's notification read and gives where it leads, or null when it is not theirs. */
export async function openNotificationPage(Astro: Pick<AstroGlobal, 'params'>, user: { id: number }) {
  const id = Astro.params.id ?? '';
  return { target: /^[0-9]{1,10}$/.test(id) ? await markNotificationRead(getDb(), user.id, Number(id)) : null };
}
