/**
 * The calendar island's state: the month shown, the filters as typed, and loading a new state
 * from GET /api/events/calendar with the address kept in step (Back and Forward load again).
 * A request still running is dropped when another starts; a failed one can be retried.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatMonth } from '../../../lib/domain/calendar.ts';
import { eventsHref, hasFilters } from '../../../lib/domain/events-query.ts';
import { plural } from '../../../lib/domain/plural.ts';
import type { CalendarView } from '../../../lib/views/events.ts';
import type { EventFilterValues } from './EventFiltersForm.tsx';

export type CalendarStatus = 'idle' | 'loading' | 'error';

/** "4 events in February 2027 matching your filters": what the calendar says of a state (and announces). */
export function calendarSummary(view: Pick<CalendarView, 'month' | 'monthTotal' | 'filters'>): string {
  return `${plural(view.monthTotal, 'event')} in ${formatMonth(view.month)}${hasFilters(view.filters) ? ' matching your filters' : ''}`;
}

/** The address of a calendar state. */
export function calendarHref(state: { month: string; day?: string | null; filters: EventFilterValues }): string {
  return eventsHref({ view: 'calendar', month: state.month, day: state.day ?? null, ...state.filters });
}

export function useCalendar(initial: CalendarView, fetcher: typeof fetch = (...args) => fetch(...args)) {
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<EventFilterValues>(initial.filters);
  const [status, setStatus] = useState<CalendarStatus>('idle');
  const [announcement, setAnnouncement] = useState('');
  const failed = useRef<{ search: string; push: boolean } | null>(null);
  const pending = useRef<AbortController | null>(null);

  /** Shows the state of a query string ("?view=calendar&month=..."); `push` adds it to the history. */
  const load = useCallback(
    async (search: string, push: boolean, then?: (view: CalendarView) => void) => {
      pending.current?.abort();
      const controller = (pending.current = new AbortController());
      setStatus('loading');
      try {
        const response = await fetcher(`/api/events/calendar${search}`, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`Calendar answered ${response.status}`);
        const next = (await response.json()) as CalendarView;
        if (pending.current !== controller) return;
        failed.current = null;
        setView(next);
        setDraft(next.filters);
        setStatus('idle');
        const href = calendarHref(next);
        if (push) history.pushState(null, '', href);
        document.title = `Events Calendar: ${formatMonth(next.month)} | Harlem`;
        setAnnouncement(calendarSummary(next));
        then?.(next);
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        failed.current = { search, push };
        setStatus('error');
      }
    },
    [fetcher],
  );

  const retry = useCallback(() => {
    if (failed.current) void load(failed.current.search, failed.current.push);
  }, [load]);

  // Back and Forward: show the state the address names (another page's address is left to the browser).
  useEffect(() => {
    const onPop = () => {
      const params = new URLSearchParams(location.search);
      if (location.pathname === '/events' && params.get('view') === 'calendar') void load(location.search, false);
      else location.reload();
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [load]);

  return { view, draft, setDraft, status, announcement, load, retry, failedHref: failed.current ? `/events${failed.current.search}` : null };
}
