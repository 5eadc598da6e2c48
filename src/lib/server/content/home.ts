/** Everything the home page shows, in two database round trips whatever the data size. */
import { categoriesQuery, communityBoardsQuery } from '../reference/boards.ts';
import type { BoardView, CategoryView } from '#lib/views/reference.ts';
import { businessesQuery, businessIdsQuery, countBusinessesQuery, type BusinessFilters } from '../businesses/businesses.ts';
import { openStatusesQuery, toOpenStatuses } from '../businesses/open-intervals.ts';
import type { BusinessView, OpenStatusView } from '#lib/views/businesses.ts';
import { eventsQuery, toEventView } from '../events/events.ts';
import { withAllInPrices } from '../fees/all-in-prices.ts';
import type { EventView } from '#lib/views/events.ts';
import { favoriteIdsQuery, toFavoriteIds } from '../favorites/favorites.ts';
import type { Database } from '../db/client.ts';
import { fromSpotlightRow, spotlightQuery, toShowcaseItem } from '../uploads/upload-showcase.ts';
import type { ShowcaseItemView } from '#lib/views/uploads.ts';
import {
  distinctSections,
  EXPERIENCE_KEYWORDS,
  EXPERIENCE_THEMES,
  HOME_LIMITS,
  rowsToRead,
  THEME_LIMIT,
  type CategoryTab,
} from '#lib/domain/home-sections.ts';

export type HomeFilters = { board: number | null; category: CategoryView | null; tab: CategoryTab; openNow?: boolean };

export type HomePage = {
  matching: number;
  featured: BusinessView[];
  themes: { id: string; title: string; blurb: string; businesses: BusinessView[] }[];
  tabBusinesses: BusinessView[];
  experiences: BusinessView[];
  premium: BusinessView[];
  events: EventView[];
  moreEvents: boolean;
  agenda: EventView[];
  /** Businesses the viewer has saved (their hearts are drawn pressed); empty when signed out. */
  favoriteIds: Set<number>;
  /** Whether each business on a card is open now, when its hours are known. */
  openStatuses: Map<number, OpenStatusView>;
  /** Published uploads whose tier puts them in the home page's spotlight, a few picked in turn. */
  spotlight: ShowcaseItemView[];
};

/** The boards and categories the page's filters offer (one round trip). */
export async function loadHomeChoices(db: Database): Promise<{ boards: BoardView[]; categories: CategoryView[] }> {
  const [boards, categories] = await db.batch([communityBoardsQuery(db), categoriesQuery(db)]);
  return { boards, categories };
}

/** The home page's sections for the chosen board and category, and the viewer's hearts (one round trip). */
export async function getHomePage(db: Database, filters: HomeFilters, now = new Date(), viewerId: number | null = null): Promise<HomePage> {
  const base: BusinessFilters = {
    communityBoardId: filters.board ?? undefined,
    categoryId: filters.category?.id,
    openNow: filters.openNow,
  };
  // The business sections, each business once on the page (distinctSections), claiming their
  // businesses in this order: the featured attractions at the top of the page, the premium
  // section (the one paid placements are for), the themes, then the broader lists.
  const tab = filters.tab === 'all' ? undefined : filters.tab;
  const sections: { filters: BusinessFilters; limit: number }[] = [
    { filters: { ...base, featured: true }, limit: HOME_LIMITS.featured },
    { filters: { ...base, isPremium: true }, limit: HOME_LIMITS.premium },
    ...EXPERIENCE_THEMES.map((theme) => ({ filters: { ...base, categoryKeywords: theme.keywords }, limit: THEME_LIMIT })),
    { filters: { ...base, categoryKeywords: EXPERIENCE_KEYWORDS }, limit: HOME_LIMITS.experiences },
    { filters: { ...base, categoryName: tab }, limit: HOME_LIMITS.tab },
  ];
  const read = rowsToRead(sections.map((section) => section.limit)).map((limit, index) => ({ ...sections[index].filters, limit }));
  const eventCount = HOME_LIMITS.events + HOME_LIMITS.agenda + 1;
  const [counted, upcoming, favorites, spotlight, statuses, ...rows] = await db.batch([
    countBusinessesQuery(db, base, now),
    eventsQuery(db, { communityBoardId: filters.board ?? undefined, from: now, limit: eventCount }),
    favoriteIdsQuery(db, viewerId),
    spotlightQuery(db, now),
    // Whether the businesses on the page are open now, in the same round trip.
    openStatusesQuery(
      db,
      read.map((list) => businessIdsQuery(db, list, now)),
      now,
    ),
    ...read.map((list) => businessesQuery(db, list, now)),
  ]);
  const [featured, premium, theme0, theme1, theme2, theme3, experiences, tabBusinesses] = distinctSections(
    (rows as BusinessView[][]).map((list, index) => ({ rows: list, limit: sections[index].limit })),
  );
  // Buyers see all-in prices (issue 33).
  const events = await withAllInPrices(db, upcoming.map(toEventView), now);
  const themed = [theme0, theme1, theme2, theme3];
  return {
    matching: counted[0]?.total ?? 0,
    featured,
    themes: EXPERIENCE_THEMES.map((theme, index) => ({ id: theme.id, title: theme.title, blurb: theme.blurb, businesses: themed[index] })),
    tabBusinesses,
    experiences,
    premium,
    events: events.slice(0, HOME_LIMITS.events),
    moreEvents: events.length > HOME_LIMITS.events,
    agenda: events.slice(HOME_LIMITS.events, HOME_LIMITS.events + HOME_LIMITS.agenda),
    favoriteIds: toFavoriteIds(favorites),
    openStatuses: toOpenStatuses(statuses, now),
    spotlight: spotlight.map((row) => toShowcaseItem(fromSpotlightRow(row))),
  };
}
