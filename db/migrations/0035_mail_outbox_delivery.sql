ALTER TABLE `mail_outbox` ALTER COLUMN "to_address" TO "to_address" text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ALTER COLUMN "subject" TO "subject" text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ALTER COLUMN "text_body" TO "text_body" text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ALTER COLUMN "status" TO "status" text NOT NULL DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `compose` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `dedupe_key` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `next_attempt_at` integer;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `claimed_at` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_dedupe_unique` ON `mail_outbox` (`dedupe_key`);
