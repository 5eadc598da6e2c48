import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildMonthGrid,
  CALENDAR_DAY_LIMIT,
  CALENDAR_GRID_BUDGET,
  calendarDayLimit,
  calendarGrid,
  calendarList,
  CROWDED_MONTH_LIST_LIMIT,
  MONTH_LIST_LIMIT,
  wholeDaysIn,
  currentNewYorkMonth,
  daysInMonth,
  formatMonth,
  groupEventsByDay,
  isMonthKey,
  monthDays,
} from '#lib/domain/calendar.ts';

const event = (id: number, date: string) => ({ id, date });

describe('month keys', () => {
  it('accepts real YYYY-MM months only', () => {
    expect(isMonthKey('2026-12')).toBe(true);
    expect(isMonthKey('2026-1')).toBe(false);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-00')).toBe(false);
    expect(isMonthKey('banana')).toBe(false);
    expect(isMonthKey('1066-10')).toBe(false);
    expect(isMonthKey('2026-12-01')).toBe(false);
  });

  it('steps across years both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(addMonths('2026-05', 0)).toBe('2026-05');
  });

  it('knows month lengths and names', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-04')).toBe(30);
    expect(formatMonth('2026-12')).toBe('December 2026');
  });

  it('uses the New York month, not the UTC one', () => {
    // 02:00 UTC on 1 January is still New Year's Eve in New York.
    expect(currentNewYorkMonth(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12');
    expect(currentNewYorkMonth(new Date('2027-01-01T06:00:00Z'))).toBe('2027-01');
  });

  it('spans each day of a month from one New York midnight to the next', () => {
    const december = monthDays('2026-12');
    expect(december).toHaveLength(31);
    expect(december[0]).toEqual({ day: '2026-12-01', starts: new Date('2026-12-01T05:00:00Z'), ends: new Date('2026-12-02T05:00:00Z') });
    expect(december.at(-1)!.ends.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    // Clocks go forward on 14 March 2027: that day is 23 hours long, and the month ends at 04:00 UTC.
    const march = monthDays('2027-03');
    const changeDay = march.find((span) => span.day === '2027-03-14')!;
    expect(changeDay.ends.getTime() - changeDay.starts.getTime()).toBe(23 * 3_600_000);
    expect(march.at(-1)!.ends.toISOString()).toBe('2027-04-01T04:00:00.000Z');
    expect(monthDays('2028-02')).toHaveLength(29);
  });
});

describe('month grid', () => {
  it('runs Sunday to Saturday and pads with the neighbouring months', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const grid = buildMonthGrid('2026-12', []);
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    expect(grid.weeks[0].map((day) => day.date)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(grid.weeks[0][0].inMonth).toBe(false);
    expect(grid.weeks[0][2]).toMatchObject({ day: 1, inMonth: true });
    expect(grid.weeks[4].map((day) => day.date).slice(-3)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(grid.weeks[4][6].inMonth).toBe(false);
  });

  it('needs no padding when the month fills whole weeks, and six weeks when it spills', () => {
    // February 2026: 28 days starting on a Sunday.
    const february = buildMonthGrid('2026-02', []);
    expect(february.weeks).toHaveLength(4);
    expect(february.weeks.flat().every((day) => day.inMonth)).toBe(true);
    // August 2026 starts on a Saturday and has 31 days.
    expect(buildMonthGrid('2026-08', []).weeks).toHaveLength(6);
  });

  it('places events on their day, at most three, and counts the rest', () => {
    const events = [
      event(1, '2026-12-05'),
      event(2, '2026-12-05'),
      event(3, '2026-12-05'),
      event(4, '2026-12-05'),
      event(5, '2026-12-05'),
      event(6, '2026-12-24'),
    ];
    const days = buildMonthGrid('2026-12', events, { today: '2026-12-24' }).weeks.flat();
    const fifth = days.find((day) => day.date === '2026-12-05')!;
    expect(fifth.events.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(fifth.more).toBe(2);
    const eve = days.find((day) => day.date === '2026-12-24')!;
    expect(eve.events.map((e) => e.id)).toEqual([6]);
    expect(eve.more).toBe(0);
    expect(eve.isToday).toBe(true);
    expect(days.filter((day) => day.isToday)).toHaveLength(1);
    expect(days.filter((day) => day.events.length > 0)).toHaveLength(2);
  });

  it('honours a different per-day limit', () => {
    const events = [event(1, '2026-12-05'), event(2, '2026-12-05')];
    const fifth = buildMonthGrid('2026-12', events, { perDay: 1 })
      .weeks.flat()
      .find((day) => day.date === '2026-12-05')!;
    expect(fifth.events).toHaveLength(1);
    expect(fifth.more).toBe(1);
  });
});

describe('events by day', () => {
  it('groups by date in first-seen order', () => {
    const groups = groupEventsByDay([event(1, '2026-12-05'), event(2, '2026-12-07'), event(3, '2026-12-05')]);
    expect(groups).toEqual([
      { date: '2026-12-05', events: [event(1, '2026-12-05'), event(3, '2026-12-05')] },
      { date: '2026-12-07', events: [event(2, '2026-12-07')] },
    ]);
  });
});

describe('the day cells’ bound', () => {
  /** Day counts for the days 1..days of December 2026, `count` events each. */
  const everyDay = (days: number, count: number) =>
    Object.fromEntries(Array.from({ length: days }, (_, index) => [`2026-12-${String(index + 1).padStart(2, '0')}`, count]));

  it('shows three a day in a month of a few events, whatever one day holds', () => {
    expect(calendarDayLimit({})).toBe(CALENDAR_DAY_LIMIT);
    expect(calendarDayLimit({ '2026-12-10': 40 })).toBe(3);
    expect(calendarDayLimit(everyDay(20, 3))).toBe(3);
  });

  it('shows two in a month crowded every day, and one when even two a day would pass the budget', () => {
    // 31 days of dozens: three a day would draw 93 events, two draw 62 (the budget).
    expect(calendarDayLimit(everyDay(31, 27))).toBe(2);
    expect(calendarDayLimit(everyDay(30, 27))).toBe(2);
    // Just past three a day's budget: 21 days of three is 63.
    expect(calendarDayLimit(everyDay(21, 3))).toBe(2);
    expect(calendarDayLimit(everyDay(20, 3))).toBe(3);
    // Never more than the budget drawn, never fewer than one a day.
    expect(calendarDayLimit({ ...everyDay(31, 27), '2026-11-30': 27, '2026-11-29': 27 })).toBe(1);
    for (const [days, count] of [
      [31, 2],
      [31, 5],
      [25, 3],
      [10, 100],
      [31, 1],
    ]) {
      const counts = everyDay(days, count);
      const perDay = calendarDayLimit(counts);
      const drawn = Object.values(counts).reduce((sum, n) => sum + Math.min(n, perDay), 0);
      expect(perDay).toBeGreaterThanOrEqual(1);
      expect(drawn <= CALENDAR_GRID_BUDGET || perDay === 1).toBe(true);
    }
  });

  it('the grid draws each day’s first events up to the bound and counts the rest as "+N more"', () => {
    const counts = everyDay(31, 27);
    // What the server sends: each day's first three (the query's most) and the list's first days whole.
    const events = Object.keys(counts).flatMap((date, day) => [0, 1, 2].map((n) => ({ id: day * 10 + n, date })));
    const cells = calendarGrid('2026-12', events, counts, '2026-12-01')
      .weeks.flat()
      .filter((cell) => cell.inMonth);
    expect(cells.map((cell) => cell.events.length)).toEqual(cells.map(() => 2));
    expect(cells.map((cell) => cell.more)).toEqual(cells.map(() => 25));
    expect(cells[0].events.map((item) => item.id)).toEqual([0, 1]);
    // A quiet month keeps three a day and its "+N more".
    const quiet = calendarGrid(
      '2026-12',
      [event(1, '2026-12-10'), event(2, '2026-12-10'), event(3, '2026-12-10'), event(4, '2026-12-10')],
      { '2026-12-10': 5 },
      '2026-12-01',
    );
    const tenth = quiet.weeks.flat().find((cell) => cell.date === '2026-12-10')!;
    expect(tenth.events.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(tenth.more).toBe(2);
  });
});

describe('the calendar’s list', () => {
  it('holds 40 rows of a month, 24 of a crowded one (as its cells show fewer a day), and 40 of a chosen day', () => {
    const events = Array.from({ length: 60 }, (_, i) => event(i, i < 50 ? '2026-12-01' : '2026-12-02'));
    const quiet = { '2026-12-01': 50, '2026-12-02': 10 };
    const crowded = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`2026-12-${String(i + 1).padStart(2, '0')}`, 27]));
    expect(calendarList(events, null, quiet)).toHaveLength(MONTH_LIST_LIMIT);
    expect(calendarList(events, null, crowded)).toHaveLength(CROWDED_MONTH_LIST_LIMIT);
    expect(calendarList(events, '2026-12-01', crowded)).toHaveLength(MONTH_LIST_LIMIT);
    expect(calendarList(events, '2026-12-02', crowded)).toHaveLength(10);
  });

  it('names the days it lists whole, where "+N more" may point within the page', () => {
    const listed = [event(1, '2026-12-01'), event(2, '2026-12-01'), event(3, '2026-12-02')];
    expect([...wholeDaysIn(listed, { '2026-12-01': 2, '2026-12-02': 9 })]).toEqual(['2026-12-01']);
    expect([...wholeDaysIn([], { '2026-12-01': 2 })]).toEqual([]);
  });
});
