/**
 * The events page's state as the address holds it (view, search, board, type, month, day, page)
 * and the address of a state. No validation here (event-filters.ts parses addresses), so islands
 * can build addresses without loading a schema library.
 */
import type { BoardNumber } from './community-boards.ts';
import type { EventWhen } from './event-when.ts';
import { accessParam, type AccessFactKey } from './accessibility.ts';

export const EVENT_VIEWS = ['list', 'calendar'] as const;
export type EventsView = (typeof EVENT_VIEWS)[number];

export const EVENT_TYPES = ['all', 'premium', 'free', 'business', 'community'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  all: 'All events',
  premium: 'Premium',
  free: 'Free',
  business: 'Business events',
  community: 'Community events',
};

export type EventsQuery = {
  view: EventsView;
  /** Search text, trimmed; empty for none. */
  q: string;
  board: BoardNumber | null;
  type: EventType;
  /** The calendar month, YYYY-MM in New York; the current month unless a valid one is given. */
  month: string;
  /** One day of the month whose events the month list shows alone, or null for the whole month. */
  day: string | null;
  /** Page of a single board's upcoming events, or of a date filter's list (list view), from 1. */
  page: number;
  /** A quick date filter of the list view (Today, Tonight, This weekend), or null. */
  when: EventWhen | null;
  /** A range of New York dates for the list view (YYYY-MM-DD, both included), or null. */
  from: string | null;
  to: string | null;
  /** Why the dates asked for were not used, or null; `from`/`to` hold the range shown instead of one too long. */
  datesProblem: DatesProblem | null;
  /** Only events known to have this accessibility fact, their own or their venue's (list view), or null. */
  access: AccessFactKey | null;
};

/** Why dates in the address were not used; the events pages say it in the visitor's language (datesProblemIn). */
export type DatesProblem = 'end-before-start' | 'end-without-start' | 'too-long' | 'not-a-date';

/** The address of an events page state; defaults are left out, the view always named. */
export function eventsHref(
  state: {
    view: EventsView;
    q?: string;
    board?: number | null;
    type?: EventType;
    month?: string | null;
    day?: string | null;
    page?: number;
    when?: EventWhen | null;
    from?: string | null;
    to?: string | null;
    access?: AccessFactKey | null;
  },
  hash = '',
): string {
  const params = new URLSearchParams({ view: state.view });
  if (state.view === 'calendar' && state.month) params.set('month', state.month);
  if (state.view === 'calendar' && state.day) params.set('day', state.day);
  if (state.q) params.set('q', state.q);
  if (state.board) params.set('board', String(state.board));
  if (state.type && state.type !== 'all') params.set('type', state.type);
  if (state.view === 'list' && state.from) {
    params.set('from', state.from);
    if (state.to && state.to !== state.from) params.set('to', state.to);
  } else if (state.view === 'list' && state.when) params.set('when', state.when);
  if (state.view === 'list' && state.access) params.set('access', accessParam(state.access));
  if (state.view === 'list' && state.page && state.page > 1) params.set('page', String(state.page));
  return `/events?${params}${hash}`;
}

/** Whether any filter (search, board, type, dates, accessibility) narrows the events. */
export function hasFilters(query: {
  q: string;
  board: number | null;
  type: EventType;
  when?: EventWhen | null;
  from?: string | null;
  access?: AccessFactKey | null;
}): boolean {
  return (
    query.q !== '' || query.board !== null || query.type !== 'all' || Boolean(query.when) || Boolean(query.from) || Boolean(query.access)
  );
}
