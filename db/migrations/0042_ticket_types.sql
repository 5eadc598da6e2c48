CREATE TABLE `promo_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`event_id` integer,
	`code` text NOT NULL,
	`percent_off` integer,
	`amount_off_cents` integer,
	`max_uses` integer,
	`valid_from` integer,
	`valid_until` integer,
	`ticket_types` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "promo_codes_one_discount" CHECK(("promo_codes"."percent_off" between 1 and 100 and "promo_codes"."amount_off_cents" is null) or ("promo_codes"."percent_off" is null and "promo_codes"."amount_off_cents" >= 1)),
	CONSTRAINT "promo_codes_max_uses" CHECK("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promo_codes_business_code_unique` ON `promo_codes` (`business_id`,`code`);--> statement-breakpoint
CREATE TABLE `ticket_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	`sales_start_at` integer,
	`sales_end_at` integer,
	`max_per_order` integer DEFAULT 10 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "ticket_types_price" CHECK("ticket_types"."price_cents" >= 0),
	CONSTRAINT "ticket_types_quantity" CHECK("ticket_types"."quantity" >= 1),
	CONSTRAINT "ticket_types_max_per_order" CHECK("ticket_types"."max_per_order" between 1 and 10)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ticket_types_event_name_unique` ON `ticket_types` (`event_id`,`name`);--> statement-breakpoint
DROP INDEX `tickets_stripeCheckoutSessionId_unique`;--> statement-breakpoint
DROP INDEX `tickets_registrationId_unique`;--> statement-breakpoint
ALTER TABLE `tickets` ADD `seat` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_registration_seat_unique` ON `tickets` (`registration_id`,`seat`);--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_session_seat_unique` ON `tickets` (`stripe_checkout_session_id`,`seat`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_event_registrations` (
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
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`stripe_checkout_session_id` text,
	`seats` integer DEFAULT 1 NOT NULL,
	`lines` text,
	`promo_code_id` integer,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`promo_code_id`) REFERENCES `promo_codes`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "event_registrations_seats" CHECK("__new_event_registrations"."seats" between 1 and 10),
	CONSTRAINT "event_registrations_status" CHECK("__new_event_registrations"."status" in ('confirmed', 'awaiting_payment', 'cancelled'))
);
--> statement-breakpoint
-- Hand-fixed: the new columns take their defaults (drizzle-kit copied them from the old table, which has none).
INSERT INTO `__new_event_registrations`("id", "user_id", "event_id", "first_name", "last_name", "email", "phone", "emergency_contact", "emergency_phone", "special_requests", "status", "amount_cents", "fee_cents", "stripe_checkout_session_id", "created_at") SELECT "id", "user_id", "event_id", "first_name", "last_name", "email", "phone", "emergency_contact", "emergency_phone", "special_requests", "status", "amount_cents", "fee_cents", "stripe_checkout_session_id", "created_at" FROM `event_registrations`;--> statement-breakpoint
DROP TABLE `event_registrations`;--> statement-breakpoint
ALTER TABLE `__new_event_registrations` RENAME TO `event_registrations`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `event_registrations_stripeCheckoutSessionId_unique` ON `event_registrations` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_registrations_user_event_unique` ON `event_registrations` (`user_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `event_registrations_promo_idx` ON `event_registrations` (`promo_code_id`,`status`);--> statement-breakpoint
CREATE INDEX `event_registrations_event_idx` ON `event_registrations` (`event_id`,`status`,`seats`);