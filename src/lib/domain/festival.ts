/**
 * Harlem Week: choosing the festival year from the query string, whether a year is still ahead or
 * over, grouping a year's programme by day, and the figures of a year's recap. Pure functions over
 * events whose New York day and times are already worked out; "now" is always passed in.
 *
 * What "current" means: the page shows the latest festival year in the guide by default (the
 * spec's "current" year, 2025 in the seed). That year is only presented as a festival to attend
 * (its schedule, ticket links and an "upcoming" or "on now" label) while it still has something
 * ahead, that is until the end of the New York day of its last event, or that event's end when it
 * runs past midnight. From then on it is a past festival like any other: a recap, the programme
 * kept for the record, and no tickets. Within a festival that is on, an event that is over no
 * longer offers tickets either.
 */
import { ordinal } from '../i18n/plural.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from './time.ts';

/** Harlem Day, the festival's first edition, was held in 1974. */
export const HARLEM_WEEK_FIRST_YEAR = 1974;

/**
 * The hero's two lines for a festival year: a round anniversary (the 50th was 2024) is
 * celebrated only in its year; other years say how long the festival has run.
 */
export function festivalMilestone(year: number | null): { kicker: string; years: string } {
  const age = (year ?? new Date().getFullYear()) - HARLEM_WEEK_FIRST_YEAR;
  const years = `${age === 50 ? 'Fifty' : age} years of culture, community and commerce.`;
  return {
    kicker: year !== null && age > 0 && age % 25 === 0 ? `${ordinal(age)} Anniversary Celebration` : `Since ${HARLEM_WEEK_FIRST_YEAR}`,
    years,
  };
}

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
  /** Whether the event is over (see festivalEventEnd): it then offers no tickets. */
  ended: boolean;
};

/** Where a festival year stands: nothing started yet, under way, or over. */
export type FestivalPhase = 'upcoming' | 'on now' | 'past';

/** A festival year's first start, last start and last end (null when no event has an end). */
export type FestivalSpan = { firstStart: Date; lastStart: Date; lastEnd: Date | null };

/** The first instant of the New York day after the one an instant falls on. */
function endOfNewYorkDay(instant: Date): Date {
  return newYorkTimeToInstant(addDays(toNewYorkParts(instant).date, 1));
}

/** When an event is over: at its end, or without one at the end of its New York day. */
export function festivalEventEnd(startsAt: Date, endsAt: Date | null): Date {
  return endsAt ?? endOfNewYorkDay(startsAt);
}

/** When a festival year is over: the end of its last festival day, or a later end past midnight. */
export function festivalYearEnd(span: FestivalSpan): Date {
  const lastDayEnd = endOfNewYorkDay(span.lastStart);
  return span.lastEnd && span.lastEnd.getTime() > lastDayEnd.getTime() ? span.lastEnd : lastDayEnd;
}

/** Where a festival year stands at `now`. */
export function festivalPhase(span: FestivalSpan, now: Date): FestivalPhase {
  if (now.getTime() < span.firstStart.getTime()) return 'upcoming';
  if (now.getTime() < festivalYearEnd(span).getTime()) return 'on now';
  return 'past';
}

/** The word beside a year in the year links ("upcoming", "on now"), or null once it is over. */
export function festivalPhaseLabel(phase: FestivalPhase): string | null {
  return phase === 'past' ? null : phase;
}

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
