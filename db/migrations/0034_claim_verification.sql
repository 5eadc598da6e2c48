DROP INDEX `business_claims_one_pending`;--> statement-breakpoint
ALTER TABLE `business_claims` ADD `verification` text;--> statement-breakpoint
ALTER TABLE `business_claims` ADD `contact` text;--> statement-breakpoint
ALTER TABLE `business_claims` ADD `code_hash` text;--> statement-breakpoint
ALTER TABLE `business_claims` ADD `code_sent_at` integer;--> statement-breakpoint
ALTER TABLE `business_claims` ADD `code_expires_at` integer;--> statement-breakpoint
ALTER TABLE `business_claims` ADD `code_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `business_claims` ADD `codes_sent` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `business_claims` ADD `verified_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `business_claims_one_open` ON `business_claims` (`user_id`) WHERE "business_claims"."status" in ('verifying', 'pending');