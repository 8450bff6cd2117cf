ALTER TABLE `compliance_deadlines` ADD `taken_on_at` integer;--> statement-breakpoint
ALTER TABLE `compliance_deadlines` ADD `taken_on_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `users` ADD `tracked_from` text;