import { getDb } from '../../../lib/server/db/client.ts';
import { apiRoute, publicJson, parseQuery } from '../../../lib/server/api/http.ts';
import { BusinessListQuerySchema } from '../../../lib/schemas/api-query.ts';
import { listBusinesses } from '../../../lib/server/businesses/businesses.ts';

export const GET = apiRoute(async ({ url }) => publicJson(await listBusinesses(getDb(), parseQuery(url, BusinessListQuerySchema))));
