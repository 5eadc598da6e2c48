/**
 * Repeating events: each occurrence is an event row of its own (its page, registrations and
 * capacity), sharing its series' id; the series' first event holds the rule. Occurrences are
 * added SERIES_HORIZON_DAYS ahead, when a series is made and by the scheduled job as days pass.
 */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { and, asc, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { events } from '#db/schema.ts';
import { occurrenceDates, parseRecurrence, seriesHorizon } from '#lib/domain/recurrence.ts';
import { describeRecurrenceIn } from '#lib/i18n/localized/recurrence.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';
import type { Database } from '../db/client.ts';

/** Series a scheduled run extends at most (the rest wait for the next run). */
const SERIES_PER_RUN = 200;
/** The longest gap between occurrences of an allowed rule (monthly), in days. */
const REEXTEND_GAP_DAYS = 35;

type EventRow = typeof events.$inferSelect;

/** The copy of a series' first event on another date: same wall-clock times, own capacity and registrations. */
function occurrenceOf(first: EventRow, date: string): typeof events.$inferInsert {
  const start = toNewYorkParts(first.startsAt);
  const startsAt = newYorkTimeToInstant(date, start.time);
  const endsAt = first.endsAt ? new Date(startsAt.getTime() + (first.endsAt.getTime() - first.startsAt.getTime())) : null;
  const { id, createdAt, updatedAt, recurrence, seriesListedUntil, ...copy } = first;
  (void id, void createdAt, void updatedAt, void recurrence, void seriesListedUntil);
  // A date cancelled on its own (the first included) does not cancel the dates after it.
  // Early access keeps its lead: each date opens to everyone as long before it as the first did.
  const opensToAllAt = first.opensToAllAt ? new Date(startsAt.getTime() - (first.startsAt.getTime() - first.opensToAllAt.getTime())) : null;
  return { ...copy, isActive: true, startsAt, endsAt, opensToAllAt, seriesId: first.id };
}

/**
 * Lists a series' dates after those already listed (from the past month for a new series) up to
 * the horizon, and records how far it got: a date moved or cancelled is never made again, and
 * overlapping runs add each date once (the series and start are unique). The first event is named
 * its series' in the same write, so one just made with a rule is whole once listed. Answers how
 * many were added.
 */
export async function extendSeries(db: Database, first: EventRow, now = new Date()): Promise<number> {
  const rule = parseRecurrence(first.recurrence);
  if (!rule) return 0;
  const today = toNewYorkParts(now).date;
  const firstDate = toNewYorkParts(first.startsAt).date;
  const horizon = seriesHorizon(today);
  const from = [addDays(firstDate, 1), addDays(today, -30), first.seriesListedUntil ? addDays(first.seriesListedUntil, 1) : '']
    .sort()
    .at(-1)!;
  const wanted = from <= horizon ? occurrenceDates(rule, firstDate, from, horizon) : [];
  const added =
    wanted.length === 0
      ? []
      : await db
          .insert(events)
          .values(wanted.map((date) => occurrenceOf(first, date)))
          .onConflictDoNothing()
          .returning({ id: events.id });
  await db.update(events).set({ seriesListedUntil: horizon, seriesId: first.id }).where(eq(events.id, first.id));
  return added.length;
}

/** Extends the series not listed to within a month of the horizon (200 a run); answers how many occurrences were added. */
export async function extendDueSeries(db: Database, now = new Date()): Promise<number> {
  // Due when listed to less than the horizon minus the longest gap of an allowed rule (monthly),
  // so a series is looked at about once a month, ended rules included, and none waits on others.
  const dueBefore = addDays(seriesHorizon(toNewYorkParts(now).date), -REEXTEND_GAP_DAYS);
  const due = await db
    .select()
    .from(events)
    .where(and(isNotNull(events.recurrence), or(isNull(events.seriesListedUntil), lt(events.seriesListedUntil, dueBefore))))
    .orderBy(asc(events.seriesListedUntil), asc(events.id))
    .limit(SERIES_PER_RUN);
  let added = 0;
  for (const first of due) added += await extendSeries(db, first, now);
  return added;
}

/** A series as an event page shows it: the rule in words (`ruleInEnglish` when they are the English original) and the next listed dates. */
export type SeriesView = { rule: string; ruleInEnglish: boolean; next: { id: number; startsAt: Date }[] };

/** The series of an event: its rule in `locale`'s words and its next occurrences from `from` (one round trip), or null when it has none. */
export async function getSeries(db: Database, seriesId: number, from: Date, limit = 6, locale: Locale = 'en'): Promise<SeriesView | null> {
  pageShows(cacheKey.event(seriesId));
  const [firstRows, next] = await db.batch([
    db.select({ recurrence: events.recurrence }).from(events).where(eq(events.id, seriesId)).limit(1),
    seriesOccurrencesQuery(db, seriesId, from, limit),
  ]);
  const words = describeRecurrenceIn(locale, firstRows[0]?.recurrence);
  // The next dates are events of their own: a change to one names it.
  pageShows(...next.map((occurrence) => cacheKey.event(occurrence.id)));
  return words ? { rule: words.text, ruleInEnglish: words.english, next: next.map(({ id, startsAt }) => ({ id, startsAt })) } : null;
}

/** The query for a series' listed occurrences from `from`, soonest first (await it or batch it). */
export function seriesOccurrencesQuery(db: Database, seriesId: number, from: Date, limit: number) {
  return db
    .select({ id: events.id, startsAt: events.startsAt, maxAttendees: events.maxAttendees })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), eq(events.isActive, true), gte(events.startsAt, from)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}
