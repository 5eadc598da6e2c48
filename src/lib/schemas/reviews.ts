/** The review form, the owner's reply and the report form (decisions: reviews and messages). */
import { z } from 'zod';
import { REVIEW_REPORT_REASONS } from '#db/schema.ts';
import { messageKey, messageKeys } from '#lib/i18n/said.ts';
import { REVIEW_FIELD_MESSAGES, REVIEW_LIMITS as L, REVIEW_MESSAGES as M, REVIEW_REPLY_MESSAGES as REPLY } from './reviews-messages.ts';
import { FORM_FIELD_LABELS as LABEL } from './form-field-labels.ts';
import { OWNER_FIELD_LABELS } from './business-edit-messages.ts';

export { REVIEW_REPORT_REASONS };
import { asText, choiceField, idField, nextPathField, optionalText, requiredLine, requiredText } from './fields.ts';

/** The forms' field messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const F = messageKeys(REVIEW_FIELD_MESSAGES);

export const ReviewFormSchema = z.object({
  businessId: idField(messageKey(M.businessNotFound)),
  rating: z.preprocess(
    (value) => {
      const text = asText(value).trim();
      return /^[1-5]$/.test(text) ? Number(text) : 0;
    },
    z.number().int().min(1, F.rating).max(5, F.rating),
  ),
  title: requiredLine(F.title, LABEL.reviewTitle, L.title),
  comment: optionalText(LABEL.comment, L.comment),
  next: nextPathField,
});

export const ReviewIdSchema = z.object({ reviewId: idField(messageKey(M.notFound)), next: nextPathField });

export const ReplySchema = z.object({
  businessId: idField(messageKey(REPLY.businessNotFound)),
  reviewId: idField(messageKey(REPLY.notFound)),
  reply: requiredText(messageKey(REPLY.reply), OWNER_FIELD_LABELS.reply, L.reply),
  next: nextPathField,
});

export const ReportSchema = z.object({
  reviewId: idField(messageKey(M.notFound)),
  reason: choiceField(REVIEW_REPORT_REASONS, F.reason),
  details: optionalText(LABEL.details, L.details),
  next: nextPathField,
});
