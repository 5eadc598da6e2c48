/** /admin and /admin-panel: admins only (decisions), 403 Access Denied for other signed-in roles. */
import type { AstroGlobal } from 'astro';
import { requirePageUser } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { loadAdminOverview, type AdminOverview } from './admin-overview.ts';

export async function handleAdminPage(Astro: AstroGlobal): Promise<Response | AdminOverview | null> {
  const user = requirePageUser(Astro);
  if (user instanceof Response) return user;
  if (user.role !== 'admin') {
    Astro.response.status = 403;
    return null;
  }
  return loadAdminOverview(getDb());
}
