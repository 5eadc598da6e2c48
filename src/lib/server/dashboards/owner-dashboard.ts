/** The business dashboard's live data for one business (one round trip). */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { businessListingPayments, businessVideos, events, eventRegistrations, listingPlans, messages, users } from '../../../../db/schema.ts';
import { UPGRADE_PLAN_SLUG } from '../listings/listing-payments.ts';
import type { Database } from '../db/client.ts';
import { businessQuery } from '../businesses/businesses.ts';
import { reviewsQuery, toReviewView } from '../businesses/business-content.ts';
import { toEventView } from '../events/events.ts';

export const OWNER_LIST_LIMIT = 20;

export async function loadOwnerDashboard(db: Database, businessId: number, now = new Date()) {
  const [business, reviews, inbox, videoCount, ownEvents, payments, upgrade] = await db.batch([
    businessQuery(db, businessId, now),
    reviewsQuery(db, businessId, OWNER_LIST_LIMIT),
    db
      .select({ message: messages, firstName: users.firstName, lastName: users.lastName })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.businessId, businessId))
      .orderBy(desc(messages.createdAt))
      .limit(OWNER_LIST_LIMIT),
    db.select({ videos: count() }).from(businessVideos).where(and(eq(businessVideos.businessId, businessId), eq(businessVideos.isActive, true))),
    // Each event with the registrations that hold a seat (confirmed or awaiting payment; a
    // cancelled one frees its seat), counted as the event page counts seats taken. A join rather
    // than a correlated subquery: in a one-table select drizzle leaves columns unqualified, and
    // `id` inside the subquery would name the registration's own id.
    db
      .select({ event: events, registered: count(eventRegistrations.id) })
      .from(events)
      .leftJoin(eventRegistrations, and(eq(eventRegistrations.eventId, events.id), ne(eventRegistrations.status, 'cancelled')))
      .where(and(eq(events.businessId, businessId), eq(events.isActive, true)))
      .groupBy(events.id)
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(OWNER_LIST_LIMIT),
    db.select().from(businessListingPayments).where(eq(businessListingPayments.businessId, businessId)).orderBy(desc(businessListingPayments.createdAt)).limit(OWNER_LIST_LIMIT),
    // What "Upgrade to Premium" buys (decisions: the Annual Premium plan), at its price.
    db.select({ slug: listingPlans.slug, priceCents: listingPlans.priceCents }).from(listingPlans).where(and(eq(listingPlans.slug, UPGRADE_PLAN_SLUG), eq(listingPlans.isActive, true))).limit(1),
  ]);
  if (!business[0]) return null;
  return {
    business: business[0],
    reviews: reviews.map(toReviewView),
    messages: inbox,
    unread: inbox.filter((row) => !row.message.isRead).length,
    videos: videoCount[0]?.videos ?? 0,
    events: ownEvents.map((row) => ({ ...toEventView({ event: row.event, board: null }), registered: row.registered })),
    payments,
    upgradePlan: upgrade[0] ?? null,
  };
}
export type OwnerDashboard = NonNullable<Awaited<ReturnType<typeof loadOwnerDashboard>>>;
