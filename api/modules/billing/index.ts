import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { requestContext } from '../../core/request-context.ts';
import { adminPaymentsModule } from './admin-payments.ts';
import {
  checkoutAnswerSchema,
  checkoutBody,
  createSubscriptionBody,
  idParams,
  paymentListSchema,
  subscriptionListSchema,
  subscriptionSchema,
  updateSubscriptionBody,
  webhookAnswerSchema,
} from './model.ts';
import { createStripe } from './stripe-client.ts';
import { createStripeWebhookHandler } from './stripe-webhooks.ts';
import { createBillingService } from './service.ts';
import { loadInvoiceData, renderTaxInvoice } from './tax-invoice.ts';

export const BILLING_TAG = {
  name: 'Billing',
  description:
    "The signed-in client's subscriptions, checkout (Stripe or manual EFT), payments and tax invoices; Stripe's webhook",
};
const tags = [BILLING_TAG.name];

/** Subscriptions, cart, checkout, payments, tax invoices and the Stripe webhook. Another client's id is a 404. */
export function billingModule(ctx: AppContext) {
  const stripe = createStripe(ctx.config);
  const {
    subscriptions: subscriptionsService,
    payments: paymentsService,
    checkout,
  } = createBillingService(ctx, stripe);
  const handleWebhook = createStripeWebhookHandler(ctx.db, stripe, ctx.config.stripeWebhookSecret);
  const firm = ctx.config.firmDetails;

  return new Elysia({ name: 'billing' })
    .use(requestContext(ctx))
    .use(adminPaymentsModule(ctx))
    .get('/api/subscriptions', ({ user }) => subscriptionsService.list(user.id), {
      auth: true,
      response: { 200: subscriptionListSchema },
      detail: { tags, summary: 'My subscriptions with their package, newest first' },
    })
    .post(
      '/api/subscriptions',
      async ({ user, body, meta, set }) => {
        const { subscription, created } = await subscriptionsService.create(user.id, body.serviceId, meta);
        set.status = created ? 201 : 200;
        return subscription;
      },
      {
        auth: true,
        body: createSubscriptionBody,
        response: { 200: subscriptionSchema, 201: subscriptionSchema },
        detail: {
          ...routeFacts({ 'x-errors': [404, 409] }),
          tags,
          summary: 'Choose a package: a pending subscription (the pending one for that package if there is one)',
        },
      },
    )
    .get('/api/cart', ({ user }) => subscriptionsService.list(user.id, 'pending'), {
      auth: true,
      response: { 200: subscriptionListSchema },
      detail: { tags, summary: 'My pending subscriptions, awaiting payment' },
    })
    .patch(
      '/api/subscriptions/:id',
      ({ user, params, body, meta }) => subscriptionsService.setAutoRenew(user.id, params.id, body.autoRenew, meta),
      {
        auth: true,
        params: idParams,
        body: updateSubscriptionBody,
        response: { 200: subscriptionSchema },
        detail: { tags, summary: 'Turn auto-renew on or off (active subscriptions only; 409 otherwise)' },
      },
    )
    .post(
      '/api/subscriptions/:id/cancel',
      ({ user, params, meta }) => subscriptionsService.cancel(user.id, params.id, meta),
      {
        auth: true,
        params: idParams,
        response: { 200: subscriptionSchema },
        detail: {
          ...routeFacts({ 'x-errors': [409] }),
          tags,
          summary: 'Cancel an active subscription; access lasts until the end of the billing period',
        },
      },
    )
    .post('/api/checkout', ({ user, body, meta }) => checkout.start(user.id, body.subscriptionId, meta), {
      auth: true,
      body: checkoutBody,
      response: { 200: checkoutAnswerSchema },
      detail: {
        ...routeFacts({ 'x-errors': [404, 409] }),
        tags,
        summary: 'Pay for a pending subscription: a Stripe Checkout URL, or EFT instructions without Stripe',
      },
    })
    .get('/api/payments', ({ user }) => paymentsService.list(user.id), {
      auth: true,
      response: { 200: paymentListSchema },
      detail: { tags, summary: 'My payments with their subscription and package, newest first' },
    })
    .get(
      '/api/payments/:id/invoice',
      async ({ user, params }) => {
        const invoice = await loadInvoiceData(ctx.db, user.id, params.id);
        const pdf = await renderTaxInvoice(firm, invoice);
        return new Response(pdf, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${invoice.number}.pdf"`,
            'cache-control': 'private, no-store',
          },
        });
      },
      {
        auth: true,
        params: idParams,
        detail: {
          ...routeFacts({ 'x-errors': [409] }),
          tags,
          summary: 'The tax invoice (PDF) for one of my completed payments',
          responses: {
            200: {
              description: 'A PDF tax invoice',
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
          },
        },
      },
    )
    .post(
      '/api/webhooks/stripe',
      ({ body, request }) =>
        handleWebhook(typeof body === 'string' ? body : '', request.headers.get('stripe-signature')),
      {
        parse: 'text',
        response: { 200: webhookAnswerSchema },
        detail: {
          ...routeFacts({ 'x-errors': [400, 403] }),
          tags,
          summary: "Stripe's events (signed); each event is applied once",
        },
      },
    );
}
