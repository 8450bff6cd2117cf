import Stripe from 'stripe';
import type { Config } from '../../config.ts';

/**
 * The Stripe SDK for this deployment, or null for manual (EFT) billing.
 * STRIPE_API_BASE (e.g. http://127.0.0.1:12111) points the SDK at another
 * server: stripe-mock locally, the fake server the tests start.
 */
export function createStripe(config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>): Stripe | null {
  const apiBase = config.stripeApiBase;
  if (!config.stripeSecretKey) return null;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
  if (apiBase) {
    const url = new URL(apiBase);
    options.host = url.hostname;
    options.port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    options.protocol = url.protocol === 'https:' ? 'https' : 'http';
    options.maxNetworkRetries = 0;
  }
  return new Stripe(config.stripeSecretKey, options);
}
