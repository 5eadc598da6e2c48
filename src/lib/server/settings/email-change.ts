/** Changing the sign-in email: refused when another account has it; the old address is told. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '#db/schema.ts';
import { SETTINGS_MESSAGES, type EmailChangeInput } from '#lib/schemas/settings.ts';
import { getDb } from '../db/client.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { recipientLanguage } from '../mail/recipient-language.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { emailChangedMail } from './settings-mail.ts';
import { checkCurrentPassword, refuse, type SettingsAccount, type SettingsOutcome } from './current-password.ts';

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (/UNIQUE constraint failed/i.test(String((current as { message?: unknown }).message ?? ''))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Changes the sign-in email (stored normalised). Refused when another account has it. The new
 * address is unverified; unused password reset links (sent to the old one) die; the old address
 * is told of the change.
 */
export async function changeEmail(
  account: SettingsAccount,
  input: EmailChangeInput,
  ip: string,
  locale: Locale = 'en',
): Promise<SettingsOutcome & { email?: string }> {
  const { email, currentPassword } = input;
  if (email === account.email) return refuse({ email: SETTINGS_MESSAGES.sameEmail });
  const checked = await checkCurrentPassword(account, currentPassword, ip);
  if (!checked.ok) return checked;

  const db = getDb();
  const language = await recipientLanguage(account.id, locale);
  // Reset links went to the old address: whoever reads that mailbox must not get the account back.
  // The old address is told. All three only if this batch changed the address.
  const now = new Date();
  const changedNow = sql`exists (select 1 from ${users} where ${users.id} = ${account.id} and ${users.email} = ${email} and ${users.updatedAt} = ${now.getTime()})`;
  let changed: { id: number }[];
  try {
    // One conditional statement; the unique index settles a race between two accounts.
    [changed] = (await batchWithMail(
      db,
      [
        db
          .update(users)
          .set({ email, emailVerifiedAt: null, updatedAt: now })
          .where(and(eq(users.id, account.id), sql`not exists (select 1 from ${users} as other where other.email = ${email})`))
          .returning({ id: users.id }),
        db
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, account.id), isNull(passwordResetTokens.usedAt), changedNow)),
      ],
      [
        mailStatement(
          db,
          { to: account.email, kind: 'email_changed', ...emailChangedMail(language, account.firstName, email) },
          { when: changedNow },
        ),
      ],
    )) as [{ id: number }[]];
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    changed = [];
  }
  if (changed.length === 0) return refuse({ email: SETTINGS_MESSAGES.emailTaken });
  return { ok: true, email };
}
