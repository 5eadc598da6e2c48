ALTER TABLE `contact_messages` ADD `is_priority` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `opens_to_all_at` integer;--> statement-breakpoint
ALTER TABLE `subscription_plans` ADD `has_video_tours` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscription_plans` ADD `has_advanced_search` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscription_plans` ADD `has_monthly_guide` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscription_plans` ADD `early_access_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `membership_plan_id` integer REFERENCES subscription_plans(id);--> statement-breakpoint
-- A member plan's benefits are its columns: the premium member plans give every benefit they listed
-- (db/seed-data/plans.ts PREMIUM_MEMBER_BENEFITS), and no longer list written features.
UPDATE `subscription_plans` SET `has_video_tours` = 1, `has_messaging` = 1, `has_advanced_search` = 1, `has_monthly_guide` = 1, `early_access_days` = 7, `has_priority_support` = 1 WHERE `plan_type` = 'user' AND `plan_tier` = 'premium';--> statement-breakpoint
UPDATE `subscription_plans` SET `features` = '[]' WHERE `plan_type` = 'user';--> statement-breakpoint
-- Members already premium keep the plan they hold now, whatever cheaper plan is added later.
UPDATE `users` SET `membership_plan_id` = (SELECT `id` FROM `subscription_plans` WHERE `plan_type` = 'user' AND `plan_tier` = 'premium' AND `is_active` = 1 ORDER BY `price_cents`, `id` LIMIT 1) WHERE `is_premium` = 1 AND `membership_plan_id` IS NULL;
