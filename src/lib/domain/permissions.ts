/**
 * The roles as people read them: their names and what each is for (the role demo), and how the
 * role demo reads cms_permissions rows: a visitor's choice of role from the query string, and a
 * readable label and group for each (resource, action) pair.
 */
import { ROLES, type Role } from '#db/schema.ts';

/** The roles, in the demo's order. */
export const DEMO_ROLES = ROLES;

export const ROLE_LABELS: Record<Role, { name: string; summary: string }> = {
  admin: { name: 'Admin', summary: 'Runs the guide: every business, photo, payment, account and report.' },
  business_owner: { name: 'Business Owner', summary: 'Runs one listing: its details, photos, payments, upgrades and basic analytics.' },
  user: { name: 'Community Member', summary: 'Explores Harlem: browses, saves favorites, reviews and registers for events.' },
};

/** The role asked for (?role=), the first role when none is given; unknown text is reported. */
export function parseDemoRole(raw: string | null): { role: Role; invalid: string | null } {
  const text = (raw ?? '').trim();
  const role = ROLES.find((item) => item === text.toLowerCase());
  if (role) return { role, invalid: null };
  return { role: ROLES[0], invalid: text === '' ? null : text.slice(0, 40) };
}

const LABELS: Record<string, string> = {
  'businesses:view': 'View businesses',
  'favorites:manage_own': 'Save favorite places',
  'reviews:create': 'Leave reviews',
  'events:register': 'Register for events',
  'membership:subscribe': 'Subscribe to premium membership',
  'businesses:manage_own': 'Manage own business',
  'photos:manage_own': 'Manage own photos',
  'payments:view_own': 'View own payments',
  'listing:upgrade': 'Upgrade account (premium listing)',
  'analytics:view_basic': 'Basic analytics',
  'businesses:manage_all': 'Manage all businesses',
  'photos:manage_all': 'Manage all photos',
  'payments:manage_all': 'Manage all payments',
  'users:manage_all': 'Manage users',
  'analytics:manage_all': 'Full analytics',
  'tours:manage_all': 'Manage walking tours',
};

/** "Manage all businesses" for (businesses, manage_all); rows added later read "Export reports" and the like. */
export function permissionLabel(resource: string, action: string): string {
  const known = LABELS[`${resource}:${action}`];
  if (known) return known;
  const words = `${action.replace(/_/g, ' ')} ${resource.replace(/_/g, ' ')}`.trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const PERMISSION_GROUPS = ['Everyday use', 'Running a business', 'Administration'] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

/** Which part of the checklist a permission belongs to. */
export function permissionGroup(resource: string, action: string): PermissionGroup {
  if (action === 'manage_all' || resource === 'users') return 'Administration';
  if (['favorites', 'reviews', 'events', 'membership'].includes(resource) || action === 'view') return 'Everyday use';
  return 'Running a business';
}

export type PermissionItem = { resource: string; action: string; isAllowed: boolean; label: string };

/** A role's permissions grouped for the checklist, in the given order within each group; empty groups left out. */
export function groupPermissions(
  rows: readonly { resource: string; action: string; isAllowed: boolean }[],
): { group: PermissionGroup; items: PermissionItem[] }[] {
  return PERMISSION_GROUPS.map((group) => ({
    group,
    items: rows
      .filter((row) => permissionGroup(row.resource, row.action) === group)
      .map((row) => ({ ...row, label: permissionLabel(row.resource, row.action) })),
  })).filter((entry) => entry.items.length > 0);
}
