/**
 * What each Export Data download holds: its columns and how a page of its rows is read (by id,
 * ascending). Users carry no password hash, token or payment-provider id. Money in dollars with
 * two decimals, instants in ISO 8601 (UTC).
 */
import { asc, eq, gt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { businessCategories, businesses, communityBoards, donations, eventRegistrations, events, users } from '#db/schema.ts';
import type { Capability } from '#lib/server/auth/permission-table.ts';
import type { Database } from '#lib/server/db/client.ts';
import type { Cell } from './csv-stream.ts';

type Export = {
  capability: Capability;
  header: string[];
  read: (db: Database, afterId: number, limit: number) => Promise<{ id: number; cells: Cell[] }[]>;
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');
const dollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));

export const EXPORT_TABLES: Record<string, Export> = {
  businesses: {
    capability: 'businesses:manage_all',
    header: [
      'id',
      'name',
      'category',
      'community board',
      'address',
      'phone',
      'email',
      'website',
      'price range',
      'rating',
      'opening hours',
      'premium',
      'listing expires',
      'active',
      'owner id',
      'created',
    ],
    read: async (db, afterId, limit) =>
      (
        await db
          .select({ business: businesses, category: businessCategories.name, board: communityBoards.number })
          .from(businesses)
          .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
          .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
          .where(gt(businesses.id, afterId))
          .orderBy(asc(businesses.id))
          .limit(limit)
      ).map(({ business: b, category, board }) => ({
        id: b.id,
        cells: [
          b.id,
          b.name,
          category,
          board,
          b.address,
          b.phone,
          b.email,
          b.website,
          b.priceRange,
          b.rating?.toFixed(2),
          b.openingHours,
          b.isPremium,
          iso(b.listingExpiresAt),
          b.isActive,
          b.ownerId,
          iso(b.createdAt),
        ],
      })),
  },
  events: {
    capability: 'businesses:manage_all',
    header: [
      'id',
      'title',
      'starts',
      'ends',
      'location',
      'price',
      'capacity',
      'seats taken',
      'booking required',
      'members only',
      'active',
      'business id',
      'community board id',
      'created',
    ],
    read: async (db, afterId, limit) =>
      (
        await db
          .select({
            event: events,
            taken: sql<number>`(select coalesce(sum(${eventRegistrations.seats}), 0) from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id} and ${eventRegistrations.status} != 'cancelled')`,
          })
          .from(events)
          .where(gt(events.id, afterId))
          .orderBy(asc(events.id))
          .limit(limit)
      ).map(({ event: e, taken }) => ({
        id: e.id,
        cells: [
          e.id,
          e.title,
          iso(e.startsAt),
          iso(e.endsAt),
          e.location,
          dollars(e.priceCents ?? 0),
          e.maxAttendees,
          taken,
          e.requiresBooking,
          e.isPremium,
          e.isActive,
          e.businessId,
          e.communityBoardId,
          iso(e.createdAt),
        ],
      })),
  },
  registrations: {
    capability: 'businesses:manage_all',
    header: ['id', 'event id', 'event', 'first name', 'last name', 'email', 'phone', 'status', 'amount', 'registered'],
    read: async (db, afterId, limit) =>
      (
        await db
          .select({ registration: eventRegistrations, title: events.title })
          .from(eventRegistrations)
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(gt(eventRegistrations.id, afterId))
          .orderBy(asc(eventRegistrations.id))
          .limit(limit)
      ).map(({ registration: r, title }) => ({
        id: r.id,
        cells: [r.id, r.eventId, title, r.firstName, r.lastName, r.email, r.phone, r.status, dollars(r.amountCents), iso(r.createdAt)],
      })),
  },
  users: {
    capability: 'users:manage_all',
    header: [
      'id',
      'email',
      'first name',
      'last name',
      'role',
      'premium',
      'premium until',
      'business id',
      'subscription status',
      'suspended',
      'email verified',
      'created',
    ],
    read: async (db, afterId, limit) =>
      (
        await db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            role: users.role,
            isPremium: users.isPremium,
            premiumUntil: users.premiumUntil,
            businessId: users.businessId,
            subscriptionStatus: users.subscriptionStatus,
            suspendedAt: users.suspendedAt,
            emailVerifiedAt: users.emailVerifiedAt,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(gt(users.id, afterId))
          .orderBy(asc(users.id))
          .limit(limit)
      ).map((u) => ({
        id: u.id,
        cells: [
          u.id,
          u.email,
          u.firstName,
          u.lastName,
          u.role,
          u.isPremium,
          iso(u.premiumUntil),
          u.businessId,
          u.subscriptionStatus,
          iso(u.suspendedAt),
          iso(u.emailVerifiedAt),
          iso(u.createdAt),
        ],
      })),
  },
  donations: {
    capability: 'payments:manage_all',
    header: ['id', 'amount', 'currency', 'donor name', 'donor email', 'anonymous', 'monthly', 'message', 'status', 'paid', 'created'],
    read: async (db, afterId, limit) =>
      (await db.select().from(donations).where(gt(donations.id, afterId)).orderBy(asc(donations.id)).limit(limit)).map((d) => ({
        id: d.id,
        cells: [
          d.id,
          dollars(d.amountCents),
          d.currency,
          d.isAnonymous ? '' : d.donorName,
          d.donorEmail,
          d.isAnonymous,
          d.isRecurring,
          d.message,
          d.status,
          iso(d.paidAt),
          iso(d.createdAt),
        ],
      })),
  },
  payments: {
    capability: 'payments:manage_all',
    header: ['row', 'kind', 'id', 'description', 'payer', 'amount', 'status', 'date'],
    // Every kind of payment in one file: the union gets a running row number to page by.
    read: async (db, afterId, limit) =>
      (
        await db.all<{
          row: number;
          kind: string;
          id: number;
          description: string;
          payer: string | null;
          amount_cents: number;
          status: string;
          at: number;
        }>(sql`
          select row_number() over (order by at, kind, id) as row, * from (
            select 'listing' as kind, p.id, 'Listing plan: ' || b.name as description, u.email as payer, p.amount_cents, p.status, p.created_at as at from business_listing_payments p join businesses b on b.id = p.business_id left join users u on u.id = p.user_id
            union all select 'ticket', t.id, 'Ticket: ' || e.title, u.email, t.total_amount_cents, t.status, t.created_at from tickets t join events e on e.id = t.event_id left join users u on u.id = t.user_id
            union all select 'upload', up.id, 'Upload: ' || up.title, u.email, up.price_cents, up.status, up.created_at from business_uploads up left join users u on u.id = up.owner_id
            union all select 'booking', bk.id, 'Booking', u.email, bk.amount_cents, bk.status, bk.created_at from bookings bk left join users u on u.id = bk.user_id
            union all select 'donation', d.id, 'Donation', case when d.is_anonymous then 'Anonymous' else d.donor_email end, d.amount_cents, d.status, d.created_at from donations d
          ) limit ${limit} offset ${afterId}`)
      ).map((row) => ({
        id: Number(row.row),
        cells: [
          Number(row.row),
          row.kind,
          Number(row.id),
          row.description,
          row.payer,
          dollars(Number(row.amount_cents)),
          row.status,
          new Date(Number(row.at)).toISOString(),
        ],
      })),
  },
};

export const EXPORT_NAMES = Object.keys(EXPORT_TABLES);
