CREATE TABLE `cache_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `cache_generation` (`id`, `generation`) VALUES (1, 0);
