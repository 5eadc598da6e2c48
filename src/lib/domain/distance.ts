/** How far a place is from the visitor, and how long the walk takes: "0.4 mi · 8 min walk". */
import type { LatLng } from './manhattan-grid.ts';
import { countIn } from '../i18n/format.ts';

const EARTH_RADIUS_METRES = 6_371_009;
const METRES_PER_MILE = 1609.344;
/** Streets are not straight lines: a walk on the grid is about a quarter longer than the crow flies. */
export const WALK_DETOUR = 1.25;
/** About 3 mph, an unhurried city walk. */
export const WALK_METRES_PER_MINUTE = 80;
/** Past this a walking time stops being useful advice, so only the miles are shown. */
const LONGEST_WALK_MINUTES = 90;

/** The great-circle distance between two points, in metres (haversine). */
export function distanceMetres(from: LatLng, to: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes on foot for a straight-line distance: the detour factor at 80 m a minute, at least 1. */
export function walkingMinutes(metres: number): number {
  return Math.max(1, Math.round((metres * WALK_DETOUR) / WALK_METRES_PER_MINUTE));
}

/** Miles with one decimal under ten (never "0.0"), whole miles beyond. */
export function formatMiles(metres: number): string {
  const miles = metres / METRES_PER_MILE;
  if (miles < 10) return `${Math.max(0.1, Math.round(miles * 10) / 10).toFixed(1)} mi`;
  return `${countIn('en', Math.round(miles))} mi`;
}

/** "0.4 mi · 8 min walk", or "1.9 mi · 1 h 15 min walk"; just the miles when the walk is too long to suggest. */
export function describeDistance(metres: number): string {
  const minutes = walkingMinutes(metres);
  if (minutes > LONGEST_WALK_MINUTES) return formatMiles(metres);
  const walk = minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${formatMiles(metres)} · ${walk} walk`;
}
