/** Reading Harlem Week programmes: the festival years in the guide and one year's events. */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { festivalEvents } from '../../../../db/schema.ts';
import type { FestivalEventView } from '../../domain/festival.ts';
import { toNewYorkParts } from '../../domain/time.ts';
import type { Database } from '../db/client.ts';

export type FestivalYear = { year: number; events: number };

export type FestivalPage = {
  /** Every festival year with events, latest first. */
  years: FestivalYear[];
  /** The year shown: the one asked for, else the nearest one (later on a tie); the latest without a request. Null when there are none. */
  year: number | null;
  /** The latest festival year (the current festival), or null. */
  latestYear: number | null;
  /** The shown year's programme, soonest first. */
  events: FestivalEventView[];
};

type FestivalRow = typeof festivalEvents.$inferSelect;

/** A stored festival event as the page shows it, with its New York day and times. */
export function toFestivalEventView(row: FestivalRow): FestivalEventView {
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
  };
}

/**
 * The festival page's data in one round trip: the years, and the programme of the year asked for
 * (null for the latest). A year without a programme shows the nearest year that has one.
 */
export async function loadFestivalPage(db: Database, requestedYear: number | null): Promise<FestivalPage> {
  const shownYear =
    requestedYear === null
      ? sql`(select max(${festivalEvents.year}) from ${festivalEvents})`
      : sql`(select ${festivalEvents.year} from ${festivalEvents} group by ${festivalEvents.year} order by abs(${festivalEvents.year} - ${requestedYear}), ${festivalEvents.year} desc limit 1)`;
  const [years, rows] = await db.batch([
    db.select({ year: festivalEvents.year, events: count() }).from(festivalEvents).groupBy(festivalEvents.year).orderBy(desc(festivalEvents.year)),
    db.select().from(festivalEvents).where(eq(festivalEvents.year, shownYear)).orderBy(asc(festivalEvents.startsAt), asc(festivalEvents.id)),
  ]);
  return {
    years,
    year: rows[0]?.year ?? null,
    latestYear: years[0]?.year ?? null,
    events: rows.map(toFestivalEventView),
  };
}
