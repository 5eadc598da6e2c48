/**
 * What a change to a walking tour empties of the cached pages (cache-keys.ts): the tour's own page
 * and the list of tours, whose cards show its title, length, number of points and where it starts.
 */
import { cacheKey, contentChanged } from '../http/cache-keys.ts';

/** Says that the tour `tourId` (its fields, points or translations) changed. */
export function tourChanged(tourId: number): void {
  contentChanged(cacheKey.tour(tourId), cacheKey.tours);
}
