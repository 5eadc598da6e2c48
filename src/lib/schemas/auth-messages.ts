/** The spec's wording for accounts (spec 02 sections 5 and 8), shared by the schemas, services and islands (no zod here). */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 200 characters',
  signInFailed: 'Please check your email and password.',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameLong: 'Please use at most 80 characters',
  mismatch: "Passwords don't match",
  accountType: 'Please select an account type',
  plan: 'Please select a subscription plan',
  terms: 'You must agree to the terms and conditions',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  resetRequested: "If an account exists for that email, we've sent a link to reset its password. It works for one hour.",
  resetLinkInvalid: 'This reset link is invalid, has expired or was already used. Please request a new one.',
  accountCooling: 'Too many failed sign-ins for this account. Please wait a few minutes, or reset your password to sign in now.',
} as const;

/** The shortest password accepted (spec 02 section 9). */
export const PASSWORD_MIN = 6;
