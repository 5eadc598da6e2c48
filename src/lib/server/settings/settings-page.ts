/** What /settings shows besides the session's account: membership and billing facts, push devices and notification choices. */
import type { AstroGlobal } from 'astro';
import { eq } from 'drizzle-orm';
import { notificationPreferences } from '#db/schema.ts';
import type { SessionUser } from '../auth/session.ts';
import { getDb } from '../db/client.ts';
import { getMembershipFacts } from '../membership/membership.ts';
import { notificationPreferencesOf, type NotificationPreferences } from '../notifications/preferences.ts';
import { listPushDevices, type PushDevice } from '../notifications/push-subscriptions.ts';
import { getVapidKeys } from '../notifications/vapid-keys.ts';

export type SettingsPage = {
  facts: Awaited<ReturnType<typeof getMembershipFacts>>;
  /** The site's push key (null when push is not configured) and the member's devices. */
  push: { publicKey: string | null; devices: PushDevice[] };
  /** The member's notification choices, and whether they ever saved them (else the browser's time zone is offered). */
  notifications: { stored: NotificationPreferences; saved: boolean };
};

/** The settings page's data for the signed-in account (call after requirePageUser). */
export async function loadSettingsPage(_context: Pick<AstroGlobal, 'locals'>, user: Pick<SessionUser, 'id'>): Promise<SettingsPage> {
  const db = getDb();
  const [facts, keys, devices, stored, saved] = await Promise.all([
    getMembershipFacts(db, user.id),
    getVapidKeys(db).catch(() => null),
    listPushDevices(db, user.id),
    notificationPreferencesOf(db, user.id),
    db.select({ id: notificationPreferences.id }).from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)).limit(1),
  ]);
  return { facts, push: { publicKey: keys?.publicKey ?? null, devices }, notifications: { stored, saved: saved.length > 0 } };
}
