/** The answer to a claim or a new listing, in the owner's language: approved with the dashboard's address, or refused with the reason and the way to appeal. */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import {
  mail_claim_approved_body,
  mail_claim_approved_subject,
  mail_claim_refused_body,
  mail_claim_refused_reply,
  mail_claim_refused_subject,
  mail_listing_approved_body,
  mail_listing_refused_body,
  mail_listing_refused_subject,
  mail_reason,
} from '#paraglide/messages.js';

export function claimDecisionMail(
  locale: Locale,
  input: { firstName: string | null; business: string; kind: 'claim' | 'new'; approve: boolean; reason: string | null; origin: string },
): { subject: string; text: string } {
  const t = { locale };
  const { business, origin } = input;
  const isNew = input.kind === 'new';
  const answer = input.approve
    ? (isNew ? mail_listing_approved_body : mail_claim_approved_body)(
        { business, link: `${origin}${localizePath(locale, '/business-dashboard')}` },
        t,
      )
    : [
        (isNew ? mail_listing_refused_body : mail_claim_refused_body)({ business }, t),
        ...(input.reason ? ['', mail_reason({ reason: input.reason }, t)] : []),
        '',
        mail_claim_refused_reply({ link: `${origin}${localizePath(locale, '/contact-us')}` }, t),
      ].join('\n');
  return {
    subject: input.approve
      ? mail_claim_approved_subject({ business }, t)
      : (isNew ? mail_listing_refused_subject : mail_claim_refused_subject)({ business }, t),
    text: [mailGreeting(locale, input.firstName), '', answer, '', MAIL_SIGNATURE].join('\n'),
  };
}
