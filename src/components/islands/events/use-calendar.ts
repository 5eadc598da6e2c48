/**
 * The calendar island's state: the month shown, the filters as typed, and loading a new state
 * from GET /api/events/calendar with the address kept in step (Back and Forward load again).
 * A request still running is dropped when another starts; a failed one can be retried.
 */
import { useState } from 'react';
import { formatMonth } from '../../../lib/domain/calendar.ts';
import { eventsHref, hasFilters } from '../../../lib/domain/events-query.ts';
import { plural } from '../../../lib/domain/plural.ts';
import type { CalendarView } from '../../../lib/views/events.ts';
import { useAddressLoad } from '../use-address-load.ts';
import type { EventFilterValues } from './EventFiltersForm.tsx';

/** "4 events in February 2027 matching your filters": what the calendar says of a state (and announces). */
export function calendarSummary(view: Pick<CalendarView, 'month' | 'monthTotal' | 'filters'>): string {
  return `${plural(view.monthTotal, 'event')} in ${formatMonth(view.month)}${hasFilters(view.filters) ? ' matching your filters' : ''}`;
}

/** The address of a calendar state. */
export function calendarHref(state: { month: string; day?: string | null; filters: EventFilterValues }): string {
  return eventsHref({ view: 'calendar', month: state.month, day: state.day ?? null, ...state.filters });
}

export function useCalendar(initial: CalendarView, fetcher?: typeof fetch) {
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<EventFilterValues>(initial.filters);
  const [announcement, setAnnouncement] = useState('');

  const { status, load, retry } = useAddressLoad<CalendarView>(
    '/api/events/calendar',
    {
      onAnswer: ({ ok, status, body }, push) => {
        if (!ok) throw new Error(`Calendar answered ${status}`);
        setView(body);
        setDraft(body.filters);
        if (push) history.pushState(null, '', calendarHref(body));
        document.title = `Events Calendar: ${formatMonth(body.month)} | Harlem`;
        setAnnouncement(calendarSummary(body));
      },
      // Another page's address is left to the browser.
      fromAddress: () => (location.pathname === '/events' && new URLSearchParams(location.search).get('view') === 'calendar' ? location.search : null),
    },
    fetcher,
  );

  return { view, draft, setDraft, status: status.kind, announcement, load, retry, failedHref: status.kind === 'error' ? `/events${status.search}` : null };
}
