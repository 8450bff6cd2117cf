CREATE TABLE `breaches` (
	`id` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`found_on` text NOT NULL,
	`data_affected` text NOT NULL,
	`all_clients` integer DEFAULT false NOT NULL,
	`client_ids` text DEFAULT '[]' NOT NULL,
	`regulator_notified_on` text,
	`regulator_reference` text,
	`notice` text,
	`people_told_at` integer,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
