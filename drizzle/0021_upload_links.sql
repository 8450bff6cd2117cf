CREATE TABLE `upload_link_uses` (
	`id` text PRIMARY KEY NOT NULL,
	`link_id` text NOT NULL,
	`request_id` text NOT NULL,
	`document_id` text,
	`ip_address` text,
	`user_agent` text,
	`uploaded_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`link_id`) REFERENCES `upload_links`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`request_id`) REFERENCES `document_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `upload_link_uses_request_idx` ON `upload_link_uses` (`request_id`);--> statement-breakpoint
CREATE TABLE `upload_links` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text,
	`token_hash` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`revoked_by` text,
	FOREIGN KEY (`request_id`) REFERENCES `document_requests`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`revoked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `upload_links_token_hash_unique` ON `upload_links` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `upload_links_one_open_per_request` ON `upload_links` (`request_id`) WHERE revoked_at is null;