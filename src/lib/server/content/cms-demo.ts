/** The role demo's data: a role's permissions from cms_permissions and a gallery of real business photos. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '#db/schema.ts';
import { businessPhotos, businesses, cmsPermissions } from '#db/schema.ts';
import type { AstroGlobal } from 'astro';
import { parseDemoRole } from '#lib/domain/permissions.ts';
import { getDb, type Database } from '../db/client.ts';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

/** Photos in the sample gallery (the gallery's skeleton shows 8). */
export const DEMO_GALLERY_SIZE = 8;

export type RolePermission = { resource: string; action: string; isAllowed: boolean };
export type RoleTally = { role: Role; allowed: number; denied: number };
export type GalleryPhoto = {
  id: number;
  url: string;
  caption: string | null;
  altText: string | null;
  business: { id: number; name: string };
};

export type RoleDemo = { permissions: RolePermission[]; tallies: RoleTally[]; gallery: GalleryPhoto[] };

/** Everything the role demo shows for one role, in one round trip. */
export async function loadRoleDemo(db: Database, role: Role): Promise<RoleDemo> {
  const [permissions, tallies, gallery] = await db.batch([
    db
      .select({ resource: cmsPermissions.resource, action: cmsPermissions.action, isAllowed: cmsPermissions.isAllowed })
      .from(cmsPermissions)
      .where(eq(cmsPermissions.role, role))
      .orderBy(asc(cmsPermissions.id)),
    db
      .select({
        role: cmsPermissions.role,
        allowed: sql<number>`sum(case when ${cmsPermissions.isAllowed} then 1 else 0 end)`.mapWith(Number),
        denied: sql<number>`sum(case when ${cmsPermissions.isAllowed} then 0 else 1 end)`.mapWith(Number),
      })
      .from(cmsPermissions)
      .groupBy(cmsPermissions.role),
    // One photo per business: the primary photos of the best-rated active businesses.
    db
      .select({
        id: businessPhotos.id,
        url: businessPhotos.url,
        caption: businessPhotos.caption,
        altText: businessPhotos.altText,
        business: { id: businesses.id, name: businesses.name },
      })
      .from(businessPhotos)
      .innerJoin(businesses, eq(businesses.id, businessPhotos.businessId))
      .where(and(eq(businessPhotos.isPrimary, true), eq(businesses.isActive, true)))
      .orderBy(sql`${businesses.rating} desc nulls last`, asc(businesses.id))
      .limit(DEMO_GALLERY_SIZE),
  ]);
  return { permissions, tallies, gallery };
}

/** The loader of /cms-demo: the role the address asks for (the first when unknown: `invalid`) and its demo. */
export async function loadCmsDemoPage(Astro: Pick<AstroGlobal, 'url'>) {
  const { role, invalid } = parseDemoRole(Astro.url.searchParams.get('role'));
  // The role's permissions, and a gallery of the best-rated businesses' photos.
  pageShows(cacheKey.permissions, cacheKey.businesses);
  return { role, invalid, demo: await loadRoleDemo(getDb(), role) };
}
