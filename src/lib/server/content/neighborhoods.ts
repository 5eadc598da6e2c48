/** What one tab of a board's deep dive in the neighborhood guide shows: one round trip per tab. */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import {
  CULTURE_KEYWORDS,
  DINING_KEYWORDS,
  GUIDE_LIMITS,
  selectBusinessesForTab,
  selectUpcomingEvents,
  type GuideTab,
} from '#lib/domain/neighborhood-guide.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { pricedWithTexts } from '../events/priced-texts.ts';
import { businessesQuery, countBusinessesQuery } from '../businesses/businesses.ts';
import type { BusinessView } from '#lib/views/businesses.ts';
import { eventsQuery, toEventView } from '../events/events.ts';
import type { EventView } from '#lib/views/events.ts';
import { favoriteIdsQuery, toFavoriteIds } from '../favorites/favorites.ts';

export type GuideTabData =
  | { tab: 'events'; events: EventView[] }
  | {
      tab: Exclude<GuideTab, 'events'>;
      businesses: BusinessView[];
      /** Active businesses of the board, for "View all". */
      boardTotal: number;
      /** Businesses the viewer has saved (hearts drawn pressed); empty when signed out. */
      favoriteIds: Set<number>;
    };

const TAB_KEYWORDS = { businesses: undefined, dining: DINING_KEYWORDS, culture: CULTURE_KEYWORDS } as const;

/**
 * The items of one tab of a board's deep dive, in a single database round trip and a bounded
 * number of rows whatever the size of the directory. Board ids equal board numbers (db/seed.ts).
 * SQL narrows by keyword and limit; the domain rules then pick again (category names only), so
 * the page never shows more, or other, than the spec allows.
 */
export async function loadGuideTab(
  db: Database,
  boardNumber: number,
  tab: GuideTab,
  now = new Date(),
  viewerId: number | null = null,
): Promise<GuideTabData> {
  // Its businesses and events: each names its board when it changes (records-changed.ts).
  pageShows(cacheKey.board(boardNumber));
  if (tab === 'events') {
    const rows = await eventsQuery(db, { communityBoardId: boardNumber, from: now, limit: GUIDE_LIMITS.events });
    return { tab, events: selectUpcomingEvents(rows.map(toEventView), now) };
  }
  const [businesses, counted, favorites] = await db.batch([
    businessesQuery(db, { communityBoardId: boardNumber, categoryKeywords: TAB_KEYWORDS[tab], limit: GUIDE_LIMITS[tab] }, now),
    countBusinessesQuery(db, { communityBoardId: boardNumber }, now),
    favoriteIdsQuery(db, viewerId),
  ]);
  return {
    tab,
    businesses: selectBusinessesForTab(tab, businesses),
    boardTotal: counted[0]?.total ?? 0,
    favoriteIds: toFavoriteIds(favorites),
  };
}

/** The loader of /neighborhoods/{board}/{tab}: the tab's data, and on the events tab their titles in the page's language. */
export async function loadGuideTabPage(Astro: Pick<AstroGlobal, 'locals'>, boardNumber: number, tab: GuideTab) {
  const db = getDb();
  const data = await loadGuideTab(db, boardNumber, tab, new Date(), Astro.locals.user?.id ?? null);
  // Buyers see all-in prices (issue 33), read with the events' titles and descriptions in the
  // visitor's language where an admin verified them (decision 024): one round trip.
  const guideEvents = data.tab === 'events' ? await pricedWithTexts(db, data.events, Astro.locals.now, Astro.locals.locale) : [];
  return { data, guideEvents };
}
