CREATE TABLE `partner_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`stripe_subscription_id` text NOT NULL,
	`stripe_customer_id` text,
	`status` text DEFAULT 'incomplete' NOT NULL,
	`current_period_start` integer,
	`current_period_end` integer,
	`cancel_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `partnership_plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_subscriptions_stripeSubscriptionId_unique` ON `partner_subscriptions` (`stripe_subscription_id`);--> statement-breakpoint
CREATE INDEX `partner_subscriptions_user_idx` ON `partner_subscriptions` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`device` text,
	`last_success_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
ALTER TABLE `notification_preferences` ADD `time_zone` text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE `notification_preferences` ADD `unsubscribe_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `notification_preferences_unsubscribeToken_unique` ON `notification_preferences` (`unsubscribe_token`);--> statement-breakpoint
ALTER TABLE `partnership_plans` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `partnership_plans` ADD `description` text;--> statement-breakpoint
ALTER TABLE `partnership_plans` ADD `highlighted` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `partnership_plans_slug_unique` ON `partnership_plans` (`slug`);--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `dedupe_key` text;--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `email_status` text;--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `push_status` text;--> statement-breakpoint
CREATE INDEX `push_notifications_due_idx` ON `push_notifications` (`status`,`scheduled_for`);--> statement-breakpoint
CREATE UNIQUE INDEX `push_notifications_dedupe_unique` ON `push_notifications` (`user_id`,`dedupe_key`);