ALTER TABLE `pipelines` ADD `schedule` text;--> statement-breakpoint
UPDATE `pipelines` SET `schedule` = '{"every":"month","createOnDay":1,"dueOnDay":20}' WHERE `id` = 'pl-bookkeeping';--> statement-breakpoint
DROP INDEX IF EXISTS `jobs_assignee_due_idx`;--> statement-breakpoint
CREATE INDEX `jobs_assignee_due_status_idx` ON `jobs` (`assignee_id`,`due_date`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `jobs_pipeline_due_status_idx` ON `jobs` (`pipeline_id`,`due_date`,`id`,`status`,`client_id`);--> statement-breakpoint
CREATE INDEX `jobs_pipeline_status_client_idx` ON `jobs` (`pipeline_id`,`status`,`client_id`);--> statement-breakpoint
ALTER TABLE `services` ADD `work_services` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
UPDATE `services` SET `work_services` = '["BOOKKEEPING","ITR14"]' WHERE `package_type` = 'start-ups';--> statement-breakpoint
UPDATE `services` SET `work_services` = '["BOOKKEEPING","EMP201","EMP501","IRP6","ITR14"]' WHERE `package_type` = 'essential';--> statement-breakpoint
UPDATE `services` SET `work_services` = '["BOOKKEEPING","EMP201","EMP501","IRP6","ITR14","VAT201"]' WHERE `package_type` = 'standard';--> statement-breakpoint
UPDATE `services` SET `work_services` = '["BOOKKEEPING","EMP201","EMP501","IRP6","ITR14","VAT201"]' WHERE `package_type` = 'advanced';--> statement-breakpoint
UPDATE `services` SET `work_services` = '["BOOKKEEPING","EMP201","EMP501","IRP6","ITR14","VAT201","CIPC_AR","BO"]' WHERE `package_type` = 'professional';--> statement-breakpoint
UPDATE `services` SET `work_services` = '["BOOKKEEPING","EMP201","EMP501","IRP6","ITR14","VAT201","CIPC_AR","BO"]' WHERE `package_type` = 'elite';
