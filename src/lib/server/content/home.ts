/** Everything the home page shows, in two database round trips whatever the data size. */
import { categoriesQuery, communityBoardsQuery } from '../reference/boards.ts';
import type { BoardView, CategoryView } from '../../views/reference.ts';
import { businessesQuery, businessIdsQuery, countBusinessesQuery, type BusinessFilters } from '../businesses/businesses.ts';
import { openStatusesQuery, toOpenStatuses } from '../businesses/open-intervals.ts';
import type { BusinessView, OpenStatusView } from '../../views/businesses.ts';
import { eventsQuery, toEventView } from '../events/events.ts';
import type { EventView } from '../../views/events.ts';
import { favoriteIdsQuery, toFavoriteIds } from '../favorites/favorites.ts';
import type { Database } from '../db/client.ts';
import { EXPERIENCE_KEYWORDS, EXPERIENCE_THEMES, HOME_LIMITS, THEME_LIMIT, type CategoryTab } from '../../domain/home-sections.ts';

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
};

/** The boards and categories the page's filters offer (one round trip). */
export async function loadHomeChoices(db: Database): Promise<{ boards: BoardView[]; categories: CategoryView[] }> {
  const [boards, categories] = await db.batch([communityBoardsQuery(db), categoriesQuery(db)]);
  return { boards, categories };
}

/** The home page's sections for the chosen board and category, and the viewer's hearts (one round trip). */
export async function loadHomePage(db: Database, filters: HomeFilters, now = new Date(), viewerId: number | null = null): Promise<HomePage> {
  const base: BusinessFilters = {
    communityBoardId: filters.board ?? undefined,
    categoryId: filters.category?.id,
    openNow: filters.openNow,
  };
  const lists = {
    featured: { ...base, featured: true, limit: HOME_LIMITS.featured },
    tab: { ...base, categoryName: filters.tab === 'all' ? undefined : filters.tab, limit: HOME_LIMITS.tab },
    experiences: { ...base, categoryKeywords: EXPERIENCE_KEYWORDS, limit: HOME_LIMITS.experiences },
    premium: { ...base, isPremium: true, limit: HOME_LIMITS.premium },
  } satisfies Record<string, BusinessFilters>;
  // Whether the businesses on cards are open now, read in the same round trip.
  const statusesOf = (list: BusinessFilters) => openStatusesQuery(db, businessIdsQuery(db, list, now), now);
  const eventCount = HOME_LIMITS.events + HOME_LIMITS.agenda + 1;
  const theme = (index: number) => businessesQuery(db, { ...base, categoryKeywords: EXPERIENCE_THEMES[index].keywords, limit: THEME_LIMIT }, now);
  const [counted, featured, theme0, theme1, theme2, theme3, tabBusinesses, experiences, premium, upcoming, favorites, ...statuses] = await db.batch([
    countBusinessesQuery(db, base, now),
    businessesQuery(db, lists.featured, now),
    theme(0),
    theme(1),
    theme(2),
    theme(3),
    businessesQuery(db, lists.tab, now),
    businessesQuery(db, lists.experiences, now),
    businessesQuery(db, lists.premium, now),
    eventsQuery(db, { communityBoardId: filters.board ?? undefined, from: now, limit: eventCount }),
    favoriteIdsQuery(db, viewerId),
    statusesOf(lists.featured),
    statusesOf(lists.tab),
    statusesOf(lists.experiences),
    statusesOf(lists.premium),
  ]);
  const events = upcoming.map(toEventView);
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
    openStatuses: new Map(statuses.flatMap((rows) => [...toOpenStatuses(rows, now)])),
  };
}
