/**
 * The one Stripe client (decisions: Stripe Checkout for every payment). The real SDK over fetch,
 * so the same code runs on Node and on Workers; pointed at STRIPE_API_URL when one is set (the
 * local test checkout, a test's fake), at Stripe otherwise. Without keys it is null, and every
 * paid flow says plainly that payments are not configured.
 */
import Stripe from 'stripe';
import { getConfig, type PaymentsConfig } from '../config.ts';
import { said, textIn, type Text } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { HttpError } from '../http/errors.ts';

export { Stripe };

/** What a visitor is told where payments are not configured (production without keys); as text for the pages that show it themselves. */
export const PAYMENTS_NOT_CONFIGURED = 'Online payments are not configured on this site yet. Nothing has been charged.';

let cached: { config: PaymentsConfig; client: Stripe } | undefined;

/** The Stripe client for this deployment, or null when payments are not configured. */
export function getStripe(): Stripe | null {
  const config = getConfig().payments;
  if (!config) return null;
  if (cached?.config === config) return cached.client;
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const client = new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Harlem Guide' },
    ...(api
      ? {
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
        }
      : {}),
  });
  cached = { config, client };
  return client;
}

/** The Stripe client, or a 503 that says payments are not configured (in an area's words for it, `notConfigured`). */
export function requireStripe(notConfigured: Text = said(m.partners_payments_off)): Stripe {
  const stripe = getStripe();
  if (!stripe) throw new HttpError(503, notConfigured, { title: said(m.partners_payments_unavailable_title) });
  return stripe;
}

/** Whether checkouts go to the local test checkout ("Test payment, no money moves"). */
export function usesLocalTestCheckout(): boolean {
  return getConfig().payments?.localTestCheckout ?? false;
}

/** Whether any payment can be taken here. */
export function paymentsConfigured(): boolean {
  return getConfig().payments !== null;
}

/**
 * A failed call to Stripe as the guide answers it: Stripe's own refusals (a bad parameter) and
 * unreachable Stripe both become the payment notice with the spec's words; the cause is logged.
 */
export function paymentFailure(error: unknown, message: Text, title: Text = said(m.partners_payment_error)): HttpError {
  if (error instanceof HttpError) return error;
  console.error(`${textIn('en', title)}:`, error);
  return new HttpError(502, message, { title });
}

/** Whether Stripe said the object does not exist (another account or mode, or a restarted local test checkout). */
export function isMissingInStripe(error: unknown): boolean {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  return code === 'resource_missing' || statusCode === 404;
}
