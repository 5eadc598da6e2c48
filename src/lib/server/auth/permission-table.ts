/**
 * What each role may do, read from cms_permissions (the table the admin edits and /cms-demo
 * shows), kept in memory and re-read at most every PERMISSIONS_TTL_MS, or at once after an edit in
 * this process. Guards stay synchronous: the middleware makes sure the table is loaded before a
 * signed-in request runs. Ownership (which business is yours) is still checked in code.
 */
import { cmsPermissions, type Role } from '#db/schema.ts';
import { CMS_PERMISSIONS, type Capability } from '#db/seed-data/permissions.ts';
import type { Database } from '../db/client.ts';

export type { Capability };

/** How long a read of the table is trusted; another server process's edit shows within this time. */
export const PERMISSIONS_TTL_MS = 30_000;

type Table = Map<Role, Set<string>>;

type Row = { role: Role; resource: string; action: string; isAllowed: boolean };

/** The seeded defaults, overridden by every row the table holds (a capability without a row keeps its default). */
const tableOf = (rows: readonly Row[]): Table => {
  const table: Table = new Map();
  for (const row of [...CMS_PERMISSIONS, ...rows]) {
    if (!table.has(row.role)) table.set(row.role, new Set());
    const allowed = table.get(row.role)!;
    if (row.isAllowed) allowed.add(`${row.resource}:${row.action}`);
    else allowed.delete(`${row.resource}:${row.action}`);
  }
  return table;
};

// Until the table is read (a script, a unit test without the middleware), the seeded defaults apply.
let cached: { table: Table; readAt: number } = { table: tableOf(CMS_PERMISSIONS), readAt: 0 };

/** Reads cms_permissions again when the cached copy is older than the TTL (or `force`). */
export async function loadPermissions(db: Database, { force = false, now = Date.now() } = {}): Promise<void> {
  if (!force && now - cached.readAt < PERMISSIONS_TTL_MS) return;
  const rows = await db
    .select({
      role: cmsPermissions.role,
      resource: cmsPermissions.resource,
      action: cmsPermissions.action,
      isAllowed: cmsPermissions.isAllowed,
    })
    .from(cmsPermissions);
  cached = { table: tableOf(rows), readAt: now };
}

/** Whether a role may do something, by the cached table. */
export function roleCan(role: Role, capability: Capability): boolean {
  return cached.table.get(role)?.has(capability) ?? false;
}
