CREATE TABLE `business_open_intervals` (
	`business_id` integer NOT NULL,
	`opens_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `business_open_intervals_opens_idx` ON `business_open_intervals` (`opens_at`,`closes_at`,`business_id`);--> statement-breakpoint
CREATE INDEX `business_open_intervals_business_idx` ON `business_open_intervals` (`business_id`,`opens_at`,`closes_at`);--> statement-breakpoint
ALTER TABLE `businesses` ADD `open_intervals_until` integer;