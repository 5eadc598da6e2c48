/**
 * What the trip planner chooses from, chosen in SQL so a plan costs the same however many places
 * the guide lists: each category's best-ranked places within the budget (directory order, from
 * the category index), their opening times over the coming week, and the first events of the
 * plan's days. One round trip.
 */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { aliasedTable, and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { businessCategories, businessOpenIntervals, businesses, communityBoards, events } from '#db/schema.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';
import type { BudgetId, TripBusiness, TripCandidates, TripEvent } from '#lib/domain/trip-planner.ts';
import { isExcludedCategory, withinBudget } from '#lib/domain/trip-planner/matching.ts';
import { openingsForPlan } from '#lib/domain/trip-planner/opening.ts';
import { openIntervals } from '../businesses/opening-hours.ts';
import { PRICE_RANGES } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { allInPrice, NO_GUIDE_FEE } from '#lib/domain/guide-fee.ts';
import { guideFeeQueries, guideFeeRatesFrom } from '../fees/guide-fees.ts';

/** Places per category the planner chooses from: a plan has at most a couple of dozen stops. */
export const CANDIDATES_PER_CATEGORY = 12;
/** Events per day of the plan the planner chooses from (it shows up to three), the soonest. */
export const CANDIDATE_EVENTS_PER_DAY = 40;

/**
 * The query for each category's best-ranked active places whose price tier is allowed (or
 * unknown): per category, a LIMIT on the category's directory index (await it or batch it).
 */
function bestOfCategory(tiers: readonly string[]) {
  const allowed = sql.join(
    tiers.map((tier) => sql`${tier}`),
    sql`, `,
  );
  return sql`${businesses.id} in (
    select x.id from businesses x
    where x.category_id = ${businessCategories.id} and x.is_active = 1 and (x.price_range is null or x.price_range in (${allowed}))
    order by x.listing_priority desc, x.rating desc, x.name, x.id
    limit ${CANDIDATES_PER_CATEGORY})`;
}

function tripBusinessesQuery(db: Database, tiers: readonly string[]) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      description: businesses.description,
      address: businesses.address,
      priceRange: businesses.priceRange,
      rating: businesses.rating,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
      category: { name: businessCategories.name, slug: businessCategories.slug },
      communityBoard: { number: communityBoards.number, name: communityBoards.name },
      // Hours that were given and could be read (decision 015 marks unreadable ones with the epoch).
      hoursListed: sql<number>`(${businesses.openingHours} is not null and ${businesses.openIntervalsUntil} > 0)`,
      openingHours: businesses.openingHours,
      openIntervalsUntil: businesses.openIntervalsUntil,
    })
    .from(businessCategories)
    .innerJoin(businesses, bestOfCategory(tiers))
    .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
    .orderBy(asc(businesses.id));
}

/** The query for the candidates' opening intervals overlapping [from, to). */
function tripOpeningsQuery(db: Database, tiers: readonly string[], from: Date, to: Date) {
  const candidates = db.select({ id: businesses.id }).from(businessCategories).innerJoin(businesses, bestOfCategory(tiers));
  return db
    .select({
      businessId: businessOpenIntervals.businessId,
      opensAt: businessOpenIntervals.opensAt,
      closesAt: businessOpenIntervals.closesAt,
    })
    .from(businessOpenIntervals)
    .where(
      and(
        inArray(businessOpenIntervals.businessId, candidates),
        lt(businessOpenIntervals.opensAt, to),
        gt(businessOpenIntervals.closesAt, from),
      ),
    );
}

const hosts = aliasedTable(businesses, 'host');

/**
 * The query for listed events starting inside [from, to): active, and either community events or
 * hosted by an active business, with the host's category for interest matching.
 */
function tripEventsQuery(db: Database, from: Date, to: Date, limit: number) {
  return db
    .select({
      event: events,
      board: { number: communityBoards.number, name: communityBoards.name },
      category: { name: businessCategories.name, slug: businessCategories.slug },
    })
    .from(events)
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .leftJoin(hosts, eq(hosts.id, events.businessId))
    .leftJoin(businessCategories, eq(businessCategories.id, hosts.categoryId))
    .where(
      and(
        eq(events.isActive, true),
        or(isNull(events.businessId), eq(hosts.isActive, true)),
        gte(events.startsAt, from),
        lt(events.startsAt, to),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/**
 * Candidates for a plan of `days` days from `startDate` (New York) within a budget: each category's
 * best places (categories the planner never visits left out), and the events on those days that
 * have not started yet.
 */
export async function loadTripCandidates(
  db: Database,
  window: { startDate: string; days: number; budget: BudgetId },
  now = new Date(),
): Promise<TripCandidates> {
  pageShows(cacheKey.businesses, cacheKey.events);
  const dayStart = newYorkTimeToInstant(window.startDate);
  const from = dayStart.getTime() > now.getTime() ? dayStart : now;
  const to = newYorkTimeToInstant(addDays(window.startDate, window.days));
  const tiers = PRICE_RANGES.filter((tier) => withinBudget(tier, window.budget));
  // Opening times of the coming week: each plan date reads its own day or the same weekday.
  const today = toNewYorkParts(now).date;
  const weekStart = newYorkTimeToInstant(today);
  const weekEnd = newYorkTimeToInstant(addDays(today, 7));
  // The hosts' guide fees come in the same round trip: an event's price is what a buyer pays, all in (issue 33).
  const hostsInWindow = db
    .select({ id: events.businessId })
    .from(events)
    .where(and(gte(events.startsAt, from), lt(events.startsAt, to)));
  const [businessRows, openingRows, eventRows, fees, running] = await db.batch([
    tripBusinessesQuery(db, tiers),
    tripOpeningsQuery(db, tiers, weekStart, weekEnd),
    tripEventsQuery(db, from, to, CANDIDATE_EVENTS_PER_DAY * window.days),
    ...guideFeeQueries(db, hostsInWindow, now),
  ]);
  const rates = guideFeeRatesFrom(
    fees,
    running,
    eventRows.flatMap(({ event }) => (event.businessId === null ? [] : [event.businessId])),
  );
  const buyerPrice = (event: { priceCents: number | null; businessId: number | null }) =>
    event.priceCents
      ? allInPrice(event.priceCents, 1, (event.businessId !== null && rates.get(event.businessId)) || NO_GUIDE_FEE).totalCents
      : event.priceCents;
  const planDates = Array.from({ length: window.days }, (_, index) => addDays(window.startDate, index));
  const intervalsOf = Map.groupBy(openingRows, (row) => row.businessId);
  // The stored week answers a plan within it; a plan further ahead (or in the past), or a place
  // whose stored times have lapsed, is read from its hours with the library, holidays included.
  const withinWeek = window.startDate >= today && addDays(window.startDate, window.days) <= addDays(today, 7);
  const planStart = newYorkTimeToInstant(window.startDate);
  const planEnd = newYorkTimeToInstant(addDays(window.startDate, window.days));
  const intervalsFor = (business: (typeof businessRows)[number]) =>
    withinWeek && (business.openIntervalsUntil?.getTime() ?? 0) >= weekEnd.getTime()
      ? (intervalsOf.get(business.id) ?? [])
      : (openIntervals(business.openingHours!, planStart, planEnd) ?? []);
  const tripBusinesses: TripBusiness[] = businessRows
    .filter((row) => !isExcludedCategory(row.category))
    .map((row) => {
      const { hoursListed, openingHours, openIntervalsUntil, ...business } = row;
      (void openingHours, void openIntervalsUntil);
      return { ...business, openings: hoursListed ? openingsForPlan(intervalsFor(row), planDates) : null };
    });
  const tripEvents: TripEvent[] = eventRows.map(({ event, board, category }) => ({
    id: event.id,
    title: event.title,
    description: event.description,
    date: toNewYorkParts(event.startsAt).date,
    startTime: toNewYorkParts(event.startsAt).time,
    endTime: event.endsAt ? toNewYorkParts(event.endsAt).time : null,
    location: event.location,
    priceCents: buyerPrice(event),
    isPremium: event.isPremium,
    maxCapacity: event.maxAttendees,
    latitude: event.latitude,
    longitude: event.longitude,
    communityBoard: board,
    category,
  }));
  return { businesses: tripBusinesses, events: tripEvents };
}
