/**
 * GET /api/admin/analytics?period=day|week|month: the Analytics tab's figures (sign-ups,
 * registrations, favorites, donations, revenue and page views per bucket; busiest boards and
 * categories; most viewed pages). Admins whose role holds analytics:manage_all.
 */
import { apiRoute, json, jsonError } from '../../../lib/server/api/http.ts';
import { requireRole } from '../../../lib/server/auth/guards.ts';
import { requireCapability } from '../../../lib/server/auth/permissions.ts';
import { loadAdminAnalytics } from '../../../lib/server/analytics/analytics.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '../../../lib/domain/analytics-buckets.ts';

export const GET = apiRoute(async (context) => {
  requireRole(context, 'admin');
  requireCapability(context, 'analytics:manage_all');
  const period = context.url.searchParams.get('period') ?? 'day';
  if (!(ANALYTICS_PERIODS as readonly string[]).includes(period)) return jsonError(400, 'Choose a period: day, week or month.');
  return json(await loadAdminAnalytics(getDb(), { period: period as AnalyticsPeriod }), { headers: { 'cache-control': 'private, no-store' } });
});
