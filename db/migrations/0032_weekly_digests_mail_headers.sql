CREATE TABLE `weekly_digests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`week` text NOT NULL,
	`emailed` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weekly_digests_user_week_unique` ON `weekly_digests` (`user_id`,`week`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;