/**
 * Who sees the business dashboard (/business-dashboard, /business-owner-dashboard, and /dashboard
 * for owners): a signed-in business owner sees their linked business; an admin may open any
 * business with ?business=ID (an unknown or malformed id is Business Not Found, 404); others get
 * Access Denied (403); signed-out visitors go to sign-in with the spec's "Access Required" notice
 * and come back. ?tab= names the tab (overview by default).
 */
import type { AstroGlobal } from 'astro';
import { IdParamSchema } from '../../schemas/api-query.ts';
import { requirePageUser } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { setFlash } from '../http/flash.ts';
import { ownerTabOf, type OwnerDashboardView, type OwnerTab } from '../../views/owner-dashboard.ts';
import { loadOwnerDashboard } from './owner-dashboard.ts';

export type OwnerDashboardState = { kind: 'denied' } | { kind: 'no-business' } | { kind: 'not-found' } | { kind: 'ready'; data: OwnerDashboardView; tab: OwnerTab };

type PageContext = Pick<AstroGlobal, 'locals' | 'url' | 'redirect' | 'response' | 'cookies'>;

export const ACCESS_REQUIRED = { title: 'Access Required', description: 'Please log in to access your business dashboard.' } as const;

export async function handleOwnerDashboardPage(Astro: PageContext): Promise<Response | OwnerDashboardState> {
  const user = requirePageUser(Astro);
  if (user instanceof Response) {
    setFlash(Astro.cookies, ACCESS_REQUIRED);
    return user;
  }
  const tab = ownerTabOf(Astro.url.searchParams.get('tab'));
  if (user.role !== 'business_owner' && user.role !== 'admin') {
    Astro.response.status = 403;
    return { kind: 'denied' };
  }
  const asked = user.role === 'admin' ? Astro.url.searchParams.get('business')?.trim() || null : null;
  if (asked !== null) {
    // An admin asked for one business: it is shown, or it does not exist.
    const id = IdParamSchema.safeParse(asked);
    const data = id.success ? await loadOwnerDashboard(getDb(), id.data) : null;
    if (data) return { kind: 'ready', data, tab };
    Astro.response.status = 404;
    return { kind: 'not-found' };
  }
  const data = user.businessId ? await loadOwnerDashboard(getDb(), user.businessId) : null;
  return data ? { kind: 'ready', data, tab } : { kind: 'no-business' };
}
