/** The account's first and last name (an empty last name is stored as none). */
import { cacheKey, contentChanged } from '../http/cache-keys.ts';
import { eq } from 'drizzle-orm';
import { businessReviews, users } from '#db/schema.ts';
import type { ProfileInput } from '#lib/schemas/settings.ts';
import { getDb } from '../db/client.ts';
import type { SettingsAccount, SettingsOutcome } from './current-password.ts';

export async function updateProfile(account: SettingsAccount, input: ProfileInput): Promise<SettingsOutcome> {
  await getDb()
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName || null })
    .where(eq(users.id, account.id));
  // The name signs the account's reviews, on the pages of the businesses reviewed.
  const reviewed = await getDb()
    .select({ id: businessReviews.businessId })
    .from(businessReviews)
    .where(eq(businessReviews.userId, account.id));
  contentChanged(...reviewed.map((row) => cacheKey.business(row.id)));
  return { ok: true };
}
