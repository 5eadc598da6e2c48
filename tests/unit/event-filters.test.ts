import { describe, expect, it } from 'vitest';
import { filterEvents, groupEventsByBoard, matchesSearch, matchesType, parseEventsQuery, type FilterableEvent } from '../../src/lib/domain/event-filters.ts';
import { eventsHref, hasFilters } from '../../src/lib/domain/events-query.ts';

// Mid-December in New York.
const NOW = new Date('2026-12-15T17:00:00Z');
const parse = (query: string) => parseEventsQuery(new URLSearchParams(query), NOW);

const board = (number: number) => ({ id: number * 100, number, name: `Board ${number}` });
function sample(overrides: Partial<FilterableEvent> & { id: number }): FilterableEvent & { id: number } {
  return {
    title: `Event ${overrides.id}`,
    description: 'A night out.',
    location: 'Harlem',
    isPremium: false,
    price: null,
    businessId: null,
    communityBoard: { number: 10 },
    ...overrides,
  };
}

describe('reading the events query string', () => {
  it('defaults to the list of all events in the current New York month', () => {
    expect(parse('')).toEqual({ view: 'list', q: '', board: null, type: 'all', month: '2026-12', day: null, page: 1 });
  });

  it('keeps valid values', () => {
    expect(parse('view=calendar&q=%20Jazz%20%20Night%20&board=11&type=free&month=2027-02&day=2027-02-14')).toEqual({
      view: 'calendar', q: 'Jazz Night', board: 11, type: 'free', month: '2027-02', day: '2027-02-14', page: 1,
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
    expect(eventsHref({ view: 'calendar', month: '2027-01', q: 'jazz & soul', type: 'premium' })).toBe('/events?view=calendar&month=2027-01&q=jazz+%26+soul&type=premium');
    expect(eventsHref({ view: 'calendar', month: '2027-01', day: '2027-01-05' }, '#d-2027-01-05')).toBe('/events?view=calendar&month=2027-01&day=2027-01-05#d-2027-01-05');
  });

  it('round-trips through the parser', () => {
    const state = { view: 'calendar' as const, q: 'gospel', board: 12 as const, type: 'community' as const, month: '2027-03', day: null, page: 1 };
    expect(parseEventsQuery(new URL(eventsHref(state), 'http://x').searchParams, NOW)).toEqual(state);
  });

  it('knows when filters are on', () => {
    expect(hasFilters(parse(''))).toBe(false);
    expect(hasFilters(parse('view=calendar&month=2027-01'))).toBe(false);
    expect(hasFilters(parse('type=free'))).toBe(true);
    expect(hasFilters(parse('q=x'))).toBe(true);
  });
});

describe('filtering events', () => {
  it('searches title, description and location in any case and without accents', () => {
    const event = sample({ id: 1, title: 'Día de los Reyes', description: 'Camels and PUPPETS', location: 'Third Avenue' });
    expect(matchesSearch(event, 'dia de')).toBe(true);
    expect(matchesSearch(event, 'puppets')).toBe(true);
    expect(matchesSearch(event, 'third ave')).toBe(true);
    expect(matchesSearch(event, 'apollo')).toBe(false);
    expect(matchesSearch(sample({ id: 2, description: null, location: null }), 'night')).toBe(false);
    expect(matchesSearch(event, '  ')).toBe(true);
  });

  it('tells premium, free, business and community events apart', () => {
    const premiumPaid = sample({ id: 1, isPremium: true, price: '45.00', businessId: 7 });
    const freeCommunity = sample({ id: 2, price: null });
    const zeroPriced = sample({ id: 3, price: '0.00', businessId: 3 });
    expect([premiumPaid, freeCommunity, zeroPriced].filter((e) => matchesType(e, 'premium')).map((e) => e.id)).toEqual([1]);
    expect([premiumPaid, freeCommunity, zeroPriced].filter((e) => matchesType(e, 'free')).map((e) => e.id)).toEqual([2, 3]);
    expect([premiumPaid, freeCommunity, zeroPriced].filter((e) => matchesType(e, 'business')).map((e) => e.id)).toEqual([1, 3]);
    expect([premiumPaid, freeCommunity, zeroPriced].filter((e) => matchesType(e, 'community')).map((e) => e.id)).toEqual([2]);
    expect([premiumPaid, freeCommunity, zeroPriced].filter((e) => matchesType(e, 'all'))).toHaveLength(3);
  });

  it('combines board, type and search', () => {
    const events = [
      sample({ id: 1, communityBoard: { number: 9 }, title: 'Jazz brunch', price: '20.00' }),
      sample({ id: 2, communityBoard: { number: 9 }, title: 'Jazz walk' }),
      sample({ id: 3, communityBoard: { number: 10 }, title: 'Jazz walk' }),
      sample({ id: 4, communityBoard: null, title: 'Jazz walk' }),
    ];
    expect(filterEvents(events, { q: 'jazz', board: 9, type: 'free' }).map((e) => e.id)).toEqual([2]);
    expect(filterEvents(events, { q: 'walk', board: null, type: 'all' }).map((e) => e.id)).toEqual([2, 3, 4]);
  });
});

describe('grouping by community board', () => {
  const boards = [board(12), board(9), board(10), board(11)];
  const events = [
    ...Array.from({ length: 8 }, (_, i) => sample({ id: 100 + i, communityBoard: { number: 10 } })),
    sample({ id: 1, communityBoard: { number: 12 } }),
    sample({ id: 2, communityBoard: { number: 9 } }),
    sample({ id: 3, communityBoard: null }),
  ];

  it('orders groups 9 to 12, cuts each to six, keeps totals and skips empty boards', () => {
    const groups = groupEventsByBoard(events, boards);
    expect(groups.map((group) => group.board?.number ?? null)).toEqual([9, 10, 12, null]);
    const ten = groups[1];
    expect(ten.events.map((e) => e.id)).toEqual([100, 101, 102, 103, 104, 105]);
    expect(ten.total).toBe(8);
    expect(groups[0]).toMatchObject({ total: 1, events: [{ id: 2 }] });
  });

  it('shows every event without a limit', () => {
    expect(groupEventsByBoard(events, boards, null)[1].events).toHaveLength(8);
  });

  it('returns no groups for no events', () => {
    expect(groupEventsByBoard([], boards)).toEqual([]);
  });
});
