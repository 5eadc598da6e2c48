/**
 * Data for the events pages, in a fixed number of round trips whatever the number of events:
 * the boards and the month's (or the upcoming) events are read in parallel, then filtered and
 * arranged in code.
 */
import { buildMonthGrid, monthBounds, type MonthGrid } from '../../domain/calendar.ts';
import { filterEvents, groupEventsByBoard, BOARD_GROUP_LIMIT, type BoardGroup, type EventsQuery } from '../../domain/event-filters.ts';
import { toNewYorkParts } from '../../domain/time.ts';
import type { Database } from '../db/client.ts';
import { listCommunityBoards, type BoardView } from '../reference/boards.ts';
import { getEventWithHostAndSeats, listEvents, type EventView } from './events.ts';

/** Rows in the calendar's month list; beyond it, "+N more" links open a single day instead. */
export const MONTH_LIST_LIMIT = 40;
/** Events per page when the list shows one board's upcoming events. */
export const BOARD_PAGE_SIZE = 24;

export type CalendarPageData = {
  view: 'calendar';
  boards: BoardView[];
  grid: MonthGrid<EventView>;
  /** The month's matching events (or the chosen day's), at most MONTH_LIST_LIMIT. */
  listed: EventView[];
  /** All matching events of the month (or of the chosen day). */
  total: number;
  /** All matching events of the month, whatever the chosen day. */
  monthTotal: number;
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
 * board (6 per board; when one board is chosen, all of its events 24 a page). Two round trips.
 */
export async function getEventsPageData(db: Database, query: EventsQuery, now = new Date()): Promise<EventsPageData> {
  const range = query.view === 'calendar' ? monthBounds(query.month) : { from: now };
  const [boards, events] = await Promise.all([listCommunityBoards(db), listEvents(db, range)]);
  const matching = filterEvents(events, query);
  if (query.view === 'list') {
    if (query.board === null) {
      return { view: 'list', boards, groups: groupEventsByBoard(matching, boards, BOARD_GROUP_LIMIT), total: matching.length, page: 1, pages: 1 };
    }
    // One board: all of its upcoming events, a page at a time so the page stays small.
    const pages = Math.max(1, Math.ceil(matching.length / BOARD_PAGE_SIZE));
    const page = Math.min(query.page, pages);
    const start = (page - 1) * BOARD_PAGE_SIZE;
    const groups = groupEventsByBoard(matching, boards, null).map((group) => ({ ...group, events: group.events.slice(start, start + BOARD_PAGE_SIZE) }));
    return { view: 'list', boards, groups, total: matching.length, page, pages };
  }
  const grid = buildMonthGrid(query.month, matching, { today: toNewYorkParts(now).date });
  const ofDay = query.day === null ? matching : matching.filter((event) => event.date === query.day);
  return { view: 'calendar', boards, grid, listed: ofDay.slice(0, MONTH_LIST_LIMIT), total: ofDay.length, monthTotal: matching.length };
}

export type EventPageData = { event: EventView; host: { id: number; name: string } | null; seatsTaken: number };

/** One event with the name of its host business and the seats taken, or null when there is no such listed event. One round trip. */
export function getEventPageData(db: Database, id: number): Promise<EventPageData | null> {
  return getEventWithHostAndSeats(db, id);
}
