/**
 * The stored-entity catalogue (spec 02, section 3) plus what the product decisions need:
 * category slugs, coordinates, listing plans, registration contact fields, webhook event ids,
 * a mail outbox, contact messages and newsletter sign-ups.
 *
 * Conventions: money in integer cents (`...Cents`), instants as UTC milliseconds
 * (`integer(..., { mode: 'timestamp_ms' })`), JSON lists in text columns, snake_case in SQL
 * (drizzle `casing: 'snake_case'`).
 *
 * Deletion: businesses, events and accounts' public content are retired with `isActive`, so hard
 * deletes are rare and deliberate. Rows that belong to a person or a listing (favorites, reviews,
 * photos, sessions) go with it (cascade). Financial records (listing payments, uploads, tickets,
 * donations) are never deleted with their business or event (restrict), and survive an account's
 * deletion anonymised (set null).
 */
import { sql } from 'drizzle-orm';
import { CONTACT_TOPICS } from '../src/lib/domain/contact-topics.ts';
import type { OrderLine } from '../src/lib/domain/ticket-order.ts';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  sqliteView,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

export const ROLES = ['admin', 'business_owner', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

const id = () => integer().primaryKey({ autoIncrement: true });
const createdAt = () =>
  integer({ mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer({ mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`)
    .$onUpdate(() => new Date());
const bool = (value: boolean) => integer({ mode: 'boolean' }).notNull().default(value);
const jsonList = () =>
  text({ mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`);
const jsonObject = <T>() => text({ mode: 'json' }).$type<T>();

// ---------------------------------------------------------------------------------------------
// Places and listings

export const communityBoards = sqliteTable(
  'community_boards',
  {
    id: id(),
    number: integer().notNull().unique(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    imageUrl: text(),
    latitude: real(),
    longitude: real(),
  },
  (t) => [
    check('community_boards_number_range', sql`${t.number} between 1 and 12`),
    check('community_boards_image_url_length', sql`length(${t.imageUrl}) <= 500`),
  ],
);

export const businessCategories = sqliteTable('business_categories', {
  id: id(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  description: text(),
  icon: text(),
});

/**
 * A venue's accessibility facts (issue 14): true, false, or null when nobody has said. Unknown is
 * not "no": pages say nothing for it and filters leave it out.
 */
const accessibilityColumns = () => ({
  stepFreeEntrance: integer({ mode: 'boolean' }),
  accessibleRestroom: integer({ mode: 'boolean' }),
  hearingLoop: integer({ mode: 'boolean' }),
  seating: integer({ mode: 'boolean' }),
});

export const businesses = sqliteTable(
  'businesses',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    address: text().notNull(),
    phone: text(),
    email: text(),
    website: text(),
    /** Notes on the hours the structured value cannot say ("Doors 90 minutes before curtain"). */
    hours: text(),
    /** Opening hours in OpenStreetMap opening_hours syntax ("Mo-Fr 09:00-17:00, Sa 10:00-14:00"). */
    openingHours: text(),
    /** How far ahead business_open_intervals holds this business's opening times (null: not computed). */
    openIntervalsUntil: integer({ mode: 'timestamp_ms' }),
    ...accessibilityColumns(),
    imageUrl: text(),
    /** Average of reviews, 0.00 to 5.00; null until rated. */
    rating: real(),
    priceRange: text({ enum: PRICE_RANGES }),
    latitude: real(),
    longitude: real(),
    communityBoardId: integer()
      .notNull()
      .references(() => communityBoards.id, { onDelete: 'restrict' }),
    categoryId: integer()
      .notNull()
      .references(() => businessCategories.id, { onDelete: 'restrict' }),
    ownerId: integer().references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    /** Premium granted by an admin; a paid, unexpired listing makes a business premium too. */
    isPremium: bool(false),
    /** Priority of the current paid listing plan (0 = none); ranks the directory. */
    listingPriority: integer().notNull().default(0),
    /** When the current paid listing ends; after it the business reverts to basic. */
    listingExpiresAt: integer({ mode: 'timestamp_ms' }),
    isActive: bool(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Directory order (paid plan priority, rating, name, id), whole and per board or category, so
    // a page of the directory reads its rows from an index instead of sorting the table.
    // The category id rides along, so lists of a few categories (the home page's themes, guides)
    // walk the order on the index alone.
    index('businesses_directory_idx').on(t.isActive, sql`${t.listingPriority} desc`, sql`${t.rating} desc`, t.name, t.id, t.categoryId),
    index('businesses_board_idx').on(
      t.communityBoardId,
      t.isActive,
      sql`${t.listingPriority} desc`,
      sql`${t.rating} desc`,
      t.name,
      t.id,
      t.categoryId,
    ),
    index('businesses_category_idx').on(t.categoryId, t.isActive, sql`${t.listingPriority} desc`, sql`${t.rating} desc`, t.name, t.id),
    // The visitor's other orders over the whole directory: highest rated, cheapest (unpriced last), by name.
    index('businesses_rating_idx').on(t.isActive, sql`${t.rating} desc`, t.name, t.id),
    index('businesses_active_name_idx').on(t.isActive, t.name, t.id),
    index('businesses_price_idx').on(t.isActive, sql`${t.priceRange} is null`, t.priceRange, sql`${t.rating} desc`, t.name, t.id),
    index('businesses_premium_idx').on(t.isPremium, t.listingExpiresAt),
    // Premium's "near a saved place": the places in a box around each saved one.
    index('businesses_location_idx').on(t.latitude, t.longitude),
    index('businesses_owner_idx').on(t.ownerId),
    // The admin's Businesses tab lists by name, a page at a time.
    index('businesses_name_idx').on(t.name, t.id),
    check('businesses_rating_range', sql`${t.rating} is null or ${t.rating} between 0 and 5`),
    check('businesses_price_range', sql`${t.priceRange} is null or ${t.priceRange} in ('$', '$$', '$$$', '$$$$')`),
  ],
);

/**
 * When each business is open, as instants, from a day back to a week and a day ahead: its opening
 * hours read by the opening_hours library (public holidays included), so "open now" is an indexed
 * condition and a card's "closes 10 PM" a lookup (businesses/open-intervals.ts). Rewritten when the
 * hours change and rolled forward by the scheduled job.
 */
export const businessOpenIntervals = sqliteTable(
  'business_open_intervals',
  {
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    opensAt: integer({ mode: 'timestamp_ms' }).notNull(),
    closesAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('business_open_intervals_opens_idx').on(t.opensAt, t.closesAt, t.businessId),
    index('business_open_intervals_business_idx').on(t.businessId, t.opensAt, t.closesAt),
  ],
);

export const events = sqliteTable(
  'events',
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    /** Start of the event (UTC instant); shown in America/New_York. */
    startsAt: integer({ mode: 'timestamp_ms' }).notNull(),
    endsAt: integer({ mode: 'timestamp_ms' }),
    location: text(),
    latitude: real(),
    longitude: real(),
    /** Ticket price; null or 0 is Free. */
    priceCents: integer(),
    /** The refund policy shown to buyers: tickets refundable up to this many days before the start; null is no refunds (issue 33). */
    refundDaysBefore: integer(),
    imageUrl: text(),
    businessId: integer().references(() => businesses.id, { onDelete: 'restrict' }),
    communityBoardId: integer().references(() => communityBoards.id, { onDelete: 'set null' }),
    createdById: integer().references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    isPremium: bool(false),
    isActive: bool(true),
    requiresBooking: bool(true),
    /** Capacity; registrations stop at this count. */
    maxAttendees: integer().notNull().default(50),
    /** The event's own facts; where null, its host venue's apply. */
    ...accessibilityColumns(),
    /**
     * A repeating event's occurrences are events of their own (own page, registrations and
     * capacity) sharing the first occurrence's id here; the first holds the rule (recurrence.ts).
     */
    seriesId: integer().references((): AnySQLiteColumn => events.id, { onDelete: 'set null' }),
    /** RFC 5545 RRULE of a series (on its first occurrence only), e.g. FREQ=WEEKLY;BYDAY=WE. */
    recurrence: text(),
    /**
     * Early event access: registration and tickets open to everyone at this instant; before it only
     * premium members whose plan gives early access (subscription_plans.early_access_days) may
     * register, from that many days before. Null: open to everyone now.
     */
    opensToAllAt: integer({ mode: 'timestamp_ms' }),
    /** The last date a series' occurrences have been listed to (on its first occurrence only), YYYY-MM-DD. */
    seriesListedUntil: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // In list order (start, then id), then every column the lists filter and count by, so a list
    // needs no sort and a count reads the index alone (migration 0017).
    index('events_starts_at_idx').on(t.startsAt, t.id, t.isActive, t.businessId, t.communityBoardId, t.isPremium, t.priceCents),
    index('events_board_idx').on(t.communityBoardId, t.startsAt, t.id, t.isActive, t.businessId, t.isPremium, t.priceCents),
    index('events_business_idx').on(t.businessId, t.startsAt),
    index('events_premium_idx').on(t.isPremium, t.startsAt),
    // One occurrence per series and start, however many job runs overlap.
    uniqueIndex('events_series_start_unique').on(t.seriesId, t.startsAt),
    check('events_capacity_min', sql`${t.maxAttendees} >= 1`),
    check('events_price_non_negative', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

export const businessPhotos = sqliteTable(
  'business_photos',
  {
    id: id(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    caption: text(),
    altText: text(),
    isPrimary: bool(false),
    uploadedBy: integer().references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    /** When an admin looked at the photo and kept it; null while it waits in the moderation queue. */
    reviewedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('business_photos_business_idx').on(t.businessId), index('business_photos_unreviewed_idx').on(t.reviewedAt, t.createdAt)],
);

export const businessVideos = sqliteTable(
  'business_videos',
  {
    id: id(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    videoUrl: text().notNull(),
    /** Its captions as WebVTT, shown as the player's <track kind="captions"> (issue 35). */
    captionsUrl: text(),
    thumbnailUrl: text(),
    /** Length in whole seconds. */
    duration: integer(),
    isActive: bool(true),
    uploadedBy: integer().references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_videos_business_idx').on(t.businessId),
    check('business_videos_duration', sql`${t.duration} is null or ${t.duration} >= 0`),
  ],
);

export const businessReviews = sqliteTable(
  'business_reviews',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references((): AnySQLiteColumn => users.id, { onDelete: 'cascade' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    title: text().notNull(),
    comment: text(),
    /** The owner's public answer (once per review). */
    ownerReply: text(),
    ownerReplyAt: integer({ mode: 'timestamp_ms' }),
    /** When an admin hid the review after a report: no longer shown nor counted in the rating. */
    hiddenAt: integer({ mode: 'timestamp_ms' }),
    /** Written by the seed's demo data (local mode or SEED_DEMO_DATA), shown labelled as a demo review; a member's own review never is. */
    isDemo: bool(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('business_reviews_user_business_unique').on(t.userId, t.businessId),
    index('business_reviews_business_idx').on(t.businessId, t.createdAt),
    check('business_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'not_a_customer', 'conflict_of_interest', 'other'] as const;

/** A signed-in person's report of a review, for the admins to moderate (one per person and review). */
export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: id(),
    reviewId: integer()
      .notNull()
      .references(() => businessReviews.id, { onDelete: 'cascade' }),
    reporterId: integer()
      .notNull()
      .references((): AnySQLiteColumn => users.id, { onDelete: 'cascade' }),
    reason: text({ enum: REVIEW_REPORT_REASONS }).notNull(),
    details: text(),
    /** open until an admin decides (kept or removed). */
    status: text().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_unique').on(t.reviewId, t.reporterId),
    index('review_reports_status_idx').on(t.status, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// People and sessions

export const users = sqliteTable(
  'users',
  {
    id: id(),
    /** Stored lowercased and trimmed. */
    email: text().notNull().unique(),
    /** scrypt hash with its parameters; null for accounts that only use external sign-in. */
    passwordHash: text(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    role: text({ enum: ROLES }).notNull().default('user'),
    isPremium: bool(false),
    /** End of the paid premium period; null while premium is not time-limited or not held. */
    premiumUntil: integer({ mode: 'timestamp_ms' }),
    businessId: integer().references((): AnySQLiteColumn => businesses.id, { onDelete: 'set null' }),
    stripeCustomerId: text().unique(),
    stripeSubscriptionId: text().unique(),
    /** Stripe's status of the membership subscription (active, past_due, canceled, ...). */
    subscriptionStatus: text(),
    /** When the current membership subscription began (the 30-day guarantee counts from it). */
    subscriptionStartedAt: integer({ mode: 'timestamp_ms' }),
    /** When a subscription set to cancel at period end stops; null while it renews. */
    subscriptionCancelsAt: integer({ mode: 'timestamp_ms' }),
    /** When the account used the 30-day satisfaction guarantee (once per account). */
    premiumRefundedAt: integer({ mode: 'timestamp_ms' }),
    /**
     * The member plan the premium was bought on (written from the subscription); its benefit columns
     * are what premium gives. Null (premium granted by an admin): the cheapest active premium member plan's.
     */
    membershipPlanId: integer().references((): AnySQLiteColumn => subscriptionPlans.id, { onDelete: 'set null' }),
    emailVerifiedAt: integer({ mode: 'timestamp_ms' }),
    /** When an admin suspended the account: it cannot sign in and its sessions ended; null while in good standing. */
    suspendedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_business_idx').on(t.businessId),
    index('users_role_idx').on(t.role, t.id),
    index('users_created_idx').on(t.createdAt),
    // Emails are stored normalised, so the unique constraint is case-insensitive in effect.
    check('users_email_normalised', sql`${t.email} = lower(trim(${t.email})) and ${t.email} like '%_@_%'`),
    check('users_role', sql`${t.role} in ('admin', 'business_owner', 'user')`),
  ],
);

/** Lucia-style sessions: only the SHA-256 of the token is stored (the spec's sid). */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** External sign-in identities (GitHub, Google) linked to an account. */
export const oauthAccounts = sqliteTable(
  'oauth_accounts',
  {
    provider: text({ enum: ['github', 'google'] }).notNull(),
    providerUserId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_accounts_provider_user_unique').on(t.provider, t.providerUserId),
    index('oauth_accounts_user_idx').on(t.userId),
  ],
);

/** Single-use password reset links: only the SHA-256 of the token is stored. */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    usedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Abuse limits: one row per counted attempt (failed sign-in, registration, reset request, form
 * post), keyed by what is limited (for example `login:email:a@b.c` or `contact:ip:1.2.3.4`).
 * Kept in the database so the limit holds across Workers isolates and restarts.
 */
export const rateLimitHits = sqliteTable(
  'rate_limit_hits',
  {
    id: id(),
    key: text().notNull(),
    createdAt: createdAt(),
  },
  // The first index counts a key's recent hits; the second lets the daily prune skip live rows.
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.createdAt), index('rate_limit_hits_created_idx').on(t.createdAt)],
);

/**
 * Trip plans a member saved to their dashboard. A plan is its address (the planner's query
 * string): opening it generates the plan again from the guide's current places and events.
 */
export const savedTrips = sqliteTable(
  'saved_trips',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Full Day · History, Architecture", from the plan's preferences. */
    title: text().notNull(),
    /** The planner's query string (duration, interests, budget, group, start). */
    query: text().notNull(),
    /** First day of the plan, YYYY-MM-DD in New York. */
    startDate: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_trips_user_query_unique').on(t.userId, t.query),
    index('saved_trips_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const userFavorites = sqliteTable(
  'user_favorites',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_favorites_user_business_unique').on(t.userId, t.businessId),
    index('user_favorites_business_idx').on(t.businessId),
  ],
);

export const REGISTRATION_STATUSES = ['confirmed', 'awaiting_payment', 'cancelled'] as const;

export const eventRegistrations = sqliteTable(
  'event_registrations',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    emergencyContact: text(),
    emergencyPhone: text(),
    specialRequests: text(),
    status: text({ enum: REGISTRATION_STATUSES }).notNull().default('confirmed'),
    amountCents: integer().notNull().default(0),
    /** The guide's fee on this seat, fixed when it was held (issue 33): the buyer pays amountCents plus this. */
    feeCents: integer().notNull().default(0),
    stripeCheckoutSessionId: text().unique(),
    /** Seats this order takes from the event's capacity: 1 for a plain registration, up to 10 for an order of ticket types. */
    seats: integer().notNull().default(1),
    /** An order of ticket types (issue 33): each type's quantity and per-ticket price, discount and fee, fixed when it was held; null for a plain registration. */
    lines: jsonObject<OrderLine[]>(),
    /** The promo code the order used (its uses are the live orders that hold it), and what it took off the order in all. */
    promoCodeId: integer().references((): AnySQLiteColumn => promoCodes.id, { onDelete: 'set null' }),
    discountCents: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_registrations_user_event_unique').on(t.userId, t.eventId),
    index('event_registrations_promo_idx').on(t.promoCodeId, t.status),
    check('event_registrations_seats', sql`${t.seats} between 1 and 10`),
    // Covers the seats taken per event (the sum of live orders' seats), read by every events list.
    index('event_registrations_event_idx').on(t.eventId, t.status, t.seats),
    check('event_registrations_status', sql`${t.status} in ('confirmed', 'awaiting_payment', 'cancelled')`),
  ],
);

export const WAITLIST_STATUSES = ['waiting', 'offered', 'confirmed', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * A full event's line (decision 019): members wait in order of joining; a freed seat is offered
 * to the first, held for them (an `offered` row counts against capacity) until `offerExpiresAt`.
 * Rows are kept after they close (confirmed, expired, left) as the record of what happened.
 */
export const eventWaitlist = sqliteTable(
  'event_waitlist',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offeredAt: integer({ mode: 'timestamp_ms' }),
    offerExpiresAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live place per member per event; closed rows may repeat (a member who left joins again).
    uniqueIndex('event_waitlist_one_live_per_member')
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The line in order, and the held seats of an event, read from the index alone.
    index('event_waitlist_line_idx').on(t.eventId, t.status, t.createdAt, t.id),
    index('event_waitlist_member_idx').on(t.userId, t.status),
    index('event_waitlist_offers_idx').on(t.status, t.offerExpiresAt),
    check('event_waitlist_status', sql`${t.status} in ('waiting', 'offered', 'confirmed', 'expired', 'left')`),
  ],
);

export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer().references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer().references(() => businesses.id, { onDelete: 'cascade' }),
    subject: text(),
    content: text().notNull(),
    isRead: bool(false),
    /** The message this one answers (an owner's reply); null for a member's first message. */
    parentId: integer().references((): AnySQLiteColumn => messages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_receiver_idx').on(t.receiverId, t.isRead),
    index('messages_business_idx').on(t.businessId, t.createdAt),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    index('messages_parent_idx').on(t.parentId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Plans and payments

export const subscriptionPlans = sqliteTable('subscription_plans', {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
  priceCents: integer().notNull(),
  planType: text({ enum: ['user', 'business'] })
    .notNull()
    .default('user'),
  planTier: text({ enum: ['free', 'premium'] })
    .notNull()
    .default('free'),
  duration: text({ enum: ['monthly', 'yearly'] })
    .notNull()
    .default('monthly'),
  stripePriceId: text(),
  features: jsonList(),
  /** 0 means unlimited. */
  maxBusinessListings: integer().notNull().default(0),
  /** 0 means unlimited. */
  maxEvents: integer().notNull().default(0),
  /**
   * A member plan's benefits are these columns and nothing else (domain/member-benefits.ts words
   * them on /premium, /subscribe and /admin/plans; membership/member-benefits.ts grants them).
   * Contact messages from its members are answered first.
   */
  hasPrioritySupport: bool(false),
  hasAnalytics: bool(false),
  /** Business plans: uploading video tours. */
  hasVideoUploads: bool(false),
  /** Members: writing to business owners. */
  hasMessaging: bool(false),
  /** Members: watching the video tours of businesses whose listing plan makes them members' tours. */
  hasVideoTours: bool(false),
  /** Members: the directory's advanced filters. */
  hasAdvancedSearch: bool(false),
  /** Members: the monthly neighborhood guide by email. */
  hasMonthlyGuide: bool(false),
  /** Members: days before an early-access event opens to everyone that they may register (0: none). */
  earlyAccessDays: integer().notNull().default(0),
  /** The plan /pricing badges POPULAR (members) or FEATURED (businesses): one of each type. */
  isPopular: bool(false),
  isActive: bool(true),
  createdAt: createdAt(),
});

/**
 * Paid listing plans for businesses (decisions: Basic to Platinum Elite, plus Annual Premium).
 * What a plan gives is these columns and nothing else: the plans page words its features from
 * them (listing-plan-features.ts) and the server grants exactly them while a paid plan runs
 * (listings/listing-features.ts): premium placement for `durationDays`, the directory rank
 * `priority`, events and bookings, video tours.
 */
export const listingPlans = sqliteTable('listing_plans', {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
  priceCents: integer().notNull(),
  durationDays: integer().notNull(),
  priority: integer().notNull(),
  /** Posting events and selling bookings while the plan runs. */
  eventsIncluded: bool(true),
  /** Adding video tours while the plan runs; they play for premium members, the owner and admins. */
  videoIncluded: bool(false),
  isPopular: bool(false),
  isRecommended: bool(false),
  stripePriceId: text(),
  isActive: bool(true),
});

/**
 * The guide's fee on tickets and bookings a business sells (issue 33): a percentage (basis
 * points) plus a fixed amount per ticket, by the business's running listing plan; the one row
 * without a plan is the fee of a business with none. Data, edited by admins at /admin/plans
 * (audited); the arithmetic is domain/guide-fee.ts. A seat or slot keeps the fee it was held at.
 */
export const guideFees = sqliteTable(
  'guide_fees',
  {
    id: id(),
    /** The listing plan it applies to; null: a business with no paid plan running. */
    listingPlanId: integer().references(() => listingPlans.id, { onDelete: 'cascade' }),
    percentBps: integer().notNull(),
    fixedCents: integer().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One fee per plan, and one for no plan.
    uniqueIndex('guide_fees_plan_unique').on(sql`coalesce(${t.listingPlanId}, 0)`),
    check('guide_fees_percent', sql`${t.percentBps} between 0 and 3000`),
    check('guide_fees_fixed', sql`${t.fixedCents} between 0 and 2000`),
  ],
);

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'expired'] as const;

export const businessListingPayments = sqliteTable(
  'business_listing_payments',
  {
    id: id(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    listingPlanId: integer().references(() => listingPlans.id, { onDelete: 'restrict' }),
    /** The plan's slug at the time of purchase. */
    planType: text().notNull(),
    amountCents: integer().notNull(),
    stripePaymentIntentId: text().unique(),
    stripeCheckoutSessionId: text().unique(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paidAt: integer({ mode: 'timestamp_ms' }),
    expiresAt: integer({ mode: 'timestamp_ms' }),
    renewalReminderSentAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_listing_payments_business_idx').on(t.businessId, t.createdAt),
    index('business_listing_payments_expires_idx').on(t.status, t.expiresAt),
  ],
);

export const UPLOAD_TIERS = ['basic', 'premium', 'professional', 'enterprise'] as const;

export const businessUploads = sqliteTable(
  'business_uploads',
  {
    id: id(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** image, video or document. */
    type: text().notNull(),
    tier: text({ enum: UPLOAD_TIERS }).notNull().default('basic'),
    title: text().notNull(),
    description: text(),
    fileName: text(),
    fileType: text(),
    fileSize: integer(),
    /** Key of the stored file in object storage (local folder or R2). */
    storageKey: text(),
    imageUrl: text(),
    priceCents: integer().notNull().default(0),
    /**
     * pending_payment, then (from the verified webhook) in_review; an admin publishes it (published,
     * shown until publishedUntil) or refuses it (refused, refunded); refunded; deleted by its owner.
     */
    status: text().notNull().default('pending_payment'),
    isActive: bool(true),
    isPremium: bool(false),
    metadata: jsonObject<Record<string, unknown>>(),
    stripeProductId: text(),
    stripePriceId: text(),
    stripeCheckoutSessionId: text().unique(),
    stripePaymentIntentId: text(),
    paidAt: integer({ mode: 'timestamp_ms' }),
    /** When an admin published or refused it, and who. */
    reviewedAt: integer({ mode: 'timestamp_ms' }),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Why it was not published, as the admin wrote it to the owner. */
    refusalReason: text(),
    /** Published: on the business's page until then (its tier's days from publication). */
    publishedUntil: integer({ mode: 'timestamp_ms' }),
    /** Published in a tier with a spotlight: in the home page's spotlight until then. */
    spotlightUntil: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_uploads_owner_idx').on(t.ownerId, t.createdAt),
    index('business_uploads_business_idx').on(t.businessId, t.createdAt),
    index('business_uploads_review_idx').on(t.status, t.paidAt),
    index('business_uploads_spotlight_idx').on(t.status, t.spotlightUntil),
    index('business_uploads_showcase_idx').on(t.businessId, t.status, t.publishedUntil),
  ],
);

/** Something a business sells by the slot (decisions: bookings): a guided tasting, a private tour, a table for a group. */
export const businessServices = sqliteTable(
  'business_services',
  {
    id: id(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    description: text(),
    priceCents: integer().notNull(),
    durationMinutes: integer().notNull(),
    /** How many people (bookings) one slot takes. */
    placesPerSlot: integer().notNull(),
    isActive: bool(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_services_business_idx').on(t.businessId),
    check('business_services_price', sql`${t.priceCents} >= 0`),
    check('business_services_places', sql`${t.placesPerSlot} >= 1`),
    check('business_services_duration', sql`${t.durationMinutes} >= 5`),
  ],
);

/** A time a service runs. */
export const serviceSlots = sqliteTable(
  'service_slots',
  {
    id: id(),
    serviceId: integer()
      .notNull()
      .references(() => businessServices.id, { onDelete: 'restrict' }),
    startsAt: integer({ mode: 'timestamp_ms' }).notNull(),
    isActive: bool(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('service_slots_service_start_unique').on(t.serviceId, t.startsAt), index('service_slots_starts_idx').on(t.startsAt)],
);

export const BOOKING_STATUSES = ['awaiting_payment', 'confirmed', 'cancelled', 'refunded', 'expired'] as const;

/** A member's place at a slot; a paid one is confirmed by the verified webhook. Never deleted (a payment). */
export const bookings = sqliteTable(
  'bookings',
  {
    id: id(),
    slotId: integer()
      .notNull()
      .references(() => serviceSlots.id, { onDelete: 'restrict' }),
    serviceId: integer()
      .notNull()
      .references(() => businessServices.id, { onDelete: 'restrict' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    userId: integer().references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    amountCents: integer().notNull(),
    /** The guide's fee on this booking, fixed when the place was held (issue 33): the buyer pays amountCents plus this. */
    feeCents: integer().notNull().default(0),
    /** What has been refunded of it (amountCents + feeCents), in cents: refunds by the owner or an admin, in full or in part (issue 33). */
    refundedCents: integer().notNull().default(0),
    status: text({ enum: BOOKING_STATUSES }).notNull().default('awaiting_payment'),
    stripeCheckoutSessionId: text().unique(),
    stripePaymentIntentId: text(),
    cancelledAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_slot_idx').on(t.slotId, t.status),
    index('bookings_business_idx').on(t.businessId, t.createdAt),
    // One live booking per member and slot.
    uniqueIndex('bookings_one_live_per_member')
      .on(t.userId, t.slotId)
      .where(sql`${t.status} in ('awaiting_payment', 'confirmed')`),
    check('bookings_status', sql`${t.status} in ('awaiting_payment', 'confirmed', 'cancelled', 'refunded', 'expired')`),
  ],
);

/** verifying: waiting for the code the claimant was sent; pending: waiting for an admin. */
export const CLAIM_STATUSES = ['verifying', 'pending', 'approved', 'refused', 'withdrawn'] as const;
/** How a claimant showed the listing is theirs: a code at the business's email domain or phone, or (neither available) the team checks by hand. */
export const CLAIM_VERIFICATIONS = ['email', 'phone', 'review'] as const;

/**
 * A claim of a listing (decisions: a member or an owner with no business claims an existing
 * listing, proving it with a code sent to the business's email domain or phone, or submits a
 * new one, which waits, inactive, for an admin). One open claim per person.
 */
export const businessClaims = sqliteTable(
  'business_claims',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references((): AnySQLiteColumn => users.id, { onDelete: 'cascade' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** claim: an existing listing; new: a listing the owner submitted (inactive until approved). */
    kind: text({ enum: ['claim', 'new'] }).notNull(),
    status: text({ enum: CLAIM_STATUSES }).notNull().default('pending'),
    /** How the owner shows the listing is theirs (role, a work email, a phone to call back). */
    note: text(),
    /** A claim of an existing listing: how it is verified; null for a new listing. */
    verification: text({ enum: CLAIM_VERIFICATIONS }),
    /** Where the code goes: an address at the business's website domain, or its phone as stored. */
    contact: text(),
    /** SHA-256 of the claim id and the live code; null when no code is live (used, or none sent). */
    codeHash: text(),
    codeSentAt: integer({ mode: 'timestamp_ms' }),
    codeExpiresAt: integer({ mode: 'timestamp_ms' }),
    /** Wrong or right tries of the live code. */
    codeAttempts: integer().notNull().default(0),
    /** Codes sent for this claim, all told. */
    codesSent: integer().notNull().default(0),
    /** When the right code was entered. */
    verifiedAt: integer({ mode: 'timestamp_ms' }),
    decidedAt: integer({ mode: 'timestamp_ms' }),
    decidedBy: integer().references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open claim (being verified or waiting for an admin) per person at a time.
    uniqueIndex('business_claims_one_open')
      .on(t.userId)
      .where(sql`${t.status} in ('verifying', 'pending')`),
    index('business_claims_status_idx').on(t.status, t.createdAt),
    index('business_claims_business_idx').on(t.businessId),
  ],
);

export const donations = sqliteTable(
  'donations',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    donorName: text(),
    donorEmail: text().notNull(),
    message: text(),
    isAnonymous: bool(false),
    isRecurring: bool(false),
    stripePaymentIntentId: text().unique(),
    stripeCheckoutSessionId: text().unique(),
    stripeCustomerId: text(),
    stripeSubscriptionId: text().unique(),
    /** A monthly gift's subscription status (active, canceled, ...); null for a one-time gift. */
    recurringStatus: text(),
    /** SHA-256 of the token in the receipt's "manage your monthly gift" link. */
    manageTokenHash: text().unique(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paidAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [check('donations_amount_positive', sql`${t.amountCents} > 0`)],
);

/** Verified payment-provider webhook events already applied, so a retry has no second effect. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: createdAt(),
});

/**
 * A business's Stripe account for the money of its tickets and bookings (issue 33, Connect Express):
 * one per business, its state as Stripe last reported it (the account.updated webhook, or a read on
 * the owner's return from onboarding). `stateAt` is when Stripe reported it, so an older report
 * arriving late never overwrites a newer one.
 */
export const connectedAccounts = sqliteTable('connected_accounts', {
  id: id(),
  businessId: integer()
    .notNull()
    .unique()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  stripeAccountId: text().notNull().unique(),
  detailsSubmitted: bool(false),
  chargesEnabled: bool(false),
  payoutsEnabled: bool(false),
  /** How many of Stripe's requirements are due now (requirements.currently_due). */
  requirementsDue: integer().notNull().default(0),
  /** Stripe's requirements.disabled_reason, when the account cannot take charges or pay out. */
  disabledReason: text(),
  stateAt: integer({ mode: 'timestamp_ms' }).notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Loyalty, tickets and advertising (schema only until their features are built)

export const loyaltyPoints = sqliteTable('loyalty_points', {
  id: id(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  points: integer().notNull().default(0),
  lifetimePoints: integer().notNull().default(0),
  tier: text().notNull().default('explorer'),
  updatedAt: updatedAt(),
});

export const loyaltyTransactions = sqliteTable(
  'loyalty_transactions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    points: integer().notNull(),
    description: text(),
    businessId: integer().references(() => businesses.id, { onDelete: 'set null' }),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    /** What earned or spent the points ("ticket:7", "tour:2"; lib/domain/loyalty.ts): with the member and type, once (decision 025). */
    sourceKey: text(),
    /** The Stripe payment that earned these points (a donation, a premium month): its refund reverses them. */
    stripePaymentIntentId: text(),
    /** A refund's reversal: the earning it takes back. */
    reversesTransactionId: integer(),
    /** A refund's reversal: points it could not take back because the member had already spent them (the balance stops at zero). */
    shortfall: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_transactions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('loyalty_transactions_source_unique').on(t.userId, t.type, t.sourceKey),
    index('loyalty_transactions_payment_idx').on(t.stripePaymentIntentId),
    index('loyalty_transactions_reverses_idx').on(t.reversesTransactionId),
  ],
);

export const loyaltyRewards = sqliteTable('loyalty_rewards', {
  id: id(),
  title: text().notNull(),
  description: text(),
  pointsCost: integer().notNull(),
  category: text(),
  businessPartnerId: integer().references(() => businesses.id, { onDelete: 'set null' }),
  imageUrl: text(),
  /** From when it can be redeemed (none: at once); until `validUntil` (none: no end). */
  validFrom: integer({ mode: 'timestamp_ms' }),
  validUntil: integer({ mode: 'timestamp_ms' }),
  isLimited: bool(false),
  totalAvailable: integer(),
  redeemed: integer().notNull().default(0),
  termsConditions: text(),
  isActive: bool(true),
  createdAt: createdAt(),
});

/** A reward taken by a member: its code, shown to the partner business, which verifies it once (decision 025). */
export const loyaltyRedemptions = sqliteTable(
  'loyalty_redemptions',
  {
    id: id(),
    rewardId: integer()
      .notNull()
      .references(() => loyaltyRewards.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull().unique(),
    pointsSpent: integer().notNull(),
    verifiedAt: integer({ mode: 'timestamp_ms' }),
    verifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_redemptions_reward_idx').on(t.rewardId, t.createdAt),
    index('loyalty_redemptions_user_idx').on(t.userId, t.createdAt),
  ],
);

export const tickets = sqliteTable(
  'tickets',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ticketType: text().notNull().default('general'),
    quantity: integer().notNull().default(1),
    unitPriceCents: integer().notNull().default(0),
    totalAmountCents: integer().notNull().default(0),
    feesCents: integer().notNull().default(0),
    discountCents: integer().notNull().default(0),
    promoCode: text(),
    /** What has been refunded of what was paid for it (a part, or all: then its status is refunded). */
    refundedCents: integer().notNull().default(0),
    qrCode: text().notNull().unique(),
    status: text().notNull().default('active'),
    stripePaymentIntentId: text(),
    /** The Checkout Session that paid for it: one ticket per seat of a paid checkout, whatever the webhook retries. */
    stripeCheckoutSessionId: text(),
    customerInfo: jsonObject<Record<string, string>>(),
    /** The registration it admits (every confirmed one has its tickets, free or paid: decision 025). */
    registrationId: integer().references(() => eventRegistrations.id, { onDelete: 'set null' }),
    /** Which of its order's seats it is (1 to 10): one ticket, with its own QR code, per seat. */
    seat: integer().notNull().default(1),
    validatedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tickets_event_idx').on(t.eventId),
    index('tickets_user_idx').on(t.userId),
    // The tickets of one payment (an order), as the Sales tab reads them for each ticket.
    index('tickets_payment_intent_idx').on(t.stripePaymentIntentId),
    // One ticket per seat of a registration, and per seat of a paid checkout, whatever the retries.
    uniqueIndex('tickets_registration_seat_unique').on(t.registrationId, t.seat),
    uniqueIndex('tickets_session_seat_unique').on(t.stripeCheckoutSessionId, t.seat),
  ],
);

/**
 * An event's kind of ticket (issue 33: General, VIP, Student…): its own price, how many there
 * are, when it is on sale and how many one order may take. An event with types sells only them;
 * its seats (max attendees) still cap all types together.
 */
export const ticketTypes = sqliteTable(
  'ticket_types',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    priceCents: integer().notNull(),
    quantity: integer().notNull(),
    /** On sale from (none: now) until (none: the event's start). */
    salesStartAt: integer({ mode: 'timestamp_ms' }),
    salesEndAt: integer({ mode: 'timestamp_ms' }),
    maxPerOrder: integer().notNull().default(10),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ticket_types_event_name_unique').on(t.eventId, t.name),
    check('ticket_types_price', sql`${t.priceCents} >= 0`),
    check('ticket_types_quantity', sql`${t.quantity} >= 1`),
    check('ticket_types_max_per_order', sql`${t.maxPerOrder} between 1 and 10`),
  ],
);

/**
 * A promo code of a business (issue 33), for one of its events or all of them: a percentage or an
 * amount off each ticket it applies to, a limit on the orders that may use it (an order holding it
 * counts while it is live: the conditional insert that takes the seats checks it), a validity
 * period, and the ticket types it applies to by name (none: all).
 */
export const promoCodes = sqliteTable(
  'promo_codes',
  {
    id: id(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The one event it is for; null for every event of the business. */
    eventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    /** Stored in capitals; buyers may type it in any case. */
    code: text().notNull(),
    percentOff: integer(),
    amountOffCents: integer(),
    /** How many orders may use it; null for no limit. */
    maxUses: integer(),
    validFrom: integer({ mode: 'timestamp_ms' }),
    validUntil: integer({ mode: 'timestamp_ms' }),
    ticketTypes: jsonList(),
    isActive: bool(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_business_code_unique').on(t.businessId, t.code),
    check(
      'promo_codes_one_discount',
      sql`(${t.percentOff} between 1 and 100 and ${t.amountOffCents} is null) or (${t.percentOff} is null and ${t.amountOffCents} >= 1)`,
    ),
    check('promo_codes_max_uses', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
  ],
);

/** Every scan at the door, as the check-in page sent it (synced later when offline): the earliest admits, later ones are flagged. */
export const ticketScans = sqliteTable(
  'ticket_scans',
  {
    id: id(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** When the phone scanned it (not when it reached the server). */
    scannedAt: integer({ mode: 'timestamp_ms' }).notNull(),
    scannedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The phone's own id for the scan, so a sync sent twice records it once. */
    deviceScanId: text().notNull().unique(),
    duplicate: bool(false),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_scans_ticket_idx').on(t.ticketId, t.scannedAt)],
);

/** Advertising plans sold on /advertise-with-us as monthly Stripe subscriptions (issue 17). */
export const partnershipPlans = sqliteTable('partnership_plans', {
  id: id(),
  /** Stable id used in links (?plan=) and checkout metadata. */
  slug: text().unique(),
  name: text().notNull().unique(),
  description: text(),
  /** Marked on the page as the most chosen plan. */
  highlighted: bool(false),
  monthlyFeeCents: integer().notNull(),
  adCredits: integer().notNull().default(0),
  maxAds: integer().notNull().default(0),
  priority: integer().notNull().default(0),
  benefits: jsonList(),
  features: jsonList(),
  isActive: bool(true),
});

/** An advertiser's subscription to a partnership plan, kept in step with Stripe by verified webhooks. */
export const partnerSubscriptions = sqliteTable(
  'partner_subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => partnershipPlans.id),
    stripeSubscriptionId: text().notNull().unique(),
    stripeCustomerId: text(),
    /** Stripe's subscription status: active, trialing and past_due are live. */
    status: text().notNull().default('incomplete'),
    currentPeriodStart: integer({ mode: 'timestamp_ms' }),
    currentPeriodEnd: integer({ mode: 'timestamp_ms' }),
    cancelAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_subscriptions_user_idx').on(t.userId, t.status)],
);

export const advertisements = sqliteTable(
  'advertisements',
  {
    id: id(),
    partnerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    imageUrl: text(),
    targetUrl: text(),
    adType: text(),
    placement: text(),
    targeting: jsonObject<Record<string, unknown>>(),
    budgetCents: integer().notNull().default(0),
    schedule: jsonObject<Record<string, unknown>>(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    conversions: integer().notNull().default(0),
    ctr: real().notNull().default(0),
    cpcCents: integer().notNull().default(0),
    status: text().notNull().default('draft'),
    stripeSubscriptionId: text(),
    /** Issue 17: what impressions have spent of budgetCents; never above it (one conditional update each). */
    spentCents: integer().notNull().default(0),
    /** The schedule as instants (New York days): live from startsAt until endsAt. */
    startsAt: integer({ mode: 'timestamp_ms' }),
    endsAt: integer({ mode: 'timestamp_ms' }),
    imageAlt: text(),
    /** The admin's reason when the ad was rejected. */
    rejectionReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('advertisements_status_idx').on(t.status, t.placement), index('advertisements_partner_idx').on(t.partnerId)],
);

/** An ad's figures per New York day: the advertiser's performance over time. */
export const adDailyStats = sqliteTable(
  'ad_daily_stats',
  {
    adId: integer()
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    /** New York calendar date, YYYY-MM-DD. */
    day: text().notNull(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    spentCents: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);

/**
 * One showing of an ad in a browser, kept only for the repeat window: a random id and nothing
 * about the visitor, so a view counts one impression and one click at most.
 */
export const adViews = sqliteTable(
  'ad_views',
  {
    viewId: text().primaryKey(),
    adId: integer()
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
    seen: bool(false),
    clicked: bool(false),
  },
  (t) => [index('ad_views_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Languages, tours and notifications (schema only until their features are built)

export const translations = sqliteTable(
  'translations',
  {
    id: id(),
    languageCode: text().notNull(),
    translationKey: text().notNull(),
    translatedText: text().notNull(),
    context: text(),
    isVerified: bool(false),
  },
  (t) => [uniqueIndex('translations_language_key_unique').on(t.languageCode, t.translationKey)],
);

export const userLanguagePreferences = sqliteTable('user_language_preferences', {
  id: id(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  languageCode: text().notNull().default('en'),
  voiceGender: text().notNull().default('female'),
  audioEnabled: bool(true),
  downloadedLanguages: text({ mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'["en"]'`),
  accessibilitySettings: jsonObject<Record<string, unknown>>(),
});

export const arTours = sqliteTable('ar_tours', {
  id: id(),
  title: text().notNull(),
  description: text(),
  category: text(),
  difficulty: text().notNull().default('easy'),
  /** Minutes. */
  duration: integer(),
  /** Kilometres. */
  distance: real(),
  thumbnailUrl: text(),
  previewVideoUrl: text(),
  requirements: jsonList(),
  accessibility: jsonObject<Record<string, unknown>>(),
  rating: real(),
  completions: integer().notNull().default(0),
  isActive: bool(true),
  createdAt: createdAt(),
});

export const arPoints = sqliteTable(
  'ar_points',
  {
    id: id(),
    tourId: integer()
      .notNull()
      .references(() => arTours.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    latitude: real().notNull(),
    longitude: real().notNull(),
    arContent: jsonObject<Record<string, unknown>>(),
    historicalContext: text(),
    audioNarration: text(),
    /** Radius in metres around the point where its content unlocks. */
    interactionZone: integer().notNull().default(30),
    orderIndex: integer().notNull().default(0),
    isActive: bool(true),
  },
  (t) => [index('ar_points_tour_idx').on(t.tourId, t.orderIndex)],
);

export const userArProgress = sqliteTable(
  'user_ar_progress',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: integer()
      .notNull()
      .references(() => arTours.id, { onDelete: 'cascade' }),
    currentPointIndex: integer().notNull().default(0),
    completedPoints: text({ mode: 'json' })
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'`),
    progressPercent: integer().notNull().default(0),
    status: text().notNull().default('in_progress'),
    startedAt: createdAt(),
    completedAt: integer({ mode: 'timestamp_ms' }),
    rating: integer(),
    feedback: text(),
  },
  (t) => [uniqueIndex('user_ar_progress_user_tour_unique').on(t.userId, t.tourId)],
);

export const pushNotifications = sqliteTable(
  'push_notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    type: text(),
    targetUrl: text(),
    imageUrl: text(),
    data: jsonObject<Record<string, unknown>>(),
    isRead: bool(false),
    scheduledFor: integer({ mode: 'timestamp_ms' }),
    sentAt: integer({ mode: 'timestamp_ms' }),
    deviceToken: text(),
    /** pending (waiting for its time or the end of quiet hours), sent (in the centre), skipped (the member turned its kind off). */
    status: text().notNull().default('pending'),
    /** One notification per real event: e.g. `reminder:event:12`, unique per member. */
    dedupeKey: text(),
    /** What happened on each channel: sent, off (preference), none (no device), failed. Null until delivery. */
    emailStatus: text(),
    pushStatus: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_notifications_user_idx').on(t.userId, t.status),
    index('push_notifications_due_idx').on(t.status, t.scheduledFor),
    uniqueIndex('push_notifications_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
);

/** A browser's Web Push subscription (one per device), tied to its account; removed when the push service refuses it. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** A short description of the device for the settings list (browser and system), never the full user agent. */
    device: text(),
    lastSuccessAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export const notificationPreferences = sqliteTable('notification_preferences', {
  id: id(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  eventReminders: bool(true),
  loyaltyUpdates: bool(true),
  businessPromotions: bool(true),
  tourRecommendations: bool(true),
  breakingNews: bool(true),
  weeklyDigest: bool(true),
  /** The monthly neighborhood guide (issue 35), a Premium benefit. */
  monthlyGuide: bool(true),
  /** Owner alerts (issue 33), shown to accounts that own or claim a business: a new or changed review, a booking, ticket sales, a claim's decision, payouts and the connected account. */
  ownerReviews: bool(true),
  ownerBookings: bool(true),
  ownerSales: bool(true),
  claimDecisions: bool(true),
  ownerPayouts: bool(true),
  pushEnabled: bool(true),
  emailEnabled: bool(true),
  smsEnabled: bool(false),
  quietHoursStart: text().notNull().default('22:00'),
  quietHoursEnd: text().notNull().default('08:00'),
  /** IANA time zone the quiet hours are read in. */
  timeZone: text().notNull().default('America/New_York'),
  /** Random token of the digest's one-click unsubscribe link; made on first digest. */
  unsubscribeToken: text().unique(),
});

/** The weekly digest (issue 17): one row per member and ISO week considered, so a week never mails twice; emailed tells whether it had anything to say. */
export const weeklyDigests = sqliteTable(
  'weekly_digests',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO week, e.g. 2026-W48. */
    week: text().notNull(),
    emailed: bool(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('weekly_digests_user_week_unique').on(t.userId, t.week)],
);

/** The monthly neighborhood guide (issue 35): one row per member and month sent, so a month never mails twice. */
export const monthlyGuides = sqliteTable(
  'monthly_guides',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month the guide is about, in New York: 2026-12. */
    month: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('monthly_guides_user_month_unique').on(t.userId, t.month)],
);

/**
 * What a member can buy, as the catalogue names it (spec 02 section 3): a view of the members'
 * subscription plans, so subscription_plans is the one source (issue 17). Read-only.
 */
export const membershipTiers = sqliteView('membership_tiers', {
  id: integer().notNull(),
  name: text().notNull(),
  description: text(),
  priceCents: integer().notNull(),
  duration: text().notNull(),
  benefits: jsonList(),
  isActive: bool(true),
}).as(
  sql`select ${subscriptionPlans.id} as id, ${subscriptionPlans.name} as name, ${subscriptionPlans.description} as description, ${subscriptionPlans.priceCents} as price_cents, ${subscriptionPlans.duration} as duration, ${subscriptionPlans.features} as benefits, ${subscriptionPlans.isActive} as is_active from ${subscriptionPlans} where ${subscriptionPlans.planType} = 'user'`,
);

// ---------------------------------------------------------------------------------------------
// Community submissions: stored for admins

export const PARTNERSHIP_LEVELS = ['basic', 'premium', 'platinum', 'diamond'] as const;

export const partnershipApplications = sqliteTable(
  'partnership_applications',
  {
    id: id(),
    businessName: text().notNull(),
    contactName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    businessType: text().notNull(),
    description: text().notNull(),
    website: text(),
    partnershipLevel: text({ enum: PARTNERSHIP_LEVELS }).notNull().default('basic'),
    communityBoardId: integer().references(() => communityBoards.id, { onDelete: 'set null' }),
    status: text().notNull().default('pending'),
    notes: text(),
    submittedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The language of the page the application was sent from (en, es, fr): the answer to it is written in it. */
    language: text().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('partnership_applications_status_idx').on(t.status, t.createdAt)],
);

// Form messages are deleted two years after they arrive (src/lib/server/db/retention.ts); the
// created_at indexes keep that housekeeping, and the admins' newest-first inboxes, cheap.

export const sponsorshipInquiries = sqliteTable(
  'sponsorship_inquiries',
  {
    id: id(),
    companyName: text().notNull(),
    contactName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    sponsorshipType: text(),
    message: text(),
    budget: text(),
    isRead: bool(false),
    /** When an admin archived it (out of the inbox, kept for the record). */
    archivedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('sponsorship_inquiries_created_idx').on(t.createdAt)],
);

export { CONTACT_TOPICS };

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    topic: text({ enum: CONTACT_TOPICS }).notNull().default('general'),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** Sent by a signed-in member whose plan gives priority support: the inbox lists it first, with a shorter reply target. */
    isPriority: bool(false),
    isRead: bool(false),
    /** When an admin archived it (out of the inbox, kept for the record). */
    archivedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const newsletterSubscriptions = sqliteTable('newsletter_subscriptions', {
  id: id(),
  email: text().notNull().unique(),
  /** SHA-256 of the double opt-in token. */
  confirmTokenHash: text().unique(),
  confirmedAt: integer({ mode: 'timestamp_ms' }),
  /** SHA-256 of the unsubscribe token, set at confirmation; the link is in every mail after it. */
  unsubscribeTokenHash: text().unique(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Real estate

export const PROPERTY_TYPES = ['Residential', 'Commercial'] as const;
export const LISTING_TYPES = ['sale', 'rent'] as const;

export const properties = sqliteTable(
  'properties',
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    propertyType: text({ enum: PROPERTY_TYPES }).notNull(),
    listingType: text({ enum: LISTING_TYPES }).notNull(),
    /** Sale price, or monthly rent, in cents. */
    priceCents: integer().notNull(),
    address: text().notNull(),
    latitude: real(),
    longitude: real(),
    bedrooms: integer(),
    bathrooms: real(),
    squareFootage: integer(),
    imageUrl: text(),
    realtorId: integer().references(() => users.id, { onDelete: 'set null' }),
    realtorName: text(),
    realtorPhone: text(),
    realtorEmail: text(),
    communityBoardId: integer().references(() => communityBoards.id, { onDelete: 'set null' }),
    isActive: bool(true),
    isFeatured: bool(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_filter_idx').on(t.listingType, t.propertyType, t.priceCents),
    index('properties_board_idx').on(t.communityBoardId),
  ],
);

export const propertyInquiries = sqliteTable(
  'property_inquiries',
  {
    id: id(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    inquirerName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    isRead: bool(false),
    /** When an admin archived it (out of the inbox, kept for the record). */
    archivedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('property_inquiries_property_idx').on(t.propertyId), index('property_inquiries_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Festival and news

export const festivalEvents = sqliteTable(
  'festival_events',
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    startsAt: integer({ mode: 'timestamp_ms' }).notNull(),
    endsAt: integer({ mode: 'timestamp_ms' }),
    location: text(),
    imageUrl: text(),
    /** Null or 0 is Free. */
    ticketPriceCents: integer(),
    ticketUrl: text(),
    organizerId: integer().references(() => users.id, { onDelete: 'set null' }),
    isOfficial: bool(true),
    year: integer().notNull(),
  },
  (t) => [index('festival_events_year_idx').on(t.year, t.startsAt)],
);

export const blogCategories = sqliteTable('blog_categories', {
  id: id(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text(),
});

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: id(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    content: text().notNull(),
    excerpt: text(),
    imageUrl: text(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    categoryId: integer().references(() => blogCategories.id, { onDelete: 'set null' }),
    isPublished: bool(false),
    isFeatured: bool(false),
    publishedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.isPublished, t.publishedAt)],
);

// ---------------------------------------------------------------------------------------------
// Platform

export const cmsPermissions = sqliteTable(
  'cms_permissions',
  {
    id: id(),
    role: text({ enum: ROLES }).notNull(),
    resource: text().notNull(),
    action: text().notNull(),
    isAllowed: bool(true),
  },
  (t) => [uniqueIndex('cms_permissions_unique').on(t.role, t.resource, t.action)],
);

/** Every email the product sends: stored first, then sent when a provider is configured. */
/**
 * Every email (and, locally, every text message) the guide sends, written in the same batch as
 * the change it follows (mail/outbox.ts), then delivered (mail/deliver-mail.ts): at once after the
 * commit, and by the scheduled job for what is still due, with retries, exactly once.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: id(),
    /** Address, subject and body: null until a mail written as an intent (compose) is composed. */
    toAddress: text(),
    subject: text(),
    textBody: text(),
    htmlBody: text(),
    /** Text files sent with the mail (a ticket's calendar file). */
    attachments: jsonObject<{ filename: string; contentType: string; content: string }[]>(),
    /** Extra mail headers (the digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonObject<Record<string, string>>(),
    /** What the mail is for (registration_confirmation, password_reset, ...). */
    kind: text().notNull(),
    /**
     * For a mail whose text depends on what its batch wrote (a ticket's number): which composer
     * writes it (mail/composers.ts) and with what, once the batch is committed.
     */
    compose: jsonObject<{ kind: string; args: Record<string, unknown> }>(),
    /** One mail per key, ever (`event_ticket:cs_123`): a second write of the same mail does nothing. */
    dedupeKey: text(),
    /**
     * pending: to deliver (at next_attempt_at); sending: claimed by a delivery (a claim older than
     * the lease is taken again); sent; stored: kept here only (no mail provider, or a text message
     * locally); failed: given up after the last retry; skipped: its composer found nothing to say.
     */
    status: text({ enum: ['pending', 'sending', 'sent', 'stored', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: integer({ mode: 'timestamp_ms' }),
    claimedAt: integer({ mode: 'timestamp_ms' }),
    error: text(),
    createdAt: createdAt(),
    sentAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('mail_outbox_dedupe_unique').on(t.dedupeKey),
  ],
);

/** Every admin action: who did what to which record, when, with the record before and after. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    actorId: integer().references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    /** What was done, as domain.verb ("business.update", "user.suspend", "claim.approve"). */
    action: text().notNull(),
    /** The kind of record and its id ("business", 12). */
    subjectType: text().notNull(),
    subjectId: integer(),
    before: jsonObject<Record<string, unknown>>(),
    after: jsonObject<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);

export const PAGE_VIEW_KINDS = ['business', 'event'] as const;

/**
 * Page views of business and event pages, one counter per page and day (New York date), without
 * cookies or anything about the visitor; known bots are not counted.
 */
export const pageViews = sqliteTable(
  'page_views',
  {
    /** New York calendar date, YYYY-MM-DD. */
    day: text().notNull(),
    kind: text({ enum: PAGE_VIEW_KINDS }).notNull(),
    subjectId: integer().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.subjectId] }), index('page_views_subject_idx').on(t.kind, t.subjectId, t.day)],
);

/**
 * The sequence of the changes shared caches hear of (one row): every write that changed what a
 * public page shows adds one, and records the keys it changed at that number in cache_keys
 * (src/lib/server/http/cache-key-log.ts).
 */
export const cacheGeneration = sqliteTable('cache_generation', {
  id: integer().primaryKey(),
  generation: integer().notNull().default(0),
});

/**
 * The last change of each cache key (decision 032: `business:7`, `events:list`, `*` for a change
 * that named nothing), at the generation that recorded it: a server's page cache empties the pages
 * showing the keys changed since it last looked, and the Workers' edge cache compares a cached
 * page's keys with the generation it was drawn at (src/lib/server/http/cache-key-log.ts).
 */
export const cacheKeys = sqliteTable(
  'cache_keys',
  {
    key: text().primaryKey(),
    version: integer().notNull(),
  },
  (t) => [index('cache_keys_version_idx').on(t.version)],
);

/**
 * Keys this installation made for itself (issue 17): in local mode without VAPID keys configured,
 * the Web Push key pair is generated once and kept here, so `npm start` sends push with no setup.
 */
export const generatedKeys = sqliteTable('generated_keys', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
