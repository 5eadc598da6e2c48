/** Saving a trip plan to the dashboard and removing it again: the planner's and the dashboard's forms. */
import { z } from 'zod';
import { messageKey, said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { idField, nextPathField } from './fields.ts';

/** Their messages as message keys (decision 028); messages/dashboard/en.json holds the English. */
export const SAVED_TRIP_MESSAGES = {
  loginRequired: said(m.dashboard_trip_login),
  saved: said(m.dashboard_trip_saved),
  alreadySaved: said(m.dashboard_trip_already),
  removed: said(m.dashboard_trip_removed),
  invalid: said(m.dashboard_trip_invalid),
  tooMany: said(m.dashboard_trip_too_many),
  notFound: said(m.dashboard_trip_not_found),
} as const;

/** The longest plan address kept (every interest and option spelled out is about 200 characters). */
export const MAX_TRIP_QUERY_LENGTH = 400;

/** The plan's address (its query string, read again on the server) and the page to come back to. */
export const TripSaveSchema = z.object({
  query: z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().max(MAX_TRIP_QUERY_LENGTH, messageKey(SAVED_TRIP_MESSAGES.invalid)),
  ),
  next: nextPathField,
});

/** Which saved itinerary, and the page to come back to. */
export const TripRemoveSchema = z.object({
  tripId: idField(messageKey(SAVED_TRIP_MESSAGES.notFound)),
  next: nextPathField,
});
