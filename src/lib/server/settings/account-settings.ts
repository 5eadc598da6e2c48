/**
 * Account settings (/settings): name, email, password and account deletion, each its own plain
 * form post with an `intent`. Every change that needs the current password checks it like a
 * sign-in does, and a wrong one counts as a failed sign-in (same keys and limit), so this page
 * cannot be used to guess passwords.
 */
import type { AstroGlobal } from 'astro';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { passwordResetTokens, users } from '../../../../db/schema.ts';
import { requirePageUser } from '../auth/guards.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { emailField, newPasswordField } from '../auth/schemas.ts';
import { invalidateUserSessions } from '../auth/session.ts';
import { endSession } from '../auth/sign-in.ts';
import { getDb } from '../db/client.ts';
import { setFlash } from '../http/flash.ts';
import { clientIp, fieldErrors, readForm } from '../http/forms.ts';
import { sendMail } from '../mail/outbox.ts';
import { clearHits, isLimited, LIMITS, recordHit, TOO_MANY_ATTEMPTS } from '../security/rate-limit.ts';

export const SETTINGS_MESSAGES = {
  wrongPassword: 'Your current password is incorrect.',
  currentRequired: 'Please enter your current password.',
  emailTaken: 'An account with this email already exists.',
  sameEmail: 'This is already your email address.',
  mismatch: "Passwords don't match",
  confirmDelete: 'Please type DELETE to confirm.',
  lastAdmin: 'This is the only admin account, so it cannot be deleted. Make another account an admin first.',
  unknown: 'Something went wrong. Please try again.',
} as const;

export const SETTINGS_INTENTS = ['profile', 'email', 'password', 'delete'] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

/** The signed-in account the settings act on (a SessionUser fits). */
export type SettingsAccount = { id: number; email: string; firstName: string | null; role: 'admin' | 'business_owner' | 'user'; hasPassword: boolean };

export type SettingsOutcome = { ok: true } | { ok: false; status: 400 | 429; errors: Record<string, string> };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const refuse = (errors: Record<string, string>, status: 400 | 429 = 400): SettingsOutcome => ({ ok: false, status, errors });
const currentPasswordField = z.preprocess(text, z.string().max(200, { message: SETTINGS_MESSAGES.wrongPassword }));

export const ProfileSchema = z.object({
  firstName: z.preprocess((value) => text(value).trim(), z.string().min(1, { message: 'First name is required' }).max(80, { message: 'Please use at most 80 characters' })),
  lastName: z.preprocess((value) => text(value).trim(), z.string().max(80, { message: 'Please use at most 80 characters' })),
});

export const EmailChangeSchema = z.object({ email: emailField, currentPassword: currentPasswordField });

export const PasswordChangeSchema = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField, confirmPassword: z.preprocess(text, z.string()) })
  .refine((form) => form.newPassword === form.confirmPassword, { message: SETTINGS_MESSAGES.mismatch, path: ['confirmPassword'] });

export const DeleteAccountSchema = z.object({
  confirmation: z.preprocess((value) => text(value).trim(), z.literal('DELETE', { message: SETTINGS_MESSAGES.confirmDelete })),
  currentPassword: currentPasswordField,
});

/**
 * Checks the current password of an account that has one (accounts that only use external
 * sign-in have none to give). A wrong password is recorded as a failed sign-in.
 */
export async function checkCurrentPassword(account: SettingsAccount, password: string, ip: string): Promise<SettingsOutcome> {
  if (!account.hasPassword) return { ok: true };
  if (!password) return refuse({ currentPassword: SETTINGS_MESSAGES.currentRequired });
  const keys = [`login:email:${account.email}`, `login:ip:${ip}`];
  if (await isLimited(keys, LIMITS.login)) return refuse({ form: TOO_MANY_ATTEMPTS }, 429);
  const [row] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, account.id));
  if (!row?.passwordHash || !(await verifyPassword(password, row.passwordHash))) {
    await recordHit(keys);
    return refuse({ currentPassword: SETTINGS_MESSAGES.wrongPassword });
  }
  await clearHits(keys[0]);
  return { ok: true };
}

/** Saves the first and last name. */
export async function updateProfile(account: SettingsAccount, values: Record<string, unknown>): Promise<SettingsOutcome> {
  const input = ProfileSchema.safeParse(values);
  if (!input.success) return refuse(fieldErrors(input.error.issues));
  await getDb()
    .update(users)
    .set({ firstName: input.data.firstName, lastName: input.data.lastName || null })
    .where(eq(users.id, account.id));
  return { ok: true };
}

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
export async function changeEmail(account: SettingsAccount, values: Record<string, unknown>, ip: string): Promise<SettingsOutcome & { email?: string }> {
  const input = EmailChangeSchema.safeParse(values);
  if (!input.success) return refuse(fieldErrors(input.error.issues));
  const { email, currentPassword } = input.data;
  if (email === account.email) return refuse({ email: SETTINGS_MESSAGES.sameEmail });
  const checked = await checkCurrentPassword(account, currentPassword, ip);
  if (!checked.ok) return checked;

  const db = getDb();
  let changed: { id: number }[];
  try {
    // One conditional statement; the unique index settles a race between two accounts.
    changed = await db
      .update(users)
      .set({ email, emailVerifiedAt: null })
      .where(and(eq(users.id, account.id), sql`not exists (select 1 from ${users} as other where other.email = ${email})`))
      .returning({ id: users.id });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    changed = [];
  }
  if (changed.length === 0) return refuse({ email: SETTINGS_MESSAGES.emailTaken });
  // Reset links went to the old address: whoever reads that mailbox must not get the account back.
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, account.id), isNull(passwordResetTokens.usedAt)));
  await sendMail({
    to: account.email,
    subject: 'Your Harlem Guide email was changed',
    kind: 'email_changed',
    text: `Hello ${account.firstName ?? 'there'},\n\nThe email address of your Harlem Guide account was changed to ${email}. From now on, sign in with the new address.\n\nIf you did not make this change, contact us at once by replying to this email.`,
  });
  return { ok: true, email };
}

/**
 * Changes (or, for an account without one, sets) the password. The session in use stays signed
 * in; every other session of the account ends, unused reset links die, and the owner is told.
 */
export async function changePassword(account: SettingsAccount, currentSessionId: string | undefined, values: Record<string, unknown>, ip: string): Promise<SettingsOutcome> {
  const input = PasswordChangeSchema.safeParse(values);
  if (!input.success) return refuse(fieldErrors(input.error.issues));
  const checked = await checkCurrentPassword(account, input.data.currentPassword, ip);
  if (!checked.ok) return checked;

  const db = getDb();
  const passwordHash = await hashPassword(input.data.newPassword);
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, account.id)),
    db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, account.id), isNull(passwordResetTokens.usedAt))),
  ]);
  await invalidateUserSessions(account.id, currentSessionId);
  await sendMail({
    to: account.email,
    subject: 'Your password was changed',
    kind: 'password_changed',
    text: `Hello ${account.firstName ?? 'there'},\n\nThe password of your Harlem Guide account was just changed, and every other device was signed out.\n\nIf you did not make this change, reset your password from the sign-in page right away and contact us.`,
  });
  return { ok: true };
}

/**
 * Deletes the account. Favorites, registrations, reviews, messages and sessions go with it (the
 * schema cascades); payments, donations and tickets stay, with the account link removed (set
 * null). The last admin cannot delete their account.
 */
export async function deleteAccount(account: SettingsAccount, values: Record<string, unknown>, ip: string): Promise<SettingsOutcome> {
  const input = DeleteAccountSchema.safeParse(values);
  if (!input.success) return refuse(fieldErrors(input.error.issues));
  const checked = await checkCurrentPassword(account, input.data.currentPassword, ip);
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

// ---------------------------------------------------------------------------------------------
// The page

export type SettingsPageState = {
  account: { email: string; firstName: string; lastName: string; hasPassword: boolean };
  /** The section whose post was refused, with what was typed (never passwords) and the messages. */
  section: SettingsIntent | null;
  values: Record<string, string>;
  errors: Record<string, string>;
};

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

/** /settings: signed-in only; handles the four forms (Post/Redirect/Get with a notice on success). */
export async function handleSettingsPage(Astro: AstroGlobal): Promise<Response | SettingsPageState> {
  const user = requirePageUser(Astro);
  if (user instanceof Response) return user;
  const state: SettingsPageState = {
    account: { email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '', hasPassword: user.hasPassword },
    section: null,
    values: {},
    errors: {},
  };
  if (Astro.request.method !== 'POST') return state;

  const values = await readForm(Astro.request);
  const intent = SETTINGS_INTENTS.find((name) => name === values.intent);
  const ip = clientIp(Astro);
  let outcome: SettingsOutcome;
  switch (intent) {
    case 'profile':
      outcome = await updateProfile(user, values);
      if (outcome.ok) setFlash(Astro.cookies, { title: 'Profile updated', description: 'Your name has been saved.', variant: 'success' });
      break;
    case 'email': {
      const changed = await changeEmail(user, values, ip);
      outcome = changed;
      if (changed.ok) setFlash(Astro.cookies, { title: 'Email updated', description: `You now sign in with ${changed.email}.`, variant: 'success' });
      break;
    }
    case 'password':
      outcome = await changePassword(user, Astro.locals.session?.id, values, ip);
      if (outcome.ok) setFlash(Astro.cookies, { title: 'Password changed', description: 'Your password was changed and your other devices were signed out.', variant: 'success' });
      break;
    case 'delete':
      outcome = await deleteAccount(user, values, ip);
      if (outcome.ok) {
        await endSession(Astro);
        setFlash(Astro.cookies, { title: 'Account deleted', description: 'Your account and its data have been removed. We hope to see you in Harlem again.', variant: 'success' });
        return Astro.redirect('/', 303);
      }
      break;
    default:
      outcome = refuse({ form: SETTINGS_MESSAGES.unknown });
  }
  if (outcome.ok) return Astro.redirect(`/settings#${intent}`, 303);

  Astro.response.status = outcome.status;
  state.section = intent ?? null;
  state.errors = outcome.errors;
  state.values = Object.fromEntries(Object.entries(values).filter(([key]) => !PASSWORD_FIELDS.includes(key)));
  return state;
}
