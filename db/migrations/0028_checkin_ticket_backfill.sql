-- Decision 025: every confirmed registration has a ticket. Paid tickets issued before this learn their registration;
-- confirmed registrations without a ticket get one, its code 32 random base32 characters like generateToken's (160 bits).
UPDATE `tickets` SET `registration_id` = (
	SELECT r.`id` FROM `event_registrations` r WHERE r.`stripe_checkout_session_id` = `tickets`.`stripe_checkout_session_id`
)
WHERE `registration_id` IS NULL AND `stripe_checkout_session_id` IS NOT NULL
	AND (SELECT count(*) FROM `tickets` t WHERE t.`stripe_checkout_session_id` = `tickets`.`stripe_checkout_session_id`) = 1;
--> statement-breakpoint
INSERT INTO `tickets` (`event_id`, `user_id`, `ticket_type`, `quantity`, `unit_price_cents`, `total_amount_cents`, `qr_code`, `status`, `customer_info`, `registration_id`)
SELECT r.`event_id`, r.`user_id`, 'general', 1, r.`amount_cents`, r.`amount_cents`,
	(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 32)
		SELECT group_concat(substr('abcdefghijklmnopqrstuvwxyz234567', (random() & 31) + 1, 1), '') FROM n WHERE r.`id` = r.`id`),
	'active', json_object('name', trim(r.`first_name` || ' ' || r.`last_name`), 'email', r.`email`), r.`id`
FROM `event_registrations` r
WHERE r.`status` = 'confirmed' AND NOT EXISTS (SELECT 1 FROM `tickets` t WHERE t.`registration_id` = r.`id`);
