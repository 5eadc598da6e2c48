/** GET /api/businesses/:id/payouts: the business's Stripe balance and latest payouts, for its owner (or an admin). */
import { apiRoute, json, parseIdParam } from '#lib/server/api/http.ts';
import { requireBusinessOwner } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { requireStripe } from '#lib/server/payments/stripe.ts';
import { payoutsOf } from '#lib/server/payouts/payouts.ts';

export const GET = apiRoute(async (context) => {
  const businessId = parseIdParam(context.params.id);
  requireBusinessOwner(context, businessId);
  return json(await payoutsOf(getDb(), requireStripe(), businessId));
});
