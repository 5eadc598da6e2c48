CREATE TABLE `cache_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cache_keys_version_idx` ON `cache_keys` (`version`);