/**
 * The partner program's emails to the applicant, in their language (decision 024): the
 * acknowledgement (in the language of the page the form was sent from) repeating what they sent,
 * with the levels and business types named as the form names them, and the admins' decision.
 * English keeps the original wording byte for byte. What the applicant and the admins wrote
 * (names, address, notes) stays as written.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import { businessTypeLabel, formatYearlyPriceIn, partnerLevelName } from '#lib/i18n/localized/partners.ts';
import { partnershipLevel, type PartnershipLevelId } from '#lib/domain/partnership.ts';
import {
  community_board_short,
  mail_address,
  mail_business_type,
  mail_community_board,
  mail_partnership_ack_subject,
  mail_partnership_ack_thanks,
  mail_partnership_approved_body,
  mail_partnership_approved_subject,
  mail_partnership_level,
  mail_partnership_level_named,
  mail_partnership_nothing_charged,
  mail_partnership_refused_body,
  mail_partnership_refused_subject,
  mail_phone,
  mail_sent_us,
  mail_team,
  mail_website,
  partners_pp_sent_text,
} from '#paraglide/messages.js';

type Application = {
  contactName: string;
  businessName: string;
  businessType: string;
  partnershipLevel: PartnershipLevelId;
  communityBoardId: number | null;
  address: string;
  phone: string;
  website?: string | null;
};

/** "Hello Ana, thank you for applying…": what the applicant is sent once the application is stored. */
export function partnershipAcknowledgement(
  locale: Locale,
  application: Application,
  board: { number: number; name: string } | undefined,
): { subject: string; text: string } {
  const t = { locale };
  const level = partnershipLevel(application.partnershipLevel)!;
  const boardLabel = board ? `${community_board_short({ number: board.number }, t)} - ${board.name}` : String(application.communityBoardId);
  return {
    subject: mail_partnership_ack_subject({}, t),
    text: [
      mailGreeting(locale, application.contactName),
      '',
      mail_partnership_ack_thanks({ business: application.businessName }, t),
      partners_pp_sent_text({}, t),
      '',
      mail_sent_us({}, t),
      mail_partnership_level({ level: `${partnerLevelName(locale, level.id)} (${formatYearlyPriceIn(locale, level)})` }, t),
      mail_business_type({ type: businessTypeLabel(locale, application.businessType) }, t),
      mail_community_board({ board: boardLabel }, t),
      mail_address({ address: application.address }, t),
      mail_phone({ phone: application.phone }, t),
      ...(application.website ? [mail_website({ website: application.website }, t)] : []),
      '',
      mail_partnership_nothing_charged({}, t),
      '',
      mail_team({}, t),
    ].join('\n'),
  };
}

/** The admins' answer: approved (the level named in the language) or not, with their notes as written. */
export function partnershipDecisionMail(
  locale: Locale,
  input: { contactName: string; businessName: string; partnershipLevel: PartnershipLevelId; approve: boolean; notes: string | null },
): { subject: string; text: string } {
  const t = { locale };
  const business = input.businessName;
  // English names the level by its stored id ("the basic partnership"), as it always has; the others by its name.
  const id = input.partnershipLevel;
  const level = mail_partnership_level_named({ id, name: partnerLevelName(locale, id) }, t);
  return {
    subject: input.approve ? mail_partnership_approved_subject({ business }, t) : mail_partnership_refused_subject({}, t),
    text: [
      mailGreeting(locale, input.contactName),
      '',
      input.approve ? mail_partnership_approved_body({ business, level }, t) : mail_partnership_refused_body({ business }, t),
      ...(input.notes ? ['', input.notes] : []),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
