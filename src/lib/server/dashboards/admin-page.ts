/** /admin (and /dashboard for admins): admins only (decisions), 403 Access Denied for other signed-in roles. */
import type { AstroGlobal } from 'astro';
import { requirePageUser } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { loadAdminDashboard } from '../admin/admin-dashboard.ts';
import type { AdminDashboardView } from '#lib/views/admin-dashboard.ts';

export async function handleAdminPage(Astro: AstroGlobal): Promise<Response | AdminDashboardView | null> {
  const user = requirePageUser(Astro);
  if (user instanceof Response) return user;
  if (user.role !== 'admin') {
    Astro.response.status = 403;
    return null;
  }
  try {
    return await loadAdminDashboard(getDb(), user, Astro.url.searchParams, undefined, Astro.locals.locale);
  } catch (error) {
    // A tab the admin role has been refused in the permissions.
    if (error instanceof HttpError && error.status === 403) {
      Astro.response.status = 403;
      return null;
    }
    throw error;
  }
}
