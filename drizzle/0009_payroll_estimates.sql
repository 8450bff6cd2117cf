CREATE TABLE `payroll_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`effective_from` text NOT NULL,
	`uif_employee_rate_bp` integer NOT NULL,
	`uif_employer_rate_bp` integer NOT NULL,
	`uif_monthly_ceiling` integer NOT NULL,
	`sdl_rate_bp` integer NOT NULL,
	`sdl_annual_exemption` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payroll_rates_effective_unique` ON `payroll_rates` (`effective_from`);--> statement-breakpoint
CREATE TABLE `tax_tables` (
	`id` text PRIMARY KEY NOT NULL,
	`tax_year_end` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`brackets` text NOT NULL,
	`rebates` text NOT NULL,
	`thresholds` text NOT NULL,
	`medical_credits` text NOT NULL,
	`source` text NOT NULL,
	`warnings` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_tables_year_published_unique` ON `tax_tables` (`tax_year_end`) WHERE status = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX `tax_tables_year_draft_unique` ON `tax_tables` (`tax_year_end`) WHERE status = 'draft';--> statement-breakpoint
ALTER TABLE `company_employees` ADD `date_of_birth` text;--> statement-breakpoint
ALTER TABLE `company_employees` ADD `medical_members` integer DEFAULT 0 NOT NULL;