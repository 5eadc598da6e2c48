/**
 * The spec's messages for accounts (spec 02 sections 5 and 8) as message keys (decision 028),
 * shared by the schemas, services and pages (no zod here); messages/accounts/en.json holds the
 * spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const AUTH_MESSAGES = {
  email: said(m.accounts_error_email),
  emailRequired: said(m.accounts_error_email_required),
  passwordRequired: said(m.accounts_error_password_required),
  passwordShort: said(m.accounts_error_password_short),
  passwordLong: said(m.accounts_error_password_long),
  passwordCommon: said(m.accounts_error_password_common),
  signInFailed: said(m.accounts_error_sign_in_failed),
  firstName: said(m.accounts_error_first_name),
  lastName: said(m.accounts_error_last_name),
  nameLong: said(m.accounts_error_name_long),
  mismatch: said(m.accounts_error_mismatch),
  accountType: said(m.accounts_error_account_type),
  plan: said(m.accounts_error_plan),
  terms: said(m.accounts_error_terms),
  emailTaken: said(m.accounts_error_email_taken),
  resetRequested: said(m.accounts_reset_requested),
  resetLinkInvalid: said(m.accounts_reset_link_invalid),
  accountCooling: said(m.accounts_account_cooling),
  accountSuspended: said(m.accounts_account_suspended),
  loginFailed: said(m.accounts_login_failed),
  registrationFailedTitle: said(m.accounts_registration_failed_title),
  registrationFailed: said(m.accounts_registration_failed),
  linkNotValid: said(m.accounts_link_not_valid),
} as const;

/** The shortest password accepted (spec 02 section 9). */
export const PASSWORD_MIN = 6;
