/**
 * The calendar island's state: the month shown, the filters as typed, and loading a new state
 * from GET /api/events/calendar with the address kept in step (Back and Forward load again).
 * A request still running is dropped when another starts; a failed one can be retried.
 */
import { useState } from 'react';
import { eventsHref, hasFilters } from '#lib/domain/events-query.ts';
import { monthIn } from '#lib/i18n/localized/events.ts';
import { localizePath, splitLocale, type Locale } from '#lib/i18n/locales.ts';
import { events_count_in_month, events_matching, events_page_title_calendar } from '#paraglide/messages.js';
import type { CalendarView } from '#lib/views/events.ts';
import { useAddressLoad } from '../use-address-load.ts';
import type { EventFilterValues } from './EventFiltersForm.tsx';
import { countIn } from '#lib/i18n/format.ts';

/** "4 events in February 2027 matching your filters": what the calendar says of a state (and announces). */
export function calendarSummary(view: Pick<CalendarView, 'month' | 'monthTotal' | 'filters'>, locale: Locale = 'en'): string {
  const t = { locale };
  const count = { count: view.monthTotal, shown: countIn('en', view.monthTotal), month: monthIn(locale, view.month) };
  return `${events_count_in_month(count, t)}${hasFilters(view.filters) ? events_matching({}, t) : ''}`;
}

/** The address of a calendar state, in the visitor's language. */
export function calendarHref(state: { month: string; day?: string | null; filters: EventFilterValues }, locale: Locale = 'en'): string {
  return localizePath(locale, eventsHref({ view: 'calendar', month: state.month, day: state.day ?? null, ...state.filters }));
}

export function useCalendar(initial: CalendarView, locale: Locale, fetcher?: typeof fetch) {
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<EventFilterValues>(initial.filters);
  const [announcement, setAnnouncement] = useState('');

  const { status, load, retry } = useAddressLoad<CalendarView>(
    '/api/events/calendar',
    locale,
    {
      onAnswer: ({ ok, status, body }, push) => {
        if (!ok) throw new Error(`Calendar answered ${status}`);
        setView(body);
        setDraft(body.filters);
        if (push) history.pushState(null, '', calendarHref(body, locale));
        document.title = `${events_page_title_calendar({ month: monthIn(locale, body.month) }, { locale })} | Harlem`;
        setAnnouncement(calendarSummary(body, locale));
      },
      // Another page's address is left to the browser.
      fromAddress: () =>
        splitLocale(location.pathname).path === '/events' && new URLSearchParams(location.search).get('view') === 'calendar'
          ? location.search
          : null,
    },
    fetcher,
  );

  return {
    view,
    draft,
    setDraft,
    status: status.kind,
    announcement,
    load,
    retry,
    failedHref: status.kind === 'error' ? localizePath(locale, `/events${status.search}`) : null,
  };
}
