/** The billing feature's backoffice resources; marking an EFT payment received is a route of its own (admin-payments.ts). */
export { paymentsDefinition } from './payments-resource.ts';
export { subscriptionsDefinition } from './subscriptions-resource.ts';
