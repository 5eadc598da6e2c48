CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer,
	`action` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` integer,
	`before` text,
	`after` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject_type`,`subject_id`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`subject_id` integer NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `kind`, `subject_id`)
);
--> statement-breakpoint
CREATE INDEX `page_views_subject_idx` ON `page_views` (`kind`,`subject_id`,`day`);--> statement-breakpoint
ALTER TABLE `business_photos` ADD `reviewed_at` integer;--> statement-breakpoint
CREATE INDEX `business_photos_unreviewed_idx` ON `business_photos` (`reviewed_at`,`created_at`);--> statement-breakpoint
ALTER TABLE `business_reviews` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `property_inquiries` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `sponsorship_inquiries` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`,`id`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
UPDATE `business_photos` SET `reviewed_at` = `created_at`;
--> statement-breakpoint
INSERT OR IGNORE INTO `cms_permissions` (`role`, `resource`, `action`, `is_allowed`) SELECT `role`, 'tours', 'manage_all', CASE WHEN `role` = 'admin' THEN 1 ELSE 0 END FROM (SELECT DISTINCT `role` FROM `cms_permissions`);
