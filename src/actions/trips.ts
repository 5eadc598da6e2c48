/** Itineraries a member keeps: saved from the trip planner, removed from the dashboard. */
import { SAVED_TRIP_MESSAGES as M, TripRemoveSchema, TripSaveSchema } from '../lib/schemas/saved-trips.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { removeSavedTrip, saveTrip } from '../lib/server/trips/saved-trips.ts';
import { formMessageIn, savedTripFlashIn } from '../lib/domain/localized-form-messages.ts';

export const trips = {
  /** Keeps the plan in the member's dashboard (once: saving it again changes nothing). */
  save: defineFormAction({
    input: TripSaveSchema,
    guard: (context) => requireUser(context, formMessageIn(context.locals.locale, M.loginRequired)),
    back: true,
    handler: async ({ query, next }, { user, context }) => {
      const { created, id } = await saveTrip(getDb(), user.id, query).catch((error: unknown) => {
        // The planner shows the refusal as a notice: in the visitor's language.
        throw error instanceof HttpError ? new HttpError(error.status, formMessageIn(context.locals.locale, error.message), { details: error.details, title: error.title }) : error;
      });
      return { tripId: id, redirect: next, flash: { ...savedTripFlashIn(context.locals.locale, created), variant: 'success' as const } };
    },
  }),
  /** Removes one of the member's own saved plans. */
  remove: defineFormAction({
    input: TripRemoveSchema,
    guard: (context) => requireUser(context, M.loginRequired),
    back: true,
    handler: async ({ tripId, next }, { user }) => {
      if (!(await removeSavedTrip(getDb(), user.id, tripId))) throw new HttpError(404, M.notFound);
      return { tripId, redirect: next, flash: { title: M.removed, variant: 'success' as const } };
    },
  }),
};
