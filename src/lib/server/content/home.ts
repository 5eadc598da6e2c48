/** Everything the home page shows, in two database round trips whatever the data size. */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { categoriesQuery, communityBoardsQuery } from '../reference/boards.ts';
import type { BoardView, CategoryView } from '#lib/views/reference.ts';
import { businessesQuery, businessIdsQuery, countBusinessesQuery, type BusinessFilters } from '../businesses/businesses.ts';
import { openStatusesQuery, toOpenStatuses } from '../businesses/open-intervals.ts';
import type { BusinessView, OpenStatusView } from '#lib/views/businesses.ts';
import { eventsQuery, toEventView } from '../events/events.ts';
import { pricedWithTexts } from '../events/priced-texts.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { EventView } from '#lib/views/events.ts';
import { favoriteIdsQuery, toFavoriteIds } from '../favorites/favorites.ts';
import type { Database } from '../db/client.ts';
import { fromSpotlightRow, spotlightQuery, toShowcaseItem } from '../uploads/upload-showcase.ts';
import type { ShowcaseItemView } from '#lib/views/uploads.ts';
import { HOME_LIMITS } from '#lib/domain/home-sections.ts';

export type HomeFilters = { board: number | null; category: CategoryView | null; openNow?: boolean };

export type HomePage = {
  matching: number;
  /** A few featured places, paid listings first (directory order): the page's one list of businesses. */
  featured: BusinessView[];
  /** The coming events: the page's one list of events. */
  events: EventView[];
  moreEvents: boolean;
  /** Businesses the viewer has saved (their hearts are drawn pressed); empty when signed out. */
  favoriteIds: Set<number>;
  /** Whether each business on a card is open now, when its hours are known. */
  openStatuses: Map<number, OpenStatusView>;
  /** Published uploads whose tier puts them in the home page's spotlight, a few picked in turn. */
  spotlight: ShowcaseItemView[];
};

/** The boards and categories the page's filters offer (one round trip). */
export async function loadHomeChoices(db: Database): Promise<{ boards: BoardView[]; categories: CategoryView[] }> {
  pageShows(cacheKey.reference);
  const [boards, categories] = await db.batch([communityBoardsQuery(db), categoriesQuery(db)]);
  return { boards, categories };
}

/** The home page's featured places and coming events for the chosen board and category, and the viewer's hearts (one round trip). */
export async function getHomePage(
  db: Database,
  filters: HomeFilters,
  now = new Date(),
  viewerId: number | null = null,
  locale: Locale = 'en',
): Promise<HomePage> {
  pageShows(cacheKey.businesses, cacheKey.events);
  const featured: BusinessFilters = {
    communityBoardId: filters.board ?? undefined,
    categoryId: filters.category?.id,
    openNow: filters.openNow,
  };
  const shown = { ...featured, featured: true, limit: HOME_LIMITS.featured };
  const [counted, upcoming, favorites, spotlight, statuses, businesses] = await db.batch([
    countBusinessesQuery(db, featured, now),
    eventsQuery(db, { communityBoardId: filters.board ?? undefined, from: now, limit: HOME_LIMITS.events + 1 }),
    favoriteIdsQuery(db, viewerId),
    spotlightQuery(db, now),
    // Whether the businesses on the page are open now, in the same round trip.
    openStatusesQuery(db, [businessIdsQuery(db, shown, now)], now),
    businessesQuery(db, shown, now),
  ]);
  // Buyers see all-in prices (issue 33), read with the titles' verified translations (decision 024).
  const events = await pricedWithTexts(db, upcoming.map(toEventView), now, locale);
  return {
    matching: counted[0]?.total ?? 0,
    featured: businesses as BusinessView[],
    events: events.slice(0, HOME_LIMITS.events),
    moreEvents: events.length > HOME_LIMITS.events,
    favoriteIds: toFavoriteIds(favorites),
    openStatuses: toOpenStatuses(statuses, now),
    spotlight: spotlight.map((row) => toShowcaseItem(fromSpotlightRow(row))),
  };
}
