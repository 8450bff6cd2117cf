-- Full-text search (FTS5) for the backoffice's `q` on clients, enquiries and documents
-- (docs/decisions/021-search.md). External-content tables: the rows stay where they are,
-- the index follows them through triggers, and 'rebuild' indexes the rows already there.
-- Columns must match `searchable` in api/modules/admin/resources/*.ts.
CREATE VIRTUAL TABLE `users_fts` USING fts5(username, email, first_name, last_name, company, content='users', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `users_fts_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_fts`(rowid, username, email, first_name, last_name, company) VALUES (new.rowid, new.username, new.email, new.first_name, new.last_name, new.company);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_fts`(`users_fts`, rowid, username, email, first_name, last_name, company) VALUES ('delete', old.rowid, old.username, old.email, old.first_name, old.last_name, old.company);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_update` AFTER UPDATE OF username, email, first_name, last_name, company ON `users` BEGIN
  INSERT INTO `users_fts`(`users_fts`, rowid, username, email, first_name, last_name, company) VALUES ('delete', old.rowid, old.username, old.email, old.first_name, old.last_name, old.company);
  INSERT INTO `users_fts`(rowid, username, email, first_name, last_name, company) VALUES (new.rowid, new.username, new.email, new.first_name, new.last_name, new.company);
END;
--> statement-breakpoint
INSERT INTO `users_fts`(`users_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `contact_submissions_fts` USING fts5(name, email, subject, message, content='contact_submissions', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_insert` AFTER INSERT ON `contact_submissions` BEGIN
  INSERT INTO `contact_submissions_fts`(rowid, name, email, subject, message) VALUES (new.rowid, new.name, new.email, new.subject, new.message);
END;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_delete` AFTER DELETE ON `contact_submissions` BEGIN
  INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`, rowid, name, email, subject, message) VALUES ('delete', old.rowid, old.name, old.email, old.subject, old.message);
END;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_update` AFTER UPDATE OF name, email, subject, message ON `contact_submissions` BEGIN
  INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`, rowid, name, email, subject, message) VALUES ('delete', old.rowid, old.name, old.email, old.subject, old.message);
  INSERT INTO `contact_submissions_fts`(rowid, name, email, subject, message) VALUES (new.rowid, new.name, new.email, new.subject, new.message);
END;
--> statement-breakpoint
INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `waitlist_submissions_fts` USING fts5(name, email, business, message, content='waitlist_submissions', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `waitlist_submissions_fts_insert` AFTER INSERT ON `waitlist_submissions` BEGIN
  INSERT INTO `waitlist_submissions_fts`(rowid, name, email, business, message) VALUES (new.rowid, new.name, new.email, new.business, new.message);
END;
--> statement-breakpoint
CREATE TRIGGER `waitlist_submissions_fts_delete` AFTER DELETE ON `waitlist_submissions` BEGIN
  INSERT INTO `waitlist_submissions_fts`(`waitlist_submissions_fts`, rowid, name, email, business, message) VALUES ('delete', old.rowid, old.name, old.email, old.business, old.message);
END;
--> statement-breakpoint
CREATE TRIGGER `waitlist_submissions_fts_update` AFTER UPDATE OF name, email, business, message ON `waitlist_submissions` BEGIN
  INSERT INTO `waitlist_submissions_fts`(`waitlist_submissions_fts`, rowid, name, email, business, message) VALUES ('delete', old.rowid, old.name, old.email, old.business, old.message);
  INSERT INTO `waitlist_submissions_fts`(rowid, name, email, business, message) VALUES (new.rowid, new.name, new.email, new.business, new.message);
END;
--> statement-breakpoint
INSERT INTO `waitlist_submissions_fts`(`waitlist_submissions_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `quote_requests_fts` USING fts5(name, email, additional_info, content='quote_requests', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_insert` AFTER INSERT ON `quote_requests` BEGIN
  INSERT INTO `quote_requests_fts`(rowid, name, email, additional_info) VALUES (new.rowid, new.name, new.email, new.additional_info);
END;
--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_delete` AFTER DELETE ON `quote_requests` BEGIN
  INSERT INTO `quote_requests_fts`(`quote_requests_fts`, rowid, name, email, additional_info) VALUES ('delete', old.rowid, old.name, old.email, old.additional_info);
END;
--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_update` AFTER UPDATE OF name, email, additional_info ON `quote_requests` BEGIN
  INSERT INTO `quote_requests_fts`(`quote_requests_fts`, rowid, name, email, additional_info) VALUES ('delete', old.rowid, old.name, old.email, old.additional_info);
  INSERT INTO `quote_requests_fts`(rowid, name, email, additional_info) VALUES (new.rowid, new.name, new.email, new.additional_info);
END;
--> statement-breakpoint
INSERT INTO `quote_requests_fts`(`quote_requests_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `documents_fts` USING fts5(file_name, description, category, content='documents', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `documents_fts_insert` AFTER INSERT ON `documents` BEGIN
  INSERT INTO `documents_fts`(rowid, file_name, description, category) VALUES (new.rowid, new.file_name, new.description, new.category);
END;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_delete` AFTER DELETE ON `documents` BEGIN
  INSERT INTO `documents_fts`(`documents_fts`, rowid, file_name, description, category) VALUES ('delete', old.rowid, old.file_name, old.description, old.category);
END;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_update` AFTER UPDATE OF file_name, description, category ON `documents` BEGIN
  INSERT INTO `documents_fts`(`documents_fts`, rowid, file_name, description, category) VALUES ('delete', old.rowid, old.file_name, old.description, old.category);
  INSERT INTO `documents_fts`(rowid, file_name, description, category) VALUES (new.rowid, new.file_name, new.description, new.category);
END;
--> statement-breakpoint
INSERT INTO `documents_fts`(`documents_fts`) VALUES ('rebuild');
