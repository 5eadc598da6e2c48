/**
 * The admin dashboard's writes: switches, owner links, roles, suspension, moderation decisions,
 * inbox replies and refunds. Ids are checked here; whether the record exists, in the service.
 */
import { z } from 'zod';
import { ROLES } from '#db/schema.ts';
import { messageKey } from '#lib/i18n/said.ts';
import { ADMIN_TOOL_MESSAGES, MODERATION_REFUSALS, ADMIN_REFUSALS, UPLOAD_REVIEW_MESSAGES } from './admin-tools-messages.ts';
import { EventFields } from './owner-events.ts';
import { checkboxField, choiceField, emailField, idField, optionalText, requiredLine, requiredText } from './fields.ts';

/** The admin forms' messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = Object.fromEntries(Object.entries(ADMIN_TOOL_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof ADMIN_TOOL_MESSAGES,
  string
>;

const on = z.preprocess((value) => value === true || value === 'on' || value === 'true' || value === '1', z.boolean());

export const BusinessFlagSchema = z.object({
  businessId: idField(M.businessNotFound),
  flag: choiceField(['isPremium', 'isActive'], M.unknownSwitch),
  value: on,
});
export const LinkOwnerSchema = z.object({
  businessId: idField(M.businessNotFound),
  email: emailField(M.ownerEmail, { lowercase: true }),
});
export const BusinessIdSchema = z.object({ businessId: idField(M.businessNotFound) });

export const AdminEventEditSchema = EventFields.extend({ eventId: idField(M.eventNotFound) });
export const EventIdSchema = z.object({ eventId: idField(M.eventNotFound) });

export const UserIdSchema = z.object({ userId: idField(M.accountNotFound) });
export const RoleChangeSchema = UserIdSchema.extend({ role: choiceField(ROLES, M.role) });
export const PremiumSchema = UserIdSchema.extend({ premium: on });
export const PermissionSchema = z.object({
  role: choiceField(ROLES, M.role),
  capability: requiredLine(M.capability, 'Permission', 60),
  allowed: on,
  confirm: checkboxField,
});

export const ClaimDecisionSchema = z.object({
  claimId: idField(messageKey(MODERATION_REFUSALS.claimNotFound)),
  decision: choiceField(['approve', 'refuse'], M.decision),
  reason: optionalText('Reason', 1000),
});
export const ApplicationDecisionSchema = z.object({
  applicationId: idField(messageKey(MODERATION_REFUSALS.applicationNotFound)),
  decision: choiceField(['approve', 'refuse'], M.decision),
  notes: optionalText('Notes', 2000),
});
export const ReportDecisionSchema = z.object({
  reviewId: idField(messageKey(MODERATION_REFUSALS.reviewNotFound)),
  decision: choiceField(['hide', 'keep'], M.decision),
});
export const PhotoDecisionSchema = z.object({
  photoId: idField(messageKey(MODERATION_REFUSALS.photoNotFound)),
  decision: choiceField(['keep', 'remove'], M.decision),
});
/** Publishing a paid upload, or refusing it (refunded) with the reason the owner is told. */
export const UploadDecisionSchema = z
  .object({
    uploadId: idField(messageKey(UPLOAD_REVIEW_MESSAGES.notFound)),
    decision: choiceField(['publish', 'refuse'], M.decision),
    reason: optionalText('Reason', 1000),
  })
  .superRefine((value, context) => {
    if (value.decision === 'refuse' && !value.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: messageKey(UPLOAD_REVIEW_MESSAGES.reason) });
  });

const inboxKind = choiceField(['contact', 'advertising', 'sponsorship', 'property'], M.inbox);
export const InboxItemSchema = z.object({ kind: inboxKind, id: idField(messageKey(ADMIN_REFUSALS.messageNotFound)) });
export const InboxFlagSchema = InboxItemSchema.extend({ value: on });
export const InboxReplySchema = InboxItemSchema.extend({
  subject: requiredLine(M.replySubject, 'Subject', 200),
  message: requiredText(M.replyMessage, 'Message', 5000),
});

export const RefundSchema = z.object({
  kind: choiceField(['donation', 'listing', 'ticket', 'upload', 'booking'], M.paymentKind),
  id: idField(M.paymentNotFound),
  confirm: checkboxField,
});
