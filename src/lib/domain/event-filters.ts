/**
 * The events page's state, all of it in the query string: which view, the search, the board, the
 * event type and the calendar month. Parsing never fails: a value that makes no sense is dropped
 * (or replaced by the default) so every address shows a page.
 */
import { z } from 'zod';
import { BOARD_NUMBERS, type BoardNumber } from './community-boards.ts';
import { currentNewYorkMonth, isMonthKey, monthOfDate } from './calendar.ts';
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

export type BoardGroup<E, B> = {
  /** The board, or null for events not tied to one of the boards. */
  board: B | null;
  /** The first events of the group, at most the limit. */
  events: E[];
  /** All events of the group, shown or not. */
  total: number;
};
