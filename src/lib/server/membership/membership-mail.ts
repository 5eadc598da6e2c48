/** The membership's refund emails, in the member's language: the 30-day guarantee, and a second subscription refunded. */
import type { Locale } from '#lib/i18n/locales.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import {
  mail_premium_duplicate_body,
  mail_premium_duplicate_subject,
  mail_premium_refund_body,
  mail_premium_refund_subject,
} from '#paraglide/messages.js';

type Letter = { subject: string; text: string };

/** Premium refunded under the 30-day guarantee and ended. */
export function premiumRefundMail(locale: Locale, firstName: string | null, refundedCents: number): Letter {
  const t = { locale };
  return {
    subject: mail_premium_refund_subject({}, t),
    text: [
      mailGreeting(locale, firstName),
      '',
      mail_premium_refund_body({ amount: formatPriceIn(locale, refundedCents) }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

/** A second Premium subscription cancelled and refunded. */
export function duplicateRefundMail(locale: Locale, firstName: string | null, refundedCents: number): Letter {
  const t = { locale };
  return {
    subject: mail_premium_duplicate_subject({}, t),
    text: [
      mailGreeting(locale, firstName),
      '',
      mail_premium_duplicate_body({ amount: formatPriceIn(locale, refundedCents) }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
