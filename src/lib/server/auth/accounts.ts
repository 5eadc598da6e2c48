/**
 * Signing in and creating accounts, shared by the pages (plain form posts) and the JSON API.
 * Abuse limits: 10 failed sign-ins per email or per address in 10 minutes, then 429 without
 * hashing, the same answer whether or not the email exists.
 */
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../../db/schema.ts';
import { AUTH_MESSAGES } from '../../schemas/auth-messages.ts';
import { getDb } from '../db/client.ts';
import { claimAttempt, clearHits, isLimited, LIMITS, loginKeys, recordHit, releaseAttempt, TOO_MANY_ATTEMPTS } from '../security/rate-limit.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { welcomeMail } from '../mail/account-mail.ts';
import type { Locale } from '../../domain/locales.ts';
import { hashPassword, verifyPassword } from './password.ts';


/** What a suspended account is told when it signs in. */
export const ACCOUNT_SUSPENDED = 'This account has been suspended. Please contact us through the contact page if you think this is a mistake.';

export type AuthOutcome =
  | { ok: true; userId: number }
  | { ok: false; status: 400 | 401 | 403 | 409 | 429; message: string; field?: string };

// Verifying against this when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

export async function signIn(email: string, password: string, ip: string): Promise<AuthOutcome> {
  // Counted before the hash, atomically: parallel guesses beyond the limit are refused unhashed.
  const keys = loginKeys(email, ip);
  const claimed = await claimAttempt(keys, LIMITS.login);
  if (!claimed) return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS };
  const [user] = await getDb().select({ id: users.id, passwordHash: users.passwordHash, suspendedAt: users.suspendedAt }).from(users).where(eq(users.email, email));
  const valid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : (await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-real-password'))), false);
  if (!user || !valid) return { ok: false, status: 401, message: AUTH_MESSAGES.signInFailed };
  // A right password is not a failure, and forgives this address's earlier failures on the account.
  await releaseAttempt(claimed);
  await clearHits(keys[1]);
  // Told only after the right password, so the message reveals nothing to someone guessing.
  if (user.suspendedAt) return { ok: false, status: 403, message: ACCOUNT_SUSPENDED };
  return { ok: true, userId: user.id };
}

export type NewAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string | null;
  role: 'user' | 'business_owner';
};

export async function createAccount(account: NewAccount, ip: string, locale: Locale = 'en'): Promise<AuthOutcome> {
  const keys = [`register:ip:${ip}`];
  if (await isLimited(keys, LIMITS.register)) return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS };
  const db = getDb();
  const passwordHash = await hashPassword(account.password);
  // A new account has no stored language yet: the welcome is in the language of the page it was made on.
  const [inserted] = await batchWithMail(
    db,
    [db.insert(users).values({ email: account.email, passwordHash, firstName: account.firstName, lastName: account.lastName || null, role: account.role }).onConflictDoNothing({ target: users.email }).returning({ id: users.id })],
    [mailStatement(db, { to: account.email, kind: 'welcome', ...welcomeMail(locale, account.firstName) }, { when: sql`changes() > 0` })],
  );
  const [created] = inserted as { id: number }[];
  await recordHit(keys);
  if (!created) return { ok: false, status: 409, message: AUTH_MESSAGES.emailTaken, field: 'email' };
  return { ok: true, userId: created.id };
}
