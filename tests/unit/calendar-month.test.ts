import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildMonthGrid,
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
