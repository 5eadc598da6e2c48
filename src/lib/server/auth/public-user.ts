/** What the API tells the browser about the signed-in account (spec 02, section 3, User). */
import type { SessionUser } from './session.ts';

export function publicUser(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isPremium: user.isPremium,
    businessId: user.businessId,
  };
}
