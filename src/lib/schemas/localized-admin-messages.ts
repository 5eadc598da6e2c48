/**
 * The admin actions' messages in the visitor's language (decision 024): each English message of
 * the admin schemas and services (the spec's wording, kept in English) mapped to its message, and
 * the few built from values ("Title must be at most 120 characters"). Unknown text stays as it is.
 */
import { ADMIN_CREATE_MESSAGES } from './admin-create.ts';
import { ADMIN_NOTICES, ADMIN_TOOL_MESSAGES } from './admin-tools-messages.ts';
import { BUSINESS_EDIT_IN_ENGLISH } from './business-edit-messages.ts';
import { OWNER_EVENT_LIMITS, OWNER_EVENT_MESSAGES } from './owner-events-messages.ts';
import { PHONE_INVALID_MESSAGE } from '../domain/phone.ts';
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';
import { accountText } from './localized-accounts.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const B = BUSINESS_EDIT_IN_ENGLISH;
const E = OWNER_EVENT_MESSAGES;
const T = ADMIN_TOOL_MESSAGES;
const N = ADMIN_NOTICES;

const MESSAGES: Record<string, Message> = {
  [ADMIN_CREATE_MESSAGES.businessCreated]: m.admin_msg_business_created,
  [ADMIN_CREATE_MESSAGES.businessFailed]: m.admin_msg_business_failed,
  [ADMIN_CREATE_MESSAGES.eventCreated]: m.admin_msg_event_created,
  [ADMIN_CREATE_MESSAGES.eventFailed]: m.admin_msg_event_failed,
  [ADMIN_CREATE_MESSAGES.board]: m.admin_msg_board,
  Success: m.admin_msg_success,
  'Business not found': m.admin_msg_business_not_found,
  'Business not found.': m.admin_msg_business_not_found,
  'Account not found.': m.admin_msg_account_not_found,
  'Payment not found.': m.admin_msg_payment_not_found,
  [B.name]: m.admin_msg_business_name,
  [B.address]: m.admin_msg_address,
  [B.categoryId]: m.admin_msg_category,
  [B.email]: m.admin_msg_email,
  [PHONE_INVALID_MESSAGE]: m.admin_msg_phone,
  [B.website]: m.admin_msg_website,
  [B.priceRange]: m.admin_msg_price_range,
  [B.imageUrl]: m.admin_msg_image_url,
  [B.latitude]: m.admin_msg_latitude,
  [B.pinPair]: m.admin_msg_pin_pair,
  [B.access]: m.admin_msg_access_sure,
  [E.failed]: m.admin_msg_event_save_failed,
  [E.cancelFailed]: m.admin_msg_event_cancel_failed,
  [E.title]: m.admin_msg_event_title,
  [E.description]: m.admin_msg_event_description,
  [E.date]: m.admin_msg_event_date,
  [E.pastDate]: m.admin_msg_past_date,
  [E.time]: m.admin_msg_time,
  [E.endBeforeStart]: m.admin_msg_end_before_start,
  [E.maxCapacity]: m.admin_msg_capacity_min,
  [E.price]: m.admin_msg_price,
  [E.notFound]: m.admin_msg_event_not_found,
  [E.ended]: m.admin_msg_ended,
  [E.alreadyCancelled]: m.admin_msg_already_cancelled,
  [E.repeats]: m.admin_msg_repeats,
  [E.repeatsUntil]: m.admin_msg_repeats_until,
  [E.repeatsUntilAlone]: m.admin_msg_repeats_until_alone,
  [E.repeatsUntilBeforeStart]: m.admin_msg_repeats_until_before,
  [E.repeatsUntilTooFar]: m.admin_msg_repeats_until_far,
  [E.access]: m.admin_msg_access_stated,
  [T.unknownSwitch]: m.admin_msg_unknown_switch,
  [T.ownerEmail]: m.admin_msg_owner_email,
  [T.role]: m.admin_msg_role,
  [T.capability]: m.admin_msg_capability,
  [T.decision]: m.admin_msg_decision,
  [T.inbox]: m.admin_msg_inbox,
  [T.replySubject]: m.admin_msg_reply_subject,
  [T.replyMessage]: m.admin_msg_reply_message,
  [T.paymentKind]: m.admin_msg_payment_kind,
  [T.refundConfirm]: m.admin_msg_refund_confirm,
  [T.failed]: m.admin_msg_failed,
  [T.permissionConfirm]: m.admin_nf_permission_confirm,
  [N.done]: m.admin_toast_done,
  [N.listingSaved]: m.admin_nf_listing_saved,
  [N.ownerLinked]: m.admin_nf_owner_linked,
  [N.ownerUnlinked]: m.admin_nf_owner_unlinked,
  [N.eventSaved]: m.admin_nf_event_saved,
  [N.eventCancelled]: m.admin_nf_event_cancelled,
  [N.roleChanged]: m.admin_nf_role_changed,
  [N.premiumSaved]: m.admin_nf_premium_saved,
  [N.suspended]: m.admin_nf_suspended,
  [N.restored]: m.admin_nf_restored,
  [N.resetSent]: m.admin_nf_reset_sent,
  [N.permissionAllowed]: m.admin_nf_permission_allowed,
  [N.permissionRemoved]: m.admin_nf_permission_removed,
  [N.claimApproved]: m.admin_nf_claim_approved,
  [N.claimRefused]: m.admin_nf_claim_refused,
  [N.applicationApproved]: m.admin_nf_application_approved,
  [N.applicationRefused]: m.admin_nf_application_refused,
  [N.reviewHidden]: m.moderation_mo_hidden,
  [N.reviewKept]: m.moderation_mo_review_kept,
  [N.photoKept]: m.moderation_mo_photo_kept,
  [N.photoRemoved]: m.moderation_mo_photo_removed,
  [N.markedRead]: m.moderation_in_marked_read,
  [N.markedUnread]: m.moderation_in_marked_unread,
  [N.archived]: m.moderation_in_archived,
  [N.unarchived]: m.moderation_in_unarchived,
  [N.replySent]: m.admin_nf_reply_sent,
  [N.uploadPublished]: m.admin_nf_upload_published,
  [N.uploadRefused]: m.admin_nf_upload_refused,
  [N.refundRequested]: m.admin_refund_requested,
  'No account uses that email address.': m.admin_msg_no_account,
  'Admins manage every listing already; link a business owner account.': m.admin_msg_admin_owner,
  'This business has no linked owner.': m.admin_msg_no_owner,
  'The guide needs at least one active admin: make another admin first.': m.admin_msg_last_admin,
  'You cannot change your own role or suspend yourself; ask another admin.': m.admin_msg_not_yourself,
  'The account changed meanwhile; reload and try again.': m.admin_msg_changed_meanwhile,
  'This member pays for premium by subscription; it ends when they cancel it in billing (or a refund ends it).': m.admin_msg_subscription,
  'Too many reset mails for this account just now. Please try again later.': m.admin_msg_reset_limited,
  'This payment has already been refunded.': m.admin_msg_already_refunded,
  'Only a completed payment can be refunded.': m.admin_msg_only_paid_refund,
  'The refund could not be made. Please try again.': m.admin_msg_refund_failed,
  "Admins must keep 'Manage users': without it no one could change permissions again.": m.admin_msg_keep_editor,
  'Application not found.': m.admin_msg_application_not_found,
  'Claim not found.': m.admin_msg_claim_not_found,
  'Message not found.': m.admin_msg_message_not_found,
  'Photo not found.': m.admin_msg_photo_not_found,
  'Review not found.': m.admin_msg_review_not_found,
  'Another account owns this listing now: unlink it first, or refuse this claim.': m.admin_msg_listing_owned,
  'This account already runs another business: unlink it first, or refuse this claim.': m.admin_msg_runs_another,
  'This has already been decided (by you or another admin). The queue shows what is left.': m.admin_msg_already_decided,
  'Something went wrong. Please try again.': m.admin_something_wrong,
  'Too many attempts. Please wait a few minutes and try again.': m.admin_msg_too_many,
  "The guide's data service is not available right now. Please try again in a few minutes.": m.admin_msg_unavailable,
};

/** The field names in "… must be at most N characters", as the admin forms label them. */
const FIELD_LABELS: Record<string, Message> = {
  'Business name': m.admin_field_business_name,
  Description: m.admin_field_description,
  'Event description': m.admin_field_description,
  Address: m.admin_field_address,
  Phone: m.admin_field_phone,
  'Opening hours': m.admin_field_opening_hours,
  'Event title': m.admin_field_title,
  Location: m.admin_field_location,
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Wednesday" in the language: "miércoles", "mercredi" (a fixed week of January 2023 starts on a Sunday). */
const weekdayIn = (locale: Locale, english: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(english))),
  );

/** An admin action's message (a refusal, a field's message, a notice) in the visitor's language; other text as it is. */
export function adminMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const t = { locale };
  const message = MESSAGES[text];
  if (message) return message({}, t);
  const tooLong = /^(.+) must be at most (\d+) characters$/.exec(text);
  if (tooLong && FIELD_LABELS[tooLong[1]]) return m.admin_msg_too_long({ label: FIELD_LABELS[tooLong[1]]({}, t), max: tooLong[2] }, t);
  if (text === E.capacityTooLarge) return m.admin_msg_capacity_max({ max: OWNER_EVENT_LIMITS.maxCapacity }, t);
  const below = /^Capacity cannot be lower than the (\d+) people already registered$/.exec(text);
  if (below) return m.admin_msg_below_registered({ count: below[1] }, t);
  const monthly = /^Not every month has a (\d+)\w\w: choose every month on the last (\w+), or a date up to the 28th$/.exec(text);
  if (monthly && WEEKDAYS.includes(monthly[2]))
    return m.admin_msg_no_monthly_date({ day: monthly[1], weekday: weekdayIn(locale, monthly[2]) }, t);
  // The guards' refusals ("Admin access required") are the accounts' messages.
  return accountText(locale, text);
}
