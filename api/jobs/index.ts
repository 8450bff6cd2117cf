import type { Config } from '../config.ts';
import { todayInSouthAfrica } from '../../domain/format.ts';
import { recomputeAll } from '../modules/compliance/recompute.ts';
import { deliverDueWebhooks } from '../modules/webhooks/deliver.ts';
import { deliverDueEmails } from '../modules/email/deliver.ts';
import type { Mailer } from '../modules/email/outbox.ts';
import { queueDueReminders } from '../modules/email/reminders.ts';
import { cleanupResumableUploads } from '../modules/resumable-uploads/cleanup.ts';
import type { MailTransport } from '../modules/email/transport.ts';
import { dailyWorkRun } from '../modules/work/public.ts';
import { deleteExpiredDataExports } from '../modules/privacy/public.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { billingRenewals } from './billing-renewals.ts';
import { housekeeping } from './housekeeping.ts';
import type { ScheduledJob } from './scheduler.ts';

const HOUR_MS = 60 * 60 * 1000;
const WEBHOOKS_EVERY_MS = 5_000;
const EMAIL_EVERY_MS = 10_000;
const REMINDERS_EVERY_MS = 15 * 60_000;

/**
 * Every piece of scheduled work the server runs, each under its lease. `JOB_INTERVAL_MS`
 * (config.jobIntervalMs) shortens every interval at once: the multi-process test uses it.
 */
export function scheduledJobs(
  config: Pick<Config, 'jobIntervalMs' | 'publicUrl' | 'webhooksAllowInsecure' | 'uploadDir'> &
    Partial<Pick<Config, 'emailIntervalMs'>>,
  appSecret: string,
  mail: { mailer: Mailer; transport: MailTransport },
  storage: FileStorage,
): ScheduledJob[] {
  const every = (ms: number) => config.jobIntervalMs ?? ms;
  const first = (ms: number) => Math.min(ms, config.jobIntervalMs ?? ms);
  return [
    { name: 'housekeeping', everyMs: every(HOUR_MS), firstAfterMs: first(30_000), run: (db) => housekeeping(db) },
    {
      name: 'billing-renewals',
      everyMs: every(HOUR_MS),
      firstAfterMs: first(45_000),
      run: (db) => billingRenewals(db),
    },
    {
      // The compliance calendar's window moves a day each day; a rule or holiday change recomputes at once.
      // Its listeners are not told: the work board's own daily run below passes over the firm instead.
      name: 'compliance-deadlines',
      everyMs: every(24 * HOUR_MS),
      firstAfterMs: first(60_000),
      run: (db) => recomputeAll(db, todayInSouthAfrica(), undefined, { tellListeners: false }).then(() => undefined),
    },
    {
      // The work board (decision 038): deadlines that entered the firm's window since yesterday, and the
      // recurring jobs whose creation day has come, become jobs.
      name: 'work-daily',
      everyMs: every(24 * HOUR_MS),
      firstAfterMs: first(75_000),
      run: (db) => dailyWorkRun(db, todayInSouthAfrica()).then(() => undefined),
    },
    {
      // Outgoing webhooks (api/modules/webhooks): due deliveries are sent within seconds.
      name: 'webhook-deliveries',
      everyMs: every(WEBHOOKS_EVERY_MS),
      firstAfterMs: first(WEBHOOKS_EVERY_MS),
      run: (db) => deliverDueWebhooks(db, appSecret, { allowInsecure: config.webhooksAllowInsecure }),
    },
    {
      // E-mail (api/modules/email): the outbox is sent within seconds; reminders go out 07:00-19:00 SAST.
      name: 'email-outbox',
      everyMs: every(config.emailIntervalMs ?? EMAIL_EVERY_MS),
      firstAfterMs: first(config.emailIntervalMs ?? EMAIL_EVERY_MS),
      run: (db) => deliverDueEmails(db, mail.transport, { uploadLinks: { appSecret, publicUrl: config.publicUrl } }),
    },
    {
      name: 'email-reminders',
      everyMs: every(REMINDERS_EVERY_MS),
      firstAfterMs: first(90_000),
      run: (db) => queueDueReminders(db, mail.mailer, { publicUrl: config.publicUrl }),
    },
    {
      // Resumable uploads left unfinished for 24 hours: their bytes on disk are deleted.
      name: 'resumable-uploads-cleanup',
      everyMs: every(HOUR_MS),
      firstAfterMs: first(75_000),
      run: () => cleanupResumableUploads(config.uploadDir).then(() => undefined),
    },
    {
      // Clients' data copies (POPIA): the ZIP is deleted once expired or downloaded.
      name: 'data-exports-cleanup',
      everyMs: every(HOUR_MS),
      firstAfterMs: first(80_000),
      run: (db) => deleteExpiredDataExports(db, storage).then(() => undefined),
    },
  ];
}
