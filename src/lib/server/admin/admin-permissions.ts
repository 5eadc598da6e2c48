/**
 * The role rules as the admin edits them: cms_permissions rows, one switch per role and
 * capability. "Manage users" stays on for admins (it opens this editor), so no edit can lock every
 * admin out. A change is audited and applies at once in this process (other processes within the
 * cache's 30 seconds).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { cmsPermissions, ROLES, type Role } from '#db/schema.ts';
import { CAPABILITIES, type Capability } from '#db/seed-data/permissions.ts';
import { permissionLabel } from '#lib/domain/permissions.ts';
import type { Database } from '../db/client.ts';
import { ADMIN_REFUSALS } from '#lib/schemas/admin-tools-messages.ts';
import { HttpError } from '../http/errors.ts';
import { loadPermissions } from '../auth/permissions.ts';
import type { PermissionRow } from '#lib/views/admin-dashboard.ts';
import { auditStatement } from './audit.ts';
import { cacheKey, contentChanged } from '../http/cache-keys.ts';

/** The capability that opens the permission editor: admins always keep it. */
export const EDITOR_CAPABILITY: Capability = 'users:manage_all';
export const KEEP_EDITOR = ADMIN_REFUSALS.keepEditor;

/** Every capability with each role's switch, in checklist order. */
export async function loadPermissionRows(db: Database): Promise<PermissionRow[]> {
  const rows = await db.select().from(cmsPermissions).orderBy(asc(cmsPermissions.id));
  const allowed = new Set(rows.filter((row) => row.isAllowed).map((row) => `${row.role}|${row.resource}:${row.action}`));
  return CAPABILITIES.map(([resource, action]) => ({
    resource,
    action,
    label: permissionLabel(resource, action),
    allowed: Object.fromEntries(ROLES.map((role) => [role, allowed.has(`${role}|${resource}:${action}`)])) as PermissionRow['allowed'],
  }));
}

/** Whether a text names a known capability. */
export function isCapability(value: string): value is Capability {
  return CAPABILITIES.some(([resource, action]) => `${resource}:${action}` === value);
}

/** Allows or refuses one capability for one role. */
export async function setPermission(
  db: Database,
  actorId: number,
  input: { role: Role; capability: Capability; allowed: boolean },
): Promise<void> {
  if (input.role === 'admin' && input.capability === EDITOR_CAPABILITY && !input.allowed) throw new HttpError(409, KEEP_EDITOR);
  const [resource, action] = input.capability.split(':');
  const [current] = await db
    .select({ isAllowed: cmsPermissions.isAllowed })
    .from(cmsPermissions)
    .where(and(eq(cmsPermissions.role, input.role), eq(cmsPermissions.resource, resource), eq(cmsPermissions.action, action)));
  if (current?.isAllowed === input.allowed) return contentChanged();
  await db.batch([
    db
      .insert(cmsPermissions)
      .values({ role: input.role, resource, action, isAllowed: input.allowed })
      .onConflictDoUpdate({
        target: [cmsPermissions.role, cmsPermissions.resource, cmsPermissions.action],
        set: { isAllowed: sql`excluded.is_allowed` },
      }),
    auditStatement(db, {
      actorId,
      action: 'permission.set',
      subjectType: 'permission',
      subjectId: null,
      before: { role: input.role, capability: input.capability, allowed: current?.isAllowed ?? false },
      after: { role: input.role, capability: input.capability, allowed: input.allowed },
    }),
  ]);
  await loadPermissions(db, { force: true });
  // The role demo (/cms-demo) shows each role's permissions.
  contentChanged(cacheKey.permissions);
}
