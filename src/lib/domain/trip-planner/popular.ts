/** A trip preset shown as a popular itinerary (run through generateItinerary like any plan). */
import type { TripPreferences } from './types.ts';

export type PopularTrip = { id: string; title: string; blurb: string; preferences: TripPreferences };

/** The popular itineraries: preference sets the planner turns into plans from the live data. */
export const POPULAR_TRIPS: readonly PopularTrip[] = [
  {
    id: 'renaissance-and-jazz',
    title: 'Renaissance & Jazz Day',
    blurb: 'Landmarks of the Harlem Renaissance by day, a jazz room by night.',
    preferences: { duration: 'full-day', interests: ['history', 'music'], budget: 'moderate', groupSize: 'couple' },
  },
  {
    id: 'soul-food-weekend',
    title: 'Soul Food & Culture Weekend',
    blurb: 'Two days of Harlem kitchens, galleries and stages, one neighborhood a day.',
    preferences: { duration: 'weekend', interests: ['food', 'culture'], budget: 'moderate', groupSize: 'small-group' },
  },
  {
    id: 'family-outdoors',
    title: 'Family Day Outdoors',
    blurb: 'Parks, museums and ice cream for all ages, easy on the wallet.',
    preferences: { duration: 'full-day', interests: ['outdoor', 'family'], budget: 'budget', groupSize: 'small-group' },
  },
  {
    id: 'brownstones-and-landmarks',
    title: 'Brownstones & Landmarks',
    blurb: 'A half-day walk past mansions, churches and row houses.',
    preferences: { duration: 'half-day', interests: ['architecture'], budget: 'budget', groupSize: 'solo' },
  },
];
