/**
 * Data for the events pages, in a fixed number of round trips whatever the number of events,
 * each reading only what the page shows (event-lists.ts).
 */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import {
  CALENDAR_DAY_LIMIT,
  calendarDayLimit,
  calendarListLimit,
  groupEventsByDay,
  MONTH_LIST_LIMIT,
  monthDays,
} from '#lib/domain/calendar.ts';
import { quickWindow, rangeWindow, type EventWindow } from '#lib/domain/event-when.ts';
import { centsToDecimalString } from '#lib/domain/money.ts';
import { BOARD_GROUP_LIMIT, type BoardGroup } from '#lib/domain/event-filters.ts';
import type { EventsQuery } from '#lib/domain/events-query.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';
import type { Database } from '../db/client.ts';
import { listCommunityBoards } from '../reference/boards.ts';
import type { BoardView } from '#lib/views/reference.ts';
import { getEventWithHostAndSeats, type EventWithSeats } from './events.ts';
import { calendarRows, eventsPage, firstEventsPerBoard, type CalendarRow, type EventListFilters } from './event-lists.ts';
import type { CalendarEventView, CalendarView, EventView } from '#lib/views/events.ts';
import { pricedWithTexts, withPricesAndTexts } from './priced-texts.ts';
import type { Locale } from '#lib/i18n/locales.ts';

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
  /** By community board (no dates chosen), or by day (a date filter on), soonest first. */
  grouping: 'board' | 'day';
  groups: BoardGroup<EventView, BoardView>[];
  days: { date: string; events: EventView[] }[];
  /** The date filter's window, when one is on. */
  window: EventWindow | null;
  total: number;
  /** Page of a single board's events, and how many pages there are (1 for all boards). */
  page: number;
  pages: number;
};

export type EventsPageData = CalendarPageData | ListPageData;

/**
 * The events page for a query: the month calendar with its list; with a date filter (Today,
 * Tonight, This weekend, a range of dates) the window's events by day, 24 a page; else upcoming
 * events grouped by board (6 per board; when one board is chosen, all of its events 24 a page). Each list is read
 * a page at a time in SQL (event-lists.ts): one round trip for a list or the calendar, and one
 * more in Spanish or French for the verified translations of the titles shown.
 */
export async function getEventsPageData(
  db: Database,
  query: EventsQuery,
  now = new Date(),
  locale: Locale = 'en',
): Promise<EventsPageData> {
  pageShows(cacheKey.events);
  if (query.view === 'calendar') {
    const [boards, calendar] = await Promise.all([listCommunityBoards(db), getCalendarView(db, query, now, locale)]);
    return { view: 'calendar', boards, calendar };
  }
  return withPricesAndListTexts(db, await getListPageData(db, query, now), now, locale);
}

/** The list's events with their all-in prices (issue 33) and verified texts in `locale`, read in one round trip. */
async function withPricesAndListTexts(db: Database, data: ListPageData, now: Date, locale: Locale): Promise<ListPageData> {
  const shown = [...data.groups.flatMap((group) => group.events), ...data.days.flatMap((day) => day.events)];
  const byId = new Map((await pricedWithTexts(db, shown, now, locale)).map((event) => [event.id, event]));
  const show = (events: EventView[]) => events.map((event) => byId.get(event.id) ?? event);
  return {
    ...data,
    groups: data.groups.map((group) => ({ ...group, events: show(group.events) })),
    days: data.days.map((day) => ({ ...day, events: show(day.events) })),
  };
}

async function getListPageData(db: Database, query: EventsQuery, now: Date): Promise<ListPageData> {
  const filters = { q: query.q, board: query.board, type: query.type, access: query.access };
  const window = query.from ? rangeWindow(query.from, query.to) : query.when ? quickWindow(query.when, now) : null;
  if (window) {
    // A date filter: every board's events in the window by day, soonest first, 24 a page.
    const dated = { ...filters, from: window.from, to: window.to, notEndedBy: window.notEndedBy };
    const { shown, page, pages } = await pageOf(db, dated, query.page);
    const boards = await listCommunityBoards(db);
    return {
      view: 'list',
      boards,
      grouping: 'day',
      groups: [],
      days: groupEventsByDay(shown.events),
      window,
      total: shown.total,
      page,
      pages,
    };
  }
  if (query.board === null) {
    const [boards, perBoard] = await Promise.all([
      listCommunityBoards(db),
      firstEventsPerBoard(db, { ...filters, from: now }, BOARD_GROUP_LIMIT),
    ]);
    const byNumber = new Map(boards.map((board) => [board.number, board]));
    const groups = perBoard.slices.map((slice) => ({
      board: slice.number === null ? null : (byNumber.get(slice.number) ?? null),
      events: slice.events,
      total: slice.total,
    }));
    return { view: 'list', boards, grouping: 'board', groups, days: [], window: null, total: perBoard.total, page: 1, pages: 1 };
  }
  // One board: all of its upcoming events, a page at a time so the page stays small.
  const board = query.board;
  const { shown, page, pages } = await pageOf(db, { ...filters, board, from: now }, query.page);
  const boards = await listCommunityBoards(db);
  const chosen = boards.find((item) => item.number === board) ?? null;
  const groups = shown.events.length ? [{ board: chosen, events: shown.events, total: shown.total }] : [];
  return { view: 'list', boards, grouping: 'board', groups, days: [], window: null, total: shown.total, page, pages };
}

/** Page `requested` of a list, 24 a page; a page past the end shows the last one. */
async function pageOf(db: Database, filters: EventListFilters, requested: number) {
  const first = await eventsPage(db, filters, BOARD_PAGE_SIZE, (requested - 1) * BOARD_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(first.total / BOARD_PAGE_SIZE));
  const page = Math.min(requested, pages);
  const shown = page === requested ? first : await eventsPage(db, filters, BOARD_PAGE_SIZE, (page - 1) * BOARD_PAGE_SIZE);
  return { shown, page, pages };
}

function toCalendarEvent(row: CalendarRow): CalendarEventView {
  const { date, time } = toNewYorkParts(row.startsAt);
  return {
    id: row.id,
    title: row.title,
    date,
    startTime: time,
    startsAt: row.startsAt.toISOString(),
    location: row.location,
    boardNumber: row.boardNumber,
    price: row.priceCents ? centsToDecimalString(row.priceCents) : null,
    isPremium: row.isPremium,
  };
}

/**
 * The month calendar for a query: SQL counts the month's matching events by day and returns
 * only those the calendar draws, each day's first few and the list's (calendarRows). One round
 * trip, whatever the number of events in the month (and one for the titles' verified
 * translations in Spanish or French).
 */
export async function getCalendarView(db: Database, query: EventsQuery, now = new Date(), locale: Locale = 'en'): Promise<CalendarView> {
  pageShows(cacheKey.events);
  const days = monthDays(query.month);
  const chosen = days.find((span) => span.day === query.day);
  const list = chosen ? { from: chosen.starts, to: chosen.ends } : { from: days[0].starts, to: days.at(-1)!.ends };
  const { cells, listed } = await calendarRows(db, { q: query.q, board: query.board, type: query.type }, days, {
    list,
    perDay: CALENDAR_DAY_LIMIT,
    listLimit: MONTH_LIST_LIMIT,
  });
  const dayCounts: Record<string, number> = {};
  for (const cell of cells) dayCounts[cell.day] = cell.dayCount;
  const monthTotal = Object.values(dayCounts).reduce((sum, count) => sum + count, 0);
  // The cells' events the grid draws and the list's, once each, soonest first: a crowded month
  // draws fewer a day and a shorter list (calendarDayLimit, calendarListLimit).
  const shownCells = firstOfEachDay(cells, calendarDayLimit(dayCounts));
  const shownList = listed.slice(0, calendarListLimit(query.day, dayCounts));
  const drawn = new Map<number, CalendarRow>([...shownCells, ...shownList].map((row) => [row.id, row]));
  const events = [...drawn.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
  // Buyers see all-in prices (issue 33), read with the titles' verified translations.
  const { priced, texts } = await withPricesAndTexts(
    db,
    events.map(toCalendarEvent).map((view, index) => ({ ...view, businessId: events[index].businessId })),
    now,
    locale,
    { events: events.map((event) => event.id) },
  );
  // A calendar shows titles only: a verified description is not sent.
  const titled = (view: CalendarEventView): CalendarEventView => {
    const title = texts.event(view.id)?.title;
    return title ? { ...view, translated: { title } } : view;
  };
  return {
    month: query.month,
    day: query.day,
    today: toNewYorkParts(now).date,
    filters: { q: query.q, board: query.board, type: query.type },
    events: priced.map(({ businessId: _host, ...view }) => titled(view)),
    dayCounts,
    total: query.day === null ? monthTotal : (dayCounts[query.day] ?? 0),
    monthTotal,
  };
}

/** Each day's first `perDay` cells, soonest first (the query returns up to CALENDAR_DAY_LIMIT a day). */
function firstOfEachDay<R extends { day: string; startsAt: Date; id: number }>(cells: readonly R[], perDay: number): R[] {
  const sorted = [...cells].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
  const taken = new Map<string, number>();
  return sorted.filter((cell) => {
    const count = taken.get(cell.day) ?? 0;
    taken.set(cell.day, count + 1);
    return count < perDay;
  });
}

export type EventPageData = EventWithSeats;

/** One event with the name of its host business and the seats taken, or null when there is no such listed event. One round trip. */
export function getEventPageData(db: Database, id: number): Promise<EventPageData | null> {
  return getEventWithHostAndSeats(db, id);
}
