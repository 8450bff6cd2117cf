ALTER TABLE `pipelines` ADD `schedule` text;--> statement-breakpoint
UPDATE `pipelines` SET `schedule` = '{"every":"month","createOnDay":1,"dueOnDay":20}' WHERE `id` = 'pl-bookkeeping';--> statement-breakpoint
DROP INDEX IF EXISTS `jobs_assignee_due_idx`;--> statement-breakpoint
CREATE INDEX `jobs_assignee_due_status_idx` ON `jobs` (`assignee_id`,`due_date`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `jobs_pipeline_due_status_idx` ON `jobs` (`pipeline_id`,`due_date`,`id`,`status`,`client_id`);--> statement-breakpoint
CREATE INDEX `jobs_pipeline_status_client_idx` ON `jobs` (`pipeline_id`,`status`,`client_id`);
