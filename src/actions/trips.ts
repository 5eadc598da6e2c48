/** Itineraries a member keeps: saved from the trip planner, removed from the dashboard. */
import { SAVED_TRIP_MESSAGES as M, TripRemoveSchema, TripSaveSchema } from '../lib/schemas/saved-trips.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { removeSavedTrip, saveTrip } from '../lib/server/trips/saved-trips.ts';
import { said } from '../lib/i18n/said.ts';
import { dashboard_trip_saved_help } from '../paraglide/messages.js';

const guard = (context: Parameters<typeof requireUser>[0]) => requireUser(context, M.loginRequired);

export const trips = {
  /** Keeps the plan in the member's dashboard (once: saving it again changes nothing). */
  save: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: TripSaveSchema,
    guard,
    back: true,
    handler: async ({ query, next }, { user }) => {
      const { created, id } = await saveTrip(getDb(), user.id, query);
      return {
        tripId: id,
        redirect: next,
        flash: {
          title: created ? M.saved : M.alreadySaved,
          description: said(dashboard_trip_saved_help),
          variant: 'success' as const,
        },
      };
    },
  }),
  /** Removes one of the member's own saved plans. */
  remove: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: TripRemoveSchema,
    guard,
    back: true,
    handler: async ({ tripId, next }, { user }) => {
      if (!(await removeSavedTrip(getDb(), user.id, tripId))) throw new HttpError(404, M.notFound);
      return { tripId, redirect: next, flash: { title: M.removed, variant: 'success' as const } };
    },
  }),
};
