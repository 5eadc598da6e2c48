/**
 * Harlem Week sponsorship inquiries: stored for admins to read and acknowledged to the sender by
 * email in the language of the page they were sent from (the sponsorship action validates and
 * rate-limits them).
 */
import { sponsorshipInquiries } from '#db/schema.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { mailGreeting } from '#lib/i18n/localized/mail.ts';
import { sponsorshipTierLabel } from '#lib/i18n/localized/partners.ts';
import { findSponsorshipTier, type SponsorshipTier } from '#lib/domain/sponsorship.ts';
import type { SponsorshipInquiryInput } from '#lib/schemas/inboxes.ts';
import type { Database } from '../db/client.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import {
  mail_budget,
  mail_phone,
  mail_sent_us,
  mail_sponsorship_ack_next,
  mail_sponsorship_ack_subject,
  mail_sponsorship_ack_thanks,
  mail_sponsorship_custom,
  mail_sponsorship_level,
  mail_sponsorship_not_chosen,
  mail_team,
} from '#paraglide/messages.js';

/** The acknowledgement mailed to the sender in `locale` (the language of the page they wrote from), repeating what they sent. */
export function sponsorshipAcknowledgement(input: SponsorshipInquiryInput, locale: Locale = 'en') {
  const t = { locale };
  const tier = findSponsorshipTier(input.sponsorshipType);
  return {
    to: input.email,
    subject: mail_sponsorship_ack_subject({}, t),
    kind: 'sponsorship_inquiry',
    text: [
      mailGreeting(locale, input.contactName),
      '',
      mail_sponsorship_ack_thanks({ company: input.companyName }, t),
      mail_sponsorship_ack_next({}, t),
      '',
      mail_sent_us({}, t),
      mail_sponsorship_level({ level: tier ? levelLabel(locale, tier) : mail_sponsorship_not_chosen({}, t) }, t),
      ...(input.budget ? [mail_budget({ budget: input.budget }, t)] : []),
      ...(input.phone ? [mail_phone({ phone: input.phone }, t)] : []),
      ...(input.message ? ['', input.message] : []),
      '',
      mail_team({}, t),
    ].join('\n'),
  };
}

/** "Gold ($15,000+)" as the form names it; a custom package is "Custom (Any amount)" in English. */
function levelLabel(locale: Locale, tier: SponsorshipTier): string {
  return tier.minimumDollars === null ? mail_sponsorship_custom({}, { locale }) : sponsorshipTierLabel(locale, tier);
}

/** Stores an inquiry and acknowledges it to the sender by email in `locale`; returns its id. */
export async function submitSponsorshipInquiry(db: Database, input: SponsorshipInquiryInput, locale: Locale = 'en'): Promise<number> {
  const { homepage: _bot, ...inquiry } = input;
  const [[row]] = (await batchWithMail(
    db,
    [db.insert(sponsorshipInquiries).values(inquiry).returning({ id: sponsorshipInquiries.id })],
    [mailStatement(db, sponsorshipAcknowledgement(input, locale))],
  )) as [{ id: number }[]];
  return row.id;
}
