ALTER TABLE `bookings` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `bookings` SET `refunded_cents` = `amount_cents` + `fee_cents` WHERE `status` = 'refunded' AND `stripe_payment_intent_id` IS NOT NULL;
