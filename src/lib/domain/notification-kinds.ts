/**
 * The kinds of notification the guide sends (issue 17), and the member's preference that turns
 * each off. Account kinds (a reply to your review, a message, a payment, your listing) have no
 * topic switch: they always reach the notification centre, and email and push by their switches.
 */
export const NOTIFICATION_KINDS = {
  event_reminder: 'eventReminders',
  waitlist_seat: 'eventReminders',
  favorite_event: 'businessPromotions',
  review_reply: null,
  message: null,
  payment_succeeded: null,
  payment_failed: null,
  listing_expiring: null,
  loyalty: 'loyaltyUpdates',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** The topic switches of notification_preferences, in the order the settings list them. */
export const NOTIFICATION_TOPICS = [
  'eventReminders',
  'loyaltyUpdates',
  'businessPromotions',
  'tourRecommendations',
  'breakingNews',
  'weeklyDigest',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value);
