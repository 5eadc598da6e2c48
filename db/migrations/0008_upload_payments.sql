ALTER TABLE `business_uploads` ADD `stripe_payment_intent_id` text;--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `paid_at` integer;--> statement-breakpoint
CREATE INDEX `business_uploads_business_idx` ON `business_uploads` (`business_id`,`created_at`);