ALTER TABLE `business_uploads` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `reviewed_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `refusal_reason` text;--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `published_until` integer;--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `spotlight_until` integer;--> statement-breakpoint
CREATE INDEX `business_uploads_review_idx` ON `business_uploads` (`status`,`paid_at`);--> statement-breakpoint
CREATE INDEX `business_uploads_spotlight_idx` ON `business_uploads` (`status`,`spotlight_until`);--> statement-breakpoint
-- Hand-written: uploads paid before review existed ("active", published nowhere) wait in the review queue.
UPDATE `business_uploads` SET `status` = 'in_review' WHERE `status` = 'active';
