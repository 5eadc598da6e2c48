/**
 * How an event made from the owner's and admin's forms repeats (decision 020): not at all, every
 * week on its weekday, every month on its nth weekday ("the 1st Friday"; a fifth one is "the
 * last"), or every month on its date (the 1st to the 28th, the dates every month has), with an
 * optional last date at most a year after the first. The words are the event page's (the rrule
 * library's, describeRecurrence in recurrence.ts); this module needs no library, so the form words
 * its choices in the browser as the date changes.
 */
import { dateParts } from './event-format.ts';
import { addDays } from './time.ts';

export const REPEAT_CHOICES = ['none', 'weekly', 'monthly-weekday', 'monthly-date'] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

/** The latest day of the month that every month has. */
export const LAST_DAY_EVERY_MONTH = 28;
/** How long a series made from a form may run: its last date at most this many days after its first. */
export const REPEAT_UNTIL_MAX_DAYS = 365;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Where a date falls in its month: its weekday (0 is Sunday), which of that weekday it is (1 to 4, or -1 for a fifth: the last) and its day. */
export function monthlyPlace(date: string): { weekday: number; nth: number; day: number } {
  const { weekday, day } = dateParts(date);
  const nth = Math.ceil(day / 7);
  return { weekday, nth: nth === 5 ? -1 : nth, day };
}

/** The English name of a date's weekday: "Friday". */
export const weekdayName = (date: string) => WEEKDAY_NAMES[dateParts(date).weekday];

/** The latest last date of a series starting on `date`. */
export const latestRepeatUntil = (date: string) => addDays(date, REPEAT_UNTIL_MAX_DAYS);
