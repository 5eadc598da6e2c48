/** GET handler for a list that belongs to one business (reviews, photos, videos): 404 when the business is missing. */
import { getDb, type Database } from '../db/client.ts';
import { businessExists } from '../businesses/businesses.ts';
import { apiRoute, jsonError, publicJson, parseIdParam } from './http.ts';

export function businessContentRoute<T>(list: (db: Database, businessId: number) => Promise<T[]>) {
  return apiRoute(async ({ params }) => {
    const businessId = parseIdParam(params.id);
    const db = getDb();
    if (!(await businessExists(db, businessId))) return jsonError(404, 'Business not found');
    return publicJson(await list(db, businessId));
  });
}
