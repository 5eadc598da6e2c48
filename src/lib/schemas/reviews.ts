/** The review form, the owner's reply and the report form (decisions: reviews and messages). */
import { z } from 'zod';
import { REVIEW_REPORT_REASONS } from '#db/schema.ts';
import { messageKey } from '#lib/i18n/said.ts';
import { REVIEW_LIMITS as L, REVIEW_MESSAGES as M, REVIEW_REPLY_MESSAGES as REPLY } from './reviews-messages.ts';
import { OWNER_FIELD_LABELS } from './business-edit-messages.ts';

export { REVIEW_REPORT_REASONS };
import { asText, choiceField, idField, nextPathField, optionalText, requiredLine, requiredText } from './fields.ts';

export const ReviewFormSchema = z.object({
  businessId: idField('Business not found'),
  rating: z.preprocess(
    (value) => {
      const text = asText(value).trim();
      return /^[1-5]$/.test(text) ? Number(text) : 0;
    },
    z.number().int().min(1, M.rating).max(5, M.rating),
  ),
  title: requiredLine(M.title, 'Review title', L.title),
  comment: optionalText('Comment', L.comment),
  next: nextPathField,
});

export const ReviewIdSchema = z.object({ reviewId: idField(M.notFound), next: nextPathField });

export const ReplySchema = z.object({
  businessId: idField(messageKey(REPLY.businessNotFound)),
  reviewId: idField(messageKey(REPLY.notFound)),
  reply: requiredText(messageKey(REPLY.reply), OWNER_FIELD_LABELS.reply, L.reply),
  next: nextPathField,
});

export const ReportSchema = z.object({
  reviewId: idField(M.notFound),
  reason: choiceField(REVIEW_REPORT_REASONS, M.reason),
  details: optionalText('Details', L.details),
  next: nextPathField,
});
