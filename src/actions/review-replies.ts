/** The owner's public reply to a review of the business, once per review, and its edit (actions.owner.replyToReview, editReviewReply). */
import { cacheKey } from '../lib/server/http/cache-keys.ts';
import { ReplySchema } from '../lib/schemas/reviews.ts';
import { REVIEW_REPLY_MESSAGES as REPLY } from '../lib/schemas/reviews-messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { editReviewReply, replyToReview } from '../lib/server/reviews/reviews.ts';

export const reviewReplies = {
  /** The owner's public reply to a review of the business (once per review). */
  replyToReview: defineFormAction({
    // A reply shows under its review, on the business's page only.
    changes: ({ businessId }) => [cacheKey.business(businessId)],
    localizeNext: true,
    input: ReplySchema,
    guard: requireOwnerOfForm,
    failure: REPLY.failed,
    handler: async ({ businessId, reviewId, reply, next }) => {
      await replyToReview(getDb(), businessId, reviewId, reply);
      return {
        reviewId,
        reply,
        redirect: next,
        flash: { title: REPLY.published, description: REPLY.replied, variant: 'success' as const },
      };
    },
  }),

  /** Changes the owner's public reply to a review (edited in place: still one reply per review). */
  editReviewReply: defineFormAction({
    // A reply shows under its review, on the business's page only.
    changes: ({ businessId }) => [cacheKey.business(businessId)],
    localizeNext: true,
    input: ReplySchema,
    guard: requireOwnerOfForm,
    failure: REPLY.failed,
    handler: async ({ businessId, reviewId, reply, next }) => {
      await editReviewReply(getDb(), businessId, reviewId, reply);
      return {
        reviewId,
        reply,
        redirect: next,
        flash: { title: REPLY.updated, description: REPLY.replyUpdated, variant: 'success' as const },
      };
    },
  }),
};
