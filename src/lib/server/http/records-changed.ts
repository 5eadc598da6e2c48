/**
 * What a write of a business or an event changed of the public pages, named for the page caches
 * (cache-keys.ts, decision 032). A business shows on its page, in every list of businesses and on
 * its neighborhood's guide; an event on its page, in every list of events, on its business's page
 * (upcoming events) and on the guides of its board and of its business's board; a translation where
 * its record shows. Read where the write knows the record's id; a write that moves a record to
 * another board calls it before and after.
 */
import { aliasedTable, eq, inArray } from 'drizzle-orm';
import { arPoints, businesses, communityBoards, events } from '#db/schema.ts';
import { parseContentKey } from '#lib/domain/content-keys.ts';
import type { Database } from '../db/client.ts';
import { ANY_KEY, cacheKey, contentChanged } from './cache-keys.ts';

/** The business changed (its record, reviews, photos, hours, translations, owner): its page, the lists (the event lists too), its board's guide. */
export async function businessChanged(db: Database, ...ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await db
    .select({ id: businesses.id, board: communityBoards.number })
    .from(businesses)
    .leftJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
    .where(inArray(businesses.id, ids));
  // The event lists name each event's host, and drop the events of a business taken down.
  contentChanged(...ids.map(cacheKey.business), cacheKey.businesses, cacheKey.events, ...boardKeys(rows.map((row) => row.board)));
}

/** The event changed (its record, seats, prices, translations): its page, the lists, its business's page, the boards' guides. */
export async function eventChanged(db: Database, ...ids: number[]): Promise<void> {
  if (!ids.length) return;
  const eventBoard = aliasedTable(communityBoards, 'event_board');
  const businessBoard = aliasedTable(communityBoards, 'business_board');
  const rows = await db
    .select({ businessId: events.businessId, eventBoard: eventBoard.number, businessBoard: businessBoard.number })
    .from(events)
    .leftJoin(eventBoard, eq(eventBoard.id, events.communityBoardId))
    .leftJoin(businesses, eq(businesses.id, events.businessId))
    .leftJoin(businessBoard, eq(businessBoard.id, businesses.communityBoardId))
    .where(inArray(events.id, ids));
  contentChanged(
    ...ids.map(cacheKey.event),
    cacheKey.events,
    ...rows.flatMap((row) => (row.businessId === null ? [] : [cacheKey.business(row.businessId)])),
    ...boardKeys(rows.flatMap((row) => [row.eventBoard, row.businessBoard])),
  );
}

/** Only what an event's own page shows changed (its seats left): nothing of the lists. */
export function eventSeatsChanged(eventId: number): void {
  contentChanged(cacheKey.event(eventId));
}

/**
 * A translation of a record's text changed (decision 024): when it is shown (verified), the pages
 * that show the record; a text only waiting for an admin is shown nowhere, so nothing public changed.
 */
export async function translationChanged(db: Database, key: string, shown: boolean): Promise<void> {
  if (!shown) return contentChanged();
  const subject = parseContentKey(key);
  if (!subject) return contentChanged(ANY_KEY);
  switch (subject.kind) {
    case 'business':
      return businessChanged(db, subject.id);
    case 'event':
      return eventChanged(db, subject.id);
    case 'tour':
      return contentChanged(cacheKey.tour(subject.id), cacheKey.tours);
    case 'tourpoint': {
      const [point] = await db.select({ tourId: arPoints.tourId }).from(arPoints).where(eq(arPoints.id, subject.id));
      return contentChanged(cacheKey.tours, ...(point ? [cacheKey.tour(point.tourId)] : []));
    }
    case 'property':
      return contentChanged(cacheKey.property(subject.id), cacheKey.properties);
    case 'plan':
    case 'listingplan':
      return contentChanged(cacheKey.plans);
    case 'reward':
      return contentChanged(cacheKey.rewards);
  }
}

function boardKeys(numbers: readonly (number | null)[]): string[] {
  return numbers.filter((number): number is number => number !== null).map(cacheKey.board);
}
