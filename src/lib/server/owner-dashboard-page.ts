/**
 * Who sees the business dashboard (/business-dashboard and /business-owner-dashboard): a signed-in
 * business owner sees their linked business; an admin may open any business with ?business=ID;
 * others get Access Denied (403); signed-out visitors go to sign-in and come back.
 */
import type { AstroGlobal } from 'astro';
import { IdParamSchema } from '../schemas/api-query.ts';
import { requirePageUser } from './auth/guards.ts';
import { getDb } from './db/client.ts';
import { loadOwnerDashboard, type OwnerDashboard } from './queries/owner-dashboard.ts';

export type OwnerDashboardState = { kind: 'denied' } | { kind: 'no-business' } | { kind: 'ready'; data: OwnerDashboard };

export async function handleOwnerDashboardPage(Astro: AstroGlobal): Promise<Response | OwnerDashboardState> {
  const user = requirePageUser(Astro);
  if (user instanceof Response) return user;
  if (user.role !== 'business_owner' && user.role !== 'admin') {
    Astro.response.status = 403;
    return { kind: 'denied' };
  }
  const requested = user.role === 'admin' ? IdParamSchema.safeParse(Astro.url.searchParams.get('business') ?? '') : null;
  const businessId = requested?.success ? requested.data : user.businessId;
  const data = businessId ? await loadOwnerDashboard(getDb(), businessId) : null;
  return data ? { kind: 'ready', data } : { kind: 'no-business' };
}
