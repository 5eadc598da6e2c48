/**
 * The admin dashboard's and admin panel's messages, as message keys (decision 028): field messages
 * of its forms, the services' refusals, and the notices of a plain post. Each is said in the
 * reader's language where the answer leaves the server; messages/admin and messages/moderation
 * hold the spec's English.
 */
import { said, type Said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { BUSINESS_EDIT_MESSAGES, OWNER_FIELD_LABELS } from './business-edit-messages.ts';

/** The admin forms' field messages, and what any of their writes says when it fails. */
export const ADMIN_TOOL_MESSAGES = {
  unknownSwitch: said(m.admin_msg_unknown_switch),
  ownerEmail: said(m.admin_msg_owner_email),
  role: said(m.moderation_msg_role),
  capability: said(m.moderation_msg_capability),
  decision: said(m.moderation_msg_decision),
  inbox: said(m.moderation_msg_inbox),
  replySubject: said(m.moderation_msg_reply_subject),
  replyMessage: said(m.moderation_msg_reply_message),
  paymentKind: said(m.admin_msg_payment_kind),
  refundConfirm: said(m.admin_msg_refund_confirm),
  failed: said(m.moderation_msg_failed),
  permissionConfirm: said(m.admin_nf_permission_confirm),
  businessNotFound: said(m.admin_msg_business_not_found),
  eventNotFound: said(m.admin_msg_event_not_found),
  accountNotFound: said(m.admin_msg_account_not_found),
  paymentNotFound: said(m.admin_msg_payment_not_found),
} as const;

/** The admin services' refusals (lib/server/admin). */
export const ADMIN_REFUSALS = {
  lastAdmin: said(m.admin_msg_last_admin),
  notYourself: said(m.admin_msg_not_yourself),
  changedMeanwhile: said(m.admin_msg_changed_meanwhile),
  subscription: said(m.admin_msg_subscription),
  resetLimited: said(m.admin_msg_reset_limited),
  noAccount: said(m.admin_msg_no_account),
  adminOwner: said(m.admin_msg_admin_owner),
  noOwner: said(m.admin_msg_no_owner),
  alreadyRefunded: said(m.admin_msg_already_refunded),
  onlyPaidRefund: said(m.admin_msg_only_paid_refund),
  refundFailed: said(m.admin_msg_refund_failed),
  keepEditor: said(m.moderation_msg_keep_editor),
  messageNotFound: said(m.moderation_msg_message_not_found),
} as const;

/** The moderation queues' refusals (lib/server/admin/moderation.ts). */
export const MODERATION_REFUSALS = {
  claimNotFound: said(m.moderation_msg_claim_not_found),
  alreadyDecided: said(m.moderation_msg_already_decided),
  otherOwner: said(m.moderation_msg_other_owner),
  runsOther: said(m.moderation_msg_runs_other),
  stillVerifying: said(m.moderation_msg_still_verifying),
  applicationNotFound: said(m.moderation_msg_application_not_found),
  reviewNotFound: said(m.moderation_msg_review_not_found),
  photoNotFound: said(m.moderation_msg_photo_not_found),
} as const;

/** The admin's review of a paid upload (lib/server/uploads/upload-review.ts). */
export const UPLOAD_REVIEW_MESSAGES = {
  reason: said(m.moderation_msg_upload_reason),
  alreadyDecided: said(m.moderation_msg_already_decided),
  pageFull: said(m.moderation_msg_upload_page_full),
  refundFailed: said(m.moderation_msg_upload_refund_failed),
  notFound: said(m.moderation_msg_upload_not_found),
} as const;

/** What a plain post (no JavaScript) says when the admin page comes back after the change; islands say their own. */
export const ADMIN_NOTICES = {
  done: said(m.admin_toast_done),
  listingSaved: said(m.admin_nf_listing_saved),
  ownerLinked: said(m.admin_nf_owner_linked),
  ownerUnlinked: said(m.admin_nf_owner_unlinked),
  eventSaved: said(m.admin_nf_event_saved),
  eventCancelled: said(m.admin_nf_event_cancelled),
  roleChanged: said(m.admin_nf_role_changed),
  premiumSaved: said(m.admin_nf_premium_saved),
  suspended: said(m.admin_nf_suspended),
  restored: said(m.admin_nf_restored),
  resetSent: said(m.admin_nf_reset_sent),
  permissionAllowed: said(m.admin_nf_permission_allowed),
  permissionRemoved: said(m.admin_nf_permission_removed),
  claimApproved: said(m.admin_nf_claim_approved),
  claimRefused: said(m.admin_nf_claim_refused),
  applicationApproved: said(m.admin_nf_application_approved),
  applicationRefused: said(m.admin_nf_application_refused),
  reviewHidden: said(m.moderation_mo_hidden),
  reviewKept: said(m.moderation_mo_review_kept),
  photoKept: said(m.moderation_mo_photo_kept),
  photoRemoved: said(m.moderation_mo_photo_removed),
  markedRead: said(m.moderation_in_marked_read),
  markedUnread: said(m.moderation_in_marked_unread),
  archived: said(m.moderation_in_archived),
  unarchived: said(m.moderation_in_unarchived),
  replySent: said(m.admin_nf_reply_sent),
  uploadPublished: said(m.admin_nf_upload_published),
  uploadRefused: said(m.admin_nf_upload_refused),
  refundRequested: said(m.admin_refund_requested),
} as const;

/** The admin panel's Create Business and Create Event. */
export const ADMIN_CREATE_MESSAGES = {
  businessCreated: said(m.admin_msg_business_created),
  businessFailed: said(m.admin_msg_business_failed),
  eventCreated: said(m.admin_msg_event_created),
  eventFailed: said(m.admin_msg_event_failed),
  board: said(m.admin_msg_board),
  business: said(m.admin_msg_business_unknown),
  success: said(m.admin_msg_success),
} as const;

/** A field's name in "{label} must be at most {max} characters", as the admin panel words it. */
const named =
  (label: typeof m.admin_field_phone) =>
  (max: number): Said =>
    said(m.admin_msg_too_long, { label: said(label), max });

/** Create Business: the owner form's fields (business-edit.ts), with the admin panel's words where it has its own. */
export const ADMIN_BUSINESS_FIELDS = {
  messages: {
    ...BUSINESS_EDIT_MESSAGES,
    name: said(m.admin_msg_business_name),
    communityBoardId: said(m.admin_msg_board),
    email: said(m.admin_msg_email),
    phone: said(m.admin_msg_phone),
    website: said(m.admin_msg_website),
    latitude: said(m.admin_msg_latitude),
    access: said(m.admin_msg_access_sure),
  },
  labels: {
    ...OWNER_FIELD_LABELS,
    businessName: named(m.admin_field_business_name),
    description: named(m.admin_field_description),
    address: named(m.admin_field_address),
    phone: named(m.admin_field_phone),
    openingHours: named(m.admin_field_opening_hours),
  },
} as const;
