/**
 * How an event made from the owner's and admin's forms repeats (decision 020): not at all, every
 * week on its weekday, every month on its nth weekday ("the 1st Friday"; a fifth one is "the
 * last"), or every month on its date (the 1st to the 28th, the dates every month has), with an
 * optional last date at most a year after the first. The words are the event page's (the rrule
 * library's, describeRecurrence in recurrence.ts); this module needs no library, so the form words
 * its choices in the browser as the date changes.
 */
import { dateParts } from './event-format.ts';
import { ordinal } from '../i18n/plural.ts';
import { addDays, isCalendarDate } from './time.ts';

export const REPEAT_CHOICES = ['none', 'weekly', 'monthly-weekday', 'monthly-date'] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

/** The latest day of the month that every month has. */
export const LAST_DAY_EVERY_MONTH = 28;
/** How long a series made from a form may run: its last date at most this many days after its first. */
export const REPEAT_UNTIL_MAX_DAYS = 365;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The words of each choice before a date is chosen. */
const UNDATED: Record<RepeatChoice, string> = {
  none: 'Does not repeat',
  weekly: 'Every week on the same weekday',
  'monthly-weekday': 'Every month on the same weekday (like the 1st Friday)',
  'monthly-date': 'Every month on the same date',
};

/** Where a date falls in its month: its weekday (0 is Sunday), which of that weekday it is (1 to 4, or -1 for a fifth: the last) and its day. */
export function monthlyPlace(date: string): { weekday: number; nth: number; day: number } {
  const { weekday, day } = dateParts(date);
  const nth = Math.ceil(day / 7);
  return { weekday, nth: nth === 5 ? -1 : nth, day };
}

/** The English name of a date's weekday: "Friday". */
export const weekdayName = (date: string) => WEEKDAY_NAMES[dateParts(date).weekday];

/** A choice in the event page's words for a first date: "Every week on Wednesday", "Every month on the 1st Friday", "Every month on the 14th". */
export function repeatLabel(choice: RepeatChoice, date: string): string {
  if (choice === 'none' || !isCalendarDate(date)) return UNDATED[choice];
  const { weekday, nth, day } = monthlyPlace(date);
  const name = WEEKDAY_NAMES[weekday];
  if (choice === 'weekly') return `Every week on ${name}`;
  if (choice === 'monthly-weekday') return `Every month on the ${nth === -1 ? 'last' : ordinal(nth)} ${name}`;
  return `Every month on the ${ordinal(day)}`;
}

/** The Repeats field's choices for a first date (in general words until a date is chosen). */
export function repeatOptions(date: string): { value: RepeatChoice; label: string }[] {
  return REPEAT_CHOICES.map((value) => ({ value, label: repeatLabel(value, date) }));
}

/** The latest last date of a series starting on `date`. */
export const latestRepeatUntil = (date: string) => addDays(date, REPEAT_UNTIL_MAX_DAYS);
