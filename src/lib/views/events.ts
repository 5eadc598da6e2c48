/** What pages and islands show of events: public view objects, never database rows. */
import type { TranslatedTexts } from './translated-texts.ts';

export type EventView = {
  id: number;
  businessId: number | null;
  title: string;
  description: string | null;
  /** The day of the event in New York, YYYY-MM-DD. */
  date: string;
  /** New York wall-clock times, HH:mm. */
  startTime: string;
  endTime: string | null;
  /** Exact start and end as ISO instants (UTC), for sorting, calendars and countdowns. */
  startsAt: string;
  endsAt: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Decimal string ("25.00"); null is Free. */
  price: string | null;
  /**
   * What a buyer pays for one ticket, the guide's fee included ("26.75"; issue 33), and that fee
   * ("1.75"), where a page shows the event to buyers (fees/all-in-prices.ts); absent elsewhere.
   */
  allInPrice?: string | null;
  serviceFee?: string | null;
  imageUrl: string | null;
  isPremium: boolean;
  requiresBooking: boolean;
  maxCapacity: number;
  /** The repeating event this is an occurrence of (the first occurrence's id), or null. */
  seriesId: number | null;
  communityBoardId: number | null;
  communityBoard: { id: number; number: number; name: string } | null;
  /** Verified translations of the title and description into the visitor's language, when any. */
  translated?: TranslatedTexts;
};

/** An event as the month calendar shows it, in a day cell and in the month's list. */
export type CalendarEventView = {
  id: number;
  title: string;
  /** New York day (YYYY-MM-DD) and start time (HH:mm). */
  date: string;
  startTime: string;
  startsAt: string;
  location: string | null;
  boardNumber: number | null;
  /** Decimal string ("25.00"); null is Free. */
  price: string | null;
  /** What a buyer pays for one ticket, the guide's fee included, and that fee (issue 33; see EventView). */
  allInPrice?: string | null;
  serviceFee?: string | null;
  isPremium: boolean;
  /** A verified translation of the title into the visitor's language, when there is one. */
  translated?: TranslatedTexts;
};

/**
 * One state of the month calendar (/events?view=calendar and GET /api/events/calendar): the
 * month, its filters, and the events it shows, soonest first. `events` holds what is drawn: the
 * first events of each day (a cell shows at most three, fewer in a crowded month: calendarDayLimit) and the month's list; `dayCounts` says
 * how many match on each day, for a cell's "+N more".
 */
export type CalendarView = {
  month: string;
  /** One day whose events the list shows alone, or null for the whole month. */
  day: string | null;
  /** Today in New York (YYYY-MM-DD), marked in the grid. */
  today: string;
  filters: { q: string; board: number | null; type: import('../domain/events-query.ts').EventType };
  events: CalendarEventView[];
  dayCounts: Record<string, number>;
  /** How many events the list holds in all (month, or day), and how many the month holds. */
  total: number;
  monthTotal: number;
};
