/**
 * The events calendar (spec 01 section 2.4): the month grid with previous and next month, board
 * and type filters and a search, up to three events a day with "+N more", and the month's list
 * ("No Events This Month" when empty). Rendered on the server from the address, so it works
 * without JavaScript; hydrated, months and filters change in place from the JSON API and the
 * address follows (Back and Forward work), with a loading state and a retry when a load fails.
 */
import type { MouseEvent } from 'react';
import { addMonths, calendarGrid, calendarList, formatMonth, isMonthKey } from '../../../lib/domain/calendar.ts';
import type { CalendarView } from '../../../lib/views/events.ts';
import EventFiltersForm, { type EventFilterValues } from './EventFiltersForm.tsx';
import MonthGrid from './MonthGrid.tsx';
import MonthList from './MonthList.tsx';
import { calendarHref, calendarSummary, useCalendar } from './use-calendar.ts';
import './calendar.css';

export type EventCalendarProps = {
  initial: CalendarView;
  boards: readonly { number: number; name: string }[];
  /** Replaceable in tests. */
  fetcher?: typeof fetch;
};

export default function EventCalendar({ initial, boards, fetcher }: EventCalendarProps) {
  const { view, draft, setDraft, status, announcement, load, retry, failedHref } = useCalendar(initial, fetcher);
  const { month, day, filters } = view;
  const monthLabel = formatMonth(month);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const grid = calendarGrid(month, view.events, view.dayCounts, view.today);
  const listed = calendarList(view.events, day);
  const inList = new Set(listed.map((event) => event.date));
  const dayHref = (date: string) => (inList.has(date) ? `#d-${date}` : `${calendarHref({ month, day: date, filters })}#d-${date}`);
  const searchOf = (state: { month: string; day?: string | null; filters: EventFilterValues }) => calendarHref(state).slice('/events'.length);

  // Links to another calendar state load in place; links within the page and elsewhere stay ordinary.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== '/events' || url.searchParams.get('view') !== 'calendar') return;
    if (url.hash && url.search === location.search) return;
    event.preventDefault();
    void load(url.search, true).then((shown) => {
      // A day's "+N more" lands on that day in the list; the heading takes the focus.
      if (!shown || !url.hash) return;
      requestAnimationFrame(() => {
        document.getElementById(url.hash.slice(1))?.scrollIntoView();
        document.getElementById('cal-list')?.focus({ preventScroll: true });
      });
    });
  };

  const applyFilters = (values: EventFilterValues) => void load(searchOf({ month, filters: values }), true);

  return (
    <div className="cal-island" onClick={onClick} aria-busy={status === 'loading' || undefined}>
      <EventFiltersForm
        view="calendar"
        month={month}
        filters={draft}
        boards={boards}
        onChange={(values, applyNow) => {
          setDraft(values);
          if (applyNow) applyFilters(values);
        }}
        onSubmit={() => applyFilters(draft)}
      />
      <p id="cal-live" className="visually-hidden" aria-live="polite">
        {status === 'loading' ? 'Loading…' : announcement}
      </p>
      {status === 'error' && (
        <div className="notice notice-error cal-error" role="alert">
          <strong>The calendar could not be loaded.</strong> Check your connection and try again.{' '}
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
          {failedHref && <a href={failedHref}>Open the page instead</a>}
        </div>
      )}
      <div className="cal-head">
        {isMonthKey(previous) ? (
          <a id="cal-prev" className="button secondary" href={calendarHref({ month: previous, filters })} rel="prev" aria-label={`Previous month, ${formatMonth(previous)}`}>
            <span aria-hidden="true">‹</span> Previous
          </a>
        ) : (
          <span />
        )}
        <h2 id="cal-title">{monthLabel}</h2>
        {isMonthKey(next) ? (
          <a id="cal-next" className="button secondary" href={calendarHref({ month: next, filters })} rel="next" aria-label={`Next month, ${formatMonth(next)}`}>
            Next <span aria-hidden="true">›</span>
          </a>
        ) : (
          <span />
        )}
      </div>
      <p className="muted" data-summary>
        {calendarSummary(view)}
        {status === 'loading' && <span className="cal-loading"> · Loading…</span>}
      </p>
      {view.monthTotal > 0 && (
        <a className="cal-skip" href="#cal-list">
          Skip to the list of events
        </a>
      )}
      <MonthGrid grid={grid} monthLabel={monthLabel} dayHref={dayHref} />
      <MonthList listed={listed} day={day} monthLabel={monthLabel} total={view.total} monthTotal={view.monthTotal} monthHref={`${calendarHref({ month, filters })}#cal-list`} />
    </div>
  );
}
