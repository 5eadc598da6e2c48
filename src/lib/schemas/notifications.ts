/** The notification centre's buttons and the notification preferences form (issue 17): inputs and the words members read. */
import { z } from 'zod';
import { asText, checkboxField, idField } from './fields.ts';
import { messageKeys, said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const NOTIFICATION_MESSAGES = {
  loginRequired: said(m.alerts_login_required),
  notFound: said(m.alerts_not_found),
  markedRead: said(m.alerts_marked_read),
  allRead: said(m.alerts_all_marked_read),
  saved: said(m.alerts_prefs_saved),
  savedTitle: said(m.alerts_title),
  badTime: said(m.alerts_bad_time),
  sameTimes: said(m.alerts_same_times),
  badTimeZone: said(m.alerts_bad_time_zone),
  badToken: said(m.alerts_bad_token),
  failed: said(m.alerts_failed),
} as const;
/** The messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = messageKeys(NOTIFICATION_MESSAGES);

/** One notification (Mark as read). */
export const NotificationIdSchema = z.object({ id: idField(M.notFound) });

/** A time of day as the time field sends it (HH:MM, 24-hour). */
const timeField = z.preprocess((value) => asText(value).trim(), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.badTime));

/** Whether the text names a time zone this runtime knows (IANA names such as America/New_York, or UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The Notifications section of /settings: topic and channel switches (SMS is not offered), quiet
 * hours and their time zone. The owner alerts' switches are shown only to accounts that own or
 * claim a business, with `ownerAlertsShown`: without it, their absence means "not shown", and they
 * keep what was stored (preference-changes.ts).
 */
export const NotificationPreferencesSchema = z
  .object({
    eventReminders: checkboxField,
    loyaltyUpdates: checkboxField,
    businessPromotions: checkboxField,
    tourRecommendations: checkboxField,
    breakingNews: checkboxField,
    weeklyDigest: checkboxField,
    monthlyGuide: checkboxField,
    ownerAlertsShown: checkboxField,
    ownerReviews: checkboxField,
    ownerBookings: checkboxField,
    ownerSales: checkboxField,
    claimDecisions: checkboxField,
    ownerPayouts: checkboxField,
    emailEnabled: checkboxField,
    pushEnabled: checkboxField,
    quietHoursStart: timeField,
    quietHoursEnd: timeField,
    timeZone: z.preprocess((value) => asText(value).trim(), z.string().refine(isTimeZone, M.badTimeZone)),
  })
  .refine((form) => form.quietHoursStart !== form.quietHoursEnd, { message: M.sameTimes, path: ['quietHoursEnd'] });
export type NotificationPreferencesInput = z.output<typeof NotificationPreferencesSchema>;

/** The digest's one-click unsubscribe (RFC 8058): only the token of the link. */
/** The emails a link unsubscribes from, as the link names them (the weekly digest when it names none). */
export const UNSUBSCRIBE_TOPICS = { 'weekly-digest': 'weeklyDigest', 'monthly-guide': 'monthlyGuide' } as const;
export type UnsubscribeTopic = keyof typeof UNSUBSCRIBE_TOPICS;

export const UnsubscribeSchema = z.object({
  token: z.preprocess((value) => asText(value).trim(), z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, M.badToken)),
  topic: z.preprocess(
    (value) => asText(value).trim() || 'weekly-digest',
    z.enum(Object.keys(UNSUBSCRIBE_TOPICS) as [UnsubscribeTopic, ...UnsubscribeTopic[]], { message: M.badToken }),
  ),
});
