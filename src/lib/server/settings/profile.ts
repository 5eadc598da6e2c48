/** The account's first and last name (an empty last name is stored as none). */
import { eq } from 'drizzle-orm';
import { users } from '#db/schema.ts';
import type { ProfileInput } from '#lib/schemas/settings.ts';
import { getDb } from '../db/client.ts';
import type { SettingsAccount, SettingsOutcome } from './current-password.ts';

export async function updateProfile(account: SettingsAccount, input: ProfileInput): Promise<SettingsOutcome> {
  await getDb()
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName || null })
    .where(eq(users.id, account.id));
  return { ok: true };
}
