/** Messaging a business (decisions: a premium member benefit) and the owner's reply. */
import { z } from 'zod';
import { idField, nextPathField, optionalLine, requiredText } from './fields.ts';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from './messages-text.ts';

export { MESSAGE_LIMITS, MESSAGE_MESSAGES };

export const MessageFormSchema = z.object({
  businessId: idField('Business not found'),
  subject: optionalLine('Subject', MESSAGE_LIMITS.subject),
  content: requiredText(MESSAGE_MESSAGES.content, 'Message', MESSAGE_LIMITS.content),
  next: nextPathField,
});

export const MessageReplySchema = z.object({
  businessId: idField('Business not found'),
  messageId: idField(MESSAGE_MESSAGES.notFound),
  content: requiredText(MESSAGE_MESSAGES.reply, 'Reply', MESSAGE_LIMITS.content),
  next: nextPathField,
});

export const MessageReadSchema = z.object({
  businessId: idField('Business not found'),
  messageId: idField(MESSAGE_MESSAGES.notFound),
  next: nextPathField,
});
