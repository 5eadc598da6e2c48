/**
 * A linear model of Manhattan's street grid above 96th Street, good to about 150 m: a point is
 * a street number and a distance in metres east (+) or west (-) of Malcolm X Boulevard (Lenox
 * Avenue). Used to place seed data and to tell which community board a coordinate lies in.
 */
export type GridPoint = { street: number; metresEastOfLenox: number };
export type LatLng = { latitude: number; longitude: number };

// Lenox Avenue at 125th Street, and the change per street north and per metre east.
const ORIGIN = { latitude: 40.8081, longitude: -73.9452, street: 125 };
const PER_STREET = { latitude: 0.00063, longitude: 0.00046 };
const PER_METRE_EAST = { latitude: -0.0000043, longitude: 0.0000104 };

/** Approximate distance east of Lenox Avenue, in metres, of the avenues the seed data uses. */
export const AVENUES = {
  pleasant: 1500,
  first: 1380,
  second: 1120,
  third: 860,
  lexington: 670,
  park: 540,
  madison: 410,
  fifth: 290,
  lenox: 0,
  acp: -280,
  fdb: -560,
  manhattan: -700,
  morningside: -800,
  stNicholas: -870,
  convent: -950,
  amsterdam: -1100,
  broadway: -1350,
  riverside: -1600,
} as const;

/** Latitude and longitude of a grid point, rounded to 6 decimals (about 10 cm). */
export function gridToLatLng({ street, metresEastOfLenox }: GridPoint): LatLng {
  const streets = street - ORIGIN.street;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    latitude: round(ORIGIN.latitude + streets * PER_STREET.latitude + metresEastOfLenox * PER_METRE_EAST.latitude),
    longitude: round(ORIGIN.longitude + streets * PER_STREET.longitude + metresEastOfLenox * PER_METRE_EAST.longitude),
  };
}

/** The grid point of a coordinate (inverse of gridToLatLng). */
export function latLngToGrid({ latitude, longitude }: LatLng): GridPoint {
  const dLat = latitude - ORIGIN.latitude;
  const dLng = longitude - ORIGIN.longitude;
  const det = PER_STREET.latitude * PER_METRE_EAST.longitude - PER_METRE_EAST.latitude * PER_STREET.longitude;
  const streets = (dLat * PER_METRE_EAST.longitude - PER_METRE_EAST.latitude * dLng) / det;
  const metres = (PER_STREET.latitude * dLng - dLat * PER_STREET.longitude) / det;
  return { street: ORIGIN.street + streets, metresEastOfLenox: metres };
}
