/**
 * Password reset by emailed link: a random token (only its SHA-256 stored), valid for one hour,
 * used once (a single conditional update claims it). Setting the new password ends every session.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '#db/schema.ts';
import { getDb } from '../db/client.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { passwordResetMail } from '../mail/account-mail.ts';
import { recipientLanguage } from '../mail/recipient-language.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { isLimited, LIMITS, recordHit } from '../security/rate-limit.ts';
import { hashPassword } from './password.ts';
import { invalidateUserSessions } from './session.ts';
import { generateToken, hashToken, isTokenShape } from '../security/tokens.ts';

export const RESET_LINK_TTL_MS = 60 * 60_000;

/**
 * Sends a reset link when the account exists, in the member's language (else `locale`, the asking
 * page's); `linkFor` makes the link in that language. The caller shows the same answer either way.
 */
export async function requestPasswordReset(
  email: string,
  ip: string,
  linkFor: (token: string, language: Locale) => string,
  locale: Locale = 'en',
): Promise<'sent' | 'limited'> {
  const keys = [`reset:email:${email}`, `reset:ip:${ip}`];
  if (await isLimited(keys, LIMITS.passwordReset)) return 'limited';
  await recordHit(keys);
  const db = getDb();
  const [user] = await db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.email, email));
  if (!user) return 'sent';
  const token = generateToken();
  const language = await recipientLanguage(user.id, locale);
  await batchWithMail(
    db,
    [db.insert(passwordResetTokens).values({ id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS) })],
    [mailStatement(db, { to: email, kind: 'password_reset', ...passwordResetMail(language, user.firstName, linkFor(token, language)) })],
  );
  return 'sent';
}

/** Whether a token can still be used (for showing the form). */
export async function resetTokenIsValid(token: string, now = Date.now()): Promise<boolean> {
  if (!isTokenShape(token)) return false;
  const [row] = await getDb()
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.id, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date(now)),
      ),
    );
  return Boolean(row);
}

/** Claims the token and sets the password; the user's id, or null when the link is not usable. */
export async function resetPassword(token: string, newPassword: string, now = Date.now()): Promise<number | null> {
  if (!isTokenShape(token)) return null;
  const db = getDb();
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(passwordResetTokens.id, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) return null;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, claimed.userId));
  await invalidateUserSessions(claimed.userId);
  return claimed.userId;
}
