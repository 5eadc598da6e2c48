/**
 * Who sees the business dashboard (/business-dashboard and /business-owner-dashboard): a signed-in
 * business owner sees their linked business; an admin may open any business with ?business=ID
 * (an unknown or malformed id is Business Not Found, 404); others get Access Denied (403);
 * signed-out visitors go to sign-in and come back.
 */
import type { AstroGlobal } from 'astro';
import { IdParamSchema } from '../../schemas/api-query.ts';
import { requirePageUser } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { loadOwnerDashboard, type OwnerDashboard } from './owner-dashboard.ts';

export type OwnerDashboardState = { kind: 'denied' } | { kind: 'no-business' } | { kind: 'not-found' } | { kind: 'ready'; data: OwnerDashboard };

type PageContext = Pick<AstroGlobal, 'locals' | 'url' | 'redirect' | 'response'>;

export async function handleOwnerDashboardPage(Astro: PageContext): Promise<Response | OwnerDashboardState> {
  const user = requirePageUser(Astro);
  if (user instanceof Response) return user;
  if (user.role !== 'business_owner' && user.role !== 'admin') {
    Astro.response.status = 403;
    return { kind: 'denied' };
  }
  const asked = user.role === 'admin' ? Astro.url.searchParams.get('business')?.trim() || null : null;
  if (asked !== null) {
    // An admin asked for one business: it is shown, or it does not exist.
    const id = IdParamSchema.safeParse(asked);
    const data = id.success ? await loadOwnerDashboard(getDb(), id.data) : null;
    if (data) return { kind: 'ready', data };
    Astro.response.status = 404;
    return { kind: 'not-found' };
  }
  const data = user.businessId ? await loadOwnerDashboard(getDb(), user.businessId) : null;
  return data ? { kind: 'ready', data } : { kind: 'no-business' };
}
