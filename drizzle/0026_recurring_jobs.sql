ALTER TABLE `pipelines` ADD `schedule` text;--> statement-breakpoint
UPDATE `pipelines` SET `schedule` = '{"every":"month","createOnDay":1,"dueOnDay":20}' WHERE `id` = 'pl-bookkeeping';
