/** The business directory: one page of businesses, the total, the viewer's hearts and whether each is open now. */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { businessesQuery, businessIdsQuery, countBusinessesQuery, type BusinessFilters } from './businesses.ts';
import type { BusinessView, OpenStatusView } from '#lib/views/businesses.ts';
import { openStatusesQuery, toOpenStatuses } from './open-intervals.ts';
import { favoriteIdsQuery, toFavoriteIds } from '../favorites/favorites.ts';
import type { Database } from '../db/client.ts';
import { savedPlacesQuery, type SavedPlace } from './advanced-search.ts';

export const DIRECTORY_PAGE_SIZE = 24;

export type DirectoryPage = {
  businesses: BusinessView[];
  total: number;
  page: number;
  pages: number;
  /** Businesses the viewer has saved (their hearts are drawn pressed); empty when signed out. */
  favoriteIds: Set<number>;
  /** Whether each business shown is open now, when its hours are known. */
  openStatuses: Map<number, OpenStatusView>;
  /** The viewer's saved places the advanced search's "near" offers: read only for a member who may use it. */
  savedPlaces: SavedPlace[];
};

/**
 * Page `pageNumber` (from 1) of the businesses matching the filters, with whether each is open
 * now; a page past the end shows the last one. One round trip.
 */
export async function getDirectoryPage(
  db: Database,
  filters: BusinessFilters,
  pageNumber: number,
  now = new Date(),
  viewerId: number | null = null,
  { withSavedPlaces = false }: { withSavedPlaces?: boolean } = {},
): Promise<DirectoryPage> {
  pageShows(cacheKey.businesses);
  const offset = (pageNumber - 1) * DIRECTORY_PAGE_SIZE;
  const page = { ...filters, limit: DIRECTORY_PAGE_SIZE, offset };
  const [counted, rows, favorites, statuses, savedPlaces] = await db.batch([
    countBusinessesQuery(db, filters, now),
    businessesQuery(db, page, now),
    favoriteIdsQuery(db, viewerId),
    openStatusesQuery(db, businessIdsQuery(db, page, now), now),
    savedPlacesQuery(db, withSavedPlaces ? viewerId : null),
  ]);
  const total = counted[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  if (pageNumber > pages && total > 0) return getDirectoryPage(db, filters, pages, now, viewerId, { withSavedPlaces });
  return {
    businesses: rows,
    total,
    page: pageNumber,
    pages,
    favoriteIds: toFavoriteIds(favorites),
    openStatuses: toOpenStatuses(statuses, now),
    savedPlaces,
  };
}
