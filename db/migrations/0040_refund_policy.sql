ALTER TABLE `events` ADD `refund_days_before` integer;--> statement-breakpoint
ALTER TABLE `tickets` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;