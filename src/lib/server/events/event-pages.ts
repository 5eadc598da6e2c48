/**
 * Data for the events pages, in a fixed number of round trips whatever the number of events:
 * the boards and the month's (or the upcoming) events are read in parallel, then filtered and
 * arranged in code.
 */
import { calendarSelection, monthBounds } from '../../domain/calendar.ts';
import { filterEvents, groupEventsByBoard, BOARD_GROUP_LIMIT, type BoardGroup } from '../../domain/event-filters.ts';
import type { EventsQuery } from '../../domain/events-query.ts';
import { toNewYorkParts } from '../../domain/time.ts';
import type { Database } from '../db/client.ts';
import { listCommunityBoards } from '../reference/boards.ts';
import type { BoardView } from '../../views/reference.ts';
import { getEventWithHostAndSeats, listEvents } from './events.ts';
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
  return { view: 'calendar', boards, calendar: toCalendarView(query, matching, now) };
}

/** The month calendar for a query from its matching events (soonest first): only what it draws. */
export function toCalendarView(query: EventsQuery, matching: readonly EventView[], now = new Date()): CalendarView {
  const { events, dayCounts, total } = calendarSelection(matching, query.day);
  return {
    month: query.month,
    day: query.day,
    today: toNewYorkParts(now).date,
    filters: { q: query.q, board: query.board, type: query.type },
    events: events.map(toCalendarEvent),
    dayCounts,
    total,
    monthTotal: matching.length,
  };
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

/** The calendar alone (GET /api/events/calendar): the month's events filtered. One round trip. */
export async function getCalendarView(db: Database, query: EventsQuery, now = new Date()): Promise<CalendarView> {
  const events = await listEvents(db, monthBounds(query.month));
  return toCalendarView(query, filterEvents(events, query), now);
}

export type EventPageData = { event: EventView; host: { id: number; name: string } | null; seatsTaken: number };

/** One event with the name of its host business and the seats taken, or null when there is no such listed event. One round trip. */
export function getEventPageData(db: Database, id: number): Promise<EventPageData | null> {
  return getEventWithHostAndSeats(db, id);
}
