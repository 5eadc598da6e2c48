/** What the trip planner chooses from, loaded in one database round trip. */
import { aliasedTable, and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { businessCategories, businesses, communityBoards, events } from '../../../../db/schema.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '../../domain/time.ts';
import type { TripBusiness, TripCandidates, TripEvent } from '../../domain/trip-planner.ts';
import type { Database } from '../db/client.ts';

/** The query for every active business with its category and board (await it or batch it). */
function tripBusinessesQuery(db: Database) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      description: businesses.description,
      address: businesses.address,
      priceRange: businesses.priceRange,
      rating: businesses.rating,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
      category: { name: businessCategories.name, slug: businessCategories.slug },
      communityBoard: { number: communityBoards.number, name: communityBoards.name },
    })
    .from(businesses)
    .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
    .where(eq(businesses.isActive, true))
    .orderBy(asc(businesses.id));
}

const hosts = aliasedTable(businesses, 'host');

/**
 * The query for listed events starting inside [from, to): active, and either community events or
 * hosted by an active business, with the host's category for interest matching.
 */
function tripEventsQuery(db: Database, from: Date, to: Date) {
  return db
    .select({
      event: events,
      board: { number: communityBoards.number, name: communityBoards.name },
      category: { name: businessCategories.name, slug: businessCategories.slug },
    })
    .from(events)
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .leftJoin(hosts, eq(hosts.id, events.businessId))
    .leftJoin(businessCategories, eq(businessCategories.id, hosts.categoryId))
    .where(
      and(
        eq(events.isActive, true),
        or(isNull(events.businessId), eq(hosts.isActive, true)),
        gte(events.startsAt, from),
        lt(events.startsAt, to),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
}

/**
 * Candidates for a plan of `days` days from `startDate` (New York): all active businesses, and the
 * events on those days that have not started yet. One round trip.
 */
export async function loadTripCandidates(db: Database, window: { startDate: string; days: number }, now = new Date()): Promise<TripCandidates> {
  const dayStart = newYorkTimeToInstant(window.startDate);
  const from = dayStart.getTime() > now.getTime() ? dayStart : now;
  const to = newYorkTimeToInstant(addDays(window.startDate, window.days));
  const [businessRows, eventRows] = await db.batch([tripBusinessesQuery(db), tripEventsQuery(db, from, to)]);
  const tripBusinesses: TripBusiness[] = businessRows;
  const tripEvents: TripEvent[] = eventRows.map(({ event, board, category }) => ({
    id: event.id,
    title: event.title,
    description: event.description,
    date: toNewYorkParts(event.startsAt).date,
    startTime: toNewYorkParts(event.startsAt).time,
    endTime: event.endsAt ? toNewYorkParts(event.endsAt).time : null,
    location: event.location,
    priceCents: event.priceCents,
    isPremium: event.isPremium,
    maxCapacity: event.maxAttendees,
    latitude: event.latitude,
    longitude: event.longitude,
    communityBoard: board,
    category,
  }));
  return { businesses: tripBusinesses, events: tripEvents };
}
