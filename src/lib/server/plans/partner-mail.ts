/** The partnership plan's emails, in the advertiser's language: the plan started, and a second plan refunded. */
import type { Locale } from '#lib/i18n/locales.ts';
import { formatLongDayIn, formatPriceIn } from '#lib/i18n/format.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import {
  plans_mail_duplicate_body,
  plans_mail_duplicate_subject,
  plans_mail_welcome_body,
  plans_mail_welcome_subject,
} from '#paraglide/messages.js';

type Letter = { subject: string; text: string };

/** The plan is in force: what it is and when it renews. */
export function partnerWelcomeMail(locale: Locale, firstName: string | null, planName: string, renewsOn: Date): Letter {
  const t = { locale };
  return {
    subject: plans_mail_welcome_subject({ plan: planName }, t),
    text: [
      mailGreeting(locale, firstName),
      '',
      plans_mail_welcome_body({ plan: planName, date: formatLongDayIn(locale, renewsOn) }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

/** A second plan, paid while one was live, cancelled and refunded. */
export function partnerDuplicateRefundMail(locale: Locale, firstName: string | null, planName: string, refundedCents: number): Letter {
  const t = { locale };
  return {
    subject: plans_mail_duplicate_subject({}, t),
    text: [
      mailGreeting(locale, firstName),
      '',
      plans_mail_duplicate_body({ plan: planName, amount: formatPriceIn(locale, refundedCents) }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
