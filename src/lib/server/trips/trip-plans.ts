/**
 * Plans from the generator (lib/domain/trip-planner, one pure function) over the guide's data:
 * a visitor's plan for their dates, or the popular itineraries for today. One round trip each.
 */
import {
  durationOf,
  generateItinerary,
  POPULAR_TRIPS,
  tripPlannerHref,
  type Itinerary,
  type PopularTrip,
  type TripPreferences,
} from '#lib/domain/trip-planner.ts';
import type { Database } from '../db/client.ts';
import { loadTripCandidates } from './trip-candidates.ts';

/** The plan for preferences starting on a New York day. */
export async function planTrip(db: Database, preferences: TripPreferences, startDate: string, now = new Date()): Promise<Itinerary> {
  const candidates = await loadTripCandidates(
    db,
    { startDate, days: durationOf(preferences.duration).days, budget: preferences.budget },
    now,
  );
  return generateItinerary(preferences, candidates, { startDate });
}

export type PopularPlan = PopularTrip & { plan: Itinerary; href: string };

/** The popular itineraries, each generated from today's data, with the address of its full plan. */
export async function popularPlans(db: Database, today: string, now = new Date()): Promise<PopularPlan[]> {
  const days = Math.max(...POPULAR_TRIPS.map((trip) => durationOf(trip.preferences.duration).days));
  // One set of candidates for all of them: the widest budget, each plan keeping to its own.
  const candidates = await loadTripCandidates(db, { startDate: today, days, budget: 'luxury' }, now);
  return POPULAR_TRIPS.map((trip) => ({
    ...trip,
    plan: generateItinerary(trip.preferences, candidates, { startDate: today }),
    href: tripPlannerHref(trip.preferences, today),
  }));
}
