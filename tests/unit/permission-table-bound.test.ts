import { describe, expect, it } from 'vitest';
import { cmsPermissions } from '#db/schema.ts';
import { loadPermissions, PERMISSIONS_TTL_MS, roleCan } from '#lib/server/auth/permission-table.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('what each role may do, read by a server that did not make the change', async () => {
  const { db } = await useFreshDatabase();

  it('applies a permission another server wrote within PERMISSIONS_TTL_MS, never later', async () => {
    const readAt = Date.now();
    await loadPermissions(db, { force: true, now: readAt });
    expect(roleCan('user', 'favorites:manage_own')).toBe(true);
    // Another server's admin takes favorites away from members: a row in the shared table.
    await db.insert(cmsPermissions).values({ role: 'user', resource: 'favorites', action: 'manage_own', isAllowed: false });
    await loadPermissions(db, { now: readAt + PERMISSIONS_TTL_MS - 1 });
    expect(roleCan('user', 'favorites:manage_own')).toBe(true);
    await loadPermissions(db, { now: readAt + PERMISSIONS_TTL_MS });
    expect(roleCan('user', 'favorites:manage_own')).toBe(false);
    await db.delete(cmsPermissions);
    await loadPermissions(db, { force: true });
  });
});
