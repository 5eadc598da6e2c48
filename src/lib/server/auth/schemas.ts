/** Validation of the account forms, with the spec's messages (02, section 5). */
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';

export const PASSWORD_MIN = 6;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const emailField = z.preprocess(
  (value) => text(value).trim().toLowerCase(),
  z.email({ message: 'Please enter a valid email address' }).max(254, { message: 'Please enter a valid email address' }),
);

/** A new password: 6+ characters (at most 200, scrypt input), not one of the most common ones. */
export const newPasswordField = z
  .preprocess(text, z.string())
  .refine((value) => value.length >= PASSWORD_MIN, { message: 'Password must be at least 6 characters' })
  .refine((value) => value.length <= 200, { message: 'Password must be at most 200 characters' })
  .refine((value) => value.length < PASSWORD_MIN || !isCommonPassword(value), { message: COMMON_PASSWORD_MESSAGE });

const name = (message: string) => z.preprocess((value) => text(value).trim(), z.string().min(1, { message }).max(80, { message: 'Please use at most 80 characters' }));
const optionalName = z.preprocess((value) => text(value).trim(), z.string().max(80, { message: 'Please use at most 80 characters' }));

/** Sign-in: email and password required. */
export const SignInSchema = z.object({
  email: z.preprocess((value) => text(value).trim().toLowerCase(), z.string().min(1, { message: 'Email is required' })),
  password: z.preprocess(text, z.string().min(1, { message: 'Password is required' }).max(200, { message: 'Please check your email and password.' })),
});

/** The auth page's Create Account tab: first name and email required, last name optional. */
export const QuickRegisterSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: name('First name is required'),
  lastName: optionalName,
});

export const ACCOUNT_TYPES = ['user', 'business_owner'] as const;
export const PLANS = ['free', 'premium'] as const;

/** The full /register form. */
export const RegisterSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.preprocess(text, z.string()),
    firstName: name('First name is required'),
    lastName: name('Last name is required'),
    accountType: z.preprocess(text, z.enum(ACCOUNT_TYPES, { message: 'Please select an account type' })),
    subscriptionPlan: z.preprocess(text, z.enum(PLANS, { message: 'Please select a subscription plan' })),
    terms: z.preprocess((value) => value === true || value === 'on' || value === 'true', z.literal(true, { message: 'You must agree to the terms and conditions' })),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    // Checked even when other fields are wrong, so every message shows at once.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && value.password.length > 0;
    },
  });

export type RegisterInput = z.output<typeof RegisterSchema>;
