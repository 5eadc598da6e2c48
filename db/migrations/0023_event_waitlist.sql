CREATE TABLE `event_waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offered_at` integer,
	`offer_expires_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_waitlist_status" CHECK("event_waitlist"."status" in ('waiting', 'offered', 'confirmed', 'expired', 'left'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_waitlist_one_live_per_member` ON `event_waitlist` (`event_id`,`user_id`) WHERE "event_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX `event_waitlist_line_idx` ON `event_waitlist` (`event_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `event_waitlist_member_idx` ON `event_waitlist` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `event_waitlist_offers_idx` ON `event_waitlist` (`status`,`offer_expires_at`);