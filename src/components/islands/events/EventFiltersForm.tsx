/**
 * The events page's controls (spec 01 section 2.4): a GET form (search, board, type) and the
 * list / calendar switch as links, so every state is an address and works without JavaScript.
 * Rendered statically above the list view, and inside the calendar island, which applies a new
 * board or type at once and runs the search in place.
 */
import { useRef, type ChangeEvent, type SubmitEvent } from 'react';
import { EVENT_TYPES, eventsHref, hasFilters, type EventType, type EventsView } from '#lib/domain/events-query.ts';
import { accessLabelIn, eventTypeLabelIn } from '#lib/i18n/localized/events.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import {
  community_board_short,
  events_access_any,
  events_access_label,
  events_all_boards,
  events_board_label,
  events_clear_filters,
  events_find,
  events_search_button,
  events_search_label,
  events_search_placeholder,
  events_type_label,
  events_view_calendar,
  events_view_list,
  events_views,
} from '#paraglide/messages.js';
import { ACCESS_FACTS, accessParam, type AccessFactKey } from '#lib/domain/accessibility.ts';
import { formFields, useEarlyInput } from '../use-early-input.ts';
import './event-filters.css';

/** `access`: the list view's accessibility filter (the calendar has none). */
export type EventFilterValues = { q: string; board: number | null; type: EventType; access?: AccessFactKey | null };

export type EventFiltersFormProps = {
  locale: Locale;
  view: EventsView;
  /** The calendar's month, kept by the form and the view switch (YYYY-MM). */
  month: string;
  filters: EventFilterValues;
  boards: readonly { number: number; name: string }[];
  /** The list view's dates, kept when the search, board or type change. */
  keep?: { when: string | null; from: string | null; to: string | null };
  /** With JavaScript (the calendar): the filters as typed, and a new board or type applied at once. */
  onChange?: (filters: EventFilterValues, applyNow: boolean) => void;
  onSubmit?: () => void;
};

export default function EventFiltersForm({ locale, view, month, filters, boards, keep: dates, onChange, onSubmit }: EventFiltersFormProps) {
  const t = { locale };
  const href = (path: string) => localizePath(locale, path);
  const calendar = view === 'calendar';
  const keep = { q: filters.q, board: filters.board, type: filters.type, access: filters.access };
  const change = (next: Partial<EventFilterValues>, applyNow: boolean) => onChange?.({ ...filters, ...next }, applyNow);
  // A board or type picked before the calendar hydrated is applied as it would have been after.
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (element) => {
    const early = filtersOf(formFields(element));
    change(early, early.board !== filters.board || early.type !== filters.type);
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <form
        ref={form}
        className={calendar ? 'evf' : 'evf evf-with-access'}
        method="get"
        action={href('/events')}
        role="search"
        aria-label={events_find({}, t)}
        onSubmit={submit}
      >
        <input type="hidden" name="view" value={view} />
        {calendar && <input type="hidden" name="month" value={month} />}
        {dates?.from && <input type="hidden" name="from" value={dates.from} />}
        {dates?.from && dates.to && <input type="hidden" name="to" value={dates.to} />}
        {!dates?.from && dates?.when && <input type="hidden" name="when" value={dates.when} />}
        <label className="evf-q">
          {events_search_label({}, t)}
          <input
            id="evf-q"
            type="search"
            name="q"
            maxLength={100}
            placeholder={events_search_placeholder({}, t)}
            {...(onChange
              ? { value: filters.q, onChange: (event: ChangeEvent<HTMLInputElement>) => change({ q: event.target.value }, false) }
              : { defaultValue: filters.q })}
          />
        </label>
        <label className="evf-b">
          {events_board_label({}, t)}
          <select
            id="evf-board"
            name="board"
            {...(onChange
              ? {
                  value: filters.board ?? '',
                  onChange: (event: ChangeEvent<HTMLSelectElement>) => change({ board: boardOf(event.target.value) }, true),
                }
              : { defaultValue: filters.board ?? '' })}
          >
            <option value="">{events_all_boards({}, t)}</option>
            {boards.map((board) => (
              <option key={board.number} value={board.number}>
                {community_board_short({ number: board.number }, t)} · {board.name}
              </option>
            ))}
          </select>
        </label>
        <label className="evf-t">
          {events_type_label({}, t)}
          <select
            id="evf-type"
            name="type"
            {...(onChange
              ? {
                  value: filters.type,
                  onChange: (event: ChangeEvent<HTMLSelectElement>) => change({ type: event.target.value as EventType }, true),
                }
              : { defaultValue: filters.type })}
          >
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {eventTypeLabelIn(locale, type)}
              </option>
            ))}
          </select>
        </label>
        {!calendar && (
          <label className="evf-a">
            {events_access_label({}, t)}
            <select id="evf-access" name="access" defaultValue={filters.access ? accessParam(filters.access) : ''}>
              <option value="">{events_access_any({}, t)}</option>
              {ACCESS_FACTS.map((fact) => (
                <option key={fact.key} value={fact.param}>
                  {accessLabelIn(locale, fact.key)}
                </option>
              ))}
            </select>
          </label>
        )}
        <button id="evf-go" className="button" type="submit">
          {events_search_button({}, t)}
        </button>
      </form>
      <div className="evf-bar">
        <nav className="evf-views" aria-label={events_views({}, t)}>
          <a id="evf-list" href={href(eventsHref({ view: 'list', ...keep }))} aria-current={calendar ? undefined : 'page'}>
            {events_view_list({}, t)}
          </a>
          <a id="evf-calendar" href={href(eventsHref({ view: 'calendar', month, ...keep }))} aria-current={calendar ? 'page' : undefined}>
            {events_view_calendar({}, t)}
          </a>
        </nav>
        {hasFilters(filters) && (
          <a id="evf-clear" href={href(eventsHref({ view, month: calendar ? month : null }))}>
            {events_clear_filters({}, t)}
          </a>
        )}
      </div>
    </>
  );
}

/** The board select's value: a board's number, or null for every board. */
const boardOf = (value: string | null): number | null => (value ? Number(value) : null);

/** The search, board and type as the form holds them. */
function filtersOf(fields: URLSearchParams): Pick<EventFilterValues, 'q' | 'board' | 'type'> {
  return { q: fields.get('q') ?? '', board: boardOf(fields.get('board')), type: (fields.get('type') ?? 'all') as EventType };
}
