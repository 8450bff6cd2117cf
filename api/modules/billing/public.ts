/** What other modules may use of billing besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export { cancelStripeSubscriptions, liveStripeSubscriptionIds } from './stripe-account-deletion.ts';
export { onPaymentCompleted } from './hooks.ts';
