/** Changing (or setting) the password: this session stays, every other one ends, and the owner is told. */
import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '#db/schema.ts';
import type { PasswordChangeInput } from '#lib/schemas/settings.ts';
import { hashPassword } from '../auth/password.ts';
import { invalidateUserSessions } from '../auth/session.ts';
import { getDb } from '../db/client.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { recipientLanguage } from '../mail/recipient-language.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { passwordChangedMail } from './settings-mail.ts';
import { checkCurrentPassword, type SettingsAccount, type SettingsOutcome } from './current-password.ts';

/**
 * Changes (or, for an account without one, sets) the password. The session in use stays signed
 * in; every other session of the account ends, unused reset links die, and the owner is told.
 */
export async function changePassword(
  account: SettingsAccount,
  currentSessionId: string | undefined,
  input: PasswordChangeInput,
  ip: string,
  locale: Locale = 'en',
): Promise<SettingsOutcome> {
  const checked = await checkCurrentPassword(account, input.currentPassword, ip);
  if (!checked.ok) return checked;

  const db = getDb();
  const passwordHash = await hashPassword(input.newPassword);
  const language = await recipientLanguage(account.id, locale);
  await batchWithMail(
    db,
    [
      db.update(users).set({ passwordHash }).where(eq(users.id, account.id)),
      db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, account.id), isNull(passwordResetTokens.usedAt))),
    ],
    [mailStatement(db, { to: account.email, kind: 'password_changed', ...passwordChangedMail(language, account.firstName) })],
  );
  await invalidateUserSessions(account.id, currentSessionId);
  return { ok: true };
}
