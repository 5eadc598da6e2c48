/** The business dashboard's live data for one business, in one round trip, as the island shows it. */
import { and, asc, count, desc, eq, gt, lte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { businesses, businessListingPayments, businessVideos, events, eventRegistrations, listingPlans } from '#db/schema.ts';
import { accessFactsOf } from '#lib/domain/accessibility.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { UPGRADE_PLAN_SLUG } from '../listings/listing-payments.ts';
import { listingFeaturesQuery } from '../listings/listing-features.ts';
import type { Database } from '../db/client.ts';
import { businessQuery } from '../businesses/businesses.ts';
import { photosQuery, reviewsQuery, toPhotoView, toReviewView, toVideoView, videosQuery } from '../businesses/business-content.ts';
import { openingHoursLines, openStatus } from '../businesses/opening-hours.ts';
import { categoriesQuery, communityBoardsQuery } from '../reference/boards.ts';
import { toEventView } from '../events/events.ts';
import { repeatsIn } from '../events/repeats-in.ts';
import { paymentsConfigured } from '../payments/stripe.ts';
import { connectionQuery, NOT_CONNECTED, toConnection } from '../payouts/connected-accounts.ts';
import { toUploadView, uploadsQuery } from '../uploads/upload-center.ts';
import { inboxQueries, threadsOf, unreadCountQuery } from '../messages/messages.ts';
import { recentBookingsView, serviceQueries, servicesView } from '../bookings/services.ts';
import { recentBookingsQuery } from '../bookings/bookings.ts';
import { businessViewsOf, businessViewsQueries } from '../analytics/analytics.ts';
import { salesQueries, salesViewOf } from '../sales/business-sales.ts';
import { businessTicketTypesQuery, ticketTypesByEvent } from '../events/ticket-types.ts';
import { promoCodesQuery, toPromoCodeView } from '../events/promo-codes.ts';
import type { TicketTypeView } from '#lib/views/ticketing.ts';
import type { OwnerDashboardView, OwnerEventView } from '#lib/views/owner-dashboard.ts';
import { businessTranslationsQuery } from '../translations/content-translations.ts';

export const OWNER_LIST_LIMIT = 20;
export const OWNER_MEDIA_LIMIT = 48;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The first event of a series, which holds its rule. */
const seriesFirst = alias(events, 'series_first');

/**
 * The business's upcoming events (soonest first) or past ones (latest first), each with the
 * registrations that hold a seat (confirmed or awaiting payment; a cancelled one frees its seat),
 * counted as the event page counts seats taken, and its series' rule. Upcoming and past are read
 * apart so a series' far dates never push its next ones out of the list. A join rather than a
 * correlated subquery: in a one-table select drizzle leaves columns unqualified, and `id` inside
 * the subquery would name the registration's own id.
 */
function ownEventsQuery(db: Database, businessId: number, now: Date, when: 'upcoming' | 'past') {
  return db
    .select({ event: events, registered: count(eventRegistrations.id), seriesRule: seriesFirst.recurrence })
    .from(events)
    .leftJoin(eventRegistrations, and(eq(eventRegistrations.eventId, events.id), ne(eventRegistrations.status, 'cancelled')))
    .leftJoin(seriesFirst, eq(seriesFirst.id, events.seriesId))
    .where(
      and(
        eq(events.businessId, businessId),
        eq(events.isActive, true),
        when === 'upcoming' ? gt(events.startsAt, now) : lte(events.startsAt, now),
      ),
    )
    .groupBy(events.id)
    .orderBy(...(when === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)]))
    .limit(OWNER_LIST_LIMIT);
}

type OwnEventRow = Awaited<ReturnType<typeof ownEventsQuery>>[number];

function toOwnerEventView(
  locale: Locale,
  { event, registered, seriesRule }: OwnEventRow,
  types: ReadonlyMap<number, TicketTypeView[]>,
): OwnerEventView {
  return {
    ...toEventView({ event, board: null }),
    registered,
    access: accessFactsOf(event),
    refundDaysBefore: event.refundDaysBefore,
    opensToAllAt: event.opensToAllAt?.toISOString() ?? null,
    ticketTypes: types.get(event.id) ?? [],
    ...repeatsIn(locale, seriesRule),
  };
}

/** The dashboard of one business; the words the server writes (a series' rule) in `locale`. */
export async function loadOwnerDashboard(
  db: Database,
  businessId: number,
  now = new Date(),
  locale: Locale = 'en',
): Promise<OwnerDashboardView | null> {
  const [
    business,
    features,
    expiry,
    reviews,
    inbox,
    inboxReplies,
    unread,
    videoCount,
    upcomingEvents,
    pastEvents,
    payments,
    upgrade,
    boards,
    categories,
    photos,
    videos,
    uploads,
    services,
    slots,
    recent,
    views,
    favorites,
    connection,
    soldTickets,
    soldBookings,
    typeRows,
    codes,
    translated,
  ] = await db.batch([
    businessQuery(db, businessId, now),
    listingFeaturesQuery(db, businessId, now),
    db.select({ listingExpiresAt: businesses.listingExpiresAt }).from(businesses).where(eq(businesses.id, businessId)),
    reviewsQuery(db, businessId, OWNER_LIST_LIMIT),
    ...inboxQueries(db, businessId),
    unreadCountQuery(db, businessId),
    db
      .select({ videos: count() })
      .from(businessVideos)
      .where(and(eq(businessVideos.businessId, businessId), eq(businessVideos.isActive, true))),
    ownEventsQuery(db, businessId, now, 'upcoming'),
    ownEventsQuery(db, businessId, now, 'past'),
    db
      .select({ payment: businessListingPayments, planName: listingPlans.name })
      .from(businessListingPayments)
      .leftJoin(listingPlans, eq(listingPlans.id, businessListingPayments.listingPlanId))
      .where(eq(businessListingPayments.businessId, businessId))
      .orderBy(desc(businessListingPayments.createdAt), desc(businessListingPayments.id))
      .limit(OWNER_LIST_LIMIT),
    // What "Upgrade to Premium" buys (decisions: the Annual Premium plan), at its price.
    db
      .select({ slug: listingPlans.slug, priceCents: listingPlans.priceCents })
      .from(listingPlans)
      .where(and(eq(listingPlans.slug, UPGRADE_PLAN_SLUG), eq(listingPlans.isActive, true)))
      .limit(1),
    communityBoardsQuery(db),
    categoriesQuery(db),
    photosQuery(db, businessId, OWNER_MEDIA_LIMIT),
    videosQuery(db, businessId, OWNER_MEDIA_LIMIT),
    uploadsQuery(db, businessId),
    ...serviceQueries(db, businessId, now),
    recentBookingsQuery(db, businessId),
    ...businessViewsQueries(db, businessId, now),
    connectionQuery(db, businessId),
    ...salesQueries(db, businessId),
    businessTicketTypesQuery(db, businessId),
    promoCodesQuery(db, businessId),
    businessTranslationsQuery(db, businessId),
  ]);
  const types = ticketTypesByEvent(typeRows);
  const found = business[0];
  if (!found) return null;
  return {
    asOf: now.toISOString(),
    business: {
      ...found,
      openStatus: openStatus(found.openingHours, now)?.text ?? null,
      hoursLines: openingHoursLines(found.openingHours),
    },
    summary: {
      isPremium: found.isPremium,
      rating: found.rating,
      reviewCount: found.reviewCount,
      unread: unread[0]?.unread ?? 0,
      videoCount: videoCount[0]?.videos ?? 0,
    },
    listingFeatures: features[0] ?? { events: false, videos: false },
    upgrade: upgrade[0] ?? null,
    paymentsConfigured: paymentsConfigured(),
    connection: connection[0] ? toConnection(connection[0]) : NOT_CONNECTED,
    listingExpiresAt: found.isPremium ? iso(expiry[0]?.listingExpiresAt ?? null) : null,
    boards: boards.map(({ id, number, name }) => ({ id, number, name })),
    categories: categories.map(({ id, name }) => ({ id, name })),
    // Latest first, as before: the far upcoming dates, the next ones, then the past.
    events: [...upcomingEvents.reverse(), ...pastEvents].map((row) => toOwnerEventView(locale, row, types)),
    translations: translated,
    payments: payments.map(({ payment, planName }) => ({
      id: payment.id,
      planName: planName ?? payment.planType,
      amountCents: payment.amountCents,
      status: payment.status,
      paidAt: iso(payment.paidAt),
      expiresAt: iso(payment.expiresAt),
      createdAt: payment.createdAt.toISOString(),
    })),
    reviews: reviews.map(toReviewView),
    messages: threadsOf(inbox, inboxReplies),
    photos: photos.map(toPhotoView),
    videos: videos.map(toVideoView),
    uploads: uploads.map((row) => toUploadView(row, now)),
    services: servicesView(services, slots),
    bookings: recentBookingsView(recent),
    audience: businessViewsOf(views, favorites, now),
    sales: salesViewOf(soldTickets, soldBookings, now),
    promoCodes: codes.map(toPromoCodeView),
  };
}
