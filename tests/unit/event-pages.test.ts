import { describe, expect, it } from 'vitest';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { getCalendarView, getEventPageData, getEventsPageData, type EventsPageData } from '#lib/server/events/event-pages.ts';
import { calendarGrid, calendarList, MONTH_LIST_LIMIT } from '#lib/domain/calendar.ts';
import { parseEventsQuery } from '#lib/domain/event-filters.ts';
import { newYorkTimeToInstant } from '#lib/domain/time.ts';
import { businesses } from '#db/schema.ts';
import { eq } from 'drizzle-orm';

// 15 December 2026, noon in New York.
const NOW = new Date('2026-12-15T17:00:00Z');
const query = (text: string) => parseEventsQuery(new URLSearchParams(text), NOW);
/** What the calendar island draws from a page's data: the grid and the month's list. */
function drawn(data: EventsPageData) {
  if (data.view !== 'calendar') throw new Error('expected the calendar');
  const { calendar } = data;
  return {
    ...calendar,
    grid: calendarGrid(calendar.month, calendar.events, calendar.dayCounts, calendar.today),
    listed: calendarList(calendar.events, calendar.day, calendar.dayCounts),
  };
}

describe('events pages data', async () => {
  const { db } = await useFreshDatabase();
  for (const number of [9, 10, 11, 12]) await createBoard(db, { id: number, number, name: `Board ${number}` });
  const category = await createCategory(db);
  const host = await createBusiness(db, { communityBoardId: 10, categoryId: category.id, name: 'Apollo Theater' });
  const at = (date: string, time = '19:00') => newYorkTimeToInstant(date, time);

  // A past event this month, five upcoming in December on one day, and others around.
  await createEvent(db, {
    title: 'Past bebop night',
    startsAt: at('2026-12-02'),
    communityBoardId: 10,
    businessId: host.id,
    priceCents: 2000,
  });
  for (let i = 0; i < 5; i++) {
    await createEvent(db, {
      title: `Holiday market stall ${i}`,
      startsAt: at('2026-12-20', `1${i}:00`),
      communityBoardId: 9,
      priceCents: i === 0 ? 1500 : null,
    });
  }
  await createEvent(db, {
    title: 'Members gala',
    startsAt: at('2026-12-31', '21:00'),
    communityBoardId: 11,
    isPremium: true,
    priceCents: 15000,
    businessId: host.id,
  });
  await createEvent(db, { title: 'January jazz', startsAt: at('2027-01-08'), communityBoardId: 12 });
  await createEvent(db, { title: 'Retired event', startsAt: at('2026-12-21'), communityBoardId: 12, isActive: false });

  it('calendar: the month grid with three a day, +2 more, and the month list', async () => {
    const data = drawn(await getEventsPageData(db, query('view=calendar&month=2026-12'), NOW));
    const days = data.grid.weeks.flat();
    const twentieth = days.find((day) => day.date === '2026-12-20')!;
    expect(twentieth.events.map((e) => e.title)).toEqual(['Holiday market stall 0', 'Holiday market stall 1', 'Holiday market stall 2']);
    expect(twentieth.more).toBe(2);
    expect(days.find((day) => day.date === '2026-12-15')!.isToday).toBe(true);
    // Past events of the month stay on the calendar; retired ones never show.
    expect(data.listed.map((e) => e.title)).toEqual([
      'Past bebop night',
      ...[0, 1, 2, 3, 4].map((i) => `Holiday market stall ${i}`),
      'Members gala',
    ]);
    expect(data.monthTotal).toBe(7);
  });

  it('calendar: filters by board, type and search, and by one day', async () => {
    const pick = async (text: string) => {
      const data = drawn(await getEventsPageData(db, query(`view=calendar&month=2026-12&${text}`), NOW));
      return data.listed.map((e) => e.title);
    };
    expect(await pick('board=11')).toEqual(['Members gala']);
    expect(await pick('type=premium')).toEqual(['Members gala']);
    expect(await pick('type=business')).toEqual(['Past bebop night', 'Members gala']);
    expect(await pick('type=free&board=9')).toHaveLength(4);
    expect(await pick('q=BEBOP')).toEqual(['Past bebop night']);
    expect(await pick('day=2026-12-31')).toEqual(['Members gala']);
    const empty = drawn(await getEventsPageData(db, query('view=calendar&month=2027-06'), NOW));
    expect(empty.monthTotal).toBe(0);
    // The JSON API's calendar is the same view.
    const api = await getCalendarView(db, query('view=calendar&month=2026-12&board=11'), NOW);
    const page = await getEventsPageData(db, query('view=calendar&month=2026-12&board=11'), NOW);
    expect(page.view === 'calendar' && page.calendar).toEqual(api);
  });

  it('a date filter lists its window by day, every board together, soonest first', async () => {
    const list = async (text: string, now = NOW) => {
      const data = await getEventsPageData(db, parseEventsQuery(new URLSearchParams(text), now), now);
      if (data.view !== 'list') throw new Error('expected the list');
      return data;
    };
    const range = await list('from=2026-12-20&to=2026-12-31');
    expect(range.grouping).toBe('day');
    expect(range.days.map((day) => [day.date, day.events.length])).toEqual([
      ['2026-12-20', 5],
      ['2026-12-31', 1],
    ]);
    expect(range.window?.label).toBe('Dec 20 to Dec 31');
    expect(range.total).toBe(6);
    // A range in the past shows what happened then.
    expect((await list('from=2026-12-02')).days.flatMap((day) => day.events.map((e) => e.title))).toEqual(['Past bebop night']);
    // Tonight at 1:30 PM on the 20th: the stalls from 5 PM on, not the ones at 10 AM to 2 PM.
    const afternoon = newYorkTimeToInstant('2026-12-20', '13:30');
    expect((await list('when=tonight', afternoon)).days.flatMap((day) => day.events.map((e) => e.title))).toEqual([]);
    const today = await list('when=today', afternoon);
    // Today at 1:30 PM: the stalls not yet over (no end time: those that start from now on).
    expect(today.days.flatMap((day) => day.events.map((e) => e.title))).toEqual(['Holiday market stall 4']);
    expect((await list('when=today&board=11', afternoon)).total).toBe(0);
    // Filters combine with the dates.
    expect((await list('from=2026-12-20&to=2026-12-31&type=premium')).days.flatMap((day) => day.events.map((e) => e.title))).toEqual([
      'Members gala',
    ]);
  });

  it('list: upcoming only, grouped by board in order', async () => {
    const data = await getEventsPageData(db, query(''), NOW);
    if (data.view !== 'list') throw new Error('expected the list');
    expect(data.groups.map((group) => group.board?.number)).toEqual([9, 11, 12]);
    expect(data.groups[0].events).toHaveLength(5);
    expect(data.groups.flatMap((group) => group.events).map((e) => e.title)).not.toContain('Past bebop night');
    expect(data.total).toBe(7);
  });

  it('an event page with its host, and none for unknown or retired events', async () => {
    const gala = drawn(await getEventsPageData(db, query('view=calendar&month=2026-12&q=gala'), NOW)).listed[0];
    const page = await getEventPageData(db, gala!.id);
    expect(page?.host).toEqual({ id: host.id, name: 'Apollo Theater' });
    expect(await getEventPageData(db, 999_999)).toBeNull();
  });

  it('a retired host hides its events', async () => {
    const other = await createBusiness(db, { communityBoardId: 10, categoryId: category.id, isActive: false });
    const hidden = await createEvent(db, {
      title: 'Closed venue night',
      startsAt: at('2026-12-22'),
      communityBoardId: 10,
      businessId: other.id,
    });
    expect(await getEventPageData(db, hidden.id)).toBeNull();
    await db.update(businesses).set({ isActive: true }).where(eq(businesses.id, other.id));
    expect((await getEventPageData(db, hidden.id))?.host?.id).toBe(other.id);
  });

  it('costs the same few round trips for a handful of events or hundreds', async () => {
    const cost = async () => ({
      list: await countRoundTrips(() => getEventsPageData(db, query(''), NOW)),
      listBoard: await countRoundTrips(() => getEventsPageData(db, query('board=9&q=market'), NOW)),
      calendar: await countRoundTrips(() => getEventsPageData(db, query('view=calendar&month=2026-12&type=free'), NOW)),
      // In French the titles' verified translations come in the prices' round trip.
      listInFrench: await countRoundTrips(() => getEventsPageData(db, query(''), NOW, 'fr')),
      calendarInFrench: await countRoundTrips(() => getEventsPageData(db, query('view=calendar&month=2026-12'), NOW, 'fr')),
      event: await countRoundTrips(() => getEventPageData(db, 1)),
    });
    const small = await cost();
    const monthBefore = drawn(await getEventsPageData(db, query('view=calendar&month=2026-12'), NOW)).monthTotal;
    for (let i = 0; i < 400; i++) {
      await createEvent(db, {
        startsAt: at(`2026-12-${String(16 + (i % 15)).padStart(2, '0')}`),
        communityBoardId: 9 + (i % 4),
        businessId: i % 2 ? host.id : null,
      });
    }
    const large = await cost();
    expect(large).toEqual(small);
    // French costs what English does: its translations ride in the prices' batch.
    expect([small.listInFrench, small.calendarInFrench]).toEqual([small.list, small.calendar]);
    expect(Math.max(...Object.values(small))).toBeLessThanOrEqual(3);
    const data = await getEventsPageData(db, query(''), NOW);
    expect(data.view === 'list' && data.groups.every((group) => group.events.length <= 6)).toBe(true);
    // A crowded month lists the first rows only; the grid still counts every event.
    const month = drawn(await getEventsPageData(db, query('view=calendar&month=2026-12'), NOW));
    expect(month.listed).toHaveLength(MONTH_LIST_LIMIT);
    // The page carries only what it draws: the list and each day's first three.
    expect(month.events.length).toBeLessThan(monthBefore + 400);
    expect(month.events.length).toBeLessThanOrEqual(MONTH_LIST_LIMIT + 3 * 31);
    expect(month.listed.map((event) => event.startsAt)).toEqual([...month.listed.map((event) => event.startsAt)].sort());
    expect(month.total).toBe(monthBefore + 400);
    const cells = month.grid.weeks.flat();
    expect(cells.reduce((sum, day) => sum + day.events.length + day.more, 0)).toBe(monthBefore + 400);
    expect(Math.max(...cells.map((day) => day.events.length))).toBe(3);
  });
});
