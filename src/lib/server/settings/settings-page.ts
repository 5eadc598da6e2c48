/** What /settings shows besides the session's account: membership and billing facts, push devices and notification choices. */
import type { AstroGlobal } from 'astro';
import { eq, sql } from 'drizzle-orm';
import { businessClaims, businesses, notificationPreferences } from '#db/schema.ts';
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
  /**
   * The member's notification choices, whether they ever saved them (else the browser's time zone
   * is offered), and whether the owner alerts' switches are theirs to choose (they own or claimed a business).
   */
  notifications: { stored: NotificationPreferences; saved: boolean; ownerAlerts: boolean };
};

/** The settings page's data for the signed-in account (call after requirePageUser). */
export async function loadSettingsPage(
  _context: Pick<AstroGlobal, 'locals'>,
  user: Pick<SessionUser, 'id' | 'businessId'>,
): Promise<SettingsPage> {
  const db = getDb();
  const [facts, keys, devices, stored, saved, owns] = await Promise.all([
    getMembershipFacts(db, user.id),
    getVapidKeys(db).catch(() => null),
    listPushDevices(db, user.id),
    notificationPreferencesOf(db, user.id),
    db.select({ id: notificationPreferences.id }).from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)).limit(1),
    user.businessId === null ? ownsOrClaimed(user.id) : Promise.resolve(true),
  ]);
  return {
    facts,
    push: { publicKey: keys?.publicKey ?? null, devices },
    notifications: { stored, saved: saved.length > 0, ownerAlerts: owns },
  };
}

/** Whether the account owns a business or ever claimed one (or submitted a new listing). */
async function ownsOrClaimed(userId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({
      found: sql<number>`exists (select 1 from ${businesses} where ${businesses.ownerId} = ${userId})
        or exists (select 1 from ${businessClaims} where ${businessClaims.userId} = ${userId})`,
    })
    .from(sql`(select 1)`);
  return Boolean(row?.found);
}
