/**
 * The events page's "when" filters in New York time: Today, Tonight, This weekend, or a range
 * of dates. Each is a window of start times, and the quick ones leave out what has already
 * ended, so at 9 PM "Today" no longer offers the morning's tour.
 */
import { addDays, newYorkTimeToInstant, toNewYorkParts } from './time.ts';
import { dateParts } from './event-format.ts';
import { calendarDayIn } from '../i18n/format.ts';

export const EVENT_WHENS = ['today', 'tonight', 'weekend'] as const;
export type EventWhen = (typeof EVENT_WHENS)[number];

export const EVENT_WHEN_LABELS: Record<EventWhen, string> = { today: 'Today', tonight: 'Tonight', weekend: 'This weekend' };

/** Longest range of dates a list covers (about three months). */
export const MAX_RANGE_DAYS = 92;

export type EventWindow = {
  /** Start times from (inclusive) ... */
  from: Date;
  /** ... to (exclusive). */
  to: Date;
  /** Leave out events that ended before this instant (the quick filters), or null (a range of dates). */
  notEndedBy: Date | null;
  /** "Today", "Tonight", "This weekend", "Dec 3 to Dec 7". */
  label: string;
};

/** The evening starts at 5 PM; the night's events run until 4 AM. */
const EVENING = '17:00';
const NIGHT_ENDS = '04:00';

const shortDate = (date: string) => calendarDayIn('en', date, { month: 'short', day: 'numeric' });

/** The window of a quick filter at `now`. */
export function quickWindow(when: EventWhen, now: Date): EventWindow {
  const { date: today, time } = toNewYorkParts(now);
  switch (when) {
    case 'today':
      return { from: newYorkTimeToInstant(today), to: newYorkTimeToInstant(addDays(today, 1)), notEndedBy: now, label: 'Today' };
    case 'tonight': {
      // Past midnight, "tonight" is still the night that began yesterday evening.
      const evening = time < NIGHT_ENDS ? addDays(today, -1) : today;
      return {
        from: newYorkTimeToInstant(evening, EVENING),
        to: newYorkTimeToInstant(addDays(evening, 1), NIGHT_ENDS),
        notEndedBy: now,
        label: 'Tonight',
      };
    }
    case 'weekend': {
      // Friday 5 PM to Monday 4 AM: this one while it lasts, else the coming one.
      const { weekday } = dateParts(today);
      const daysBackToFriday = weekday === 5 ? 0 : weekday === 6 ? 1 : weekday === 0 ? 2 : weekday === 1 && time < NIGHT_ENDS ? 3 : null;
      const friday = daysBackToFriday !== null ? addDays(today, -daysBackToFriday) : addDays(today, 5 - weekday);
      return {
        from: newYorkTimeToInstant(friday, EVENING),
        to: newYorkTimeToInstant(addDays(friday, 3), NIGHT_ENDS),
        notEndedBy: now,
        label: 'This weekend',
      };
    }
  }
}

/** The window of a range of New York dates, both days included; `to` defaults to `from`. */
export function rangeWindow(from: string, to: string | null): EventWindow {
  const last = to ?? from;
  return {
    from: newYorkTimeToInstant(from),
    to: newYorkTimeToInstant(addDays(last, 1)),
    notEndedBy: null,
    label: last === from ? shortDate(from) : `${shortDate(from)} to ${shortDate(last)}`,
  };
}
