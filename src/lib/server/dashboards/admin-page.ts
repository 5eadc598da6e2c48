/** /admin (and /dashboard for admins): admins only (decisions), 403 Access Denied for other signed-in roles. */
import type { AstroGlobal } from 'astro';
import { PageDenied, requirePageRole } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { loadAdminDashboard } from '../admin/admin-dashboard.ts';
import type { AdminDashboardView } from '#lib/views/admin-dashboard.ts';

export async function handleAdminPage(Astro: AstroGlobal): Promise<Response | AdminDashboardView | PageDenied> {
  const user = requirePageRole(Astro, 'admin');
  if (user instanceof Response || user instanceof PageDenied) return user;
  try {
    return await loadAdminDashboard(getDb(), user, Astro.url.searchParams, undefined, Astro.locals.locale);
  } catch (error) {
    // A tab the admin role has been refused in the permissions.
    if (error instanceof HttpError && error.status === 403) {
      Astro.response.status = 403;
      return new PageDenied('Admin access required');
    }
    throw error;
  }
}
