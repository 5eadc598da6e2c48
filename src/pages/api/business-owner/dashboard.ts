/**
 * GET /api/business-owner/dashboard: the business dashboard's live data for the signed-in owner's
 * business (an admin names one with ?business=ID), the same view the page draws: summary, listing,
 * events with registrations, payments, reviews, messages, photos and videos. 401 signed out, 403
 * for members and for another owner's business, 404 when there is none. ?lang=es or fr words what
 * the server writes (a series' rule) in the language of the page that asks (decision 024).
 */
import { languageParamOf } from '#lib/i18n/language-param.ts';
import { apiRoute, json, parseIdParam } from '#lib/server/api/http.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import * as m from '#paraglide/messages.js';
import { said } from '#lib/i18n/said.ts';
import { requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { loadOwnerDashboard } from '#lib/server/dashboards/owner-dashboard.ts';

export const GET = apiRoute(async (context) => {
  const user = requireRole(context, ['business_owner', 'admin']);
  const asked = context.url.searchParams.get('business');
  const businessId = asked !== null ? parseIdParam(asked, 'business') : user.businessId;
  if (businessId === null) throw new HttpError(404, said(m.server_no_business));
  requireBusinessOwner(context, businessId);
  const data = await loadOwnerDashboard(getDb(), businessId, undefined, languageParamOf(context.url));
  if (!data) throw new HttpError(404, said(m.media_error_business_not_found));
  return json(data, { headers: { 'cache-control': 'private, no-store' } });
});
