/** What integrators can subscribe to (README 'Outgoing webhooks' lists each payload). */
export const WEBHOOK_EVENT_TYPES = [
  'enquiry.created',
  'document.uploaded',
  'document_request.fulfilled',
  'subscription.activated',
  'subscription.canceled',
  'payment.completed',
  'job.created',
  'job.stage_changed',
  'job.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by the backoffice's "send a test event" to one endpoint, whatever it subscribes to. */
export const TEST_EVENT_TYPE = 'webhook.test';
