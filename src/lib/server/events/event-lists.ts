/**
 * The events page's lists, read in SQL a page at a time: the search, board and type filters are
 * conditions (the search through events_fts), each board's first events a LIMIT on the
 * (board, start) index, and the totals counts, so a page costs what it shows however many
 * events there are.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { businesses, communityBoards, events } from '#db/schema.ts';
import type { DaySpan } from '#lib/domain/calendar.ts';
import { BOARD_NUMBERS, type BoardNumber } from '#lib/domain/community-boards.ts';
import type { EventType } from '#lib/domain/events-query.ts';
import type { Database } from '../db/client.ts';
import { eventIdMatches, matchExpression } from '../search/full-text.ts';
import { isListed, selectEvents, toEventView } from './events.ts';
import type { EventView } from '#lib/views/events.ts';
import type { AccessFactKey } from '#lib/domain/accessibility.ts';

export type EventListFilters = {
  q: string;
  board: BoardNumber | null;
  type: EventType;
  from?: Date;
  to?: Date;
  /** Leave out events that ended before this instant (ends, or starts when no end is given). */
  notEndedBy?: Date | null;
  /** Only events known to have this accessibility fact: their own, or their host venue's when they say nothing. */
  access?: AccessFactKey | null;
};

/** Events of a type: premium, free (no price), business (has a host) or community (none). */
export function typeCondition(type: EventType): SQL | undefined {
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
export const boardIdOf = (number: BoardNumber) =>
  sql`(select ${communityBoards.id} from ${communityBoards} where ${communityBoards.number} = ${number})`;

/**
 * A filtered list's conditions. A search is an `id in (hits)` condition: the hits are read once,
 * and the list keeps its date order.
 */
function filtered(filters: EventListFilters) {
  const expression = filters.q ? matchExpression(filters.q) : null;
  const conditions: (SQL | undefined)[] = [
    isListed(),
    typeCondition(filters.type),
    expression ? eventIdMatches(events.id, expression) : undefined,
  ];
  // Text with no word in it ("!!!") finds nothing rather than everything.
  if (filters.q.trim() && !expression) conditions.push(sql`0 = 1`);
  if (filters.from) conditions.push(gte(events.startsAt, filters.from));
  if (filters.to) conditions.push(lt(events.startsAt, filters.to));
  if (filters.notEndedBy) conditions.push(sql`coalesce(${events.endsAt}, ${events.startsAt}) >= ${filters.notEndedBy.getTime()}`);
  if (filters.access) conditions.push(accessCondition(filters.access));
  return conditions;
}

/** The event has the fact: it says so, or it says nothing and its host venue says so (as its page shows, mergeAccessFacts). */
function accessCondition(key: AccessFactKey): SQL {
  return sql`coalesce(${events[key]}, (select ${businesses[key]} from ${businesses} where ${businesses.id} = ${events.businessId})) = 1`;
}

function listQuery(db: Database, filters: EventListFilters, board: BoardNumber | 'none' | null) {
  const conditions = filtered(filters);
  if (board === 'none') conditions.push(isNull(events.communityBoardId));
  else if (board !== null) conditions.push(eq(events.communityBoardId, boardIdOf(board)));
  return selectEvents(db)
    .where(and(...conditions))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** How many events match, per board number (null: no board): counted on the events' indexes alone, then named. */
function countsQuery(db: Database, filters: EventListFilters) {
  const conditions = filtered(filters);
  if (filters.board !== null) conditions.push(eq(events.communityBoardId, boardIdOf(filters.board)));
  const counted = db
    .select({ boardId: events.communityBoardId, total: count().as('total') })
    .from(events)
    .where(and(...conditions))
    .groupBy(events.communityBoardId)
    .as('counted');
  return db
    .select({ number: communityBoards.number, total: counted.total })
    .from(counted)
    .leftJoin(communityBoards, eq(communityBoards.id, counted.boardId));
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
  const slices = [...BOARD_NUMBERS, null].map((number, index) => ({
    number,
    events: (rows[index] as Parameters<typeof toEventView>[0][]).map(toEventView),
    total: totals.get(number) ?? 0,
  }));
  return { slices: slices.filter((slice) => slice.total > 0), total: counted.reduce((sum, row) => sum + row.total, 0) };
}

/** The matching events (of one board, or all), `limit` from `offset`, soonest first, and how many there are. One round trip. */
export async function eventsPage(
  db: Database,
  filters: EventListFilters,
  limit: number,
  offset: number,
): Promise<{ events: EventView[]; total: number }> {
  const [counted, rows] = await db.batch([countsQuery(db, filters), listQuery(db, filters, filters.board).limit(limit).offset(offset)]);
  return { events: rows.map(toEventView), total: counted.reduce((sum, row) => sum + row.total, 0) };
}

export type CalendarRow = {
  id: number;
  title: string;
  startsAt: Date;
  location: string | null;
  boardNumber: number | null;
  priceCents: number | null;
  isPremium: boolean;
  /** The host, whose fee makes the all-in price (issue 33). */
  businessId: number | null;
};

/** The events a calendar's cells show, read by id. */
const shown = alias(events, 'shown');

/** The columns a calendar draws, of events or of the cells' alias. */
const calendarColumns = (table: typeof events | typeof shown) => ({
  id: table.id,
  title: table.title,
  startsAt: table.startsAt,
  location: table.location,
  boardNumber: communityBoards.number,
  priceCents: table.priceCents,
  isPremium: table.isPremium,
  businessId: table.businessId,
});

/**
 * What a month calendar draws, chosen in SQL in one round trip however full the month is: for
 * each day with matching events, its count and its first `perDay` events (a correlated count and
 * `LIMIT` per day on the start-time index), and the list's first `listLimit` (of `list`, the
 * month or one day). Each events row read whole is one the calendar shows; the rows come in
 * no particular order.
 */
export async function calendarRows(
  db: Database,
  filters: EventListFilters,
  days: readonly DaySpan[],
  options: CalendarOptions,
): Promise<{ cells: (CalendarRow & { day: string; dayCount: number })[]; listed: CalendarRow[] }> {
  const [cells, listed] = await db.batch(calendarQueries(db, filters, days, options));
  return { cells, listed };
}

type CalendarOptions = { list: { from: Date; to: Date }; perDay: number; listLimit: number };

/** calendarRows' two queries: the days' counts and first events, and the list. */
export function calendarQueries(
  db: Database,
  filters: EventListFilters,
  days: readonly DaySpan[],
  { list, perDay, listLimit }: CalendarOptions,
) {
  const conditions = filtered(filters);
  if (filters.board !== null) conditions.push(eq(events.communityBoardId, boardIdOf(filters.board)));
  const rows = sql.join(
    days.map((span) => sql`(${span.day}, ${span.starts.getTime()}, ${span.ends.getTime()})`),
    sql`, `,
  );
  const span = { day: sql<string>`span.column1`, starts: sql`span.column2`, ends: sql`span.column3` };
  const inSpan = and(...conditions, gte(events.startsAt, span.starts), lt(events.startsAt, span.ends));
  const dayCount = sql<number>`(${db.select({ total: count() }).from(events).where(inSpan)})`.mapWith(Number);
  const firstOfDay = db.select({ id: events.id }).from(events).where(inSpan).orderBy(asc(events.startsAt), asc(events.id)).limit(perDay);
  const cells = db
    .select({ ...calendarColumns(shown), day: span.day, dayCount })
    .from(sql`(values ${rows}) as span`)
    .innerJoin(shown, inArray(shown.id, firstOfDay))
    .leftJoin(communityBoards, eq(communityBoards.id, shown.communityBoardId));
  const listed = db
    .select(calendarColumns(events))
    .from(events)
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .where(and(...conditions, gte(events.startsAt, list.from), lt(events.startsAt, list.to)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(listLimit);
  return [cells, listed] as const;
}
