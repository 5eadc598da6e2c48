CREATE TABLE `monthly_guides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`month` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `monthly_guides_user_month_unique` ON `monthly_guides` (`user_id`,`month`);--> statement-breakpoint
ALTER TABLE `loyalty_transactions` ADD `stripe_payment_intent_id` text;--> statement-breakpoint
ALTER TABLE `loyalty_transactions` ADD `reverses_transaction_id` integer;--> statement-breakpoint
ALTER TABLE `loyalty_transactions` ADD `shortfall` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `loyalty_transactions_payment_idx` ON `loyalty_transactions` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE INDEX `loyalty_transactions_reverses_idx` ON `loyalty_transactions` (`reverses_transaction_id`);--> statement-breakpoint
ALTER TABLE `notification_preferences` ADD `monthly_guide` integer DEFAULT true NOT NULL;