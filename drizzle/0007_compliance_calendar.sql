CREATE TABLE `calendar_feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_client_unique` ON `calendar_feeds` (`client_id`);--> statement-breakpoint
CREATE TABLE `compliance_deadlines` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`obligation` text NOT NULL,
	`period` text NOT NULL,
	`period_label` text NOT NULL,
	`statutory_date` text NOT NULL,
	`due_date` text NOT NULL,
	`move_reason` text,
	`optional` integer DEFAULT false NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`done_by` text,
	`done_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`done_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `compliance_deadlines_period_unique` ON `compliance_deadlines` (`client_id`,`obligation`,`period`);--> statement-breakpoint
CREATE INDEX `compliance_deadlines_client_due_idx` ON `compliance_deadlines` (`client_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `compliance_deadlines_due_idx` ON `compliance_deadlines` (`due_date`);--> statement-breakpoint
CREATE TABLE `compliance_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`obligation` text NOT NULL,
	`params` text NOT NULL,
	`effective_from` text NOT NULL,
	`effective_to` text,
	`shift_policy` text,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `compliance_rules_version_unique` ON `compliance_rules` (`obligation`,`effective_from`);--> statement-breakpoint
CREATE TABLE `ownership_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`changed_on` text NOT NULL,
	`note` text,
	`recorded_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ownership_changes_client_idx` ON `ownership_changes` (`client_id`,`changed_on`);--> statement-breakpoint
CREATE TABLE `public_holidays` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`reason` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `public_holidays_date_unique` ON `public_holidays` (`date`);--> statement-breakpoint
ALTER TABLE `users` ADD `financial_year_end_month` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `vat_category` text;--> statement-breakpoint
ALTER TABLE `users` ADD `vat_efiler` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `incorporation_date` text;--> statement-breakpoint
ALTER TABLE `users` ADD `registered_employer` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `paye_reference` text;