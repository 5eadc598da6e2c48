/**
 * POST /api/stripe/webhook: Stripe's events, verified on the raw body and applied exactly once
 * (lib/server/payments/webhook.ts). 200 for applied, duplicate and ignored events; 400 for a
 * missing, forged or stale signature (nothing changed); 503 where payments are not configured.
 * Stripe sends no Origin header, so the middleware's cross-site check lets it through.
 */
import { apiWrite, json } from '#lib/server/api/http.ts';
import { getDb } from '#lib/server/db/client.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { handleWebhook } from '#lib/server/payments/webhook.ts';

export const POST = apiWrite('named', async ({ request }) => {
  const stripe = getStripe();
  if (!stripe) return json({ received: false, message: 'Payments are not configured.' }, { status: 503 });
  const outcome = await handleWebhook(request, { db: getDb(), stripe });
  return json(outcome.body, { status: outcome.status });
});
