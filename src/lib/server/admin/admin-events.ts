/** The admin's Events tab: upcoming, past or all events in pages of 5 or more (SQL), with seats taken. */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { businesses, events } from '#db/schema.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Database } from '../db/client.ts';
import { seatsTakenSql, toEventView } from '../events/events.ts';
import { repeatsIn } from '../events/repeats-in.ts';
import { accessFactsOf } from '#lib/domain/accessibility.ts';
import { eventFormValues } from '#lib/domain/owner-event-form.ts';
import { EVENT_PAGE_SIZES, type EventsData } from '#lib/views/admin-dashboard.ts';
import { containsPattern, offsetOf, pageOf } from './paging.ts';

export type EventFilters = { q: string; when: 'upcoming' | 'past' | 'all'; page: number; pageSize: number };

/** Parses the tab's query (q, when, page, size); anything unreadable falls back to the default. */
export function eventFiltersOf(params: URLSearchParams): EventFilters {
  const when = params.get('when');
  const size = Number(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    when: when === 'past' || when === 'all' ? when : 'upcoming',
    page: pageOf(params.get('page')),
    pageSize: (EVENT_PAGE_SIZES as readonly number[]).includes(size) ? size : EVENT_PAGE_SIZES[0],
  };
}

/** The first event of a row's series, whose rule says how the series repeats. */
const seriesFirst = alias(events, 'series_first');

/** One page of events (soonest first when upcoming, latest first otherwise) with the total; a series' rule in `locale`'s words. */
export async function loadEventsTab(db: Database, filters: EventFilters, now = new Date(), locale: Locale = 'en'): Promise<EventsData> {
  const conditions: SQL[] = [];
  if (filters.q)
    conditions.push(
      sql`(${events.title} like ${containsPattern(filters.q)} escape '\\' or ${events.location} like ${containsPattern(filters.q)} escape '\\')`,
    );
  if (filters.when === 'upcoming') conditions.push(gte(events.startsAt, now));
  if (filters.when === 'past') conditions.push(lt(events.startsAt, now));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await db.batch([
    db
      .select({ event: events, businessName: businesses.name, seatsTaken: seatsTakenSql, seriesRule: seriesFirst.recurrence })
      .from(events)
      .leftJoin(businesses, eq(businesses.id, events.businessId))
      .leftJoin(seriesFirst, eq(seriesFirst.id, events.seriesId))
      .where(where)
      .orderBy(filters.when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
      .limit(filters.pageSize)
      .offset(offsetOf(filters.page, filters.pageSize)),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return {
    filters: { q: filters.q, when: filters.when },
    list: {
      total,
      page: filters.page,
      pageSize: filters.pageSize,
      rows: rows.map(({ event, businessName, seatsTaken, seriesRule }) => ({
        id: event.id,
        title: event.title,
        location: event.location,
        startsAt: event.startsAt.toISOString(),
        priceCents: event.priceCents,
        requiresBooking: event.requiresBooking,
        isActive: event.isActive,
        isPremium: event.isPremium,
        business: event.businessId && businessName ? { id: event.businessId, name: businessName } : null,
        seatsTaken,
        maxAttendees: event.maxAttendees,
        ...repeatsIn(locale, seriesRule),
        form: eventFormValues({ ...toEventView({ event, board: null }), access: accessFactsOf(event) }),
      })),
    },
  };
}
