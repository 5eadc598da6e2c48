ALTER TABLE `listing_plans` ADD `events_included` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `listing_plans` DROP COLUMN `features`;--> statement-breakpoint
ALTER TABLE `listing_plans` DROP COLUMN `social_media_boost`;--> statement-breakpoint
ALTER TABLE `listing_plans` DROP COLUMN `photography_included`;--> statement-breakpoint
ALTER TABLE `listing_plans` DROP COLUMN `seo_optimized`;--> statement-breakpoint
-- Hand-written: the seeded plans' features in a database seeded before, each changed only where it still holds the seeded value.
UPDATE `listing_plans` SET `video_included` = 1 WHERE `slug` IN ('standard-plus', 'annual-premium', 'premium-featured');--> statement-breakpoint
UPDATE `listing_plans` SET `description` = 'A month of premium placement for a new listing.' WHERE `slug` = 'basic' AND `description` = 'A month of promoted placement for a new listing.';--> statement-breakpoint
UPDATE `listing_plans` SET `description` = 'Two months of premium placement, with video tours.' WHERE `slug` = 'standard-plus' AND `description` = 'Two months of promotion with a social media boost.';--> statement-breakpoint
UPDATE `listing_plans` SET `description` = 'A full year as a premium business, with events and video tours.' WHERE `slug` = 'annual-premium' AND `description` = 'A full year as a premium business, with events and video.';--> statement-breakpoint
UPDATE `listing_plans` SET `description` = 'Three months of premium placement, ranked high in the directory.' WHERE `slug` = 'premium-featured' AND `description` = 'Three months featured on the home page, with a professional photo session.';--> statement-breakpoint
UPDATE `listing_plans` SET `description` = 'Six months at the top of the directory.' WHERE `slug` = 'platinum-elite' AND `description` = 'Six months at the top of the directory with photo and video production.';--> statement-breakpoint
UPDATE `subscription_plans` SET `features` = '["Business profile with contact details","Photo gallery","Customer reviews","Messages from premium members"]', `has_analytics` = 1 WHERE `slug` = 'business-basic' AND `features` = '["Business profile with contact details","Photo gallery","Customer reviews","Customer messages"]';--> statement-breakpoint
UPDATE `subscription_plans` SET `description` = 'A premium listing for a year: promoted placement, events and video tours.', `features` = '["Premium badge and promoted placement","Event management and bookings","Video tours for premium members"]', `has_priority_support` = 0 WHERE `slug` = 'business-premium-annual' AND `features` = '["Premium badge and promoted placement","Event management and bookings","Video uploads","Listing analytics","Priority support"]';
--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `reviewed_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `refusal_reason` text;--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `published_until` integer;--> statement-breakpoint
ALTER TABLE `business_uploads` ADD `spotlight_until` integer;--> statement-breakpoint
-- Hand-written: uploads paid before review existed ("active", published nowhere) wait in the review queue.
UPDATE `business_uploads` SET `status` = 'in_review' WHERE `status` = 'active';--> statement-breakpoint
CREATE INDEX `business_uploads_review_idx` ON `business_uploads` (`status`,`paid_at`);--> statement-breakpoint
CREATE INDEX `business_uploads_spotlight_idx` ON `business_uploads` (`status`,`spotlight_until`);--> statement-breakpoint
CREATE INDEX `business_uploads_showcase_idx` ON `business_uploads` (`business_id`,`status`,`published_until`);