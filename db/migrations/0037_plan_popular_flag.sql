ALTER TABLE `subscription_plans` ADD `is_popular` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: the seeded plans badged POPULAR in a database seeded before.
UPDATE `subscription_plans` SET `is_popular` = 1 WHERE `slug` IN ('explorer-premium-monthly', 'business-premium-annual');
