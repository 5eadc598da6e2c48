CREATE TABLE `connected_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`stripe_account_id` text NOT NULL,
	`details_submitted` integer DEFAULT false NOT NULL,
	`charges_enabled` integer DEFAULT false NOT NULL,
	`payouts_enabled` integer DEFAULT false NOT NULL,
	`requirements_due` integer DEFAULT 0 NOT NULL,
	`disabled_reason` text,
	`state_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `connected_accounts_businessId_unique` ON `connected_accounts` (`business_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `connected_accounts_stripeAccountId_unique` ON `connected_accounts` (`stripe_account_id`);