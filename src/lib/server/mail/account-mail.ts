/** The accounts' emails (welcome, password reset) in the recipient's language; English is the spec's wording. */
import type { Locale } from '#lib/i18n/locales.ts';
import {
  accounts_mail_hello,
  accounts_mail_hello_there,
  accounts_mail_reset_body,
  accounts_mail_reset_subject,
  accounts_mail_welcome_body,
  accounts_mail_welcome_subject,
} from '#paraglide/messages.js';

type Letter = { subject: string; text: string };

function greeting(locale: Locale, name: string | null): string {
  return name ? accounts_mail_hello({ name }, { locale }) : accounts_mail_hello_there({}, { locale });
}

/** Sent when an account is created. */
export function welcomeMail(locale: Locale, firstName: string): Letter {
  return {
    subject: accounts_mail_welcome_subject({}, { locale }),
    text: `${greeting(locale, firstName)}\n\n${accounts_mail_welcome_body({}, { locale })}`,
  };
}

/** Sent with a single-use link to choose a new password. */
export function passwordResetMail(locale: Locale, firstName: string | null, link: string): Letter {
  return {
    subject: accounts_mail_reset_subject({}, { locale }),
    text: `${greeting(locale, firstName)}\n\n${accounts_mail_reset_body({ link }, { locale })}`,
  };
}
