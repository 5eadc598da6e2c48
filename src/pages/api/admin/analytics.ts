/**
 * GET /api/admin/analytics?period=day|week|month (day when left out): the Analytics tab's figures,
 * the same view /admin?tab=analytics draws: sign-ups, registrations, favorites, donations, revenue
 * and page views per bucket, busiest boards and categories, most viewed pages. 401 signed out,
 * 403 unless the role holds analytics:manage_all (admins), 400 for another period.
 */
import { apiRoute, json, parseQuery } from '#lib/server/api/http.ts';
import { requireCapability } from '#lib/server/auth/permissions.ts';
import { loadAdminAnalytics } from '#lib/server/analytics/analytics.ts';
import { getDb } from '#lib/server/db/client.ts';
import { AnalyticsQuerySchema } from '#lib/schemas/analytics.ts';

export const GET = apiRoute(async (context) => {
  requireCapability(context, 'analytics:manage_all');
  const { period } = parseQuery(context.url, AnalyticsQuerySchema);
  return json(await loadAdminAnalytics(getDb(), { period }), { headers: { 'cache-control': 'private, no-store' } });
});
