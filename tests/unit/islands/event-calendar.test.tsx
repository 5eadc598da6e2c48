// @vitest-environment jsdom
/** The events calendar island: the month drawn from the server, then loading in place, failing and retrying. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import EventCalendar from '#components/islands/events/EventCalendar.tsx';
import type { CalendarEventView, CalendarView } from '#lib/views/events.ts';
import { handFetch } from '../../helpers/islands.ts';

const boards = [
  { number: 9, name: 'Hamilton Heights' },
  { number: 10, name: 'Central Harlem' },
];
const event = (id: number, date: string, startTime = '19:00', extra: Partial<CalendarEventView> = {}): CalendarEventView => ({
  id,
  title: `Event ${id}`,
  date,
  startTime,
  startsAt: `${date}T${startTime}:00.000Z`,
  location: 'Lenox Ave',
  boardNumber: 10,
  price: null,
  isPremium: false,
  ...extra,
});

const december: CalendarView = {
  month: '2026-12',
  day: null,
  today: '2026-12-15',
  filters: { q: '', board: null, type: 'all' },
  // Five on the 20th: the cell shows three and "+2 more"; the list shows them all.
  events: [
    event(1, '2026-12-02'),
    ...[0, 1, 2, 3, 4].map((i) => event(10 + i, '2026-12-20', `1${i}:00`)),
    event(20, '2026-12-31', '21:00', { isPremium: true, price: '150.00' }),
  ],
  dayCounts: { '2026-12-02': 1, '2026-12-20': 5, '2026-12-31': 1 },
  total: 7,
  monthTotal: 7,
};
const january: CalendarView = {
  ...december,
  month: '2027-01',
  events: [event(30, '2027-01-08')],
  dayCounts: { '2027-01-08': 1 },
  total: 1,
  monthTotal: 1,
};

const title = () => document.getElementById('cal-title')!.textContent;
const summary = () => document.querySelector('[data-summary]')!.textContent;
const cellOf = (day: number) =>
  screen
    .getAllByRole('cell')
    .find((cell) => cell.querySelector('.cal-n')?.textContent === String(day) && !cell.classList.contains('cal-out'))!;

beforeEach(() => history.replaceState(null, '', '/events?view=calendar&month=2026-12'));
afterEach(cleanup);

describe('the events calendar', () => {
  it('in a crowded month, shows two a day, and "+N more" of a day the list cuts leads to that day’s list view, in the page’s language', () => {
    // Dozens every day of the month: the server sent each day's first two and the list's first rows.
    const dayCounts = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`2026-12-${String(i + 1).padStart(2, '0')}`, 27]));
    const events = Object.keys(dayCounts).flatMap((date, day) => [0, 1].map((n) => event(100 + day * 2 + n, date, `1${n}:00`)));
    const crowded: CalendarView = {
      ...december,
      filters: { q: 'jazz', board: 10, type: 'all' },
      events,
      dayCounts,
      total: 837,
      monthTotal: 837,
    };
    render(<EventCalendar locale="es" initial={crowded} boards={boards} />);
    const fifth = within(cellOf(5));
    expect(fifth.getAllByRole('link').map((link) => link.textContent)).toEqual(['10:00 a.m. Event 108', '11:00 a.m. Event 109', '+25 más']);
    expect(fifth.getByText('+25 más').getAttribute('href')).toBe('/es/events?view=list&q=jazz&board=10&from=2026-12-05');
  });

  it('draws the month: three events a day with "+N more", today, premium, and the month’s list', () => {
    render(<EventCalendar locale="en" initial={december} boards={boards} />);
    expect(title()).toBe('December 2026');
    expect(summary()).toBe('7 events in December 2026');
    const busy = within(cellOf(20));
    expect(busy.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '10:00 AM Event 10',
      '11:00 AM Event 11',
      '12:00 PM Event 12',
      '+2 more',
    ]);
    // The day's events are all in the list below: "+2 more" leads there.
    expect(busy.getByRole('link', { name: '2 more events on Sun, Dec 20' }).getAttribute('href')).toBe('#d-2026-12-20');
    expect(cellOf(15).getAttribute('aria-current')).toBe('date');
    expect(within(cellOf(31)).getByRole('link').className).toContain('cal-p');
    const list = screen.getByRole('region', { name: 'Events in December 2026' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Event 1', 'Event 10', 'Event 11', 'Event 12', 'Event 13', 'Event 14', 'Event 20']);
    expect(within(list).getByText('$150.00')).toBeTruthy();
  });

  it('says No Events This Month for an empty month', () => {
    render(<EventCalendar locale="en" initial={{ ...december, events: [], dayCounts: {}, total: 0, monthTotal: 0 }} boards={boards} />);
    expect(screen.getByText('No Events This Month')).toBeTruthy();
    expect(summary()).toBe('0 events in December 2026');
  });

  it('moves to the next month in place: loading, then the month, with the address in step', async () => {
    const { fn, calls } = handFetch();
    render(<EventCalendar locale="en" initial={december} boards={boards} fetcher={fn} />);
    fireEvent.click(screen.getByRole('link', { name: 'Next month, January 2027' }));
    expect(calls[0].url).toBe('/api/events/calendar?view=calendar&month=2027-01&lang=en');
    expect(screen.getByText(/Loading…/, { selector: '.cal-loading' })).toBeTruthy();
    expect(document.querySelector('.cal-island')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => calls[0].answer(january));
    expect(title()).toBe('January 2027');
    expect(document.querySelector('.cal-island')!.getAttribute('aria-busy')).toBeNull();
    expect(location.pathname + location.search).toBe('/events?view=calendar&month=2027-01');
    expect(document.title).toBe('Events Calendar: January 2027 | Harlem');
    expect(screen.getByText('1 event in January 2027', { selector: '#cal-live' })).toBeTruthy();
  });

  it('applies a board at once and keeps the search as typed until it is sent', async () => {
    const { fn, calls } = handFetch();
    render(<EventCalendar locale="en" initial={december} boards={boards} fetcher={fn} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'jazz' } });
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByRole('combobox', { name: 'Community board' }), { target: { value: '10' } });
    expect(calls[0].url).toBe('/api/events/calendar?view=calendar&month=2026-12&q=jazz&board=10&lang=en');
    await act(async () =>
      calls[0].answer({
        ...december,
        filters: { q: 'jazz', board: 10, type: 'all' },
        events: [event(1, '2026-12-02')],
        dayCounts: { '2026-12-02': 1 },
        total: 1,
        monthTotal: 1,
      }),
    );
    expect(summary()).toBe('1 event in December 2026 matching your filters');
    expect((screen.getByRole('combobox', { name: 'Community board' }) as HTMLSelectElement).value).toBe('10');
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe('/events?view=calendar&month=2026-12');
  });

  it('applies a board picked and a search typed before it hydrated, as if picked after', async () => {
    const { fn, calls } = handFetch();
    const island = <EventCalendar locale="en" initial={december} boards={boards} fetcher={fn} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(island);
    // A slow phone: the visitor acts on the server's markup while the script is on its way.
    (container.querySelector('#evf-board') as HTMLSelectElement).value = '10';
    (container.querySelector('#evf-q') as HTMLInputElement).value = 'jazz';
    render(island, { container, hydrate: true });
    expect(calls[0].url).toBe('/api/events/calendar?view=calendar&month=2026-12&q=jazz&board=10&lang=en');
    await act(async () => calls[0].answer({ ...december, filters: { q: 'jazz', board: 10, type: 'all' } }));
    expect(location.search).toBe('?view=calendar&month=2026-12&q=jazz&board=10');
    expect((screen.getByRole('combobox', { name: 'Community board' }) as HTMLSelectElement).value).toBe('10');
    expect((screen.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement).value).toBe('jazz');
  });

  it('loads nothing on hydrating when nothing was touched', () => {
    const { fn, calls } = handFetch();
    const island = <EventCalendar locale="en" initial={december} boards={boards} fetcher={fn} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(island);
    render(island, { container, hydrate: true });
    expect(calls).toHaveLength(0);
  });

  it('keeps the month shown when a load fails, says so, and tries again', async () => {
    const { fn, calls } = handFetch();
    render(<EventCalendar locale="en" initial={december} boards={boards} fetcher={fn} />);
    fireEvent.click(screen.getByRole('link', { name: 'Next month, January 2027' }));
    await act(async () => calls[0].fail());
    expect(screen.getByRole('alert').textContent).toContain('The calendar could not be loaded.');
    expect(title()).toBe('December 2026');
    expect(screen.getByRole('link', { name: 'Open the page instead' }).getAttribute('href')).toBe('/events?view=calendar&month=2027-01');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => calls[1].answer(january));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(title()).toBe('January 2027');
  });

  it('follows Back and Forward', async () => {
    const { fn, calls } = handFetch();
    render(<EventCalendar locale="en" initial={december} boards={boards} fetcher={fn} />);
    history.pushState(null, '', '/events?view=calendar&month=2027-01');
    act(() => void dispatchEvent(new PopStateEvent('popstate')));
    expect(calls[0].url).toBe('/api/events/calendar?view=calendar&month=2027-01&lang=en');
    await act(async () => calls[0].answer(january));
    expect(title()).toBe('January 2027');
    // Going back does not add to the history.
    expect(location.search).toBe('?view=calendar&month=2027-01');
  });

  it('asks for the titles in the page’s language, whichever it is (lang=es, lang=fr, as lang=en)', () => {
    for (const locale of ['es', 'fr'] as const) {
      const { fn, calls } = handFetch();
      render(<EventCalendar locale={locale} initial={december} boards={boards} fetcher={fn} />);
      history.pushState(null, '', `/${locale}/events?view=calendar&month=2027-01`);
      act(() => void dispatchEvent(new PopStateEvent('popstate')));
      expect(calls[0].url).toBe(`/api/events/calendar?view=calendar&month=2027-01&lang=${locale}`);
      cleanup();
    }
  });
});
