/** GET /api/businesses: active businesses in directory order, one page (limit, offset; Link rel="next"). */
import { getDb } from '#lib/server/db/client.ts';
import { apiRoute, parseQuery } from '#lib/server/api/http.ts';
import { pagedJson, rowsToRead } from '#lib/server/api/paged-list.ts';
import { BusinessListQuerySchema } from '#lib/schemas/api-query.ts';
import { listBusinesses } from '#lib/server/businesses/businesses.ts';

export const GET = apiRoute(async ({ url }) => {
  const { limit, offset, ...filters } = parseQuery(url, BusinessListQuerySchema);
  return pagedJson(url, await listBusinesses(getDb(), { ...filters, ...rowsToRead({ limit, offset }) }), { limit, offset });
});
