CREATE TABLE `guide_fees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_plan_id` integer,
	`percent_bps` integer NOT NULL,
	`fixed_cents` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`listing_plan_id`) REFERENCES `listing_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "guide_fees_percent" CHECK("guide_fees"."percent_bps" between 0 and 3000),
	CONSTRAINT "guide_fees_fixed" CHECK("guide_fees"."fixed_cents" between 0 and 2000)
);
--> statement-breakpoint
-- Hand-corrected: drizzle-kit splits the expression at its comma. One fee per plan, and one for no plan.
CREATE UNIQUE INDEX `guide_fees_plan_unique` ON `guide_fees` (coalesce("listing_plan_id", 0));--> statement-breakpoint
ALTER TABLE `bookings` ADD `fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: the fee of a business with no paid plan, and, in a database seeded before, the seeded plans' fees (db/seed-data/plans.ts).
INSERT INTO `guide_fees` (`listing_plan_id`, `percent_bps`, `fixed_cents`) VALUES (NULL, 600, 75);--> statement-breakpoint
INSERT INTO `guide_fees` (`listing_plan_id`, `percent_bps`, `fixed_cents`)
  SELECT `id`,
    CASE `slug` WHEN 'basic' THEN 500 WHEN 'standard-plus' THEN 400 ELSE 300 END,
    CASE `slug` WHEN 'basic' THEN 50 WHEN 'standard-plus' THEN 25 ELSE 0 END
  FROM `listing_plans` WHERE `slug` IN ('basic', 'standard-plus', 'annual-premium', 'premium-featured', 'platinum-elite');
