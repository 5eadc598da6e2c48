/**
 * The events page's state, all of it in the query string: which view, the search, the board, the
 * event type and the calendar month. Parsing never fails: a value that makes no sense is dropped
 * (or replaced by the default) so every address shows a page.
 */
import { z } from 'zod';
import { BOARD_NUMBERS, type BoardNumber } from './community-boards.ts';
import { currentNewYorkMonth, isMonthKey, monthOfDate } from './calendar.ts';
import { addDays, isCalendarDate } from './time.ts';
import { EVENT_WHENS, MAX_RANGE_DAYS, type EventWhen } from './event-when.ts';
import { EVENT_TYPES, EVENT_VIEWS, type EventsQuery, type EventType } from './events-query.ts';
import { parseAccessFilter } from './accessibility.ts';

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
  page: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .refine((value) => value >= 1)
    .catch(1),
  when: z.enum(EVENT_WHENS).nullable().catch(null),
  from: z.string().refine(isCalendarDate).nullable().catch(null),
  to: z.string().refine(isCalendarDate).nullable().catch(null),
  access: z.string().transform(parseAccessFilter).catch(null),
});

/** The list view's dates from the address: a range, a quick filter, or none, and why dates given were not used. */
function datesOf(params: URLSearchParams, parsed: { when: EventWhen | null; from: string | null; to: string | null }) {
  const given = (key: string) => (params.get(key) ?? '') !== '';
  if ((given('from') && !parsed.from) || (given('to') && !parsed.to))
    return { when: null, from: null, to: null, datesProblem: 'not-a-date' as const };
  if (!parsed.from && parsed.to) return { when: null, from: null, to: null, datesProblem: 'end-without-start' as const };
  if (parsed.from) {
    const to = parsed.to ?? parsed.from;
    if (to < parsed.from) return { when: null, from: null, to: null, datesProblem: 'end-before-start' as const };
    const last = addDays(parsed.from, MAX_RANGE_DAYS - 1);
    if (to > last) return { when: null, from: parsed.from, to: last, datesProblem: 'too-long' as const };
    return { when: null, from: parsed.from, to, datesProblem: null };
  }
  return { when: parsed.when, from: null, to: null, datesProblem: null };
}

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
  return {
    view: parsed.view,
    q: parsed.q,
    board: parsed.board,
    type: parsed.type,
    month,
    day,
    page: parsed.page ?? 1,
    access: parsed.view === 'list' ? (parsed.access ?? null) : null,
    ...datesOf(params, parsed),
  };
}

export type BoardGroup<E, B> = {
  /** The board, or null for events not tied to one of the boards. */
  board: B | null;
  /** The first events of the group, at most the limit. */
  events: E[];
  /** All events of the group, shown or not. */
  total: number;
};
