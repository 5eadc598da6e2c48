/**
 * The events page's lists, read in SQL a page at a time: the search, board and type filters are
 * conditions (the search through events_fts), each board's first events a LIMIT on the
 * (board, start) index, and the totals counts, so a page costs what it shows however many
 * events there are.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { businesses, communityBoards, events } from '../../../../db/schema.ts';
import { BOARD_NUMBERS, type BoardNumber } from '../../domain/community-boards.ts';
import type { EventType } from '../../domain/events-query.ts';
import type { Database } from '../db/client.ts';
import { eventIdMatches, matchExpression } from '../search/full-text.ts';
import { isListed, selectEvents, toEventView } from './events.ts';
import type { EventView } from '../../views/events.ts';

export type EventListFilters = { q: string; board: BoardNumber | null; type: EventType; from?: Date; to?: Date };

/** Events of a type: premium, free (no price), business (has a host) or community (none). */
function typeCondition(type: EventType): SQL | undefined {
  switch (type) {
    case 'premium':
      return eq(events.isPremium, true);
    case 'free':
      return sql`coalesce(${events.priceCents}, 0) = 0`;
    case 'business':
      return sql`${events.businessId} is not null`;
    case 'community':
      return isNull(events.businessId);
    default:
      return undefined;
  }
}

/** The board's id from its number, inside the query (the (board, start) index then applies). */
const boardIdOf = (number: BoardNumber) => sql`(select ${communityBoards.id} from ${communityBoards} where ${communityBoards.number} = ${number})`;

/**
 * A filtered list's conditions. A search is an `id in (hits)` condition: the hits are read once,
 * and the list keeps its date order.
 */
function filtered(filters: EventListFilters) {
  const expression = filters.q ? matchExpression(filters.q) : null;
  const conditions: (SQL | undefined)[] = [isListed(), typeCondition(filters.type), expression ? eventIdMatches(events.id, expression) : undefined];
  // Text with no word in it ("!!!") finds nothing rather than everything.
  if (filters.q.trim() && !expression) conditions.push(sql`0 = 1`);
  if (filters.from) conditions.push(gte(events.startsAt, filters.from));
  if (filters.to) conditions.push(lt(events.startsAt, filters.to));
  return conditions;
}

function listQuery(db: Database, filters: EventListFilters, board: BoardNumber | 'none' | null) {
  const conditions = filtered(filters);
  if (board === 'none') conditions.push(isNull(events.communityBoardId));
  else if (board !== null) conditions.push(eq(events.communityBoardId, boardIdOf(board)));
  return selectEvents(db).where(and(...conditions)).orderBy(asc(events.startsAt), asc(events.id));
}

/** How many events match, per board number (null: no board). */
function countsQuery(db: Database, filters: EventListFilters) {
  const conditions = filtered(filters);
  if (filters.board !== null) conditions.push(eq(events.communityBoardId, boardIdOf(filters.board)));
  return db
    .select({ number: communityBoards.number, total: count() })
    .from(events)
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .leftJoin(businesses, eq(businesses.id, events.businessId))
    .where(and(...conditions))
    .groupBy(communityBoards.number);
}

export type BoardSlices = { slices: { number: BoardNumber | null; events: EventView[]; total: number }[]; total: number };

/**
 * Each board's first `limit` matching events, in board order (events with no board last), with
 * each board's total. One round trip.
 */
export async function firstEventsPerBoard(db: Database, filters: EventListFilters, limit: number): Promise<BoardSlices> {
  const lists = [...BOARD_NUMBERS, 'none' as const].map((board) => listQuery(db, { ...filters, board: null }, board).limit(limit));
  const [counted, ...rows] = await db.batch([countsQuery(db, { ...filters, board: null }), ...lists] as const);
  const totals = new Map(counted.map((row) => [row.number ?? null, row.total]));
  const slices = [...BOARD_NUMBERS, null].map((number, index) => ({ number, events: (rows[index] as Parameters<typeof toEventView>[0][]).map(toEventView), total: totals.get(number) ?? 0 }));
  return { slices: slices.filter((slice) => slice.total > 0), total: counted.reduce((sum, row) => sum + row.total, 0) };
}

/** One board's matching events, `limit` from `offset`, and how many there are. One round trip. */
export async function boardEventsPage(db: Database, filters: EventListFilters & { board: BoardNumber }, limit: number, offset: number): Promise<{ events: EventView[]; total: number }> {
  const [counted, rows] = await db.batch([countsQuery(db, filters), listQuery(db, filters, filters.board).limit(limit).offset(offset)]);
  return { events: rows.map(toEventView), total: counted.reduce((sum, row) => sum + row.total, 0) };
}

/** The matching events' ids and start times, soonest first (what a month calendar counts by day). */
export function matchingStarts(db: Database, filters: EventListFilters) {
  const conditions = filtered(filters);
  if (filters.board !== null) conditions.push(eq(events.communityBoardId, boardIdOf(filters.board)));
  return db
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .leftJoin(businesses, eq(businesses.id, events.businessId))
    .where(and(...conditions))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** Listed events by id, soonest first. */
export async function eventsByIds(db: Database, ids: number[]): Promise<EventView[]> {
  if (ids.length === 0) return [];
  return (await selectEvents(db).where(and(isListed(), inArray(events.id, ids))).orderBy(asc(events.startsAt), asc(events.id))).map(toEventView);
}
