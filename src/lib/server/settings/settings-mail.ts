/** The security emails of the settings page (email and password changed), in the member's language. */
import type { Locale } from '#lib/i18n/locales.ts';
import { mailGreeting } from '#lib/i18n/localized/mail.ts';
import {
  mail_email_changed_body,
  mail_email_changed_not_you,
  mail_email_changed_subject,
  mail_password_changed_body,
  mail_password_changed_not_you,
  mail_password_changed_subject,
} from '#paraglide/messages.js';

type Letter = { subject: string; text: string };

/** Sent to the old address when the account's email changes. */
export function emailChangedMail(locale: Locale, firstName: string | null, newEmail: string): Letter {
  const t = { locale };
  return {
    subject: mail_email_changed_subject({}, t),
    text: `${mailGreeting(locale, firstName)}\n\n${mail_email_changed_body({ email: newEmail }, t)}\n\n${mail_email_changed_not_you({}, t)}`,
  };
}

/** Sent when the password changes (other devices are signed out). */
export function passwordChangedMail(locale: Locale, firstName: string | null): Letter {
  const t = { locale };
  return {
    subject: mail_password_changed_subject({}, t),
    text: `${mailGreeting(locale, firstName)}\n\n${mail_password_changed_body({}, t)}\n\n${mail_password_changed_not_you({}, t)}`,
  };
}
