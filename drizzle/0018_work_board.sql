CREATE TABLE `job_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`title` text NOT NULL,
	`assignee_id` text,
	`due_date` text,
	`done_at` integer,
	`done_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`done_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `job_tasks_job_idx` ON `job_tasks` (`job_id`);--> statement-breakpoint
CREATE INDEX `job_tasks_assignee_due_idx` ON `job_tasks` (`assignee_id`,`due_date`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`stage_id` text NOT NULL,
	`service` text NOT NULL,
	`period` text NOT NULL,
	`period_label` text NOT NULL,
	`deadline_id` text,
	`assignee_id` text,
	`due_date` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`hold_reason` text,
	`stage_entered_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`completed_at` integer,
	`completed_by` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pipeline_id`) REFERENCES `pipelines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stage_id`) REFERENCES `pipeline_stages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`deadline_id`) REFERENCES `compliance_deadlines`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`completed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_client_service_period_unique` ON `jobs` (`client_id`,`service`,`period`);--> statement-breakpoint
CREATE INDEX `jobs_pipeline_stage_due_idx` ON `jobs` (`pipeline_id`,`stage_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `jobs_assignee_due_idx` ON `jobs` (`assignee_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `jobs_client_due_idx` ON `jobs` (`client_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `jobs_due_idx` ON `jobs` (`due_date`);--> statement-breakpoint
CREATE INDEX `jobs_deadline_idx` ON `jobs` (`deadline_id`);--> statement-breakpoint
CREATE TABLE `pipeline_stages` (
	`id` text PRIMARY KEY NOT NULL,
	`pipeline_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`client_label` text NOT NULL,
	`time_limit_days` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`pipeline_id`) REFERENCES `pipelines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pipeline_stages_pipeline_idx` ON `pipeline_stages` (`pipeline_id`,`position`);--> statement-breakpoint
CREATE TABLE `pipelines` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`service` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pipelines_name_unique` ON `pipelines` (lower("name"));--> statement-breakpoint
CREATE INDEX `pipelines_service_idx` ON `pipelines` (`service`);