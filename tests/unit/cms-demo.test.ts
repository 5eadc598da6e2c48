import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { ROLES } from '#db/schema.ts';
import { ROLE_LABELS } from '#lib/domain/permissions.ts';
import { roleNameIn } from '#lib/i18n/localized/moderation.ts';
import { moderation_cms_gallery_intro } from '#paraglide/messages.js';
import { groupPermissions, parseDemoRole, permissionLabel } from '#lib/domain/permissions.ts';
import { loadRoleDemo } from '#lib/server/content/cms-demo.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

describe('reading roles and permissions for the role demo', () => {
  it('takes a known role, else the first one, reporting unknown text', () => {
    expect(parseDemoRole(null)).toEqual({ role: 'admin', invalid: null });
    expect(parseDemoRole('USER')).toEqual({ role: 'user', invalid: null });
    expect(parseDemoRole('business_owner')).toEqual({ role: 'business_owner', invalid: null });
    expect(parseDemoRole('root')).toEqual({ role: 'admin', invalid: 'root' });
  });

  it('introduces the gallery with the right article for every role, in every language', () => {
    const intro = (locale: 'en' | 'es' | 'fr', role: (typeof ROLES)[number]) =>
      moderation_cms_gallery_intro({ name: roleNameIn(locale, role, ROLE_LABELS[role].name), role }, { locale });
    expect(ROLES.map((role) => intro('en', role))).toEqual([
      'Photos from businesses in the guide. As an Admin, on each photo you:',
      'Photos from businesses in the guide. As a Business Owner, on each photo you:',
      'Photos from businesses in the guide. As a Community Member, on each photo you:',
    ]);
    for (const locale of ['es', 'fr'] as const)
      for (const role of ROLES) expect(intro(locale, role)).not.toMatch(/\b(un|una|une) (Admin|Administra)/i);
    expect(intro('es', 'admin')).toMatch(/^Fotos de negocios de la guía\. Con el rol \S/);
  });

  it('labels known permissions in words and later ones from their names', () => {
    expect(permissionLabel('businesses', 'manage_all')).toBe('Manage all businesses');
    expect(permissionLabel('listing', 'upgrade')).toBe('Upgrade account (premium listing)');
    expect(permissionLabel('reports', 'export_all')).toBe('Export all reports');
  });

  it('groups a checklist into everyday use, running a business and administration', () => {
    const groups = groupPermissions([
      { resource: 'users', action: 'manage_all', isAllowed: false },
      { resource: 'events', action: 'register', isAllowed: true },
      { resource: 'photos', action: 'manage_own', isAllowed: true },
    ]);
    expect(groups.map((entry) => [entry.group, entry.items.map((item) => `${item.label}: ${item.isAllowed}`)])).toEqual([
      ['Everyday use', ['Register for events: true']],
      ['Running a business', ['Manage own photos: true']],
      ['Administration', ['Manage users: false']],
    ]);
  });
});

describe('loading the role demo', async () => {
  const { db } = await useFreshDatabase({ seed: true });

  it("reads a role's seeded permissions, the tallies of every role and eight photos, in one round trip", async () => {
    let demo: Awaited<ReturnType<typeof loadRoleDemo>> | undefined;
    expect(
      await countRoundTrips(async () => {
        demo = await loadRoleDemo(db, 'user');
      }),
    ).toBe(1);
    const allowed = demo!.permissions.filter((row) => row.isAllowed).map((row) => permissionLabel(row.resource, row.action));
    expect(allowed).toEqual([
      'View businesses',
      'Save favorite places',
      'Leave reviews',
      'Register for events',
      'Subscribe to premium membership',
    ]);
    expect(demo!.permissions.some((row) => !row.isAllowed)).toBe(true);
    const tally = Object.fromEntries(demo!.tallies.map((row) => [row.role, row]));
    for (const role of ['admin', 'business_owner', 'user']) expect(tally[role].allowed + tally[role].denied).toBe(demo!.permissions.length);
    expect(tally.admin.allowed).toBeGreaterThan(tally.business_owner.allowed);
    expect(tally.business_owner.allowed).toBeGreaterThan(tally.user.allowed);
    // The seed has no photos (galleries show only what owners add): the demo's gallery is empty.
    expect(demo!.gallery).toEqual([]);
  });

  it("shows eight owners' primary photos, one per business", async () => {
    const active = await db
      .select({ id: schema.businesses.id })
      .from(schema.businesses)
      .where(eq(schema.businesses.isActive, true))
      .limit(9);
    await db
      .insert(schema.businessPhotos)
      .values([
        ...active.map(({ id }) => ({ businessId: id, url: `/files/photos/${id}/primary.webp`, isPrimary: true })),
        { businessId: active[0].id, url: `/files/photos/${active[0].id}/second.webp`, isPrimary: false },
      ]);
    const demo = await loadRoleDemo(db, 'user');
    expect(demo.gallery).toHaveLength(8);
    expect(new Set(demo.gallery.map((photo) => photo.business.id)).size).toBe(8);
    for (const photo of demo.gallery) expect(photo.url).toMatch(/^\/files\/photos\/\d+\/primary\.webp$/);
  });
});
