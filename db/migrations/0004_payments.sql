ALTER TABLE `donations` ADD `stripe_customer_id` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `stripe_subscription_id` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `recurring_status` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `manage_token_hash` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `paid_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `donations_stripeSubscriptionId_unique` ON `donations` (`stripe_subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `donations_manageTokenHash_unique` ON `donations` (`manage_token_hash`);--> statement-breakpoint
ALTER TABLE `tickets` ADD `stripe_checkout_session_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_stripeCheckoutSessionId_unique` ON `tickets` (`stripe_checkout_session_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_started_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_cancels_at` integer;