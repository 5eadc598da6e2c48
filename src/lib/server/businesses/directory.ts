/** The business directory: one page of businesses, the total and the viewer's hearts, in one round trip. */
import { businessesQuery, countBusinessesQuery, type BusinessFilters } from './businesses.ts';
import type { BusinessView } from '../../views/businesses.ts';
import { favoriteIdsQuery, toFavoriteIds } from '../favorites/favorites.ts';
import type { Database } from '../db/client.ts';

export const DIRECTORY_PAGE_SIZE = 24;

export type DirectoryPage = {
  businesses: BusinessView[];
  total: number;
  page: number;
  pages: number;
  /** Businesses the viewer has saved (their hearts are drawn pressed); empty when signed out. */
  favoriteIds: Set<number>;
};

/** Page `page` (from 1) of the businesses matching the filters; a page past the end shows the last one. */
export async function loadDirectoryPage(db: Database, filters: BusinessFilters, page: number, now = new Date(), viewerId: number | null = null): Promise<DirectoryPage> {
  const offset = (page - 1) * DIRECTORY_PAGE_SIZE;
  const [counted, rows, favorites] = await db.batch([
    countBusinessesQuery(db, filters, now),
    businessesQuery(db, { ...filters, limit: DIRECTORY_PAGE_SIZE, offset }, now),
    favoriteIdsQuery(db, viewerId),
  ]);
  const total = counted[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  if (page > pages && total > 0) return loadDirectoryPage(db, filters, pages, now, viewerId);
  return { businesses: rows, total, page, pages, favoriteIds: toFavoriteIds(favorites) };
}
