/**
 * Harlem Week: choosing the festival year from the query string, grouping a year's programme by
 * day, and the figures of a year's recap. Pure functions over events whose New York day and times
 * are already worked out.
 */

/** Harlem Day, the festival's first edition, was held in 1974. */
export const HARLEM_WEEK_FIRST_YEAR = 1974;

export type FestivalEventView = {
  id: number;
  title: string;
  description: string | null;
  /** New York day, YYYY-MM-DD. */
  date: string;
  /** New York wall-clock times, HH:mm. */
  startTime: string;
  endTime: string | null;
  location: string | null;
  imageUrl: string | null;
  /** Null or 0 is Free. */
  ticketPriceCents: number | null;
  ticketUrl: string | null;
  isOfficial: boolean;
  year: number;
};

export type YearQuery = {
  /** The year asked for, or null for the latest. */
  requested: number | null;
  /** Text that was not a year (cut for display), or null. */
  invalid: string | null;
};

/** Reads ?year=: four digits are a year; anything else is reported and means the latest year. */
export function parseFestivalYear(raw: string | null): YearQuery {
  const text = (raw ?? '').trim();
  if (text === '') return { requested: null, invalid: null };
  if (/^\d{4}$/.test(text)) return { requested: Number(text), invalid: null };
  return { requested: null, invalid: text.slice(0, 40) };
}

/** What to tell a visitor whose year could not be shown as asked, or null when it was. */
export function yearNotice(query: YearQuery, shown: number | null): string | null {
  if (shown === null) return null;
  if (query.invalid !== null) return `“${query.invalid}” is not a festival year, so Harlem Week ${shown} is shown.`;
  if (query.requested !== null && query.requested !== shown) {
    return `The guide has no Harlem Week ${query.requested} programme, so ${shown}, the nearest festival year, is shown.`;
  }
  return null;
}

export type FestivalDay = { date: string; events: FestivalEventView[] };

/** The programme by day, in the order given (the caller sorts by start). */
export function groupFestivalDays(events: readonly FestivalEventView[]): FestivalDay[] {
  const days: FestivalDay[] = [];
  for (const event of events) {
    const last = days.at(-1);
    if (last?.date === event.date) last.events.push(event);
    else days.push({ date: event.date, events: [event] });
  }
  return days;
}

export type FestivalRecap = { events: number; freeEvents: number; ticketedEvents: number; venues: number; days: number };

/** The figures of a year's recap, counted from its programme. */
export function festivalRecap(events: readonly FestivalEventView[]): FestivalRecap {
  const venues = new Set(events.map((event) => event.location?.trim().toLowerCase()).filter(Boolean));
  const free = events.filter((event) => !event.ticketPriceCents).length;
  return {
    events: events.length,
    freeEvents: free,
    ticketedEvents: events.length - free,
    venues: venues.size,
    days: new Set(events.map((event) => event.date)).size,
  };
}
