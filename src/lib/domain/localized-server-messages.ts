/**
 * The server's messages every action and form post shares (decision 024), in the visitor's
 * language: too many attempts, the data service, something went wrong, an unreadable form, and
 * the notices' default titles. English stays the spec's wording; other text comes back as it is.
 */
import type { Locale } from '../i18n/locales.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const MESSAGES: Readonly<Record<string, Message>> = {
  'Something went wrong. Please try again.': m.server_something_went_wrong,
  'Too many attempts. Please wait a few minutes and try again.': m.server_too_many_attempts,
  'Too Many Attempts': m.server_too_many_attempts_title,
  "The guide's data service is not available right now. Please try again in a few minutes.": m.server_data_unavailable,
  'The form could not be read. Please try again.': m.server_form_unreadable,
  'Login Required': m.server_login_required,
  Error: m.notices_error_title,
};

/** One of the shared messages in `locale`; any other text as it is. */
export function serverMessageIn(locale: Locale, text: string): string {
  if (locale === 'en' || !Object.hasOwn(MESSAGES, text)) return text;
  return MESSAGES[text]!({}, { locale });
}
