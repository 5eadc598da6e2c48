CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `property_inquiries_created_idx` ON `property_inquiries` (`created_at`);--> statement-breakpoint
CREATE INDEX `rate_limit_hits_created_idx` ON `rate_limit_hits` (`created_at`);--> statement-breakpoint
CREATE INDEX `sponsorship_inquiries_created_idx` ON `sponsorship_inquiries` (`created_at`);