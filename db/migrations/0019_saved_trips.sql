CREATE TABLE `saved_trips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`query` text NOT NULL,
	`start_date` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_trips_user_query_unique` ON `saved_trips` (`user_id`,`query`);--> statement-breakpoint
CREATE INDEX `saved_trips_user_created_idx` ON `saved_trips` (`user_id`,`created_at`);