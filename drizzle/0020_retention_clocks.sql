CREATE TABLE `retained_records` (
	`id` text PRIMARY KEY NOT NULL,
	`former_client_id` text NOT NULL,
	`client_name` text NOT NULL,
	`file_name` text NOT NULL,
	`file_type` text NOT NULL,
	`file_size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`category` text NOT NULL,
	`description` text,
	`uploaded_at` integer NOT NULL,
	`rule_id` text NOT NULL,
	`keep_until` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `retained_records_keep_until_idx` ON `retained_records` (`keep_until`);--> statement-breakpoint
CREATE TABLE `retention_extensions` (
	`id` text PRIMARY KEY NOT NULL,
	`document_id` text NOT NULL,
	`until` text NOT NULL,
	`rule_id` text NOT NULL,
	`reason` text NOT NULL,
	`extended_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`extended_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `retention_extensions_document_idx` ON `retention_extensions` (`document_id`,`until`);--> statement-breakpoint
CREATE TABLE `retention_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`categories` text NOT NULL,
	`years` integer NOT NULL,
	`starts_at` text NOT NULL,
	`source` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
-- The rules as first seeded (decision 039); admins edit them in the backoffice when the law or its reading changes.
INSERT INTO `retention_rules` (`id`, `label`, `categories`, `years`, `starts_at`, `source`) VALUES ('tax_records', 'Tax records', '["tax_return","financial_statement","vat_return","payroll_tax","bank_statement","invoice","receipt"]', 5, 'tax_year_end', 'Tax Administration Act 28 of 2011, s29: five years from the submission of the return (counted here from the end of the tax year in which the record reached the firm)') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO `retention_rules` (`id`, `label`, `categories`, `years`, `starts_at`, `source`) VALUES ('company_records', 'Company records', '["business_registration","company_constitution","director_id","financial_statement","report"]', 7, 'record_date', 'Companies Act 71 of 2008, s24: seven years') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO `retention_rules` (`id`, `label`, `categories`, `years`, `starts_at`, `source`) VALUES ('engagement_letters', 'Signed engagement letters and their audit pages', '[]', 5, 'engagement_end', 'The engagement''s end plus five years (the firm''s rule, in step with Tax Administration Act s29)') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO `retention_rules` (`id`, `label`, `categories`, `years`, `starts_at`, `source`) VALUES ('tax_dispute', 'Audit, objection or appeal open', '[]', 0, 'extension', 'Tax Administration Act 28 of 2011, s32: records kept until the audit, objection or appeal is finally resolved') ON CONFLICT DO NOTHING;
