/**
 * The kinds of notification the guide sends (issue 17), and the member's preference that turns
 * each off. Account kinds (a reply to your review, a message, a payment, your listing) have no
 * topic switch: they always reach the notification centre, and email and push by their switches.
 * Owner alerts (issue 33) each have a switch of their own, shown to accounts that own or claim a
 * business: reviews, bookings, ticket sales, claim decisions, and payouts (a payout paid or
 * failed, the connected account needing attention: the kinds Stripe Connect's alerts use).
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
  owner_review: 'ownerReviews',
  owner_review_edited: 'ownerReviews',
  owner_booking: 'ownerBookings',
  owner_ticket_sales: 'ownerSales',
  claim_decided: 'claimDecisions',
  owner_payout: 'ownerPayouts',
  owner_account: 'ownerPayouts',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** The topic switches of notification_preferences every member sees, in the order the settings list them. */
export const NOTIFICATION_TOPICS = [
  'eventReminders',
  'loyaltyUpdates',
  'businessPromotions',
  'tourRecommendations',
  'breakingNews',
  'weeklyDigest',
  'monthlyGuide',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** The owner alerts' switches, shown (and saved) only for accounts that own or claim a business. */
export const OWNER_NOTIFICATION_TOPICS = ['ownerReviews', 'ownerBookings', 'ownerSales', 'claimDecisions', 'ownerPayouts'] as const;
export type OwnerNotificationTopic = (typeof OWNER_NOTIFICATION_TOPICS)[number];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value);
