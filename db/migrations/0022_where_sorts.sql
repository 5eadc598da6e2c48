CREATE INDEX `businesses_rating_idx` ON `businesses` (`is_active`,"rating" desc,`name`,`id`);--> statement-breakpoint
CREATE INDEX `businesses_active_name_idx` ON `businesses` (`is_active`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `businesses_price_idx` ON `businesses` (`is_active`,"price_range" is null,`price_range`,"rating" desc,`name`,`id`);