ALTER TABLE `pipeline_stages` ADD `automations` text;--> statement-breakpoint
CREATE TABLE `job_items` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`stage_id` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`done_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stage_id`) REFERENCES `pipeline_stages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_items_job_stage_kind_unique` ON `job_items` (`job_id`,`stage_id`,`kind`);--> statement-breakpoint
CREATE INDEX `job_items_item_idx` ON `job_items` (`kind`,`item_id`);--> statement-breakpoint
CREATE TABLE `job_stage_entries` (
	`job_id` text NOT NULL,
	`stage_id` text NOT NULL,
	`entered_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`entered_by` text,
	`automated_at` integer,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stage_id`) REFERENCES `pipeline_stages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_stage_entries_job_stage_unique` ON `job_stage_entries` (`job_id`,`stage_id`);--> statement-breakpoint
CREATE INDEX `job_stage_entries_pending_idx` ON `job_stage_entries` (`automated_at`);
