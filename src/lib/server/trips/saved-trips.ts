/** Trip plans members keep in their dashboard: saved by address, listed newest first, removed by their owner only. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { savedTrips } from '#db/schema.ts';
import { describePreferences, parseTripQuery, tripPlannerHref, type TripPreferences } from '#lib/domain/trip-planner.ts';
import { durationOf, interestOf } from '#lib/domain/trip-planner/matching.ts';
import { addDays, toNewYorkParts } from '#lib/domain/time.ts';
import { SAVED_TRIP_MESSAGES } from '#lib/schemas/saved-trips.ts';
import { HttpError } from '../http/errors.ts';
import type { Database } from '../db/client.ts';
import type { SavedTripView } from '#lib/views/dashboard.ts';

/** How many itineraries one member keeps. */
export const MAX_SAVED_TRIPS = 50;

/** "Full Day · History, Architecture": what a saved plan is called. */
export function savedTripTitle(preferences: TripPreferences): string {
  return `${durationOf(preferences.duration).label} · ${preferences.interests.map((id) => interestOf(id).label).join(', ')}`;
}

/** The canonical address of a plan given as a query string, or null when it is not a complete plan. */
export function canonicalTrip(query: string, now = new Date()): { preferences: TripPreferences; startDate: string; query: string } | null {
  const parsed = parseTripQuery(new URLSearchParams(query.replace(/^[^?]*\?/, '')), toNewYorkParts(now).date);
  if (!parsed.preferences) return null;
  const href = tripPlannerHref(parsed.preferences, parsed.values.start);
  return { preferences: parsed.preferences, startDate: parsed.values.start, query: href.slice(href.indexOf('?') + 1) };
}

/**
 * Saves a plan for a member. Answers whether it was new; refuses an incomplete plan (400) and a
 * member who already keeps MAX_SAVED_TRIPS (409).
 */
export async function saveTrip(db: Database, userId: number, query: string, now = new Date()): Promise<{ created: boolean; id: number }> {
  const trip = canonicalTrip(query, now);
  if (!trip) throw new HttpError(400, SAVED_TRIP_MESSAGES.invalid);
  const existing = async () => (await savedTripIdQuery(db, userId, trip.query))[0]?.id;
  const known = await existing();
  if (known !== undefined) return { created: false, id: known };
  // One conditional write: the limit holds and a second press of Save finds the first's row,
  // however the two requests interleave.
  const inserted = await db.all<{ id: number }>(sql`
    insert into saved_trips (user_id, title, query, start_date)
    select ${userId}, ${savedTripTitle(trip.preferences)}, ${trip.query}, ${trip.startDate}
    where (select count(*) from saved_trips where user_id = ${userId}) < ${MAX_SAVED_TRIPS}
    on conflict (user_id, query) do nothing
    returning id`);
  if (inserted.length > 0) return { created: true, id: Number(inserted[0].id) };
  const raced = await existing();
  if (raced !== undefined) return { created: false, id: raced };
  throw new HttpError(409, SAVED_TRIP_MESSAGES.tooMany);
}

/** Removes one of the member's saved plans; false when they have no such plan. */
export async function removeSavedTrip(db: Database, userId: number, tripId: number): Promise<boolean> {
  const removed = await db
    .delete(savedTrips)
    .where(and(eq(savedTrips.id, tripId), eq(savedTrips.userId, userId)))
    .returning({ id: savedTrips.id });
  return removed.length > 0;
}

/** The query for a member's saved plans, newest first (await it or batch it). */
export function savedTripsQuery(db: Database, userId: number) {
  return db
    .select()
    .from(savedTrips)
    .where(eq(savedTrips.userId, userId))
    .orderBy(desc(savedTrips.createdAt), desc(savedTrips.id))
    .limit(MAX_SAVED_TRIPS);
}

/** The query for the id of a member's saved plan with this canonical address, if any. */
export function savedTripIdQuery(db: Database, userId: number, query: string) {
  return db
    .select({ id: savedTrips.id })
    .from(savedTrips)
    .where(and(eq(savedTrips.userId, userId), eq(savedTrips.query, query)));
}

/** A saved plan as the dashboard lists it: its address, and one from today when its dates have passed. */
export function toSavedTripView(row: typeof savedTrips.$inferSelect, now = new Date()): SavedTripView {
  const today = toNewYorkParts(now).date;
  const trip = canonicalTrip(row.query, now);
  const href = `/trip-planner?${row.query}#plan`;
  return {
    id: row.id,
    title: row.title,
    summary: trip ? describePreferences(trip.preferences) : row.title,
    href,
    startDate: row.startDate,
    // Passed once its last day is over (a weekend that started yesterday is still on).
    isPast: addDays(row.startDate, trip ? durationOf(trip.preferences.duration).days - 1 : 0) < today,
    againHref: trip ? `${tripPlannerHref(trip.preferences, today)}#plan` : href,
  };
}
