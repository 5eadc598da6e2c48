/**
 * The accounts pages' words that come from the server in English (the spec's messages of the
 * schemas, services and guards) shown in the visitor's language, and the accounts pages' dates and
 * prices. English passes through unchanged, so its wording stays the spec's.
 */
import { AUTH_MESSAGES } from './auth-messages.ts';
import { formatPrice } from '../domain/money.ts';
import { type Locale } from '../i18n/locales.ts';
import * as m from '#paraglide/messages.js';
import { moneyIn } from '../i18n/format.ts';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** English text of the server (as the spec words it) and its message. */
const KNOWN: Record<string, Message> = {
  [AUTH_MESSAGES.email]: m.accounts_error_email,
  [AUTH_MESSAGES.emailRequired]: m.accounts_error_email_required,
  [AUTH_MESSAGES.passwordRequired]: m.accounts_error_password_required,
  [AUTH_MESSAGES.passwordShort]: m.accounts_error_password_short,
  [AUTH_MESSAGES.passwordLong]: m.accounts_error_password_long,
  [AUTH_MESSAGES.signInFailed]: m.accounts_error_sign_in_failed,
  [AUTH_MESSAGES.firstName]: m.accounts_error_first_name,
  [AUTH_MESSAGES.lastName]: m.accounts_error_last_name,
  [AUTH_MESSAGES.nameLong]: m.accounts_error_name_long,
  [AUTH_MESSAGES.mismatch]: m.accounts_error_mismatch,
  [AUTH_MESSAGES.accountType]: m.accounts_error_account_type,
  [AUTH_MESSAGES.plan]: m.accounts_error_plan,
  [AUTH_MESSAGES.terms]: m.accounts_error_terms,
  [AUTH_MESSAGES.emailTaken]: m.accounts_error_email_taken,
  [AUTH_MESSAGES.resetRequested]: m.accounts_reset_requested,
  [AUTH_MESSAGES.resetLinkInvalid]: m.accounts_reset_link_invalid,
  [AUTH_MESSAGES.accountCooling]: m.accounts_account_cooling,
  'Too many attempts. Please wait a few minutes and try again.': m.accounts_too_many_attempts,
  'This account has been suspended. Please contact us through the contact page if you think this is a mistake.':
    m.accounts_account_suspended,
  'Online payments are not configured on this site yet. Nothing has been charged.': m.accounts_payments_not_configured,
  'Admin access required': m.accounts_admin_required,
  'Business owner access required': m.accounts_owner_required,
  'Login Failed': m.accounts_login_failed,
  'Registration Failed': m.accounts_registration_failed_title,
  'Registration failed': m.accounts_registration_failed,
  'Link not valid': m.accounts_link_not_valid,
};

/** A server message in `locale` when it is one the accounts pages know; otherwise as it came. */
export function accountText<T extends string | null | undefined>(locale: Locale, text: T): T | string {
  if (locale === 'en' || !text || !Object.hasOwn(KNOWN, text)) return text;
  return KNOWN[text]({}, { locale });
}

/** Each field's message in `locale` (see accountText). */
export function accountTexts(locale: Locale, texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, accountText(locale, text)]));
}

/** The text before and after `{link}` in a message, for a link drawn between them. */
export function aroundLink(render: (inputs: { link: string }) => string): [string, string] {
  const marker = '\u0000';
  const [before, after = ''] = render({ link: marker }).split(marker);
  return [before, after];
}

/** A monthly plan's price: "$0" for free in English ("$9.99"), "0,00 $US" and the like in French. */
export function formatPlanPriceIn(locale: Locale, cents: number): string {
  if (locale === 'en') return formatPrice(cents) === 'Free' ? '$0' : formatPrice(cents);
  return formatAmountIn(locale, cents);
}

/** A price in cents in `locale` ("$199.00", "199,00 $US"). */
export function formatAmountIn(locale: Locale, cents: number): string {
  if (locale === 'en') return formatPrice(cents);
  return moneyIn(locale, cents);
}
