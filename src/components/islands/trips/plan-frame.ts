/**
 * What the planner island needs of a plan to run it: its heading, its address, its map's stops and
 * the pages to keep offline with it. The plan's days and estimate are plain HTML (ItineraryBody):
 * drawn by the server for the plan an address names, they reach the island as a slot, so a plan's
 * words are sent once, not again as the island's props.
 */
import { picksOf, type Itinerary, type ItineraryPick } from '#lib/domain/trip-planner/types.ts';
import type { TripMapStop } from './TripMap.tsx';

export type PlanFrame = Pick<Itinerary, 'preferences' | 'startDate' | 'stopCount' | 'isEmpty'> & {
  eventCount: number;
  /** The stops with a place on the map, numbered through the whole plan as the list numbers them. */
  stops: TripMapStop[];
  /** The pages the plan links to (its places and events), in English paths. */
  related: string[];
};

/** Each stop's number, as the list and the map's pins show it. */
export const stopNumbersOf = (picks: ItineraryPick[]) => new Map(picks.map((pick, index) => [pick.id, index + 1]));

export function planFrameOf(plan: Itinerary): PlanFrame {
  const picks = picksOf(plan);
  const numberOf = stopNumbersOf(picks);
  return {
    preferences: plan.preferences,
    startDate: plan.startDate,
    stopCount: plan.stopCount,
    isEmpty: plan.isEmpty,
    eventCount: plan.events.length,
    stops: picks.flatMap((pick) =>
      pick.latitude !== null && pick.longitude !== null
        ? [{ id: pick.id, number: numberOf.get(pick.id)!, latitude: pick.latitude, longitude: pick.longitude }]
        : [],
    ),
    related: [...new Set([...picks.map((pick) => pick.href), ...plan.events.map((event) => event.href)])],
  };
}
