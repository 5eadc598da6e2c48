/** Deleting an account, with what it owns; records of payments stay, unlinked; the last admin stays. */
import { and, count, eq, ne } from 'drizzle-orm';
import { users } from '../../../../db/schema.ts';
import { SETTINGS_MESSAGES, type DeleteAccountInput } from '../../schemas/settings.ts';
import { getDb } from '../db/client.ts';
import { checkCurrentPassword, refuse, type SettingsAccount, type SettingsOutcome } from './current-password.ts';

/**
 * Deletes the account. Favorites, registrations, reviews, messages and sessions go with it (the
 * schema cascades); payments, donations and tickets stay, with the account link removed (set
 * null). The last admin cannot delete their account.
 */
export async function deleteAccount(account: SettingsAccount, input: DeleteAccountInput, ip: string): Promise<SettingsOutcome> {
  const checked = await checkCurrentPassword(account, input.currentPassword, ip);
  if (!checked.ok) return checked;

  const db = getDb();
  if (account.role === 'admin') {
    const [{ others }] = await db
      .select({ others: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), ne(users.id, account.id)));
    if (others === 0) return refuse({ form: SETTINGS_MESSAGES.lastAdmin });
  }
  await db.delete(users).where(eq(users.id, account.id));
  return { ok: true };
}
