/**
 * Data for the events pages, in a fixed number of round trips whatever the number of events,
 * each reading only what the page shows (event-lists.ts).
 */
import { calendarSelection, monthBounds } from '../../domain/calendar.ts';
import { BOARD_GROUP_LIMIT, type BoardGroup } from '../../domain/event-filters.ts';
import type { EventsQuery } from '../../domain/events-query.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '../../domain/time.ts';
import type { Database } from '../db/client.ts';
import { listCommunityBoards } from '../reference/boards.ts';
import type { BoardView } from '../../views/reference.ts';
import { getEventWithHostAndSeats } from './events.ts';
import { boardEventsPage, eventsByIds, firstEventsPerBoard, matchingStarts } from './event-lists.ts';
import type { CalendarEventView, CalendarView, EventView } from '../../views/events.ts';

/** Events per page when the list shows one board's upcoming events. */
export const BOARD_PAGE_SIZE = 24;

export type CalendarPageData = {
  view: 'calendar';
  boards: BoardView[];
  calendar: CalendarView;
};

export type ListPageData = {
  view: 'list';
  boards: BoardView[];
  groups: BoardGroup<EventView, BoardView>[];
  total: number;
  /** Page of a single board's events, and how many pages there are (1 for all boards). */
  page: number;
  pages: number;
};

export type EventsPageData = CalendarPageData | ListPageData;

/**
 * The events page for a query: the month calendar with its list, or upcoming events grouped by
 * board (6 per board; when one board is chosen, all of its events 24 a page). Each list is read
 * a page at a time in SQL (event-lists.ts): one round trip for a list, two for the calendar.
 */
export async function getEventsPageData(db: Database, query: EventsQuery, now = new Date()): Promise<EventsPageData> {
  const filters = { q: query.q, board: query.board, type: query.type };
  if (query.view === 'calendar') {
    const [boards, calendar] = await Promise.all([listCommunityBoards(db), getCalendarView(db, query, now)]);
    return { view: 'calendar', boards, calendar };
  }
  if (query.board === null) {
    const [boards, perBoard] = await Promise.all([listCommunityBoards(db), firstEventsPerBoard(db, { ...filters, from: now }, BOARD_GROUP_LIMIT)]);
    const byNumber = new Map(boards.map((board) => [board.number, board]));
    const groups = perBoard.slices.map((slice) => ({ board: slice.number === null ? null : (byNumber.get(slice.number) ?? null), events: slice.events, total: slice.total }));
    return { view: 'list', boards, groups, total: perBoard.total, page: 1, pages: 1 };
  }
  // One board: all of its upcoming events, a page at a time so the page stays small.
  const board = query.board;
  const first = await boardEventsPage(db, { ...filters, board, from: now }, BOARD_PAGE_SIZE, (query.page - 1) * BOARD_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(first.total / BOARD_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  // A page past the end shows the last one.
  const shown = page === query.page ? first : await boardEventsPage(db, { ...filters, board, from: now }, BOARD_PAGE_SIZE, (page - 1) * BOARD_PAGE_SIZE);
  const boards = await listCommunityBoards(db);
  const chosen = boards.find((item) => item.number === board) ?? null;
  const groups = shown.events.length ? [{ board: chosen, events: shown.events, total: shown.total }] : [];
  return { view: 'list', boards, groups, total: shown.total, page, pages };
}

/**
 * Each start's New York day, from the month's midnights (rows soonest first): one walk, not a
 * time-zone conversion per event.
 */
function onNewYorkDays(rows: readonly { id: number; startsAt: Date }[], month: string): { id: number; date: string }[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  const midnights = [...dates.map((date) => newYorkTimeToInstant(date).getTime()), Number.POSITIVE_INFINITY];
  let day = 0;
  return rows.map((row) => {
    while (row.startsAt.getTime() >= midnights[day + 1]) day++;
    return { id: row.id, date: dates[day] };
  });
}

function toCalendarEvent(event: EventView): CalendarEventView {
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    startTime: event.startTime,
    startsAt: event.startsAt,
    location: event.location,
    boardNumber: event.communityBoard?.number ?? null,
    price: event.price,
    isPremium: event.isPremium,
  };
}

/**
 * The month calendar for a query: the month's matching events are read as ids and start times
 * only, counted by day, and the few the calendar draws are then read whole. Two round trips.
 */
export async function getCalendarView(db: Database, query: EventsQuery, now = new Date()): Promise<CalendarView> {
  const starts = await matchingStarts(db, { q: query.q, board: query.board, type: query.type, ...monthBounds(query.month) });
  const days = onNewYorkDays(starts, query.month);
  const { events: drawn, dayCounts, total } = calendarSelection(days, query.day);
  const events = await eventsByIds(db, drawn.map((event) => event.id));
  return {
    month: query.month,
    day: query.day,
    today: toNewYorkParts(now).date,
    filters: { q: query.q, board: query.board, type: query.type },
    events: events.map(toCalendarEvent),
    dayCounts,
    total,
    monthTotal: days.length,
  };
}

export type EventPageData = { event: EventView; host: { id: number; name: string } | null; seatsTaken: number };

/** One event with the name of its host business and the seats taken, or null when there is no such listed event. One round trip. */
export function getEventPageData(db: Database, id: number): Promise<EventPageData | null> {
  return getEventWithHostAndSeats(db, id);
}
