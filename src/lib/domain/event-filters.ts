/**
 * The events page's state, all of it in the query string: which view, the search, the board, the
 * event type and the calendar month. Parsing never fails: a value that makes no sense is dropped
 * (or replaced by the default) so every address shows a page.
 */
import { z } from 'zod';
import { BOARD_NUMBERS, type BoardNumber } from './community-boards.ts';
import { currentNewYorkMonth, isMonthKey, monthOfDate } from './calendar.ts';
import { priceToCents } from './event-format.ts';
import { isCalendarDate } from './time.ts';
import { EVENT_TYPES, EVENT_VIEWS, type EventsQuery, type EventType } from './events-query.ts';

/** Upcoming events shown per board in the list view before "View all". */
export const BOARD_GROUP_LIMIT = 6;
/** Longest search kept; longer text is cut (a search box, not a document). */
export const SEARCH_MAX_LENGTH = 100;

const boardText = BOARD_NUMBERS.map(String) as [string, ...string[]];

/** The query string of /events, each value forgiving: a bad value becomes the default. */
export const EventsPageQuerySchema = z.object({
  view: z.enum(EVENT_VIEWS).catch('list'),
  q: z
    .string()
    .transform((text) => text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH))
    .catch(''),
  board: z
    .enum(boardText)
    .transform((text) => Number(text) as BoardNumber)
    .nullable()
    .catch(null),
  type: z.enum(EVENT_TYPES).catch('all'),
  month: z.string().refine(isMonthKey).nullable().catch(null),
  day: z.string().refine(isCalendarDate).nullable().catch(null),
  page: z.string().regex(/^\d{1,5}$/).transform(Number).refine((value) => value >= 1).catch(1),
});

/** Reads the events page's state from a query string; never throws. */
export function parseEventsQuery(params: URLSearchParams, now: Date): EventsQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(EventsPageQuerySchema.shape)) {
    // The first value wins when a parameter repeats; an empty value is the "All" choice of a form.
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const parsed = EventsPageQuerySchema.parse(raw);
  const month = parsed.month ?? currentNewYorkMonth(now);
  const day = parsed.day !== null && monthOfDate(parsed.day) === month ? parsed.day : null;
  return { view: parsed.view, q: parsed.q, board: parsed.board, type: parsed.type, month, day, page: parsed.page ?? 1 };
}

/** What the filters look at in an event. */
export type FilterableEvent = {
  title: string;
  description: string | null;
  location: string | null;
  isPremium: boolean;
  price: string | null;
  businessId: number | null;
  communityBoard: { number: number } | null;
};

/** Lower case without accents, so "dia" finds "Día". */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether the event's title, description or location contains the search text (any case). */
export function matchesSearch(event: FilterableEvent, q: string): boolean {
  const needle = searchable(q.trim());
  if (needle === '') return true;
  return [event.title, event.description, event.location].some((field) => field !== null && searchable(field).includes(needle));
}

/** Whether the event is of the type: premium, free (no price), business (has a host) or community (none). */
export function matchesType(event: FilterableEvent, type: EventType): boolean {
  switch (type) {
    case 'premium':
      return event.isPremium;
    case 'free':
      return !priceToCents(event.price);
    case 'business':
      return event.businessId !== null;
    case 'community':
      return event.businessId === null;
    default:
      return true;
  }
}

/** The events that match the search, board and type, in the order given. */
export function filterEvents<E extends FilterableEvent>(events: readonly E[], query: Pick<EventsQuery, 'q' | 'board' | 'type'>): E[] {
  return events.filter(
    (event) =>
      (query.board === null || event.communityBoard?.number === query.board) &&
      matchesType(event, query.type) &&
      matchesSearch(event, query.q),
  );
}

export type BoardGroup<E, B> = {
  /** The board, or null for events not tied to one of the boards. */
  board: B | null;
  /** The first events of the group, at most the limit. */
  events: E[];
  /** All events of the group, shown or not. */
  total: number;
};

/**
 * Events grouped by community board in board order (9 to 12), each group cut to `limit` events
 * (null for no limit); events without a known board come last. Empty groups are left out.
 */
export function groupEventsByBoard<E extends FilterableEvent, B extends { number: number }>(
  events: readonly E[],
  boards: readonly B[],
  limit: number | null = BOARD_GROUP_LIMIT,
): BoardGroup<E, B>[] {
  const ordered = [...boards].sort((a, b) => a.number - b.number);
  const buckets = new Map<B | null, E[]>([...ordered.map((board) => [board, []] as [B, E[]]), [null, []]]);
  const byNumber = new Map(ordered.map((board) => [board.number, board]));
  for (const event of events) {
    const board = (event.communityBoard && byNumber.get(event.communityBoard.number)) ?? null;
    buckets.get(board)!.push(event);
  }
  return [...buckets]
    .filter(([, list]) => list.length > 0)
    .map(([board, list]) => ({ board, events: limit === null ? list : list.slice(0, limit), total: list.length }));
}
