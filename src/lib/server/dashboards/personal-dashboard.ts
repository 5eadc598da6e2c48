/**
 * The personal dashboard's data (spec 02, section 2 "Personal dashboard"): the member's favorite
 * places and event registrations, the premium businesses and members-only events on offer, and
 * the Discover categories, all in one round trip (one db.batch).
 */
import { and, count, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { businessCategories, businesses, events } from '#db/schema.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { loadMemberLoyalty } from '../loyalty/member-loyalty.ts';
import { hasEnded } from '../events/registrations.ts';
import type { RegistrationStatus } from '../events/registration-status.ts';
import { businessesQuery, countBusinessesQuery } from '../businesses/businesses.ts';
import { toBusinessCard, type BusinessCardView, type BusinessView } from '#lib/views/businesses.ts';
import type { DashboardEvent, PersonalDashboardView } from '#lib/views/dashboard.ts';
import { eventsQuery, toEventView } from '../events/events.ts';
import { feePayersOf, pricedAllIn } from '../fees/all-in-prices.ts';
import { guideFeeQueries, guideFeeRatesFrom } from '../fees/guide-fees.ts';
import { centsToDecimalString } from '#lib/domain/money.ts';
import { upcomingThenPast, userRegistrationsQuery } from '../events/user-registrations.ts';
import { memberWaitlistQuery, toMemberWaitlist, type MemberWaitlistPlace } from '../events/member-waitlist.ts';
import type { EventView } from '#lib/views/events.ts';
import { listFavoritesQuery, toFavoriteView } from '../favorites/favorites.ts';
import type { FavoriteBusinessView } from '#lib/views/favorites.ts';
import type { ThreadView } from '#lib/views/messages.ts';
import { memberThreadQueries, threadsOf } from '../messages/messages.ts';
import { canonicalTrip, savedTripsQuery, toSavedTripView } from '../trips/saved-trips.ts';
import type { SavedTripView } from '#lib/views/dashboard.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { categoryNameIn } from '#lib/i18n/localized/dashboard.ts';
import { longDateTimeIn } from '#lib/i18n/localized/events.ts';
import { businessCategoryName } from '#lib/i18n/localized/businesses.ts';
import { categoryDescription, categoryName } from '#lib/i18n/localized/names.ts';
import { describePreferencesIn, durationLabel, interestLabel } from '#lib/i18n/localized/trip.ts';
import { dashboard_default_name } from '#paraglide/messages.js';

/** Premium lists on the personal dashboard show at most this many items each (spec 02, section 9). */
export const PREMIUM_LIST_LIMIT = 6;

/** The Discover tab's categories, by slug (db/seed-data/categories.ts), in the order shown. */
export const DISCOVER_CATEGORY_SLUGS = ['restaurants', 'museums', 'hotels', 'history'] as const;

export type RegisteredEvent = {
  event: EventView;
  status: RegistrationStatus;
  registeredAt: Date;
  /** The event is over: it stays in the list but can no longer be left. */
  hasEnded: boolean;
  /** A seat bought and paid for: it has a ticket and is not left from here. */
  paid: boolean;
  /** Its ticket, free or paid (decision 025), or null. */
  ticketId: number | null;
};

export type ExclusiveEvent = EventView & { isRegistered: boolean };

export type DiscoverCategory = { slug: string; name: string; description: string | null; businessCount: number };

export type PersonalDashboard = {
  /** The member's favorite places that are still listed, most recently saved first. */
  favorites: FavoriteBusinessView[];
  /** The member's live registrations for listed events: upcoming ones first (nearest first), then past ones (latest first). */
  registrations: RegisteredEvent[];
  /** The member's places on full events' waitlists (and seats held for them), soonest event first. */
  waitlist: MemberWaitlistPlace[];
  /** The best premium businesses (directory order), at most PREMIUM_LIST_LIMIT. */
  premiumBusinesses: BusinessView[];
  /** How many premium businesses are listed in all. */
  premiumBusinessCount: number;
  /** The next members-only events, at most PREMIUM_LIST_LIMIT, each with whether the member is registered. */
  exclusiveEvents: ExclusiveEvent[];
  /** How many upcoming members-only events are listed in all. */
  exclusiveEventCount: number;
  discover: DiscoverCategory[];
  /** Itineraries saved from the trip planner, newest first. */
  trips: SavedTripView[];
  /** The member's messages to businesses, newest first, with the owners' replies. */
  messages: ThreadView[];
};

/** Listed events: active, and community events or hosted by an active business (as in events.ts). */
const eventIsListed = () => and(eq(events.isActive, true), or(isNull(events.businessId), eq(businesses.isActive, true)));

/** Loads everything the personal dashboard shows for one member, in one round trip. */
export async function loadPersonalDashboard(db: Database, userId: number, now = new Date()): Promise<PersonalDashboard> {
  const [
    favoriteRows,
    registrationRows,
    waitlistRows,
    premiumBusinesses,
    premiumTotal,
    exclusiveRows,
    exclusiveTotal,
    categoryRows,
    tripRows,
    threadRows,
    replyRows,
    fees,
    running,
  ] = await db.batch([
    listFavoritesQuery(db, userId, now),
    userRegistrationsQuery(db, userId),
    memberWaitlistQuery(db, userId, now),
    businessesQuery(db, { isPremium: true, limit: PREMIUM_LIST_LIMIT }, now),
    countBusinessesQuery(db, { isPremium: true }, now),
    eventsQuery(db, { isPremium: true, from: now, limit: PREMIUM_LIST_LIMIT }),
    db
      .select({ total: count() })
      .from(events)
      .leftJoin(businesses, eq(businesses.id, events.businessId))
      .where(and(eventIsListed(), eq(events.isPremium, true), gte(events.startsAt, now))),
    db
      .select({
        slug: businessCategories.slug,
        name: businessCategories.name,
        description: businessCategories.description,
        businessCount: count(businesses.id),
      })
      .from(businessCategories)
      .leftJoin(businesses, and(eq(businesses.categoryId, businessCategories.id), eq(businesses.isActive, true)))
      .where(inArray(businessCategories.slug, [...DISCOVER_CATEGORY_SLUGS]))
      .groupBy(businessCategories.id),
    savedTripsQuery(db, userId),
    ...memberThreadQueries(db, userId),
    // The premium events' hosts' guide fees in the same round trip: members deciding to register
    // see what a ticket costs all in (issue 33).
    ...guideFeeQueries(
      db,
      db
        .select({ id: events.businessId })
        .from(events)
        .where(and(eq(events.isPremium, true), gte(events.startsAt, now))),
      now,
    ),
  ]);
  const exclusiveViews = exclusiveRows.map(toEventView);
  const exclusiveEvents = pricedAllIn(exclusiveViews, guideFeeRatesFrom(fees, running, feePayersOf(exclusiveViews)));

  const registered = registrationRows.map(({ registration, event, board, ticketId }): RegisteredEvent => {
    const view = toEventView({ event, board });
    // A held or paid seat shows what it costs the member, the guide's fee included, as fixed when it was held (issue 33).
    const seatPrice = registration.amountCents > 0 ? centsToDecimalString(registration.amountCents + registration.feeCents) : null;
    return {
      event: seatPrice ? { ...view, allInPrice: seatPrice } : view,
      // Cancelled registrations were left out by the query.
      status: registration.status === 'awaiting_payment' ? 'awaiting_payment' : 'confirmed',
      registeredAt: registration.createdAt,
      hasEnded: hasEnded(view, now),
      paid: registration.status === 'confirmed' && registration.amountCents > 0,
      ticketId: ticketId === null ? null : Number(ticketId),
    };
  });
  const registeredIds = new Set(registered.map((registration) => registration.event.id));
  const order = (slug: string) => DISCOVER_CATEGORY_SLUGS.indexOf(slug as (typeof DISCOVER_CATEGORY_SLUGS)[number]);

  return {
    favorites: favoriteRows.map(toFavoriteView),
    registrations: upcomingThenPast(registered, (item) => item.hasEnded),
    waitlist: toMemberWaitlist(waitlistRows, now),
    premiumBusinesses,
    premiumBusinessCount: premiumTotal[0]?.total ?? 0,
    exclusiveEvents: exclusiveEvents.map((event) => ({ ...event, isRegistered: registeredIds.has(event.id) })),
    exclusiveEventCount: exclusiveTotal[0]?.total ?? 0,
    discover: categoryRows.sort((a, b) => order(a.slug) - order(b.slug)),
    messages: threadsOf(threadRows, replyRows),
    trips: tripRows.map((row) => toSavedTripView(row, now)),
  };
}

/** A favorite as its card shows it (the favorites query carries no review count), its category named in `locale`. */
export function favoriteCard(favorite: FavoriteBusinessView, locale: Locale = 'en'): BusinessCardView {
  return {
    id: favorite.id,
    name: favorite.name,
    imageUrl: favorite.imageUrl,
    isPremium: favorite.isPremium,
    categoryName: categoryNameIn(locale, favorite.categoryName),
    communityBoard: { number: favorite.communityBoardNumber, name: favorite.communityBoardName },
    rating: favorite.rating,
    reviewCount: 0,
    priceRange: favorite.priceRange,
  };
}

function dashboardEvent(event: EventView): DashboardEvent {
  const { id, title, date, startTime, endTime, startsAt, location, price, isPremium, imageUrl, allInPrice } = event;
  // What a member pays, the guide's fee included, where it was worked out (issue 33).
  return {
    id,
    title,
    date,
    startTime,
    endTime,
    startsAt,
    location,
    price,
    isPremium,
    imageUrl,
    ...(allInPrice !== undefined && { allInPrice }),
  };
}

/**
 * A saved plan in `locale`: its summary said from its preferences; its name as saved, in English,
 * on English pages and said again from its preferences on others; its addresses in that language.
 */
function tripIn(locale: Locale, trip: SavedTripView): SavedTripView {
  const plan = canonicalTrip(trip.href.slice(trip.href.indexOf('?') + 1).replace(/#.*$/, ''));
  const words = plan && {
    title: writtenIn('en', locale)
      ? `${durationLabel(locale, plan.preferences.duration)} · ${plan.preferences.interests.map((id) => interestLabel(locale, id)).join(', ')}`
      : trip.title,
    summary: describePreferencesIn(locale, plan.preferences),
  };
  return { ...trip, ...words, href: localizePath(locale, trip.href), againHref: localizePath(locale, trip.againHref) };
}

/**
 * What the dashboard island shows a member: their name and tier, and the dashboard's lists as
 * small view objects, the guide's own words in them (categories, held seats' times, trips) in `locale`.
 */
export function toPersonalDashboardView(
  user: { firstName: string | null; isPremium: boolean },
  data: PersonalDashboard,
  locale: Locale = 'en',
): PersonalDashboardView {
  return {
    firstName: user.firstName?.trim() || dashboard_default_name({}, { locale }),
    isPremium: user.isPremium,
    favorites: data.favorites.map((favorite) => favoriteCard(favorite, locale)),
    registrations: data.registrations.map(({ event, status, hasEnded, paid, ticketId }) => ({
      event: dashboardEvent(event),
      status,
      hasEnded,
      paid,
      ticketId,
    })),
    waitlist: data.waitlist.map((place) =>
      place.status === 'waiting'
        ? { event: dashboardEvent(place.event), status: 'waiting' as const, position: place.position }
        : {
            event: dashboardEvent(place.event),
            status: 'offered' as const,
            heldUntil: longDateTimeIn(locale, place.offerExpiresAt),
          },
    ),
    premiumBusinesses: data.premiumBusinesses.map((business) => ({
      ...toBusinessCard(business),
      categoryName: businessCategoryName(locale, business.category),
    })),
    premiumBusinessCount: data.premiumBusinessCount,
    exclusiveEvents: data.exclusiveEvents.map((event) => ({ ...dashboardEvent(event), isRegistered: event.isRegistered })),
    exclusiveEventCount: data.exclusiveEventCount,
    discover: data.discover.map((category) => ({
      ...category,
      name: categoryName(locale, category.slug, category.name),
      description: category.description && categoryDescription(locale, category.slug, category.description),
    })),
    messages: data.messages,
    trips: data.trips.map((trip) => tripIn(locale, trip)),
  };
}

/** The loader of /user-dashboard: the member's dashboard and loyalty points, in the page's language (call after requirePageUser). */
export async function loadUserDashboardPage(Astro: Pick<AstroGlobal, 'locals'>, user: { id: number }) {
  const db = getDb();
  const [data, loyalty] = await Promise.all([loadPersonalDashboard(db, user.id), loadMemberLoyalty(db, user.id, Astro.locals.locale)]);
  return { data, loyalty };
}
