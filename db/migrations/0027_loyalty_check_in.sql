CREATE TABLE `loyalty_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reward_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`code` text NOT NULL,
	`points_spent` integer NOT NULL,
	`verified_at` integer,
	`verified_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`reward_id`) REFERENCES `loyalty_rewards`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `loyalty_redemptions_code_unique` ON `loyalty_redemptions` (`code`);--> statement-breakpoint
CREATE INDEX `loyalty_redemptions_reward_idx` ON `loyalty_redemptions` (`reward_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `loyalty_redemptions_user_idx` ON `loyalty_redemptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `ticket_scans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ticket_id` integer NOT NULL,
	`scanned_at` integer NOT NULL,
	`scanned_by` integer,
	`device_scan_id` text NOT NULL,
	`duplicate` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`scanned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ticket_scans_deviceScanId_unique` ON `ticket_scans` (`device_scan_id`);--> statement-breakpoint
CREATE INDEX `ticket_scans_ticket_idx` ON `ticket_scans` (`ticket_id`,`scanned_at`);--> statement-breakpoint
ALTER TABLE `loyalty_rewards` ADD `valid_from` integer;--> statement-breakpoint
ALTER TABLE `loyalty_transactions` ADD `source_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `loyalty_transactions_source_unique` ON `loyalty_transactions` (`user_id`,`type`,`source_key`);--> statement-breakpoint
ALTER TABLE `tickets` ADD `registration_id` integer REFERENCES event_registrations(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_registrationId_unique` ON `tickets` (`registration_id`);