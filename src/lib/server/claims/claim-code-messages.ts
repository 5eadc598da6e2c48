/** A claim's code as an email to the address at the business's domain, or a text message to its phone, in the claimant's language. */
import type { Locale } from '#lib/i18n/locales.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import { mail_claim_code_body, mail_claim_code_subject, mail_claim_code_why, phone_claim_code_text } from '#paraglide/messages.js';

export function claimCodeMail(
  locale: Locale,
  input: { firstName: string | null; business: string; code: string },
): { subject: string; text: string } {
  const t = { locale };
  const { business, code } = input;
  return {
    subject: mail_claim_code_subject({ business }, t),
    text: [
      mailGreeting(locale, input.firstName),
      '',
      mail_claim_code_body({ business, code }, t),
      '',
      mail_claim_code_why({ business }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

export function claimCodeText(locale: Locale, input: { business: string; code: string }): string {
  return phone_claim_code_text(input, { locale });
}
