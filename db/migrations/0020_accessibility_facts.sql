ALTER TABLE `businesses` ADD `step_free_entrance` integer;--> statement-breakpoint
ALTER TABLE `businesses` ADD `accessible_restroom` integer;--> statement-breakpoint
ALTER TABLE `businesses` ADD `hearing_loop` integer;--> statement-breakpoint
ALTER TABLE `businesses` ADD `seating` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `step_free_entrance` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `accessible_restroom` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `hearing_loop` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `seating` integer;