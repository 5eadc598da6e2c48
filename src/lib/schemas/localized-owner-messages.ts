/**
 * The business dashboard's and the claim forms' server messages in the visitor's language
 * (decision 024): the spec's English constants (schemas, services, guards) mapped to messages.
 * English passes through unchanged, so its wording stays the spec's; a text not known here stays
 * as it is.
 */
import type { Locale } from '../i18n/locales.ts';
import { PHONE_INVALID_MESSAGE } from '../domain/phone.ts';
import { BUSINESS_EDIT_MESSAGES as EDIT } from './business-edit-messages.ts';
import { CLAIM_MESSAGES as CLAIM } from './claims.ts';
import { MESSAGE_MESSAGES as MESSAGE } from './messages-text.ts';
import { REVIEW_MESSAGES as REVIEW } from './reviews-messages.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const KNOWN: Record<string, Message> = {
  [EDIT.updated]: m.owner_msg_updated,
  [EDIT.failed]: m.owner_msg_failed,
  [EDIT.name]: m.owner_msg_name,
  [EDIT.address]: m.owner_msg_address,
  [EDIT.communityBoardId]: m.owner_msg_board,
  [EDIT.categoryId]: m.owner_msg_category,
  [EDIT.email]: m.owner_msg_email,
  [EDIT.website]: m.owner_msg_website,
  [EDIT.priceRange]: m.owner_msg_price_range,
  [EDIT.imageUrl]: m.owner_msg_image_url,
  [EDIT.latitude]: m.owner_msg_latitude,
  [EDIT.pinPair]: m.owner_msg_pin_pair,
  [EDIT.nothing]: m.owner_msg_nothing,
  [EDIT.access]: m.owner_msg_access,
  [PHONE_INVALID_MESSAGE]: m.owner_msg_phone,
  'Business not found': m.owner_msg_business_not_found,
  'School holidays (SH) are not supported here; use PH for public holidays or list the dates. Example: Mo-Fr 09:00-17:00; PH off':
    m.owner_msg_school_holidays,
  [REVIEW.replied]: m.owner_msg_review_replied,
  'Failed to publish your reply. Please try again.': m.owner_reply_failed,
  [REVIEW.reply]: m.owner_msg_review_reply,
  [REVIEW.alreadyReplied]: m.owner_msg_review_already_replied,
  [REVIEW.replyUpdated]: m.owner_msg_review_reply_updated,
  [REVIEW.noReply]: m.owner_msg_review_no_reply,
  'Reply updated': m.owner_reply_updated,
  [REVIEW.notFound]: m.owner_msg_review_not_found,
  [MESSAGE.replied]: m.owner_msg_message_replied,
  [MESSAGE.failed]: m.owner_msg_message_failed,
  [MESSAGE.notFound]: m.owner_msg_message_not_found,
  [CLAIM.claimed]: m.owner_msg_claimed,
  [CLAIM.submitted]: m.owner_msg_submitted,
  [CLAIM.withdrawn]: m.owner_msg_withdrawn,
  [CLAIM.pendingAlready]: m.owner_msg_pending_already,
  [CLAIM.hasBusiness]: m.owner_msg_has_business,
  [CLAIM.owned]: m.owner_msg_owned,
  [CLAIM.notFound]: m.owner_msg_listing_not_found,
  [CLAIM.note]: m.owner_msg_note,
  [CLAIM.adminsManage]: m.owner_msg_admins_manage,
  [CLAIM.codeSent]: m.owner_msg_code_sent,
  [CLAIM.verified]: m.owner_msg_verified,
  [CLAIM.claimNotFound]: m.owner_msg_claim_not_found,
  [CLAIM.method]: m.owner_msg_method,
  [CLAIM.noEmailDomain]: m.owner_msg_no_email_domain,
  [CLAIM.noPhone]: m.owner_msg_no_phone,
  [CLAIM.phoneUnavailable]: m.owner_msg_phone_unavailable,
  [CLAIM.reviewNotOffered]: m.owner_msg_review_not_offered,
  [CLAIM.localPart]: m.owner_msg_local_part,
  [CLAIM.code]: m.owner_msg_code,
  [CLAIM.wrongCode]: m.owner_msg_wrong_code,
  [CLAIM.codeExpired]: m.owner_msg_code_expired,
  [CLAIM.tooManyTries]: m.owner_msg_too_many_tries,
  [CLAIM.alreadyVerified]: m.owner_msg_already_verified,
  [CLAIM.resendTooSoon]: m.owner_msg_resend_too_soon,
  [CLAIM.tooManyCodes]: m.owner_msg_too_many_codes,
  [CLAIM.codesToday]: m.owner_msg_codes_today,
  'Please log in to claim a listing.': m.owner_msg_login_claim,
  'You can only manage your own business.': m.owner_msg_own_business_only,
  'Business owner access required': m.accounts_owner_required,
  'Admin access required': m.accounts_admin_required,
  // Titles of notices and toasts.
  Success: m.owner_toast_success,
  Error: m.owner_toast_error,
  'Access Denied': m.owner_msg_access_denied,
  'Reply published': m.owner_reply_published,
  'Reply sent': m.owner_reply_sent,
  'Claim sent': m.owner_flash_claim_sent,
  'Listing sent for review': m.owner_flash_listing_sent,
  'Claim withdrawn': m.owner_flash_claim_withdrawn,
  'Code sent': m.owner_flash_code_sent,
  'Claim verified': m.owner_flash_claim_verified,
};

/** The field names of "{label} must be at most {max} characters" (fields.ts's tooLong). */
const LABELS: Record<string, Message> = {
  'Business name': m.owner_label_business_name,
  Description: m.owner_label_description,
  Address: m.owner_label_address,
  Phone: m.owner_label_phone,
  'Hours notes': m.owner_label_hours_notes,
  'Opening hours': m.owner_label_opening_hours,
  Reply: m.owner_label_reply,
};

const TOO_LONG = /^(.+) must be at most (\d+) characters$/;
const HOURS_UNREADABLE = /^These opening hours could not be read(?:: (.*))?\. Example: (.*)$/s;

/** A server message of the dashboard or the claim forms in `locale`; other text as it is. */
export function ownerMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const t = { locale };
  const known = Object.hasOwn(KNOWN, text) ? KNOWN[text] : undefined;
  if (known) return known({}, t);
  const long = TOO_LONG.exec(text);
  if (long && Object.hasOwn(LABELS, long[1])) return m.owner_msg_too_long({ label: LABELS[long[1]]({}, t), max: long[2] }, t);
  const hours = HOURS_UNREADABLE.exec(text);
  // The parser's own reason has no translation: it is kept, marked by its colon.
  if (hours)
    return m.owner_msg_opening_hours({ detail: hours[1] ? `${locale === 'fr' ? '\u00a0' : ''}: ${hours[1]}` : '', example: hours[2] }, t);
  return text;
}
