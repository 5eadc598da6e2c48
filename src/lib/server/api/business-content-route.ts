/** GET handler for a list that belongs to one business (reviews, photos, videos): 404 when the business is missing. */
import { getDb, type Database } from '../db/client.ts';
import { businessExists } from '../businesses/businesses.ts';
import { apiRoute, publicJson, parseIdParam } from './http.ts';
import { HttpError } from '../http/errors.ts';
import * as m from '#paraglide/messages.js';
import { said } from '#lib/i18n/said.ts';

export function businessContentRoute<T>(list: (db: Database, businessId: number) => Promise<T[]>) {
  return apiRoute(async ({ params }) => {
    const businessId = parseIdParam(params.id);
    const db = getDb();
    if (!(await businessExists(db, businessId))) throw new HttpError(404, said(m.media_error_business_not_found));
    return publicJson(await list(db, businessId));
  });
}
