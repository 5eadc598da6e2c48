/** Changes to a member's notification preferences: the settings form (an upsert) and the unsubscribe link of the digest and the monthly guide. */
import { and, eq, isNull } from 'drizzle-orm';
import { notificationPreferences } from '#db/schema.ts';
import { UNSUBSCRIBE_TOPICS, type NotificationPreferencesInput, type UnsubscribeTopic } from '#lib/schemas/notifications.ts';
import { OWNER_NOTIFICATION_TOPICS } from '#lib/domain/notification-kinds.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { generateToken } from '../security/tokens.ts';

/**
 * Stores the member's preferences (created on first save); SMS stays off, the guide sends no text
 * messages. The owner alerts' switches are stored only from a form that showed them; otherwise
 * they keep their stored values (on, by default).
 */
export async function saveNotificationPreferences(db: Database, userId: number, input: NotificationPreferencesInput): Promise<void> {
  const { ownerAlertsShown, ...chosen } = input;
  const values: Partial<typeof chosen> & { smsEnabled: boolean } = { ...chosen, smsEnabled: false };
  if (!ownerAlertsShown) for (const topic of OWNER_NOTIFICATION_TOPICS) delete values[topic];
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}

/** The member's digest unsubscribe token, made (with their preference row, defaults kept) the first time. */
export async function digestUnsubscribeToken(db: Database, userId: number): Promise<string> {
  const mine = eq(notificationPreferences.userId, userId);
  // No row yet: one with the defaults and a token; a row saved from the settings gets its token unless it has one.
  await db.batch([
    db
      .insert(notificationPreferences)
      .values({ userId, unsubscribeToken: generateToken() })
      .onConflictDoNothing({ target: notificationPreferences.userId }),
    db
      .update(notificationPreferences)
      .set({ unsubscribeToken: generateToken() })
      .where(and(mine, isNull(notificationPreferences.unsubscribeToken))),
  ]);
  const [row] = await db.select({ token: notificationPreferences.unsubscribeToken }).from(notificationPreferences).where(mine);
  return row!.token!;
}

/** Whether a token is a digest unsubscribe link's. */
export async function isDigestToken(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notificationPreferences.id })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.unsubscribeToken, token))
    .limit(1);
  return Boolean(row);
}

/** Turns the weekly digest (or the monthly guide) off for the token's member; false when no member has that token. */
export async function unsubscribeFromDigest(db: Database, token: string, topic: UnsubscribeTopic = 'weekly-digest'): Promise<boolean> {
  const rows = await db
    .update(notificationPreferences)
    .set({ [UNSUBSCRIBE_TOPICS[topic]]: false })
    .where(eq(notificationPreferences.unsubscribeToken, token))
    .returning({ id: notificationPreferences.id });
  return rows.length > 0;
}

/** The loader of /notifications/unsubscribe's question: whether the link's token names a member's weekly digest. */
export async function loadUnsubscribePage(_context: Pick<AstroGlobal, 'url'>, token: string) {
  return { valid: await isDigestToken(getDb(), token) };
}
