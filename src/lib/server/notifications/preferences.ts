/** A member's notification preferences (notification_preferences), with the spec's defaults when none are stored. */
import { eq } from 'drizzle-orm';
import { notificationPreferences } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { GUIDE_TIME_ZONE } from '#lib/i18n/time-zone.ts';
import { quietHoursEndAt } from '#lib/domain/quiet-hours.ts';

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

/** A member's quiet hours as a mail step reads them (columns of a left-joined preferences row, null without one). */
export type QuietHoursColumns = { quiet_hours_start: string | null; quiet_hours_end: string | null; time_zone: string | null };

/** Whether `now` is outside the member's quiet hours (the defaults when they chose none): nothing is mailed inside them. */
export function outsideQuietHours(now: Date, member: QuietHoursColumns): boolean {
  return (
    quietHoursEndAt(now, {
      start: member.quiet_hours_start ?? DEFAULT_NOTIFICATION_PREFERENCES.quietHoursStart,
      end: member.quiet_hours_end ?? DEFAULT_NOTIFICATION_PREFERENCES.quietHoursEnd,
      timeZone: member.time_zone ?? DEFAULT_NOTIFICATION_PREFERENCES.timeZone,
    }) === null
  );
}
