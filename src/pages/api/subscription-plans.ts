/** GET /api/subscription-plans: the member and business plans on offer (spec 02 section 7), prices from the plans table. */
import { apiRoute, publicJson } from '#lib/server/api/http.ts';
import { getDb } from '#lib/server/db/client.ts';
import { activeSubscriptionPlans, toPlanView } from '#lib/server/membership/plans.ts';

export const GET = apiRoute(async () => publicJson((await activeSubscriptionPlans(getDb())).map(toPlanView)));
