ALTER TABLE `events` ADD `series_id` integer REFERENCES events(id);--> statement-breakpoint
ALTER TABLE `events` ADD `recurrence` text;--> statement-breakpoint
CREATE INDEX `events_series_idx` ON `events` (`series_id`,`starts_at`);