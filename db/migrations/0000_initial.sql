CREATE TABLE `advertisements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer,
	`title` text NOT NULL,
	`description` text,
	`image_url` text,
	`target_url` text,
	`ad_type` text,
	`placement` text,
	`targeting` text,
	`budget_cents` integer DEFAULT 0 NOT NULL,
	`schedule` text,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`conversions` integer DEFAULT 0 NOT NULL,
	`ctr` real DEFAULT 0 NOT NULL,
	`cpc_cents` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`stripe_subscription_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `advertisements_status_idx` ON `advertisements` (`status`,`placement`);--> statement-breakpoint
CREATE TABLE `ar_points` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`ar_content` text,
	`historical_context` text,
	`audio_narration` text,
	`interaction_zone` integer DEFAULT 30 NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`tour_id`) REFERENCES `ar_tours`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ar_points_tour_idx` ON `ar_points` (`tour_id`,`order_index`);--> statement-breakpoint
CREATE TABLE `ar_tours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`category` text,
	`difficulty` text DEFAULT 'easy' NOT NULL,
	`duration` integer,
	`distance` real,
	`thumbnail_url` text,
	`preview_video_url` text,
	`requirements` text DEFAULT '[]' NOT NULL,
	`accessibility` text,
	`rating` real,
	`completions` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_categories_slug_unique` ON `blog_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`content` text NOT NULL,
	`excerpt` text,
	`image_url` text,
	`author_id` integer,
	`category_id` integer,
	`is_published` integer DEFAULT false NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`category_id`) REFERENCES `blog_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`is_published`,`published_at`);--> statement-breakpoint
CREATE TABLE `business_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`icon` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_categories_name_unique` ON `business_categories` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `business_categories_slug_unique` ON `business_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `business_listing_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`user_id` integer,
	`listing_plan_id` integer,
	`plan_type` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`stripe_payment_intent_id` text,
	`stripe_checkout_session_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`paid_at` integer,
	`expires_at` integer,
	`renewal_reminder_sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`listing_plan_id`) REFERENCES `listing_plans`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_listing_payments_stripePaymentIntentId_unique` ON `business_listing_payments` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `business_listing_payments_stripeCheckoutSessionId_unique` ON `business_listing_payments` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE INDEX `business_listing_payments_business_idx` ON `business_listing_payments` (`business_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `business_listing_payments_expires_idx` ON `business_listing_payments` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `business_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`url` text NOT NULL,
	`caption` text,
	`alt_text` text,
	`is_primary` integer DEFAULT false NOT NULL,
	`uploaded_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `business_photos_business_idx` ON `business_photos` (`business_id`);--> statement-breakpoint
CREATE TABLE `business_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`business_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`title` text NOT NULL,
	`comment` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "business_reviews_rating_range" CHECK("business_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_reviews_user_business_unique` ON `business_reviews` (`user_id`,`business_id`);--> statement-breakpoint
CREATE INDEX `business_reviews_business_idx` ON `business_reviews` (`business_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `business_uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`owner_id` integer,
	`type` text NOT NULL,
	`tier` text DEFAULT 'basic' NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`file_name` text,
	`file_type` text,
	`file_size` integer,
	`storage_key` text,
	`image_url` text,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending_payment' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`metadata` text,
	`stripe_product_id` text,
	`stripe_price_id` text,
	`stripe_checkout_session_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_uploads_stripeCheckoutSessionId_unique` ON `business_uploads` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE INDEX `business_uploads_owner_idx` ON `business_uploads` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `business_videos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`video_url` text NOT NULL,
	`thumbnail_url` text,
	`duration` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`uploaded_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "business_videos_duration" CHECK("business_videos"."duration" is null or "business_videos"."duration" >= 0)
);
--> statement-breakpoint
CREATE INDEX `business_videos_business_idx` ON `business_videos` (`business_id`);--> statement-breakpoint
CREATE TABLE `businesses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`address` text NOT NULL,
	`phone` text,
	`email` text,
	`website` text,
	`hours` text,
	`image_url` text,
	`rating` real,
	`price_range` text,
	`latitude` real,
	`longitude` real,
	`community_board_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`owner_id` integer,
	`is_premium` integer DEFAULT false NOT NULL,
	`listing_priority` integer DEFAULT 0 NOT NULL,
	`listing_expires_at` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`community_board_id`) REFERENCES `community_boards`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`category_id`) REFERENCES `business_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "businesses_rating_range" CHECK("businesses"."rating" is null or "businesses"."rating" between 0 and 5),
	CONSTRAINT "businesses_price_range" CHECK("businesses"."price_range" is null or "businesses"."price_range" in ('$', '$$', '$$$', '$$$$'))
);
--> statement-breakpoint
CREATE INDEX `businesses_board_idx` ON `businesses` (`community_board_id`);--> statement-breakpoint
CREATE INDEX `businesses_category_idx` ON `businesses` (`category_id`);--> statement-breakpoint
CREATE INDEX `businesses_premium_idx` ON `businesses` (`is_premium`,`listing_expires_at`);--> statement-breakpoint
CREATE INDEX `businesses_owner_idx` ON `businesses` (`owner_id`);--> statement-breakpoint
CREATE TABLE `cms_permissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`role` text NOT NULL,
	`resource` text NOT NULL,
	`action` text NOT NULL,
	`is_allowed` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cms_permissions_unique` ON `cms_permissions` (`role`,`resource`,`action`);--> statement-breakpoint
CREATE TABLE `community_boards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`image_url` text,
	`latitude` real,
	`longitude` real,
	CONSTRAINT "community_boards_number_range" CHECK("community_boards"."number" between 1 and 12),
	CONSTRAINT "community_boards_image_url_length" CHECK(length("community_boards"."image_url") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_boards_number_unique` ON `community_boards` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `community_boards_slug_unique` ON `community_boards` (`slug`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `donations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`donor_name` text,
	`donor_email` text NOT NULL,
	`message` text,
	`is_anonymous` integer DEFAULT false NOT NULL,
	`is_recurring` integer DEFAULT false NOT NULL,
	`stripe_payment_intent_id` text,
	`stripe_checkout_session_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "donations_amount_positive" CHECK("donations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `donations_stripePaymentIntentId_unique` ON `donations` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `donations_stripeCheckoutSessionId_unique` ON `donations` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE TABLE `event_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`event_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`emergency_contact` text,
	`emergency_phone` text,
	`special_requests` text,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`amount_cents` integer DEFAULT 0 NOT NULL,
	`stripe_checkout_session_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_registrations_status" CHECK("event_registrations"."status" in ('confirmed', 'awaiting_payment', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_registrations_stripeCheckoutSessionId_unique` ON `event_registrations` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_registrations_user_event_unique` ON `event_registrations` (`user_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `event_registrations_event_idx` ON `event_registrations` (`event_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`location` text,
	`latitude` real,
	`longitude` real,
	`price_cents` integer,
	`image_url` text,
	`business_id` integer,
	`community_board_id` integer,
	`created_by_id` integer,
	`is_premium` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`requires_booking` integer DEFAULT true NOT NULL,
	`max_attendees` integer DEFAULT 50 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`community_board_id`) REFERENCES `community_boards`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "events_capacity_min" CHECK("events"."max_attendees" >= 1),
	CONSTRAINT "events_price_non_negative" CHECK("events"."price_cents" is null or "events"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `events_starts_at_idx` ON `events` (`starts_at`);--> statement-breakpoint
CREATE INDEX `events_board_idx` ON `events` (`community_board_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_business_idx` ON `events` (`business_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_premium_idx` ON `events` (`is_premium`,`starts_at`);--> statement-breakpoint
CREATE TABLE `festival_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`location` text,
	`image_url` text,
	`ticket_price_cents` integer,
	`ticket_url` text,
	`organizer_id` integer,
	`is_official` integer DEFAULT true NOT NULL,
	`year` integer NOT NULL,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `festival_events_year_idx` ON `festival_events` (`year`,`starts_at`);--> statement-breakpoint
CREATE TABLE `listing_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price_cents` integer NOT NULL,
	`duration_days` integer NOT NULL,
	`priority` integer NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`social_media_boost` integer DEFAULT false NOT NULL,
	`photography_included` integer DEFAULT false NOT NULL,
	`video_included` integer DEFAULT false NOT NULL,
	`seo_optimized` integer DEFAULT false NOT NULL,
	`is_popular` integer DEFAULT false NOT NULL,
	`is_recommended` integer DEFAULT false NOT NULL,
	`stripe_price_id` text,
	`is_active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_plans_slug_unique` ON `listing_plans` (`slug`);--> statement-breakpoint
CREATE TABLE `loyalty_points` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`lifetime_points` integer DEFAULT 0 NOT NULL,
	`tier` text DEFAULT 'explorer' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `loyalty_points_userId_unique` ON `loyalty_points` (`user_id`);--> statement-breakpoint
CREATE TABLE `loyalty_rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`points_cost` integer NOT NULL,
	`category` text,
	`business_partner_id` integer,
	`image_url` text,
	`valid_until` integer,
	`is_limited` integer DEFAULT false NOT NULL,
	`total_available` integer,
	`redeemed` integer DEFAULT 0 NOT NULL,
	`terms_conditions` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_partner_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `loyalty_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`points` integer NOT NULL,
	`description` text,
	`business_id` integer,
	`event_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `loyalty_transactions_user_idx` ON `loyalty_transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`kind` text NOT NULL,
	`status` text DEFAULT 'stored' NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `membership_tiers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`duration` text DEFAULT 'monthly' NOT NULL,
	`benefits` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `membership_tiers_name_unique` ON `membership_tiers` (`name`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sender_id` integer NOT NULL,
	`receiver_id` integer,
	`business_id` integer,
	`subject` text,
	`content` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`receiver_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_receiver_idx` ON `messages` (`receiver_id`,`is_read`);--> statement-breakpoint
CREATE INDEX `messages_business_idx` ON `messages` (`business_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`confirm_token_hash` text,
	`confirmed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_confirmTokenHash_unique` ON `newsletter_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`event_reminders` integer DEFAULT true NOT NULL,
	`loyalty_updates` integer DEFAULT true NOT NULL,
	`business_promotions` integer DEFAULT true NOT NULL,
	`tour_recommendations` integer DEFAULT true NOT NULL,
	`breaking_news` integer DEFAULT true NOT NULL,
	`weekly_digest` integer DEFAULT true NOT NULL,
	`push_enabled` integer DEFAULT true NOT NULL,
	`email_enabled` integer DEFAULT true NOT NULL,
	`sms_enabled` integer DEFAULT false NOT NULL,
	`quiet_hours_start` text DEFAULT '22:00' NOT NULL,
	`quiet_hours_end` text DEFAULT '08:00' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_preferences_userId_unique` ON `notification_preferences` (`user_id`);--> statement-breakpoint
CREATE TABLE `partnership_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`address` text NOT NULL,
	`business_type` text NOT NULL,
	`description` text NOT NULL,
	`website` text,
	`partnership_level` text DEFAULT 'basic' NOT NULL,
	`community_board_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`notes` text,
	`submitted_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`community_board_id`) REFERENCES `community_boards`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`submitted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `partnership_applications_status_idx` ON `partnership_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `partnership_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`monthly_fee_cents` integer NOT NULL,
	`ad_credits` integer DEFAULT 0 NOT NULL,
	`max_ads` integer DEFAULT 0 NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`benefits` text DEFAULT '[]' NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partnership_plans_name_unique` ON `partnership_plans` (`name`);--> statement-breakpoint
CREATE TABLE `properties` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`property_type` text NOT NULL,
	`listing_type` text NOT NULL,
	`price_cents` integer NOT NULL,
	`address` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`bedrooms` integer,
	`bathrooms` real,
	`square_footage` integer,
	`image_url` text,
	`realtor_id` integer,
	`realtor_name` text,
	`realtor_phone` text,
	`realtor_email` text,
	`community_board_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`realtor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`community_board_id`) REFERENCES `community_boards`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `properties_filter_idx` ON `properties` (`listing_type`,`property_type`,`price_cents`);--> statement-breakpoint
CREATE INDEX `properties_board_idx` ON `properties` (`community_board_id`);--> statement-breakpoint
CREATE TABLE `property_inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`property_id` integer NOT NULL,
	`user_id` integer,
	`inquirer_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`message` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `property_inquiries_property_idx` ON `property_inquiries` (`property_id`);--> statement-breakpoint
CREATE TABLE `push_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`type` text,
	`target_url` text,
	`image_url` text,
	`data` text,
	`is_read` integer DEFAULT false NOT NULL,
	`scheduled_for` integer,
	`sent_at` integer,
	`device_token` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_notifications_user_idx` ON `push_notifications` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sponsorship_inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`sponsorship_type` text,
	`message` text,
	`budget` text,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscription_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price_cents` integer NOT NULL,
	`plan_type` text DEFAULT 'user' NOT NULL,
	`plan_tier` text DEFAULT 'free' NOT NULL,
	`duration` text DEFAULT 'monthly' NOT NULL,
	`stripe_price_id` text,
	`features` text DEFAULT '[]' NOT NULL,
	`max_business_listings` integer DEFAULT 0 NOT NULL,
	`max_events` integer DEFAULT 0 NOT NULL,
	`has_priority_support` integer DEFAULT false NOT NULL,
	`has_analytics` integer DEFAULT false NOT NULL,
	`has_video_uploads` integer DEFAULT false NOT NULL,
	`has_messaging` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_plans_slug_unique` ON `subscription_plans` (`slug`);--> statement-breakpoint
CREATE TABLE `tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` integer,
	`ticket_type` text DEFAULT 'general' NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`unit_price_cents` integer DEFAULT 0 NOT NULL,
	`total_amount_cents` integer DEFAULT 0 NOT NULL,
	`fees_cents` integer DEFAULT 0 NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`promo_code` text,
	`qr_code` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`stripe_payment_intent_id` text,
	`customer_info` text,
	`validated_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_qrCode_unique` ON `tickets` (`qr_code`);--> statement-breakpoint
CREATE INDEX `tickets_event_idx` ON `tickets` (`event_id`);--> statement-breakpoint
CREATE INDEX `tickets_user_idx` ON `tickets` (`user_id`);--> statement-breakpoint
CREATE TABLE `translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language_code` text NOT NULL,
	`translation_key` text NOT NULL,
	`translated_text` text NOT NULL,
	`context` text,
	`is_verified` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `translations_language_key_unique` ON `translations` (`language_code`,`translation_key`);--> statement-breakpoint
CREATE TABLE `user_ar_progress` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`tour_id` integer NOT NULL,
	`current_point_index` integer DEFAULT 0 NOT NULL,
	`completed_points` text DEFAULT '[]' NOT NULL,
	`progress_percent` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'in_progress' NOT NULL,
	`started_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	`rating` integer,
	`feedback` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tour_id`) REFERENCES `ar_tours`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_ar_progress_user_tour_unique` ON `user_ar_progress` (`user_id`,`tour_id`);--> statement-breakpoint
CREATE TABLE `user_favorites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`business_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_favorites_user_business_unique` ON `user_favorites` (`user_id`,`business_id`);--> statement-breakpoint
CREATE INDEX `user_favorites_business_idx` ON `user_favorites` (`business_id`);--> statement-breakpoint
CREATE TABLE `user_language_preferences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`language_code` text DEFAULT 'en' NOT NULL,
	`voice_gender` text DEFAULT 'female' NOT NULL,
	`audio_enabled` integer DEFAULT true NOT NULL,
	`downloaded_languages` text DEFAULT '["en"]' NOT NULL,
	`accessibility_settings` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_language_preferences_userId_unique` ON `user_language_preferences` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`role` text DEFAULT 'user' NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`premium_until` integer,
	`business_id` integer,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`subscription_status` text,
	`email_verified_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "users_email_normalised" CHECK("users"."email" = lower(trim("users"."email")) and "users"."email" like '%_@_%'),
	CONSTRAINT "users_role" CHECK("users"."role" in ('admin', 'business_owner', 'user'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_stripeCustomerId_unique` ON `users` (`stripe_customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_stripeSubscriptionId_unique` ON `users` (`stripe_subscription_id`);--> statement-breakpoint
CREATE INDEX `users_business_idx` ON `users` (`business_id`);