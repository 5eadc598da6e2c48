/**
 * The events calendar (spec 01 section 2.4): the month grid with previous and next month, board
 * and type filters and a search, up to three events a day (fewer in a crowded month:
 * calendarDayLimit) with "+N more", and the month's list ("No Events This Month" when empty).
 * Rendered on the server from the address, so it works
 * without JavaScript; hydrated, months and filters change in place from the JSON API and the
 * address follows (Back and Forward work), with a loading state and a retry when a load fails.
 */
import type { MouseEvent } from 'react';
import { addMonths, calendarGrid, calendarList, isMonthKey, wholeDaysIn } from '#lib/domain/calendar.ts';
import { eventsHref } from '#lib/domain/events-query.ts';
import { monthHeadingIn, monthIn } from '#lib/i18n/localized/events.ts';
import { localizePath, splitLocale, type Locale } from '#lib/i18n/locales.ts';
import {
  events_calendar_failed,
  events_calendar_failed_help,
  events_loading,
  events_next,
  events_next_month,
  events_open_page,
  events_previous,
  events_previous_month,
  events_skip_to_list,
  events_try_again,
} from '#paraglide/messages.js';
import type { CalendarView } from '#lib/views/events.ts';
import EventFiltersForm, { type EventFilterValues } from './EventFiltersForm.tsx';
import MonthGrid from './MonthGrid.tsx';
import MonthList from './MonthList.tsx';
import { calendarHref, calendarSummary, useCalendar } from './use-calendar.ts';
import './calendar.css';

export type EventCalendarProps = {
  locale: Locale;
  initial: CalendarView;
  boards: readonly { number: number; name: string }[];
  /** Replaceable in tests. */
  fetcher?: typeof fetch;
};

export default function EventCalendar({ locale, initial, boards, fetcher }: EventCalendarProps) {
  const { view, draft, setDraft, status, announcement, load, retry, failedHref } = useCalendar(initial, locale, fetcher);
  const { month, day, filters } = view;
  const t = { locale };
  const monthLabel = monthIn(locale, month);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const grid = calendarGrid(month, view.events, view.dayCounts, view.today);
  const listed = calendarList(view.events, day, view.dayCounts);
  // A day's "+N more": to the day in the list below when the list holds it whole, else to the list
  // view of that day (every event, a page at a time, with the same filters).
  const whole = wholeDaysIn(listed, view.dayCounts);
  const dayHref = (date: string) =>
    whole.has(date) ? `#d-${date}` : localizePath(locale, eventsHref({ view: 'list', from: date, ...filters }));
  const searchOf = (state: { month: string; day?: string | null; filters: EventFilterValues }) =>
    calendarHref(state).slice('/events'.length);

  // Links to another calendar state load in place; links within the page and elsewhere stay ordinary.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (
      !(link instanceof HTMLAnchorElement) ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || splitLocale(url.pathname).path !== '/events' || url.searchParams.get('view') !== 'calendar')
      return;
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
        locale={locale}
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
        {status === 'loading' ? events_loading({}, t) : announcement}
      </p>
      {status === 'error' && (
        <div className="notice notice-error cal-error" role="alert">
          <strong>{events_calendar_failed({}, t)}</strong> {events_calendar_failed_help({}, t)}{' '}
          <button type="button" className="button secondary" onClick={retry}>
            {events_try_again({}, t)}
          </button>
          {failedHref && <a href={failedHref}>{events_open_page({}, t)}</a>}
        </div>
      )}
      <div className="cal-head">
        {isMonthKey(previous) ? (
          <a
            id="cal-prev"
            className="button secondary"
            href={calendarHref({ month: previous, filters }, locale)}
            rel="prev"
            aria-label={events_previous_month({ month: monthIn(locale, previous) }, t)}
          >
            <span aria-hidden="true">‹</span> {events_previous({}, t)}
          </a>
        ) : (
          <span />
        )}
        <h2 id="cal-title">{monthHeadingIn(locale, month)}</h2>
        {isMonthKey(next) ? (
          <a
            id="cal-next"
            className="button secondary"
            href={calendarHref({ month: next, filters }, locale)}
            rel="next"
            aria-label={events_next_month({ month: monthIn(locale, next) }, t)}
          >
            {events_next({}, t)} <span aria-hidden="true">›</span>
          </a>
        ) : (
          <span />
        )}
      </div>
      <p className="muted" data-summary>
        {calendarSummary(view, locale)}
        {status === 'loading' && <span className="cal-loading"> · {events_loading({}, t)}</span>}
      </p>
      {view.monthTotal > 0 && (
        <a className="cal-skip" href="#cal-list">
          {events_skip_to_list({}, t)}
        </a>
      )}
      <MonthGrid locale={locale} grid={grid} monthLabel={monthLabel} dayHref={dayHref} />
      <MonthList
        locale={locale}
        listed={listed}
        day={day}
        monthLabel={monthLabel}
        total={view.total}
        monthTotal={view.monthTotal}
        monthHref={`${calendarHref({ month, filters }, locale)}#cal-list`}
      />
    </div>
  );
}
