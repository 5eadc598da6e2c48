/**
 * GET /api/subscription-plans: the member and business plans on offer (spec 02 section 7), prices from
 * the plans table; member plans' features worded from their benefit columns in the asked language.
 */
import { apiRoute, json, PUBLIC_READ_CACHE } from '#lib/server/api/http.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';
import { getDb } from '#lib/server/db/client.ts';
import { activeSubscriptionPlans, toPlanView } from '#lib/server/membership/plans.ts';

export const GET = apiRoute(async ({ request, url }) => {
  const locale = apiLocaleOf(request, url);
  // The features' language follows Accept-Language: caches keep one answer per language.
  return json(
    (await activeSubscriptionPlans(getDb())).map((plan) => toPlanView(plan, locale)),
    { headers: { 'cache-control': PUBLIC_READ_CACHE, vary: 'accept-language' } },
  );
});
