/**
 * What a calendar feed holds: the listed events of its scope (exactly those the public events
 * list shows: active, and not hosted by a retired business) within its window of days
 * (feed-window.ts: 30 days back to 180 ahead unless asked), at most FEED_LIMITS before now and
 * after it, read in one round trip on the (board | business | start) indexes. The recent past
 * stays so a subscriber's calendar keeps what happened last week.
 */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { businesses, communityBoards, events } from '#db/schema.ts';
import { eventsHref } from '#lib/domain/events-query.ts';
import { feedTypeLabel, type FeedScope } from '#lib/domain/event-feeds.ts';
import { readFeedWindow, type FeedWindow } from '#lib/domain/feed-window.ts';
import type { Database } from '../db/client.ts';
import type { EventView } from '#lib/views/events.ts';
import { isListed, selectEvents, toEventView } from './events.ts';
import { boardIdOf, typeCondition } from './event-lists.ts';

/** How many upcoming and recent events a feed holds at most, whatever its window. */
export const FEED_LIMITS = { upcoming: 250, recent: 50 } as const;

/** The window a feed covers when its address asks for none. */
export const defaultFeedWindow = (now: Date) => readFeedWindow(new URLSearchParams(), now) as FeedWindow;

export type EventFeed = {
  name: string;
  description: string;
  /** The page whose events the feed follows. */
  pagePath: string;
  /** Download name of the file. */
  filename: string;
  /** Oldest first. */
  entries: { event: EventView; hostName: string | null; updatedAt: Date }[];
};

function scopeCondition(scope: FeedScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'board':
      return eq(events.communityBoardId, boardIdOf(scope.board));
    case 'type':
      return typeCondition(scope.type);
    case 'business':
      return eq(events.businessId, scope.businessId);
  }
}

/** Where the feed's two lists read: before now (within the window) and from now on. */
function feedConditions(scope: FeedScope, now: Date, window: FeedWindow) {
  const listed = and(isListed(), scopeCondition(scope));
  const split = new Date(Math.min(Math.max(now.getTime(), window.from.getTime()), window.to.getTime()));
  return {
    recent: and(listed, gte(events.startsAt, window.from), lt(events.startsAt, split)),
    upcoming: and(listed, gte(events.startsAt, split), lt(events.startsAt, window.to)),
  };
}
const RECENT_ORDER = [desc(events.startsAt), desc(events.id)];
const UPCOMING_ORDER = [asc(events.startsAt), asc(events.id)];

/** The feed's two lists: the recent past (newest first, so the limit keeps the latest) and what is to come. */
export function feedQueries(db: Database, scope: FeedScope, now: Date, window: FeedWindow = defaultFeedWindow(now)) {
  const where = feedConditions(scope, now, window);
  return [
    selectEvents(db)
      .where(where.recent)
      .orderBy(...RECENT_ORDER)
      .limit(FEED_LIMITS.recent),
    selectEvents(db)
      .where(where.upcoming)
      .orderBy(...UPCOMING_ORDER)
      .limit(FEED_LIMITS.upcoming),
  ] as const;
}

/** The same two lists, reading only what says whether the feed changed: each event's id and when it and its host last changed. */
export function feedVersionQueries(db: Database, scope: FeedScope, now: Date, window: FeedWindow) {
  const where = feedConditions(scope, now, window);
  const select = () =>
    db
      .select({ id: events.id, updatedAt: events.updatedAt, hostUpdatedAt: businesses.updatedAt })
      .from(events)
      .leftJoin(businesses, eq(businesses.id, events.businessId))
      .$dynamic();
  return [
    select()
      .where(where.recent)
      .orderBy(...RECENT_ORDER)
      .limit(FEED_LIMITS.recent),
    select()
      .where(where.upcoming)
      .orderBy(...UPCOMING_ORDER)
      .limit(FEED_LIMITS.upcoming),
  ] as const;
}

type Row = Parameters<typeof toEventView>[0] & { event: { updatedAt: Date }; host: { name: string } | null };

const toEntries = (recent: Row[], upcoming: Row[]) =>
  [...recent.reverse(), ...upcoming].map((row) => ({
    event: toEventView(row),
    hostName: row.host?.name ?? null,
    updatedAt: row.event.updatedAt,
  }));

/** The feed of a scope, or null when its board or business does not exist (or the business is retired). One round trip. */
export async function getEventFeed(
  db: Database,
  scope: FeedScope,
  now: Date,
  window: FeedWindow = defaultFeedWindow(now),
): Promise<EventFeed | null> {
  pageShows(cacheKey.events);
  const [recentQuery, upcomingQuery] = feedQueries(db, scope, now, window);
  switch (scope.kind) {
    case 'all': {
      const [recent, upcoming] = await db.batch([recentQuery, upcomingQuery]);
      return {
        name: 'Harlem Events',
        description: "Concerts, tours, festivals and community meetings across Harlem's Community Boards 9 to 12.",
        pagePath: eventsHref({ view: 'list' }),
        filename: 'harlem-events.ics',
        entries: toEntries(recent, upcoming),
      };
    }
    case 'type': {
      const [recent, upcoming] = await db.batch([recentQuery, upcomingQuery]);
      const label = feedTypeLabel(scope.type);
      return {
        name: `Harlem Events · ${label}`,
        description: `${label} across Harlem's Community Boards 9 to 12.`,
        pagePath: eventsHref({ view: 'list', type: scope.type }),
        filename: `harlem-events-${scope.type}.ics`,
        entries: toEntries(recent, upcoming),
      };
    }
    case 'board': {
      const boardQuery = db
        .select({ name: communityBoards.name })
        .from(communityBoards)
        .where(eq(communityBoards.number, scope.board))
        .limit(1);
      const [[board], recent, upcoming] = await db.batch([boardQuery, recentQuery, upcomingQuery]);
      if (!board) return null;
      return {
        name: `Harlem Events · CB ${scope.board} ${board.name}`,
        description: `Events in Community Board ${scope.board}, ${board.name}.`,
        pagePath: eventsHref({ view: 'list', board: scope.board }),
        filename: `harlem-events-cb-${scope.board}.ics`,
        entries: toEntries(recent, upcoming),
      };
    }
    case 'business': {
      const businessQuery = db
        .select({ name: businesses.name })
        .from(businesses)
        .where(and(eq(businesses.id, scope.businessId), eq(businesses.isActive, true)))
        .limit(1);
      const [[business], recent, upcoming] = await db.batch([businessQuery, recentQuery, upcomingQuery]);
      if (!business) return null;
      return {
        name: `${business.name} · Harlem Events`,
        description: `Events at ${business.name}, from the Harlem guide.`,
        pagePath: `/business/${scope.businessId}#events`,
        filename: `business-${scope.businessId}-events.ics`,
        entries: toEntries(recent, upcoming),
      };
    }
  }
}
