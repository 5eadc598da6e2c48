DROP INDEX `events_starts_at_idx`;--> statement-breakpoint
DROP INDEX `events_board_idx`;--> statement-breakpoint
CREATE INDEX `events_starts_at_idx` ON `events` (`starts_at`,`id`,`is_active`,`business_id`,`community_board_id`,`is_premium`,`price_cents`);--> statement-breakpoint
CREATE INDEX `events_board_idx` ON `events` (`community_board_id`,`starts_at`,`id`,`is_active`,`business_id`,`is_premium`,`price_cents`);