/**
 * What every settings change shares: the account it acts on, its outcome, and the check of the
 * current password. A wrong password counts as a failed sign-in (same keys and limit), so the
 * settings cannot be used to guess passwords.
 */
import { eq } from 'drizzle-orm';
import { users } from '#db/schema.ts';
import { SETTINGS_MESSAGES } from '#lib/schemas/settings-messages.ts';
import { verifyPassword } from '../auth/password.ts';
import { getDb } from '../db/client.ts';
import { claimAttempts, clearHits, LIMITS, loginKeys, releaseAttempt } from '../security/rate-limit.ts';
import type { Text } from '#lib/i18n/said.ts';

/** The signed-in account the settings act on (a SessionUser fits). */
export type SettingsAccount = {
  id: number;
  email: string;
  firstName: string | null;
  role: 'admin' | 'business_owner' | 'user';
  hasPassword: boolean;
};

/** Done, or refused with a message per field (`form` for the whole form). */
export type SettingsOutcome = { ok: true } | { ok: false; status: 400 | 429; errors: Record<string, Text> };

export const refuse = (errors: Record<string, Text>, status: 400 | 429 = 400): SettingsOutcome => ({ ok: false, status, errors });

/** Checks the current password of an account that has one (accounts that only use external sign-in have none to give). */
export async function checkCurrentPassword(account: SettingsAccount, password: string, ip: string): Promise<SettingsOutcome> {
  if (!account.hasPassword) return { ok: true };
  if (!password) return refuse({ currentPassword: SETTINGS_MESSAGES.currentRequired });
  const keys = loginKeys(account.email, ip);
  const claimed = await claimAttempts([
    { key: keys[0], limit: LIMITS.loginAddress },
    { key: keys[1], limit: LIMITS.login },
  ]);
  if (!claimed) return refuse({ form: SETTINGS_MESSAGES.tooMany }, 429);
  const [row] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, account.id));
  if (!row?.passwordHash || !(await verifyPassword(password, row.passwordHash)))
    return refuse({ currentPassword: SETTINGS_MESSAGES.wrongPassword });
  await releaseAttempt(claimed);
  await clearHits(keys[1]);
  return { ok: true };
}
