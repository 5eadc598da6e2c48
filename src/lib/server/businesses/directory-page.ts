/** The directory's loader (/businesses): its filters, order and page read from the address, the page of businesses, its ad slot. */
import type { AstroGlobal } from 'astro';
import { parseAccessFilter } from '#lib/domain/accessibility.ts';
import { resolveBoard, resolveCategory, resolvePage, resolveSearch } from '#lib/domain/discovery-filters.ts';
import { resolveNear, resolveSort } from '#lib/domain/directory-sort.ts';
import { placementHasAds } from '../advertising/ad-serving.ts';
import { loadHomeChoices } from '../content/home.ts';
import { getDb } from '../db/client.ts';
import { getDirectoryPage } from './directory.ts';
import { advancedSearchViewer, resolveAdvancedSearch } from './advanced-search.ts';

/**
 * Everything /businesses shows for the address's search, board, category, "open now", access,
 * sort, place and page, and for a Premium member the advanced search.
 */
export async function loadDirectoryPage(Astro: Pick<AstroGlobal, 'url' | 'locals'>) {
  const db = getDb();
  const { now, user } = Astro.locals;
  const params = Astro.url.searchParams;
  const [{ boards, categories }, viewer] = await Promise.all([loadHomeChoices(db), advancedSearchViewer(db, user, now)]);
  const search = resolveSearch(params.get('q'));
  const board = resolveBoard(
    params.get('communityBoard') ?? params.get('board'),
    boards.map((item) => item.number),
  );
  const { category, unknown: unknownCategory } = resolveCategory(params.get('category'), categories);
  const requestedPage = resolvePage(params.get('page'));
  const openNow = params.get('open') === 'now';
  const access = parseAccessFilter(params.get('access'));
  const { sort: requestedSort, unknown: unknownSort } = resolveSort(params.get('sort'));
  const { near, invalid: invalidNear } = resolveNear(params.get('near'));
  // Nearest first needs to know where the visitor is; until they say, the recommended order stands.
  const needsLocation = requestedSort === 'distance' && !near;
  const sort = needsLocation ? 'recommended' : requestedSort;
  const advanced = resolveAdvancedSearch(params, viewer);
  const filters = {
    search: search || undefined,
    communityBoardId: board ?? undefined,
    categoryId: category?.id,
    openNow,
    access: access ?? undefined,
    sort,
    near: near ?? undefined,
    advanced: advanced.filters,
  };
  const [result, adShown] = await Promise.all([
    getDirectoryPage(db, filters, requestedPage, now, user?.id ?? null, { withSavedPlaces: advanced.allowed }),
    placementHasAds(db, 'directory', now),
  ]);
  return {
    boards,
    categories,
    search,
    board,
    category,
    unknownCategory,
    openNow,
    access,
    requestedSort,
    unknownSort,
    near,
    invalidNear,
    needsLocation,
    sort,
    advanced,
    result,
    adShown,
  };
}
