/** Signing in, creating an account and resetting a password (spec 02 section 5), with the spec's messages. */
import { z } from 'zod';
import { messageKeys } from '#lib/i18n/said.ts';
import { AUTH_MESSAGES, PASSWORD_MIN } from './auth-messages.ts';
import { isCommonPassword } from './common-passwords.ts';
import { asLine, asText, checkboxField, choiceField, emailField as email, nextPathField } from './fields.ts';

export { AUTH_MESSAGES, PASSWORD_MIN } from './auth-messages.ts';

/** The accounts messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = messageKeys(AUTH_MESSAGES);

/** An account's email: trimmed and lower-cased, so one person has one account. */
export const emailField = email(M.email, { lowercase: true });

/** A new password: 6+ characters (at most 200, scrypt input), not one of the most common ones. */
export const newPasswordField = z
  .preprocess(asText, z.string())
  .refine((value) => value.length >= PASSWORD_MIN, { message: M.passwordShort })
  .refine((value) => value.length <= 200, { message: M.passwordLong })
  .refine((value) => value.length < PASSWORD_MIN || !isCommonPassword(value), { message: M.passwordCommon });

/** A password as typed to prove who one is (not checked against the rules for new ones). */
const passwordField = z.preprocess(asText, z.string().min(1, M.passwordRequired).max(200, M.signInFailed));
const name = (message: string) => z.preprocess((value) => asLine(value).trim(), z.string().min(1, message).max(80, M.nameLong));
const optionalName = z.preprocess((value) => asLine(value).trim(), z.string().max(80, M.nameLong));

/** Sign-in: email and password required; `next` is where to go afterwards. */
export const SignInSchema = z.object({
  email: z.preprocess((value) => asText(value).trim().toLowerCase(), z.string().min(1, M.emailRequired)),
  password: passwordField,
  next: nextPathField,
});

/** The auth page's Create Account tab: first name and email required, last name optional. */
export const QuickRegisterSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: name(M.firstName),
  lastName: optionalName,
  next: nextPathField,
});

export const ACCOUNT_TYPES = ['user', 'business_owner'] as const;
export const PLANS = ['free', 'premium'] as const;

/** The full /register form. */
export const RegisterSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.preprocess(asText, z.string()),
    firstName: name(M.firstName),
    lastName: name(M.lastName),
    accountType: choiceField(ACCOUNT_TYPES, M.accountType),
    subscriptionPlan: choiceField(PLANS, M.plan),
    terms: checkboxField.pipe(z.literal(true, { message: M.terms })),
    next: nextPathField,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: M.mismatch,
    path: ['confirmPassword'],
    // Checked even when other fields are wrong, so every message shows at once.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && value.password.length > 0;
    },
  });
export type RegisterInput = z.output<typeof RegisterSchema>;

/** Asking for a reset link: an email address. */
export const PasswordResetRequestSchema = z.object({ email: emailField });

/** Choosing a new password from an emailed link. */
export const PasswordResetSchema = z
  .object({
    token: z.preprocess((value) => asText(value).trim(), z.string()),
    password: newPasswordField,
    confirmPassword: z.preprocess(asText, z.string()),
  })
  .refine((form) => form.password === form.confirmPassword, { message: M.mismatch, path: ['confirmPassword'] });
