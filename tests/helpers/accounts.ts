/** Accounts stored in the test database, as the middleware would put them in locals. */
import type { Database } from '#lib/server/db/client.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { createUser } from '../factories/index.ts';

export async function storeAccount(
  db: Database,
  role: SessionUser['role'],
  options: { businessId?: number | null; isPremium?: boolean } = {},
): Promise<SessionUser> {
  const businessId = options.businessId ?? null;
  const isPremium = options.isPremium ?? false;
  const user = await createUser(db, { role, businessId, isPremium });
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: null,
    role,
    isPremium,
    businessId,
    hasPassword: true,
    favoriteCount: 0,
  };
}
