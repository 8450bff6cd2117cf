ALTER TABLE `email_outbox` ADD `link_token_id` text;--> statement-breakpoint
-- Account e-mails written before links were filled in at sending carry a working link in their text: it goes (decision 031).
-- One not yet sent is not sent without it: the person asks again (a reset, 'Resend'), or staff resend the invitation.
UPDATE `email_outbox` SET
	`text` = 'The text of this e-mail was removed: it held an account link.',
	`html` = '<p>The text of this e-mail was removed: it held an account link.</p>',
	`status` = CASE WHEN `status` IN ('queued', 'failed') THEN 'skipped' ELSE `status` END,
	`status_reason` = CASE WHEN `status` IN ('queued', 'failed') THEN 'Not sent: its link was removed; ask for a new one' ELSE `status_reason` END
	WHERE `kind` IN ('password_reset', 'email_verify', 'email_change_confirm', 'invitation');
