/**
 * Accounts: signing in and out, creating an account (the auth page's short form and /register's
 * full one), and resetting a forgotten password. The JSON API (/api/auth/*) calls the same services.
 */
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  QuickRegisterSchema,
  RegisterSchema,
  SignInSchema,
} from '../lib/schemas/auth.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { createAccount, forgetAccountFailures, type AuthOutcome } from '../lib/server/auth/accounts.ts';
import { DEVICE_COOKIE, rememberDevice } from '../lib/server/auth/known-devices.ts';
import { getDb } from '../lib/server/db/client.ts';
import { requestPasswordReset, resetPassword } from '../lib/server/auth/password-reset.ts';
import { signIn } from '../lib/server/auth/accounts.ts';
import { endSession, startSession } from '../lib/server/auth/sign-in.ts';
import { fieldError, HttpError } from '../lib/server/http/errors.ts';
import { absoluteUrl } from '../lib/server/http/site-url.ts';
import { TOO_MANY_ATTEMPTS } from '../lib/server/security/rate-limit.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import { localizedNext } from '../lib/domain/safe-next.ts';
import type { Text } from '../lib/i18n/said.ts';
import * as m from '../paraglide/messages.js';

/** A refused sign-in or registration: beside its field (email taken), or as the form's notice. */
function refusal(outcome: Extract<AuthOutcome, { ok: false }>, title: Text): HttpError {
  if (outcome.field) return fieldError({ [outcome.field]: outcome.message }, outcome.status);
  // A wrong password is 400 here: the form shows again with the notice. (The spec's JSON API answers 401;
  // for a page, 401 would announce HTTP authentication, which a sign-in form is not.)
  return new HttpError(outcome.status === 401 ? 400 : outcome.status, outcome.message, { title });
}

const success = (redirect: string, title: string, description: string) => ({
  redirect,
  flash: { title, description, variant: 'success' as const },
});

export const auth = {
  signIn: defineFormAction({
    changes: 'nothing public',
    input: SignInSchema,
    handler: async ({ email, password, next }, { context, ip }) => {
      const outcome = await signIn(email, password, ip, { device: context.cookies.get(DEVICE_COOKIE)?.value });
      if (!outcome.ok) throw refusal(outcome, AUTH_MESSAGES.loginFailed);
      await startSession(context, outcome.userId);
      const t = { locale: context.locals.locale };
      return success(localizedNext(t.locale, next), m.accounts_flash_login_title({}, t), m.accounts_flash_login({}, t));
    },
  }),

  /** The auth page's Create Account tab: a community member, signed in at once. */
  createAccount: defineFormAction({
    changes: 'nothing public',
    input: QuickRegisterSchema,
    handler: async ({ next, ...account }, { context, ip }) => {
      const t = { locale: context.locals.locale };
      const outcome = await createAccount({ ...account, lastName: account.lastName || null, role: 'user' }, ip, t.locale);
      if (!outcome.ok) throw refusal(outcome, AUTH_MESSAGES.registrationFailedTitle);
      await startSession(context, outcome.userId);
      return success(localizedNext(t.locale, next), m.accounts_flash_created_title({}, t), m.accounts_flash_created({}, t));
    },
  }),

  /** The full /register form: account type and plan; choosing premium continues to the premium page. */
  register: defineFormAction({
    changes: 'nothing public',
    input: RegisterSchema,
    handler: async ({ email, password, firstName, lastName, accountType: role, subscriptionPlan, next }, { context, ip }) => {
      const t = { locale: context.locals.locale };
      const outcome = await createAccount({ email, password, firstName, lastName, role }, ip, t.locale);
      if (!outcome.ok) throw refusal(outcome, AUTH_MESSAGES.registrationFailed);
      await startSession(context, outcome.userId);
      const title = m.accounts_flash_registered_title({}, t);
      if (subscriptionPlan === 'premium')
        return success(localizePath(t.locale, '/premium'), title, m.accounts_flash_registered_premium({}, t));
      return success(
        localizedNext(t.locale, role === 'business_owner' && next === '/' ? '/dashboard' : next),
        title,
        m.accounts_flash_registered({ name: firstName }, t),
      );
    },
  }),

  signOut: defineFormAction({
    changes: 'nothing public',
    input: z.object({}),
    handler: async (_input, { context }) => {
      const wasSignedIn = Boolean(context.locals.user);
      await endSession(context);
      const t = { locale: context.locals.locale };
      const home = localizePath(t.locale, '/');
      return wasSignedIn
        ? { redirect: home, flash: { title: m.accounts_flash_signed_out_title({}, t), description: m.accounts_flash_signed_out({}, t) } }
        : { redirect: home };
    },
  }),

  /** Mails a reset link when the account exists; the same answer either way. */
  requestPasswordReset: defineFormAction({
    changes: 'nothing public',
    input: PasswordResetRequestSchema,
    handler: async ({ email }, { context, ip }) => {
      const locale = context.locals.locale;
      const outcome = await requestPasswordReset(
        email,
        ip,
        (token, language) => absoluteUrl(context, localizePath(language, `/reset-password?token=${token}`)),
        locale,
      );
      if (outcome === 'limited') throw fieldError({ email: TOO_MANY_ATTEMPTS }, 429);
      return { redirect: localizePath(locale, '/forgot-password?sent=1') };
    },
  }),

  /** Sets the new password from an emailed link; every session of the account ends. */
  resetPassword: defineFormAction({
    changes: 'nothing public',
    input: PasswordResetSchema,
    handler: async ({ token, password }, { context }) => {
      const userId = await resetPassword(token, password);
      if (!userId) throw new HttpError(410, AUTH_MESSAGES.resetLinkInvalid, { title: AUTH_MESSAGES.linkNotValid });
      await endSession(context);
      // The link proved the inbox: this browser is the owner's, and strangers' failures are forgotten.
      await rememberDevice(getDb(), context.cookies, userId);
      await forgetAccountFailures(userId);
      const t = { locale: context.locals.locale };
      return success(
        localizePath(t.locale, '/auth'),
        m.accounts_flash_password_updated_title({}, t),
        m.accounts_flash_password_updated({}, t),
      );
    },
  }),
};
