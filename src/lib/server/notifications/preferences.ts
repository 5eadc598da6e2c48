/** A member's notification preferences (notification_preferences), with the spec's defaults when none are stored. */
import { eq } from 'drizzle-orm';
import { notificationPreferences } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { GUIDE_TIME_ZONE } from '#lib/i18n/time-zone.ts';

export type NotificationPreferences = Omit<typeof notificationPreferences.$inferSelect, 'id' | 'userId' | 'unsubscribeToken'>;

/** Spec 02 section 4: every switch on but SMS (the owner alerts of issue 33 too), quiet hours 22:00 to 08:00 (read in New York time until the member says otherwise). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  eventReminders: true,
  loyaltyUpdates: true,
  businessPromotions: true,
  tourRecommendations: true,
  breakingNews: true,
  weeklyDigest: true,
  monthlyGuide: true,
  ownerReviews: true,
  ownerBookings: true,
  ownerSales: true,
  claimDecisions: true,
  ownerPayouts: true,
  pushEnabled: true,
  emailEnabled: true,
  smsEnabled: false,
  quietHoursStart: '22:00',
  quietHoursEnd: '08:00',
  timeZone: GUIDE_TIME_ZONE,
};

export async function notificationPreferencesOf(db: Database, userId: number): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  const { id: _id, userId: _user, unsubscribeToken: _token, ...preferences } = row;
  return preferences;
}
