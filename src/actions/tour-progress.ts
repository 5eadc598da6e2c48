/**
 * A signed-in walker's progress on a walking tour (the follow mode on /tours/{id}): start, each
 * point reached, and the finish screen's rating. Signed out, progress stays on the device and
 * nothing is sent. Answers come back in the language of the page that called.
 */
import { cacheKey } from '../lib/server/http/cache-keys.ts';
import { TOUR_PROGRESS_MESSAGES as M, TourPointReachedSchema, TourRatingSchema, TourStartSchema } from '../lib/schemas/tour-progress.ts';
import { defineFormAction, type ActionContext } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { rateTour, reachPoint, startTour } from '../lib/server/tours/tour-progress.ts';

const walker = (context: ActionContext) => requireUser(context, M.loginRequired);
/** The answer an island reads (plain fields only: see lib/site/post-action.ts). */
const answer = (progress: { done: number[]; status: string; rating: number | null }, awarded = 0) => ({
  done: progress.done.join(','),
  status: progress.status,
  rating: progress.rating ?? 0,
  awarded,
});

export const tourProgress = {
  start: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: TourStartSchema,
    guard: walker,
    failure: M.failed,
    handler: async ({ tourId }, { user }) => answer(await startTour(getDb(), user.id, tourId)),
  }),
  reachPoint: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: TourPointReachedSchema,
    guard: walker,
    failure: M.failed,
    handler: async ({ tourId, pointId }, { user }) => {
      const progress = await reachPoint(getDb(), user.id, tourId, pointId);
      return answer(progress, progress.awarded);
    },
  }),
  rate: defineFormAction({
    // A tour's rating shows on its page and in the list.
    changes: ({ tourId }) => [cacheKey.tour(tourId), cacheKey.tours],
    localizeNext: true,
    input: TourRatingSchema,
    guard: walker,
    failure: M.failed,
    limit: { name: 'tour-rating', limit: { limit: 30, windowMs: 60 * 60_000 }, per: 'user' },
    handler: async ({ tourId, rating, feedback }, { user }) => answer(await rateTour(getDb(), user.id, tourId, rating, feedback)),
  }),
};
