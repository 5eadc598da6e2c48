CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slot_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	`business_id` integer NOT NULL,
	`user_id` integer,
	`contact_name` text NOT NULL,
	`contact_email` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'awaiting_payment' NOT NULL,
	`stripe_checkout_session_id` text,
	`stripe_payment_intent_id` text,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`slot_id`) REFERENCES `service_slots`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`service_id`) REFERENCES `business_services`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bookings_status" CHECK("bookings"."status" in ('awaiting_payment', 'confirmed', 'cancelled', 'refunded', 'expired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_stripeCheckoutSessionId_unique` ON `bookings` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE INDEX `bookings_slot_idx` ON `bookings` (`slot_id`,`status`);--> statement-breakpoint
CREATE INDEX `bookings_business_idx` ON `bookings` (`business_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_one_live_per_member` ON `bookings` (`user_id`,`slot_id`) WHERE "bookings"."status" in ('awaiting_payment', 'confirmed');--> statement-breakpoint
CREATE TABLE `business_services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price_cents` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	`places_per_slot` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "business_services_price" CHECK("business_services"."price_cents" >= 0),
	CONSTRAINT "business_services_places" CHECK("business_services"."places_per_slot" >= 1),
	CONSTRAINT "business_services_duration" CHECK("business_services"."duration_minutes" >= 5)
);
--> statement-breakpoint
CREATE INDEX `business_services_business_idx` ON `business_services` (`business_id`);--> statement-breakpoint
CREATE TABLE `service_slots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `business_services`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_slots_service_start_unique` ON `service_slots` (`service_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `service_slots_starts_idx` ON `service_slots` (`starts_at`);