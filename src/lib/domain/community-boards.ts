/** The four Manhattan community boards the guide covers, and where each one lies. */
import { latLngToGrid, type LatLng } from './manhattan-grid.ts';

export const BOARD_NUMBERS = [9, 10, 11, 12] as const;
export type BoardNumber = (typeof BOARD_NUMBERS)[number];

/**
 * Which board a coordinate falls in, from the boards' grid boundaries: 12 is everything above
 * 155th Street; 11 lies east of Fifth Avenue from 96th to 142nd; 10 between Fifth Avenue and
 * St. Nicholas / Morningside Avenues from 110th to 155th; 9 west of those from 110th to 155th.
 * Returns null outside the four boards.
 */
export function boardAt(point: LatLng): BoardNumber | null {
  const { street, metresEastOfLenox: east } = latLngToGrid(point);
  if (street >= 155 && street <= 220) return 12;
  if (east > 290 && street >= 96 && street <= 142) return 11;
  if (street < 110 || street > 155) return null;
  if (east >= -760 && east <= 290) return 10;
  if (east < -760 && east > -2000) return 9;
  return null;
}
