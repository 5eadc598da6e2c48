/**
 * Signing in and creating accounts, shared by the pages (plain form posts) and the JSON API.
 * Abuse limits (issue 31), claimed before any hashing, the same whether or not the email exists:
 * from a browser the account does not know, 50 failures per address and 10 per account from one
 * address in 10 minutes, and per account from anywhere 10 failures, then a wait that doubles from
 * 1 to 30 minutes; from a browser the account knows (known-devices.ts), 10 failures of its own.
 */
import { eq, sql } from 'drizzle-orm';
import { users } from '#db/schema.ts';
import { AUTH_MESSAGES } from '#lib/schemas/auth-messages.ts';
import { getDb } from '../db/client.ts';
import {
  backoffUntil,
  claimAttempts,
  clearHits,
  isLimited,
  LIMITS,
  LOGIN_BACKOFF,
  loginAccountKey,
  loginKeys,
  loginRules,
  recordHit,
  releaseAttempt,
  TOO_MANY_ATTEMPTS,
} from '../security/rate-limit.ts';
import { knownDeviceOf } from './known-devices.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { welcomeMail } from '../mail/account-mail.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Text } from '#lib/i18n/said.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** What a suspended account is told when it signs in. */
export const ACCOUNT_SUSPENDED = AUTH_MESSAGES.accountSuspended;

export type AuthOutcome = { ok: true; userId: number } | { ok: false; status: 400 | 401 | 403 | 409 | 429; message: Text; field?: string };

// Verifying against this when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

/**
 * Checks an email and password. `device` is the browser's known-device cookie: when it names this
 * account, only that browser's own failures hold it back.
 */
export async function signIn(
  email: string,
  password: string,
  ip: string,
  options: { device?: string | null; now?: number } = {},
): Promise<AuthOutcome> {
  const now = options.now ?? Date.now();
  const db = getDb();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.email, email));
  const knownDevice = user ? await knownDeviceOf(db, options.device, user.id, now) : null;
  // Counted before the hash, atomically: parallel guesses beyond the limit are refused unhashed.
  const claimed = await claimAttempts(loginRules(email, ip, knownDevice), now);
  if (!claimed) {
    // The account's own delay says so, and how to sign in now: a reset link makes this browser known.
    const cooling = !knownDevice && (await backoffUntil(loginAccountKey(email), LOGIN_BACKOFF, now)) !== null;
    return { ok: false, status: 429, message: cooling ? AUTH_MESSAGES.accountCooling : TOO_MANY_ATTEMPTS };
  }
  const valid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : (await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-real-password'))), false);
  if (!user || !valid) return { ok: false, status: 401, message: AUTH_MESSAGES.signInFailed };
  // A right password is not a failure, and forgives the account's earlier failures (its delay
  // and this address's count on it).
  await releaseAttempt(claimed);
  await forgetSignInFailures(email, ip);
  // Told only after the right password, so the message reveals nothing to someone guessing.
  if (user.suspendedAt) return { ok: false, status: 403, message: ACCOUNT_SUSPENDED };
  return { ok: true, userId: user.id };
}

/** Forgets an account's failed sign-ins: from everywhere, and from `ip` when given (a right password, a reset). */
export async function forgetSignInFailures(email: string, ip?: string): Promise<void> {
  await clearHits(loginAccountKey(email));
  if (ip) await clearHits(loginKeys(email, ip)[1]);
}

/** Forgets the failed sign-ins of an account, by its id (after a password reset). */
export async function forgetAccountFailures(userId: number): Promise<void> {
  const [user] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await forgetSignInFailures(user.email);
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
    [
      db
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName || null,
          role: account.role,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id }),
    ],
    [mailStatement(db, { to: account.email, kind: 'welcome', ...welcomeMail(locale, account.firstName) }, { when: sql`changes() > 0` })],
  );
  const [created] = inserted as { id: number }[];
  await recordHit(keys);
  if (!created) return { ok: false, status: 409, message: AUTH_MESSAGES.emailTaken, field: 'email' };
  return { ok: true, userId: created.id };
}
