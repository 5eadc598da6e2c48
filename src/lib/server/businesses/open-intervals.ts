/**
 * "Open now" as data: each business's opening times as instants in business_open_intervals, from
 * a day back to OPEN_WINDOW_DAYS ahead, computed from its opening hours by the opening_hours
 * library (public holidays included). The directory's "Open now" filter is then an indexed
 * condition and a card's "Open now · closes 10 PM" two index lookups, with no parsing per card.
 * Rewritten when a business's hours change; the scheduled job rolls every business forward a
 * batch at a time and drops intervals that have ended.
 */
import { and, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { businesses, businessOpenIntervals } from '#db/schema.ts';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { Database } from '../db/client.ts';
import { describeOpenStatus, openIntervals, type OpenStatus } from './opening-hours.ts';

const DAY_MS = 86_400_000;
/** How far ahead intervals are kept. */
export const OPEN_WINDOW_DAYS = 8;
/** A business's intervals are rolled forward once they reach less than this far ahead. */
const REFRESH_BEFORE_DAYS = 7;
/** Businesses rolled forward per scheduled run. */
const REFRESH_BATCH = 500;
/** Businesses computed between two pauses that let waiting requests run (about 10 ms of work). */
const YIELD_EVERY = 4;
const yieldToRequests = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Rewrites the intervals of these businesses from their current hours. One round trip to read, one to write. */
export async function refreshOpenIntervals(db: Database, ids: readonly number[], now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  // On the minute, as the library's times are: an opening that runs to the window's end (24/7)
  // then ends exactly at `until`, and reads as "Open 24 hours", not as closing in eight days.
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const from = new Date(minute - DAY_MS);
  const until = new Date(minute + OPEN_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select({ id: businesses.id, openingHours: businesses.openingHours })
    .from(businesses)
    .where(inArray(businesses.id, [...ids]));
  const computed: { id: number; hasHours: boolean; intervals: ReturnType<typeof openIntervals> }[] = [];
  for (const [index, row] of rows.entries()) {
    // A few milliseconds of parsing each: the job's batch gives way to requests between businesses.
    if (index > 0 && index % YIELD_EVERY === 0) await yieldToRequests();
    computed.push({
      id: row.id,
      hasHours: Boolean(row.openingHours),
      intervals: row.openingHours ? openIntervals(row.openingHours, from, until) : null,
    });
  }
  const known = computed.filter((row) => row.intervals !== null).map((row) => row.id);
  const unreadable = computed.filter((row) => row.hasHours && row.intervals === null).map((row) => row.id);
  const intervals = computed.flatMap((row) => (row.intervals ?? []).map((interval) => ({ businessId: row.id, ...interval })));
  await db.batch([
    db.delete(businessOpenIntervals).where(inArray(businessOpenIntervals.businessId, [...ids])),
    // Hours that can be read have their window. No hours: null. Hours that cannot be read (saved
    // before a check, or by hand): the epoch, so they have no status and are not tried again
    // until they change.
    db
      .update(businesses)
      .set({ openIntervalsUntil: null })
      .where(inArray(businesses.id, [...ids])),
    db.update(businesses).set({ openIntervalsUntil: until }).where(inArray(businesses.id, known)),
    db
      .update(businesses)
      .set({ openIntervalsUntil: new Date(0) })
      .where(inArray(businesses.id, unreadable)),
    ...chunks(intervals, 200).map((chunk) => db.insert(businessOpenIntervals).values(chunk)),
  ]);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/**
 * The scheduled job's part: rolls forward the businesses whose intervals run out within a week
 * (or were never computed), a batch at a time, and drops intervals that ended a day ago.
 * Returns how many businesses were rolled forward.
 */
export async function refreshDueOpenIntervals(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        isNotNull(businesses.openingHours),
        or(
          isNull(businesses.openIntervalsUntil),
          and(
            gt(businesses.openIntervalsUntil, new Date(0)),
            lt(businesses.openIntervalsUntil, new Date(now.getTime() + REFRESH_BEFORE_DAYS * DAY_MS)),
          ),
        ),
      ),
    )
    .limit(REFRESH_BATCH);
  await refreshOpenIntervals(
    db,
    due.map((row) => row.id),
    now,
  );
  await db.delete(businessOpenIntervals).where(lt(businessOpenIntervals.closesAt, new Date(now.getTime() - DAY_MS)));
  return due.length;
}

/** The condition "open at `now`" on businesses: one list of the open ones, read from an index. */
export const openAt = (now: Date) =>
  sql`${businesses.id} in (select ${businessOpenIntervals.businessId} from ${businessOpenIntervals} where ${businessOpenIntervals.opensAt} <= ${now.getTime()} and ${businessOpenIntervals.closesAt} > ${now.getTime()})`;

/**
 * The query for whether the businesses `which` names are open at `now`, when their hours are
 * known: for each, the end of its current opening and the start of its next (two index seeks).
 * `which` is ids, a subquery of ids, or several (a page's sections), so a page and its statuses
 * share a round trip.
 */
export function openStatusesQuery(db: Database, which: readonly number[] | SQLiteSelect | readonly SQLiteSelect[], now: Date) {
  const at = now.getTime();
  const interval = businessOpenIntervals;
  return db
    .select({
      id: businesses.id,
      until: businesses.openIntervalsUntil,
      closes: sql<
        number | null
      >`(select max(${interval.closesAt}) from ${interval} where ${interval.businessId} = ${businesses.id} and ${interval.opensAt} <= ${at} and ${interval.closesAt} > ${at})`,
      opens: sql<
        number | null
      >`(select min(${interval.opensAt}) from ${interval} where ${interval.businessId} = ${businesses.id} and ${interval.opensAt} > ${at})`,
    })
    .from(businesses)
    .where(and(idsIn(which), gt(businesses.openIntervalsUntil, now)));
}

function idsIn(which: readonly number[] | SQLiteSelect | readonly SQLiteSelect[]) {
  if (!Array.isArray(which)) return inArray(businesses.id, which as SQLiteSelect);
  if (which.every((item) => typeof item === 'number')) return inArray(businesses.id, [...(which as readonly number[])]);
  return or(...(which as readonly SQLiteSelect[]).map((subquery) => inArray(businesses.id, subquery)));
}

/** "Open now · closes 10 PM" or "Closed · opens tomorrow 9 AM" by business id, from openStatusesQuery's rows. */
export function toOpenStatuses(rows: Awaited<ReturnType<typeof openStatusesQuery>>, now: Date): Map<number, OpenStatus> {
  const statuses = new Map<number, OpenStatus>();
  for (const row of rows) {
    const open = row.closes !== null;
    // Open to the end of the window, or closed with no opening in it: no change within the week.
    const change = open ? (Number(row.closes) >= row.until!.getTime() ? null : row.closes) : row.opens;
    statuses.set(row.id, describeOpenStatus(open, change === null ? null : new Date(Number(change)), now));
  }
  return statuses;
}

/** Whether each of these businesses is open at `now`, when its hours are known. One query. */
export async function openStatuses(db: Database, ids: readonly number[], now = new Date()): Promise<Map<number, OpenStatus>> {
  if (ids.length === 0) return new Map();
  return toOpenStatuses(await openStatusesQuery(db, ids, now), now);
}
