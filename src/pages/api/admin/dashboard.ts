/**
 * GET /api/admin/dashboard?tab=...: the admin dashboard's live figures and the chosen tab's page
 * (the same view /admin draws), read with the tab's query (search, filters, page). 401 signed
 * out, 403 for other roles and for a tab the admin role may not open (cms_permissions). ?lang=es or
 * fr words what the server writes (a series' rule) in the language of the page that asks.
 */
import { languageParamOf } from '#lib/i18n/language-param.ts';
import { apiRoute, json } from '#lib/server/api/http.ts';
import { requireRole } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { loadAdminDashboard } from '#lib/server/admin/admin-dashboard.ts';

export const GET = apiRoute(async (context) => {
  const user = requireRole(context, 'admin');
  const view = await loadAdminDashboard(getDb(), user, context.url.searchParams, undefined, languageParamOf(context.url));
  return json(view, { headers: { 'cache-control': 'private, no-store' } });
});
