/**
 * The moderation, inbox and permission messages of the admin dashboard in the
 * visitor's language (decision 024): each English constant the server sends (or the island
 * shows) mapped to its message. English, and any text not listed, stays as it is.
 */
import type { Locale } from '../i18n/locales.ts';
import { ADMIN_TOOL_MESSAGES as T } from './admin-tools-messages.ts';
import { UPLOAD_REVIEW_MESSAGES as U } from '../domain/upload-tiers.ts';
import {
  moderation_msg_already_decided,
  moderation_msg_application_not_found,
  moderation_msg_capability,
  moderation_msg_claim_not_found,
  moderation_msg_decision,
  moderation_msg_failed,
  moderation_msg_inbox,
  moderation_msg_keep_editor,
  moderation_msg_message_not_found,
  moderation_msg_other_owner,
  moderation_msg_photo_not_found,
  moderation_msg_reply_message,
  moderation_msg_reply_subject,
  moderation_msg_review_not_found,
  moderation_msg_role,
  moderation_msg_runs_other,
  moderation_msg_still_verifying,
  moderation_msg_upload_not_found,
  moderation_msg_upload_page_full,
  moderation_msg_upload_reason,
  moderation_msg_upload_refund_failed,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** The services' refusals, word for word (lib/server/admin/moderation.ts, admin-inboxes.ts, admin-permissions.ts). */
export const MODERATION_REFUSALS = {
  claimNotFound: 'Claim not found.',
  alreadyDecided: 'This has already been decided (by you or another admin). The queue shows what is left.',
  otherOwner: 'Another account owns this listing now: unlink it first, or refuse this claim.',
  runsOther: 'This account already runs another business: unlink it first, or refuse this claim.',
  stillVerifying: 'This claim is still waiting for its verification code.',
  applicationNotFound: 'Application not found.',
  reviewNotFound: 'Review not found.',
  photoNotFound: 'Photo not found.',
  messageNotFound: 'Message not found.',
  keepEditor: "Admins must keep 'Manage users': without it no one could change permissions again.",
} as const;

const R = MODERATION_REFUSALS;

const MESSAGES: Record<string, Message> = {
  [T.failed]: moderation_msg_failed,
  [T.capability]: moderation_msg_capability,
  [T.decision]: moderation_msg_decision,
  [T.inbox]: moderation_msg_inbox,
  [T.replySubject]: moderation_msg_reply_subject,
  [T.replyMessage]: moderation_msg_reply_message,
  [T.role]: moderation_msg_role,
  [R.claimNotFound]: moderation_msg_claim_not_found,
  [R.alreadyDecided]: moderation_msg_already_decided,
  [R.otherOwner]: moderation_msg_other_owner,
  [R.runsOther]: moderation_msg_runs_other,
  [R.stillVerifying]: moderation_msg_still_verifying,
  [R.applicationNotFound]: moderation_msg_application_not_found,
  [R.reviewNotFound]: moderation_msg_review_not_found,
  [R.photoNotFound]: moderation_msg_photo_not_found,
  [R.messageNotFound]: moderation_msg_message_not_found,
  [R.keepEditor]: moderation_msg_keep_editor,
  [U.notFound]: moderation_msg_upload_not_found,
  [U.reason]: moderation_msg_upload_reason,
  [U.pageFull]: moderation_msg_upload_page_full,
  [U.refundFailed]: moderation_msg_upload_refund_failed,
};

/** A message of this area (English constant) in the visitor's language; any other text as it is. */
export function moderationMessageIn(locale: Locale, text: string): string {
  const message = MESSAGES[text];
  return locale === 'en' || !message ? text : message({}, { locale });
}

/** Each field's message in the visitor's language. */
export function fieldMessagesIn(locale: Locale, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, moderationMessageIn(locale, text)]));
}
