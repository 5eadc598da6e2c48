/** The mail that a claim (verified, or for the team to check) or a new listing reached the team, in the claimant's language. */
import type { Locale } from '#lib/i18n/locales.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import {
  mail_claim_received_next,
  mail_claim_received_subject,
  mail_claim_received_thanks,
  mail_listing_received_subject,
  mail_listing_received_thanks,
} from '#paraglide/messages.js';

export function receivedMail(to: { email: string; firstName: string | null }, businessName: string, kind: 'claim' | 'new', locale: Locale) {
  const t = { locale };
  return {
    to: to.email,
    subject:
      kind === 'claim'
        ? mail_claim_received_subject({ business: businessName }, t)
        : mail_listing_received_subject({ business: businessName }, t),
    text: [
      mailGreeting(locale, to.firstName),
      '',
      kind === 'claim'
        ? mail_claim_received_thanks({ business: businessName }, t)
        : mail_listing_received_thanks({ business: businessName }, t),
      mail_claim_received_next({}, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
    kind: 'business_claim_received',
  };
}
