/** Reviews: writing, editing and deleting one's own, and reporting anyone's (decisions: reviews and messages). */
import { ReportSchema, ReviewFormSchema, ReviewIdSchema } from '../lib/schemas/reviews.ts';
import { REVIEW_MESSAGES as M } from '../lib/schemas/reviews-messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { requireCapability } from '../lib/server/auth/permissions.ts';
import { getDb } from '../lib/server/db/client.ts';
import { deleteReview, reportReview, saveReview } from '../lib/server/reviews/reviews.ts';
import type { WriteLimit } from '../lib/server/security/rate-limit.ts';

/** Reviews and reports per account: plenty for a person, little for a flood. */
const REVIEW_LIMIT: WriteLimit = { name: 'reviews', limit: { limit: 30, windowMs: 60 * 60_000 }, per: 'user' };

export const reviews = {
  /** Writes the member's review of a business, or edits it; back to the business page. */
  save: defineFormAction({
    changes: 'named',
    input: ReviewFormSchema,
    guard: (context) => requireCapability(context, 'reviews:create', M.loginRequired),
    limit: REVIEW_LIMIT,
    failure: M.failed,
    handler: async ({ next, ...input }, { user }) => {
      const saved = await saveReview(getDb(), user, input);
      return {
        ...saved,
        redirect: next,
        flash: {
          title: saved.created ? M.publishedTitle : M.updatedTitle,
          description: saved.created ? M.saved : M.updated,
          variant: 'success' as const,
        },
      };
    },
  }),

  /** Deletes the member's own review. */
  delete: defineFormAction({
    changes: 'named',
    input: ReviewIdSchema,
    guard: (context) => requireUser(context, M.loginRequired),
    back: true,
    handler: async ({ reviewId, next }, { user }) => {
      await deleteReview(getDb(), user, reviewId);
      return { redirect: next, flash: { title: M.deletedTitle, description: M.deleted, variant: 'success' as const } };
    },
  }),

  /** Reports a review to the admins (once per person). */
  report: defineFormAction({
    // A report hides nothing until an admin decides (moderation.decideReport).
    changes: 'nothing public',
    input: ReportSchema,
    guard: (context) => requireUser(context, M.reportLoginRequired),
    limit: REVIEW_LIMIT,
    handler: async ({ next, ...input }, { user }) => {
      const outcome = await reportReview(getDb(), user.id, input);
      return {
        redirect: next,
        flash: { title: M.reportedTitle, description: outcome.first ? M.reported : M.alreadyReported, variant: 'success' as const },
      };
    },
  }),
};
