/**
 * Following a walking tour (decision 025): how far and which way the next point is, whether the
 * walker has arrived, and the progress of a walk as the set of points done. Pure: the island and
 * the server apply the same rules.
 */
import { distanceMetres } from './distance.ts';
import type { LatLng } from './manhattan-grid.ts';

export type WalkPoint = LatLng & { id: number; interactionZone: number };
/** The eight directions of the compass, clockwise from north. */
export const COMPASS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] as const;
export type CompassWord = (typeof COMPASS)[number];

/** The initial bearing from one place to another, in degrees clockwise from true north (0-360). */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const φ1 = radians(from.latitude);
  const φ2 = radians(to.latitude);
  const Δλ = radians(to.longitude - from.longitude);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** A bearing as one of eight compass words (each covers 45 degrees centred on it). */
export function compassWord(bearing: number): CompassWord {
  const normal = ((bearing % 360) + 360) % 360;
  return COMPASS[Math.round(normal / 45) % 8];
}

/** Where the next point lies from the walker: metres in a straight line and the compass word. */
export function directionTo(from: LatLng, to: LatLng): { metres: number; compass: CompassWord } {
  return { metres: Math.round(distanceMetres(from, to)), compass: compassWord(bearingDegrees(from, to)) };
}

/**
 * Whether the walker has reached a point: within its interaction zone, allowing for the fix's
 * accuracy up to the zone's size again (a phone in a street canyon is often 20-50 m off).
 */
export function hasArrived(position: LatLng & { accuracy?: number }, point: WalkPoint): boolean {
  const slack = Math.min(Math.max(0, position.accuracy ?? 0), point.interactionZone);
  return distanceMetres(position, point) <= point.interactionZone + slack;
}

/** The index of the first point in order not yet done, or null when every point is done. */
export function nextPointIndex(points: readonly Pick<WalkPoint, 'id'>[], done: readonly number[]): number | null {
  const index = points.findIndex((point) => !done.includes(point.id));
  return index === -1 ? null : index;
}

/** The points done, kept to this tour's points, in the tour's order, each once. */
export function donePoints(points: readonly Pick<WalkPoint, 'id'>[], done: readonly unknown[]): number[] {
  return points.map((point) => point.id).filter((id) => done.includes(id));
}

/** A walk's progress from its points done: the next index (the count when finished), percent, finished. */
export function progressOf(
  points: readonly Pick<WalkPoint, 'id'>[],
  done: readonly unknown[],
): { done: number[]; currentPointIndex: number; percent: number; finished: boolean } {
  const kept = donePoints(points, done);
  const next = nextPointIndex(points, kept);
  const finished = points.length > 0 && next === null;
  return {
    done: kept,
    currentPointIndex: next ?? points.length,
    percent: points.length === 0 ? 0 : Math.round((kept.length * 100) / points.length),
    finished,
  };
}
