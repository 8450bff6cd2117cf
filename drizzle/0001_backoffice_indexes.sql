DROP INDEX `activity_logs_user_id_idx`;--> statement-breakpoint
CREATE INDEX `activity_logs_action_idx` ON `activity_logs` (`action`,`timestamp`);--> statement-breakpoint
CREATE INDEX `activity_logs_user_id_idx` ON `activity_logs` (`user_id`,`timestamp`);--> statement-breakpoint
DROP INDEX `client_notes_client_id_idx`;--> statement-breakpoint
CREATE INDEX `client_notes_client_id_idx` ON `client_notes` (`client_id`,`created_at`);--> statement-breakpoint
DROP INDEX `contact_submissions_is_read_idx`;--> statement-breakpoint
CREATE INDEX `contact_submissions_is_read_idx` ON `contact_submissions` (`is_read`,`created_at`);--> statement-breakpoint
DROP INDEX `quote_requests_is_processed_idx`;--> statement-breakpoint
CREATE INDEX `quote_requests_is_processed_idx` ON `quote_requests` (`is_processed`,`created_at`);--> statement-breakpoint
DROP INDEX `waitlist_submissions_is_contacted_idx`;--> statement-breakpoint
CREATE INDEX `waitlist_submissions_is_contacted_idx` ON `waitlist_submissions` (`is_contacted`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`company`);--> statement-breakpoint
CREATE INDEX `users_last_name_idx` ON `users` (`last_name`);