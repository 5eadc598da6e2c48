/** Saving a trip plan to the dashboard and removing it again: the planner's and the dashboard's forms. */
import { z } from 'zod';
import { idField, nextPathField } from './fields.ts';

export const SAVED_TRIP_MESSAGES = {
  loginRequired: 'Please log in to save itineraries.',
  saved: 'Itinerary saved',
  alreadySaved: 'This itinerary is already in your dashboard',
  removed: 'Itinerary removed',
  invalid: 'This itinerary cannot be saved: choose a duration and at least one interest.',
  tooMany: 'You can keep up to 50 itineraries. Remove one to save another.',
  notFound: 'Itinerary not found',
} as const;

/** The longest plan address kept (every interest and option spelled out is about 200 characters). */
export const MAX_TRIP_QUERY_LENGTH = 400;

/** The plan's address (its query string, read again on the server) and the page to come back to. */
export const TripSaveSchema = z.object({
  query: z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().max(MAX_TRIP_QUERY_LENGTH, SAVED_TRIP_MESSAGES.invalid),
  ),
  next: nextPathField,
});

/** Which saved itinerary, and the page to come back to. */
export const TripRemoveSchema = z.object({
  tripId: idField(SAVED_TRIP_MESSAGES.notFound),
  next: nextPathField,
});
