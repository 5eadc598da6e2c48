/** Reading events, shaped as the API's Event entity: price as a decimal string, times in New York. */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { accessFactsOf, mergeAccessFacts, type AccessFacts } from '#lib/domain/accessibility.ts';
import { and, asc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { businesses, communityBoards, events } from '#db/schema.ts';
import { centsToDecimalString } from '#lib/domain/money.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { artworkVersion, drawnArtworkUrl } from '#lib/domain/artwork.ts';
import type { Database } from '../db/client.ts';
import { packedColumns, type PackedRow } from '../db/packed-row.ts';
import type { EventView } from '#lib/views/events.ts';

export type EventFilters = {
  communityBoardId?: number;
  businessId?: number;
  isPremium?: boolean;
  /** Only events starting at or after this instant (upcoming: pass now). */
  from?: Date;
  /** Only events starting before this instant. */
  to?: Date;
  limit?: number;
  offset?: number;
  /** Only events after this one in the list's order (a list API's cursor): start time, then id. */
  after?: EventPosition;
};

/** An event's place in the lists' order (start time, then id): what a list API's cursor carries. */
export type EventPosition = { startsAt: Date; id: number };

export function selectEvents(db: Database) {
  return db
    .select({
      event: events,
      board: { id: communityBoards.id, number: communityBoards.number, name: communityBoards.name },
      host: { id: businesses.id, name: businesses.name },
    })
    .from(events)
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .leftJoin(businesses, eq(businesses.id, events.businessId))
    .$dynamic();
}

/** Shown events: active ones that are community events or hosted by an active business. */
export const isListed = () =>
  and(
    eq(events.isActive, true),
    or(
      isNull(events.businessId),
      sql`${events.businessId} not in (select ${businesses.id} from ${businesses} where ${businesses.isActive} = 0)`,
    ),
  );

/** The columns of an event that lists and the API show (toEventView). */
const listedEventColumns = {
  id: events.id,
  businessId: events.businessId,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  latitude: events.latitude,
  longitude: events.longitude,
  priceCents: events.priceCents,
  imageUrl: events.imageUrl,
  updatedAt: events.updatedAt,
  isPremium: events.isPremium,
  requiresBooking: events.requiresBooking,
  maxAttendees: events.maxAttendees,
  communityBoardId: events.communityBoardId,
  seriesId: events.seriesId,
};
type ListedEvent = PackedRow<typeof listedEventColumns>;

/** Shapes a joined event row as the API's Event entity. */
export function toEventView({ event, board }: { event: ListedEvent; board: EventView['communityBoard'] }): EventView {
  return {
    id: event.id,
    businessId: event.businessId,
    title: event.title,
    description: event.description,
    date: toNewYorkParts(event.startsAt).date,
    startTime: toNewYorkParts(event.startsAt).time,
    endTime: event.endsAt ? toNewYorkParts(event.endsAt).time : null,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt?.toISOString() ?? null,
    location: event.location,
    latitude: event.latitude,
    longitude: event.longitude,
    price: event.priceCents ? centsToDecimalString(event.priceCents) : null,
    // Its own picture, else its artwork drawn on request (an event added after the seed).
    imageUrl: event.imageUrl || drawnArtworkUrl('event', event.id, artworkVersion(event.updatedAt)),
    isPremium: event.isPremium,
    requiresBooking: event.requiresBooking,
    maxCapacity: event.maxAttendees,
    communityBoardId: event.communityBoardId,
    communityBoard: board,
    seriesId: event.seriesId,
  };
}

/** The query for listed events matching the filters, soonest first: await it or batch it, then map rows with toEventView. */
export function eventsQuery(db: Database, filters: EventFilters = {}) {
  const conditions: (SQL | undefined)[] = [isListed()];
  if (filters.communityBoardId !== undefined) conditions.push(eq(events.communityBoardId, filters.communityBoardId));
  if (filters.businessId !== undefined) conditions.push(eq(events.businessId, filters.businessId));
  if (filters.isPremium !== undefined) conditions.push(eq(events.isPremium, filters.isPremium));
  if (filters.from) conditions.push(gte(events.startsAt, filters.from));
  if (filters.to) conditions.push(lt(events.startsAt, filters.to));
  // One row-value comparison in the order's own direction: the start-time indexes seek to it.
  if (filters.after) conditions.push(sql`(${events.startsAt}, ${events.id}) > (${filters.after.startsAt.getTime()}, ${filters.after.id})`);
  // A list reads up to 100 rows: packed, so the client builds one value a row (db/packed-row.ts).
  const query = db
    .select({
      event: packedColumns(listedEventColumns),
      board: { id: communityBoards.id, number: communityBoards.number, name: communityBoards.name },
    })
    .from(events)
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .where(and(...conditions))
    .orderBy(asc(events.startsAt), asc(events.id))
    .$dynamic();
  if (filters.limit) query.limit(filters.limit);
  if (filters.offset) query.offset(filters.offset);
  return query;
}

/** Active events matching the filters, soonest first. One query. */
export async function listEvents(db: Database, filters: EventFilters = {}): Promise<EventView[]> {
  pageShows(cacheKey.events);
  return (await eventsQuery(db, filters)).map(toEventView);
}

/** One listed event by id with the name of its host business (null for a community event), or null. One query. */
export async function getEventWithHost(
  db: Database,
  id: number,
): Promise<{ event: EventView; host: { id: number; name: string } | null } | null> {
  pageShows(cacheKey.event(id));
  const [row] = await selectEvents(db)
    .where(and(eq(events.id, id), isListed()))
    .limit(1);
  // Its host's name is shown with it.
  if (row?.host) pageShows(cacheKey.business(row.host.id));
  return row ? { event: toEventView(row), host: row.host } : null;
}

/** One active event by id, or null. */
export async function getEvent(db: Database, id: number): Promise<EventView | null> {
  return (await getEventWithHost(db, id))?.event ?? null;
}

/** Seats held on an event: its registrations that are not cancelled (a correlated subquery on events). */
// A seat offered to the first in line is held for them (decision 019), so it counts as taken.
export const seatsTakenSql =
  sql<number>`((select coalesce(sum(r.seats), 0) from event_registrations r where r.event_id = ${events.id} and r.status != 'cancelled')
  + (select count(*) from event_waitlist w where w.event_id = ${events.id} and w.status = 'offered'))`.mapWith(Number);

export type EventWithSeats = {
  event: EventView;
  host: { id: number; name: string } | null;
  seatsTaken: number;
  /** The event's accessibility facts, its host venue's where it gives none. */
  access: AccessFacts;
  /** Tickets refundable up to this many days before the start; null is no refunds (issue 33), shown to buyers before they pay. */
  refundDaysBefore: number | null;
  /** When registration opens to everyone (early event access: premium members earlier); null: open now. */
  opensToAllAt: Date | null;
};

/** The query for one listed event with its host and the number of seats taken: await it or batch it, then map with toEventWithSeats. */
export function eventWithSeatsQuery(db: Database, id: number) {
  return db
    .select({
      event: events,
      board: { id: communityBoards.id, number: communityBoards.number, name: communityBoards.name },
      host: { id: businesses.id, name: businesses.name },
      venueAccess: {
        stepFreeEntrance: businesses.stepFreeEntrance,
        accessibleRestroom: businesses.accessibleRestroom,
        hearingLoop: businesses.hearingLoop,
        seating: businesses.seating,
      },
      seatsTaken: seatsTakenSql,
    })
    .from(events)
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .leftJoin(businesses, eq(businesses.id, events.businessId))
    .where(and(eq(events.id, id), isListed()))
    .limit(1);
}

/** Shapes a row of eventWithSeatsQuery (null when there was none). */
export function toEventWithSeats(row: Awaited<ReturnType<typeof eventWithSeatsQuery>>[number] | undefined): EventWithSeats | null {
  // Its page shows its host business's name and venue.
  if (row) pageShows(cacheKey.event(row.event.id), ...(row.host ? [cacheKey.business(row.host.id)] : []));
  return row
    ? {
        event: toEventView(row),
        host: row.host,
        seatsTaken: row.seatsTaken,
        access: mergeAccessFacts(accessFactsOf(row.event), row.venueAccess),
        refundDaysBefore: row.event.refundDaysBefore,
        opensToAllAt: row.event.opensToAllAt,
      }
    : null;
}

/** One listed event with its host and the number of seats taken, or null. One query. */
export async function getEventWithHostAndSeats(db: Database, id: number): Promise<EventWithSeats | null> {
  const [row] = await eventWithSeatsQuery(db, id);
  return toEventWithSeats(row);
}
