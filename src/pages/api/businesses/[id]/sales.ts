/**
 * GET /api/businesses/:id/sales: the business's ticket and booking sales (per event, per service,
 * per day over the last 30 days), for its owner or an admin; JSON by default, a CSV of every sale
 * with ?format=csv (the Sales tab's Export CSV), its headers in the page's language (?lang=es or fr).
 */
import { languageParamOf } from '#lib/i18n/language-param.ts';
import { said } from '#lib/i18n/said.ts';
import { apiRoute, json, parseIdParam } from '#lib/server/api/http.ts';
import { requireBusinessOwner } from '#lib/server/auth/guards.ts';
import { businessExists } from '#lib/server/businesses/businesses.ts';
import { getDb } from '#lib/server/db/client.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { businessSales } from '#lib/server/sales/business-sales.ts';
import { salesCsv } from '#lib/server/sales/sales-csv.ts';
import * as m from '#paraglide/messages.js';

export const GET = apiRoute(async (context) => {
  const businessId = parseIdParam(context.params.id);
  requireBusinessOwner(context, businessId);
  const db = getDb();
  if (!(await businessExists(db, businessId))) throw new HttpError(404, said(m.owner_msg_business_not_found));
  const sales = await businessSales(db, businessId);
  const headers = { 'cache-control': 'private, no-store' };
  if (context.url.searchParams.get('format') === 'csv')
    return new Response(salesCsv(sales.rows, languageParamOf(context.url)), {
      headers: {
        ...headers,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="sales-${businessId}.csv"`,
      },
    });
  return json(sales.view, { headers });
});
