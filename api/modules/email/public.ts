/** What other modules may use of email besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export type { EmailToQueue, Mailer } from './outbox.ts';
export { queueNewRequestEmail } from './reminders.ts';
