/** The directory's order and the visitor's position, read from the query string without ever failing. */
import { distanceMetres } from './distance.ts';
import type { LatLng } from './manhattan-grid.ts';

/** The orders a visitor may choose, as the sort select offers them. */
export const DIRECTORY_SORTS = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'price', label: 'Price, low to high' },
  { value: 'name', label: 'Name, A to Z' },
  { value: 'distance', label: 'Distance from you' },
] as const;

export type DirectorySort = (typeof DIRECTORY_SORTS)[number]['value'];

export type SortChoice = { sort: DirectorySort; unknown: string | null };

/** The order a link asks for; anything else is the recommended order, with the unknown text to report. */
export function resolveSort(raw: string | null): SortChoice {
  const value = raw?.trim().toLowerCase() ?? '';
  if (!value) return { sort: 'recommended', unknown: null };
  const found = DIRECTORY_SORTS.find((sort) => sort.value === value);
  return found ? { sort: found.value, unknown: null } : { sort: 'recommended', unknown: raw!.trim().slice(0, 40) };
}

export type NearChoice = { near: LatLng | null; invalid: boolean };

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

/** A position written "lat,lng" (decimal degrees, in range), rounded to 4 decimals (about 10 m); `invalid` when given but unreadable. */
export function resolveNear(raw: string | null): NearChoice {
  const value = raw?.trim() ?? '';
  if (!value) return { near: null, invalid: false };
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => NUMBER.test(part))) return { near: null, invalid: true };
  const [latitude, longitude] = parts.map(Number);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { near: null, invalid: true };
  return { near: { latitude: roundDegrees(latitude), longitude: roundDegrees(longitude) }, invalid: false };
}

/** Degrees to 4 decimals: close enough for a walk, and no more precise than a visitor needs to share. */
export const roundDegrees = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** A position as the query string writes it: "40.8081,-73.9452". */
export const formatNear = (point: LatLng) => `${roundDegrees(point.latitude)},${roundDegrees(point.longitude)}`;

/** Lenox Avenue at 125th Street, the middle of the guide. */
const HARLEM = { latitude: 40.8081, longitude: -73.9452 };
/** Farther than this from Harlem the visitor is not in New York City. */
const NEAR_HARLEM_METRES = 40_000;

/** Whether a position is outside New York City, where distances to Harlem are true but no walking advice. */
export const isFarFromHarlem = (point: LatLng) => distanceMetres(HARLEM, point) > NEAR_HARLEM_METRES;
