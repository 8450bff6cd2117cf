CREATE TABLE `leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
-- A renewal raised twice before this index existed left two pending EFT payments for one
-- subscription: keep the first, drop the copies (unpaid, so no tax record is lost).
DELETE FROM `payments` WHERE `status` = 'pending' AND `payment_method` = 'EFT' AND `subscription_id` IS NOT NULL
  AND `rowid` NOT IN (SELECT min(`rowid`) FROM `payments` WHERE `status` = 'pending' AND `payment_method` = 'EFT'
  AND `subscription_id` IS NOT NULL GROUP BY `subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_pending_eft_unique` ON `payments` (`subscription_id`) WHERE "payments"."status" = 'pending' and "payments"."payment_method" = 'EFT';