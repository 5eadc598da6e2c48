import { describe, expect, it } from 'vitest';
import { parseEventsQuery } from '#lib/domain/event-filters.ts';
import { eventsHref, hasFilters } from '#lib/domain/events-query.ts';

// Mid-December in New York.
const NOW = new Date('2026-12-15T17:00:00Z');
const parse = (query: string) => parseEventsQuery(new URLSearchParams(query), NOW);

describe('reading the events query string', () => {
  it('defaults to the list of all events in the current New York month', () => {
    expect(parse('')).toEqual({
      view: 'list',
      q: '',
      board: null,
      type: 'all',
      month: '2026-12',
      day: null,
      page: 1,
      when: null,
      from: null,
      to: null,
      datesProblem: null,
      access: null,
    });
  });

  it('keeps valid values', () => {
    expect(parse('view=calendar&q=%20Jazz%20%20Night%20&board=11&type=free&month=2027-02&day=2027-02-14')).toEqual({
      view: 'calendar',
      q: 'Jazz Night',
      board: 11,
      type: 'free',
      month: '2027-02',
      day: '2027-02-14',
      page: 1,
      when: null,
      from: null,
      to: null,
      datesProblem: null,
      access: null,
    });
  });

  it('never fails: nonsense falls back to the defaults', () => {
    expect(parse('view=grid&board=99&type=vip&month=banana&day=2026-02-30')).toEqual(parse(''));
    expect(parse('board=10.5').board).toBeNull();
    expect(parse('board=09').board).toBeNull();
    expect(parse('month=2026-13').month).toBe('2026-12');
    expect(parse('board=&type=&q=').board).toBeNull();
    expect(parse(`q=${'x'.repeat(500)}`).q).toHaveLength(100);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=3').page).toBe(3);
  });

  it('takes the first of repeated values, and a day only inside the month', () => {
    expect(parse('board=9&board=12').board).toBe(9);
    expect(parse('month=2027-01&day=2026-12-20').day).toBeNull();
    expect(parse('day=2026-12-20').day).toBe('2026-12-20');
  });
});

describe('addresses of events page states', () => {
  it('names the view and leaves out defaults', () => {
    expect(eventsHref({ view: 'list' })).toBe('/events?view=list');
    expect(eventsHref({ view: 'list', board: 10, page: 2 })).toBe('/events?view=list&board=10&page=2');
    expect(eventsHref({ view: 'list', board: 10, page: 1 })).toBe('/events?view=list&board=10');
    expect(eventsHref({ view: 'list', board: 10, q: '', type: 'all', month: '2026-12' })).toBe('/events?view=list&board=10');
    expect(eventsHref({ view: 'calendar', month: '2027-01', q: 'jazz & soul', type: 'premium' })).toBe(
      '/events?view=calendar&month=2027-01&q=jazz+%26+soul&type=premium',
    );
    expect(eventsHref({ view: 'calendar', month: '2027-01', day: '2027-01-05' }, '#d-2027-01-05')).toBe(
      '/events?view=calendar&month=2027-01&day=2027-01-05#d-2027-01-05',
    );
  });

  it('round-trips through the parser', () => {
    const state = {
      view: 'calendar' as const,
      q: 'gospel',
      board: 12 as const,
      type: 'community' as const,
      month: '2027-03',
      day: null,
      page: 1,
      when: null,
      from: null,
      to: null,
      datesProblem: null,
      access: null,
    };
    expect(parseEventsQuery(new URL(eventsHref(state), 'http://x').searchParams, NOW)).toEqual(state);
    const list = { ...state, view: 'list' as const, month: '2026-12', when: 'weekend' as const, access: 'hearingLoop' as const };
    expect(eventsHref(list)).toBe('/events?view=list&q=gospel&board=12&type=community&when=weekend&access=hearing-loop');
    expect(parseEventsQuery(new URL(eventsHref(list), 'http://x').searchParams, NOW)).toEqual(list);
  });

  it('knows when filters are on', () => {
    expect(hasFilters(parse(''))).toBe(false);
    expect(hasFilters(parse('view=calendar&month=2027-01'))).toBe(false);
    expect(hasFilters(parse('type=free'))).toBe(true);
    expect(hasFilters(parse('q=x'))).toBe(true);
    expect(hasFilters(parse('access=step-free'))).toBe(true);
  });
});
