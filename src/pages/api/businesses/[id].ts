import { getDb } from '../../../lib/server/db/client.ts';
import { apiRoute, jsonError, publicJson, parseIdParam } from '../../../lib/server/api/http.ts';
import { getBusiness } from '../../../lib/server/businesses/businesses.ts';

export const GET = apiRoute(async ({ params }) => {
  const business = await getBusiness(getDb(), parseIdParam(params.id));
  return business ? publicJson(business) : jsonError(404, 'Business not found');
});
