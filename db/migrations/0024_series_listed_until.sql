DROP INDEX `events_series_idx`;--> statement-breakpoint
ALTER TABLE `events` ADD `series_listed_until` text;--> statement-breakpoint
CREATE UNIQUE INDEX `events_series_start_unique` ON `events` (`series_id`,`starts_at`);