/** Messaging a business (decisions: a premium member benefit) and the owner's reply. */
import { z } from 'zod';
import { idField, nextPathField, optionalLine, requiredText } from './fields.ts';
import { messageKey } from '#lib/i18n/said.ts';
import { FORM_FIELD_LABELS as LABEL } from './form-field-labels.ts';
import { MESSAGE_FIELD_MESSAGES, MESSAGE_LIMITS, MESSAGE_MESSAGES, MESSAGE_REPLY_MESSAGES } from './messages-text.ts';
import { OWNER_FIELD_LABELS } from './business-edit-messages.ts';

export { MESSAGE_LIMITS, MESSAGE_MESSAGES, MESSAGE_REPLY_MESSAGES };

const REPLY = Object.fromEntries(Object.entries(MESSAGE_REPLY_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof MESSAGE_REPLY_MESSAGES,
  string
>;

export const MessageFormSchema = z.object({
  businessId: idField(messageKey(MESSAGE_MESSAGES.businessNotFound)),
  subject: optionalLine(LABEL.subject, MESSAGE_LIMITS.subject),
  content: requiredText(messageKey(MESSAGE_FIELD_MESSAGES.content), LABEL.message, MESSAGE_LIMITS.content),
  next: nextPathField,
});

export const MessageReplySchema = z.object({
  businessId: idField(REPLY.businessNotFound),
  messageId: idField(REPLY.notFound),
  content: requiredText(REPLY.reply, OWNER_FIELD_LABELS.reply, MESSAGE_LIMITS.content),
  next: nextPathField,
});

export const MessageReadSchema = z.object({
  businessId: idField(REPLY.businessNotFound),
  messageId: idField(REPLY.notFound),
  next: nextPathField,
});
