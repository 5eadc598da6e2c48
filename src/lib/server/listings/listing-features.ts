/**
 * What a business may do because of its listing plan (the plan's columns, as the plans page words
 * them): post events and sell bookings, add video tours. A feature is held while a paid, unexpired
 * plan that includes it runs (a plan bought while another runs counts at once, as its priority
 * does), or always when an admin has granted the business premium by hand. Read in SQL at the
 * moment asked, so an ended plan stops granting at its end, not when the scheduled job passes.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { businesses } from '#db/schema.ts';
import type { Database } from '../db/client.ts';

export type ListingFeature = 'events' | 'videos';

/** The listing_plans column that grants each feature. */
const COLUMN: Record<ListingFeature, SQL> = {
  events: sql.raw('l.events_included'),
  videos: sql.raw('l.video_included'),
};

/**
 * SQL truth of "the business (the query's `businesses` row) holds the feature now". Its columns are
 * written qualified: drizzle leaves them bare in a one-table select, where `id` inside the
 * subquery would name the payment's own.
 */
export function businessHasFeature(feature: ListingFeature, now: Date): SQL<boolean> {
  return sql<boolean>`("businesses"."is_premium" = 1 or exists (
    select 1 from business_listing_payments p join listing_plans l on l.id = p.listing_plan_id
    where p.business_id = "businesses"."id" and p.status = 'paid' and p.expires_at > ${now.getTime()} and ${COLUMN[feature]} = 1))`;
}

/** The features a business holds now, as a query to batch with others. */
export function listingFeaturesQuery(db: Database, businessId: number, now = new Date()) {
  return db
    .select({ events: businessHasFeature('events', now).mapWith(Boolean), videos: businessHasFeature('videos', now).mapWith(Boolean) })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
}
