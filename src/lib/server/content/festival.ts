/** Reading Harlem Week programmes: the festival years in the guide and one year's events. */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { asc, count, desc, eq, max, min, sql } from 'drizzle-orm';
import { festivalEvents } from '#db/schema.ts';
import { festivalEventEnd, festivalPhase, type FestivalEventView, type FestivalPhase } from '#lib/domain/festival.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';

/** A festival year, its number of events and where it stands (see festivalPhase). */
export type FestivalYear = { year: number; events: number; phase: FestivalPhase };

export type FestivalPage = {
  /** Every festival year with events, latest first. */
  years: FestivalYear[];
  /** The year shown: the one asked for, else the nearest one (later on a tie); the latest without a request. Null when there are none. */
  year: number | null;
  /** The latest festival year (the default, the spec's "current" one), or null. */
  latestYear: number | null;
  /** Where the shown year stands: only a year that is not past offers tickets. Null without a year. */
  phase: FestivalPhase | null;
  /** The shown year's programme, soonest first. */
  events: FestivalEventView[];
};

type FestivalRow = typeof festivalEvents.$inferSelect;

/** A stored festival event as the page shows it, with its New York day and times and whether it is over at `now`. */
export function toFestivalEventView(row: FestivalRow, now: Date): FestivalEventView {
  const start = toNewYorkParts(row.startsAt);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: start.date,
    startTime: start.time,
    endTime: row.endsAt ? toNewYorkParts(row.endsAt).time : null,
    location: row.location,
    imageUrl: row.imageUrl,
    ticketPriceCents: row.ticketPriceCents,
    ticketUrl: row.ticketUrl,
    isOfficial: row.isOfficial,
    year: row.year,
    ended: festivalEventEnd(row.startsAt, row.endsAt).getTime() <= now.getTime(),
  };
}

/**
 * The festival page's data in one round trip: the years, and the programme of the year asked for
 * (null for the latest). A year without a programme shows the nearest year that has one. Each
 * year's phase (upcoming, on now, past) is worked out at `now`.
 */
export async function getFestivalPage(db: Database, requestedYear: number | null, now = new Date()): Promise<FestivalPage> {
  // The festival's programme is seeded, changed by no write of the site.
  pageShows(cacheKey.reference);
  const shownYear =
    requestedYear === null
      ? sql`(select max(${festivalEvents.year}) from ${festivalEvents})`
      : sql`(select ${festivalEvents.year} from ${festivalEvents} group by ${festivalEvents.year} order by abs(${festivalEvents.year} - ${requestedYear}), ${festivalEvents.year} desc limit 1)`;
  const [years, rows] = await db.batch([
    db
      .select({
        year: festivalEvents.year,
        events: count(),
        firstStart: min(festivalEvents.startsAt),
        lastStart: max(festivalEvents.startsAt),
        lastEnd: max(festivalEvents.endsAt),
      })
      .from(festivalEvents)
      .groupBy(festivalEvents.year)
      .orderBy(desc(festivalEvents.year)),
    db
      .select()
      .from(festivalEvents)
      .where(eq(festivalEvents.year, shownYear))
      .orderBy(asc(festivalEvents.startsAt), asc(festivalEvents.id)),
  ]);
  // A year in the list has at least one event, so its first and last starts are set.
  const festivalYears: FestivalYear[] = years.map((item) => ({
    year: item.year,
    events: item.events,
    phase: festivalPhase({ firstStart: item.firstStart!, lastStart: item.lastStart!, lastEnd: item.lastEnd }, now),
  }));
  const year = rows[0]?.year ?? null;
  return {
    years: festivalYears,
    year,
    latestYear: festivalYears[0]?.year ?? null,
    phase: festivalYears.find((item) => item.year === year)?.phase ?? null,
    events: rows.map((row) => toFestivalEventView(row, now)),
  };
}

/** The loader of /harlem-week: the year asked for (parsed by the page), or the coming edition. */
export async function loadFestivalPage(_context: Pick<AstroGlobal, 'url'>, requestedYear: number | null): Promise<FestivalPage> {
  return getFestivalPage(getDb(), requestedYear, new Date());
}
