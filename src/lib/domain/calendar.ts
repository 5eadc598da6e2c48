/**
 * Month calendars in New York time: month keys (YYYY-MM), their bounds as instants, and the
 * Sunday-to-Saturday grid with each day's events placed in it.
 */
import { addDays, newYorkTimeToInstant, toNewYorkParts } from './time.ts';
import { dateParts, monthName } from './event-format.ts';

/** Events shown in one day cell before "+N more", at most. */
export const CALENDAR_DAY_LIMIT = 3;
/**
 * Events the month grid draws in all, at most (two for each day of a long month): a crowded month
 * shows fewer a day, so its page stays small at any number of events (issue 36: under 14 KB
 * compressed at 20,000 events). The island carries every drawn event twice (markup and props).
 */
export const CALENDAR_GRID_BUDGET = 62;

/** Months the calendar accepts; anything outside is treated as a mistyped address. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2199;

/** Whether text is a month key YYYY-MM within the calendar's years. */
export function isMonthKey(text: string): boolean {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** The month key of a YYYY-MM-DD date. */
export function monthOfDate(date: string): string {
  return date.slice(0, 7);
}

/** The New York month (YYYY-MM) at an instant. */
export function currentNewYorkMonth(now: Date): string {
  return monthOfDate(toNewYorkParts(now).date);
}

/** The month `count` months after (or before, when negative) a month key. */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Number of days in a month. */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** "December 2026". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${monthName(monthNumber)} ${year}`;
}

/** A New York day (YYYY-MM-DD) and the instants it spans, midnight to midnight. */
export type DaySpan = { day: string; starts: Date; ends: Date };

/** A month's days in New York time, each with the instants it spans (23 or 25 hours when clocks change). */
export function monthDays(month: string): DaySpan[] {
  const days: DaySpan[] = [];
  let starts = newYorkTimeToInstant(`${month}-01`);
  for (let day = `${month}-01`; monthOfDate(day) === month; day = addDays(day, 1)) {
    const ends = newYorkTimeToInstant(addDays(day, 1));
    days.push({ day, starts, ends });
    starts = ends;
  }
  return days;
}

export type CalendarDay<E> = {
  /** YYYY-MM-DD. */
  date: string;
  /** Day of the month, 1-31. */
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
  isToday: boolean;
  /** The first events of the day, at most the day limit, in the order given. */
  events: E[];
  /** Events of the day beyond those shown ("+N more"). */
  more: number;
};

export type MonthGrid<E> = { month: string; weeks: CalendarDay<E>[][] };

/**
 * The weeks (Sunday to Saturday) covering a month, with each event placed on its New York day.
 * Events keep the order given (pass them sorted by start); days outside the month are included
 * to fill the first and last weeks. `today` (YYYY-MM-DD) marks the current day.
 */
export function buildMonthGrid<E extends { date: string }>(
  month: string,
  events: readonly E[],
  { today, perDay = CALENDAR_DAY_LIMIT }: { today?: string; perDay?: number } = {},
): MonthGrid<E> {
  const byDate = new Map<string, E[]>();
  for (const event of events) {
    const list = byDate.get(event.date);
    if (list) list.push(event);
    else byDate.set(event.date, [event]);
  }
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const start = addDays(first, -dateParts(first).weekday);
  const end = addDays(last, 6 - dateParts(last).weekday);

  const weeks: CalendarDay<E>[][] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (dateParts(date).weekday === 0) weeks.push([]);
    const all = byDate.get(date) ?? [];
    weeks[weeks.length - 1].push({
      date,
      day: dateParts(date).day,
      inMonth: monthOfDate(date) === month,
      isToday: date === today,
      events: all.slice(0, perDay),
      more: Math.max(0, all.length - perDay),
    });
  }
  return { month, weeks };
}

/** Events grouped by day, days in the order first seen (pass events sorted by start). */
export function groupEventsByDay<E extends { date: string }>(events: readonly E[]): { date: string; events: E[] }[] {
  const days = new Map<string, E[]>();
  for (const event of events) {
    const list = days.get(event.date);
    if (list) list.push(event);
    else days.set(event.date, [event]);
  }
  return [...days].map(([date, dayEvents]) => ({ date, events: dayEvents }));
}

/**
 * How many events each day cell of a month shows, from the number of events on each day: the most,
 * up to CALENDAR_DAY_LIMIT, whose cells draw at most CALENDAR_GRID_BUDGET events in all, and at
 * least one. A month of a few events a day shows three; one with dozens every day, two.
 */
export function calendarDayLimit(dayCounts: Readonly<Record<string, number>>): number {
  const counts = Object.values(dayCounts);
  for (let perDay = CALENDAR_DAY_LIMIT; perDay > 1; perDay--) {
    if (counts.reduce((sum, count) => sum + Math.min(count, perDay), 0) <= CALENDAR_GRID_BUDGET) return perDay;
  }
  return 1;
}

/**
 * The month grid of a calendar whose events are only those it draws (see CalendarView): each
 * day shows its first events (calendarDayLimit), and "+N more" counts the rest from the day's total.
 */
export function calendarGrid<E extends { date: string }>(
  month: string,
  events: readonly E[],
  dayCounts: Readonly<Record<string, number>>,
  today: string,
): MonthGrid<E> {
  const grid = buildMonthGrid(month, events, { today, perDay: calendarDayLimit(dayCounts) });
  for (const week of grid.weeks) {
    for (const day of week) day.more = Math.max(0, (dayCounts[day.date] ?? day.events.length) - day.events.length);
  }
  return grid;
}

/** Rows in the calendar's list of a month, or of one chosen day (?day=). */
export const MONTH_LIST_LIMIT = 40;
/** Rows in the list of a crowded month (a list page's worth): its days' "+N more" lead to their own list. */
export const CROWDED_MONTH_LIST_LIMIT = 24;

/** How many rows the calendar's list holds: fewer for a crowded month (one whose cells show fewer a day), as the grid does. */
export function calendarListLimit(day: string | null, dayCounts: Readonly<Record<string, number>>): number {
  return day === null && calendarDayLimit(dayCounts) < CALENDAR_DAY_LIMIT ? CROWDED_MONTH_LIST_LIMIT : MONTH_LIST_LIMIT;
}

/** The calendar's list: the chosen day's events, or the month's, at most calendarListLimit, soonest first. */
export function calendarList<E extends { date: string }>(
  events: readonly E[],
  day: string | null,
  dayCounts: Readonly<Record<string, number>>,
): E[] {
  return (day === null ? events : events.filter((event) => event.date === day)).slice(0, calendarListLimit(day, dayCounts));
}

/** The days the list shows whole (every event of the day), where a day's "+N more" can point within the page. */
export function wholeDaysIn(listed: readonly { date: string }[], dayCounts: Readonly<Record<string, number>>): Set<string> {
  const listedOn = new Map<string, number>();
  for (const event of listed) listedOn.set(event.date, (listedOn.get(event.date) ?? 0) + 1);
  return new Set([...listedOn].filter(([date, count]) => count >= (dayCounts[date] ?? 0)).map(([date]) => date));
}
