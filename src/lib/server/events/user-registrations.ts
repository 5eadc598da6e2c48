/** A member's event registrations, as the personal dashboard and GET /api/user/events list them. */
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { businesses, communityBoards, eventRegistrations, events } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import type { EventView } from '#lib/views/events.ts';
import { toEventView } from './events.ts';
import { hasEnded } from './registrations.ts';
import type { RegistrationStatus } from './registration-status.ts';

export type UserRegistration = {
  /** The registration's id. */
  id: number;
  eventId: number;
  status: RegistrationStatus;
  /** Price owed or paid, in cents (0 for free events). */
  amountCents: number;
  /** The guide's fee owed or paid on top, in cents (issue 33). */
  feeCents: number;
  registeredAt: string;
  event: Pick<
    EventView,
    'id' | 'title' | 'date' | 'startTime' | 'endTime' | 'startsAt' | 'endsAt' | 'location' | 'price' | 'isPremium' | 'imageUrl'
  > & { hasEnded: boolean };
};

/**
 * The query for a member's live registrations (not cancelled) of listed events (active, and
 * community events or hosted by an active business), soonest first, with each event's board:
 * await it or batch it (the personal dashboard does).
 */
export function userRegistrationsQuery(db: Database, userId: number) {
  return db
    .select({
      registration: eventRegistrations,
      event: events,
      board: { id: communityBoards.id, number: communityBoards.number, name: communityBoards.name },
      // Its ticket while it admits (decision 025: every confirmed registration has one).
      ticketId: sql<
        number | null
      >`(select t.id from tickets t where t.registration_id = ${eventRegistrations.id} and t.status in ('active', 'used'))`,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .leftJoin(businesses, eq(businesses.id, events.businessId))
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        ne(eventRegistrations.status, 'cancelled'),
        eq(events.isActive, true),
        or(isNull(events.businessId), eq(businesses.isActive, true)),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** Upcoming items first (soonest first, as given), then the ended ones, latest first. */
export function upcomingThenPast<T>(items: readonly T[], ended: (item: T) => boolean): T[] {
  return [...items.filter((item) => !ended(item)), ...items.filter(ended).reverse()];
}

/** The member's live registrations for listed events: upcoming first (soonest first), then past ones (latest first). One query. */
export async function listUserRegistrations(db: Database, userId: number, now = new Date()): Promise<UserRegistration[]> {
  const rows = await userRegistrationsQuery(db, userId);
  const list = rows.map(({ registration, event, board }): UserRegistration => {
    const view = toEventView({ event, board });
    return {
      id: registration.id,
      eventId: event.id,
      status: registration.status as RegistrationStatus,
      amountCents: registration.amountCents,
      feeCents: registration.feeCents,
      registeredAt: registration.createdAt.toISOString(),
      event: {
        id: view.id,
        title: view.title,
        date: view.date,
        startTime: view.startTime,
        endTime: view.endTime,
        startsAt: view.startsAt,
        endsAt: view.endsAt,
        location: view.location,
        price: view.price,
        isPremium: view.isPremium,
        imageUrl: view.imageUrl,
        hasEnded: hasEnded(view, now),
      },
    };
  });
  return upcomingThenPast(list, (item) => item.event.hasEnded);
}

/** Which of these events the member holds a live (not cancelled) registration for. One query; none for a visitor. */
export async function heldEventIds(db: Database, userId: number | null, eventIds: readonly number[]): Promise<Set<number>> {
  if (userId === null || eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        ne(eventRegistrations.status, 'cancelled'),
        inArray(eventRegistrations.eventId, [...eventIds]),
      ),
    );
  return new Set(rows.map((row) => row.eventId));
}
