/** What other modules may use of webhooks besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export {
  emitDocumentsUploaded,
  emitJobEvent,
  emitPaymentCompleted,
  emitSubscriptionEvent,
  enquiryCreatedWrites,
} from './emit.ts';
export { hasSubscribers } from './events.ts';
