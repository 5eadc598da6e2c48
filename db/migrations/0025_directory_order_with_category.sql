DROP INDEX `businesses_directory_idx`;--> statement-breakpoint
DROP INDEX `businesses_board_idx`;--> statement-breakpoint
CREATE INDEX `businesses_directory_idx` ON `businesses` (`is_active`,"listing_priority" desc,"rating" desc,`name`,`id`,`category_id`);--> statement-breakpoint
CREATE INDEX `businesses_board_idx` ON `businesses` (`community_board_id`,`is_active`,"listing_priority" desc,"rating" desc,`name`,`id`,`category_id`);