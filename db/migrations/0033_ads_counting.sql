CREATE TABLE `ad_daily_stats` (
	`ad_id` integer NOT NULL,
	`day` text NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`spent_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ad_id`, `day`),
	FOREIGN KEY (`ad_id`) REFERENCES `advertisements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ad_views` (
	`view_id` text PRIMARY KEY NOT NULL,
	`ad_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`seen` integer DEFAULT false NOT NULL,
	`clicked` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`ad_id`) REFERENCES `advertisements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ad_views_created_idx` ON `ad_views` (`created_at`);--> statement-breakpoint
ALTER TABLE `advertisements` ADD `spent_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `advertisements` ADD `starts_at` integer;--> statement-breakpoint
ALTER TABLE `advertisements` ADD `ends_at` integer;--> statement-breakpoint
ALTER TABLE `advertisements` ADD `image_alt` text;--> statement-breakpoint
ALTER TABLE `advertisements` ADD `rejection_reason` text;--> statement-breakpoint
CREATE INDEX `advertisements_partner_idx` ON `advertisements` (`partner_id`);