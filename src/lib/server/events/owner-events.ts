/**
 * Events a business posts from its dashboard (spec 02; decisions: premium businesses only).
 * Creating needs a listing plan that includes events; editing and cancelling apply to the business's own upcoming
 * events. A capacity is never set below the seats already taken, in the same statement that
 * writes it. Cancelling retires the event, releases every seat, refunds paid tickets through
 * Stripe (the charge.refunded webhook then marks them) and emails every registrant.
 */
import { eventChanged } from '../http/records-changed.ts';
import { notifyFavoritersOfEvent } from '../notifications/favorite-events.ts';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { businesses, eventRegistrations, eventWaitlist, events, tickets } from '#db/schema.ts';
import { accessFactsOf, type AccessFacts } from '#lib/domain/accessibility.ts';
import { repeatRecurrence } from '#lib/domain/recurrence.ts';
import { newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';
import type { OwnerEventInput, RepeatInput } from '#lib/schemas/owner-events.ts';
import { belowRegistered, OWNER_EVENT_MESSAGES as M, OWNER_EVENT_TITLES as T } from '#lib/schemas/owner-events-messages.ts';
import type { EventView } from '#lib/views/events.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { cancelTicketsOfCancelled } from './registration-tickets.ts';
import { businessHasFeature } from '../listings/listing-features.ts';
import { getEvent, toEventView } from './events.ts';
import { eventCancelledMail } from './owner-event-mail.ts';
import { recipientLanguagesIn } from '../mail/recipient-language.ts';
import { offerFreedSeatsSafely } from './waitlist-seats.ts';
import { extendSeries } from './series.ts';
import { requireChargesEnabled } from '../payouts/connected-accounts.ts';
import { refundCharge } from '../payments/refund-charge.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** Start and end instants of the form's New York date and times; an end before the start is the next morning. */
function instantsOf(input: Pick<OwnerEventInput, 'date' | 'startTime' | 'endTime'>): { startsAt: Date; endsAt: Date | null } {
  const startsAt = newYorkTimeToInstant(input.date, input.startTime ?? '00:00');
  if (!input.endTime) return { startsAt, endsAt: null };
  let endsAt = newYorkTimeToInstant(input.date, input.endTime);
  if (endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + 86_400_000);
  return { startsAt, endsAt };
}

/** The event's row values from the form (location defaults to the business's address, the pin to its pin). */
function valuesOf(input: OwnerEventInput, business: { address: string; latitude: number | null; longitude: number | null }) {
  return {
    title: input.title,
    description: input.description,
    ...instantsOf(input),
    location: input.location ?? business.address,
    latitude: business.latitude,
    longitude: business.longitude,
    priceCents: input.price,
    ...(input.refundDaysBefore !== undefined ? { refundDaysBefore: input.refundDaysBefore } : {}),
    // Early event access: registration opens to everyone at the start of that New York day.
    ...(input.opensToAll !== undefined ? { opensToAllAt: input.opensToAll ? newYorkTimeToInstant(input.opensToAll, '00:00') : null } : {}),
    imageUrl: input.imageUrl,
    requiresBooking: input.requiresBooking,
    isPremium: input.isPremium,
    maxAttendees: input.maxCapacity,
    // The event's own facts; where not stated (null) its venue's apply.
    ...accessFactsOf(input),
  };
}

/** Refuses a date before today in New York, and an opening to everyone after the event's date. */
function refusePast(input: Pick<OwnerEventInput, 'date' | 'opensToAll'>, now: Date): void {
  const today = toNewYorkParts(now).date;
  if (input.date < today) throw fieldError({ date: M.pastDate });
  if (input.opensToAll && input.opensToAll > input.date) throw fieldError({ opensToAll: said(m.organiser_msg_opens_to_all) });
}

/**
 * Creates an event for a business whose listing plan includes events (listing-features.ts); 403
 * for one without, 404 for none. A repeating one is
 * the first of its series, whose dates are listed at once (decision 020).
 */
export async function createOwnerEvent(
  db: Database,
  input: OwnerEventInput & RepeatInput & { businessId: number },
  createdById: number,
  now = new Date(),
): Promise<EventView> {
  refusePast(input, now);
  const [business] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      address: businesses.address,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
      boardId: businesses.communityBoardId,
      events: businessHasFeature('events', now).mapWith(Boolean),
    })
    .from(businesses)
    .where(and(eq(businesses.id, input.businessId), eq(businesses.isActive, true)));
  if (!business) throw new HttpError(404, M.businessNotFound);
  if (!business.events) throw new HttpError(403, M.premiumOnly, { title: T.premiumFeature });
  // Ticket money goes to the business's own Stripe account (issue 33): none that takes charges, no paid event.
  if ((input.price ?? 0) > 0) await requireChargesEnabled(db, business.id);
  const [row] = await db
    .insert(events)
    .values({
      ...valuesOf(input, business),
      businessId: business.id,
      communityBoardId: business.boardId,
      createdById,
      recurrence: repeatRecurrence(input.repeats, input.date, input.repeatsUntil),
    })
    .returning();
  if (row.recurrence) await extendSeries(db, row, now);
  await eventChanged(db, row.id);
  await notifyFavoriters(db, { businessId: business.id, businessName: business.name, event: row, authorId: createdById }, now);
  return (await getEvent(db, row.id))!;
}

/** Tells the business's favoriters of its new event (issue 17); the event stands even if that fails. */
async function notifyFavoriters(db: Database, input: Parameters<typeof notifyFavoritersOfEvent>[1], now: Date): Promise<void> {
  try {
    await notifyFavoritersOfEvent(db, input, now);
  } catch (error) {
    console.error(`Event ${input.event.id}: favoriters not notified:`, error);
  }
}

/** Seats held at an event: confirmed, awaiting payment, or offered to the first in line (decision 019). */
const seatsTaken = (eventId: number) =>
  sql<number>`((select coalesce(sum(${eventRegistrations.seats}), 0) from ${eventRegistrations} where ${eventRegistrations.eventId} = ${eventId} and ${eventRegistrations.status} != 'cancelled')
    + (select count(*) from event_waitlist w where w.event_id = ${eventId} and w.status = 'offered'))`;

/** The business's own active event (any event for `null`: an admin's), or 404; 409 once it has started. */
async function ownUpcomingEvent(db: Database, businessId: number | null, eventId: number, now: Date) {
  const [event] = await db
    .select()
    .from(events)
    .where(businessId === null ? eq(events.id, eventId) : and(eq(events.id, eventId), eq(events.businessId, businessId)));
  if (!event) throw new HttpError(404, M.notFound);
  if (!event.isActive) throw new HttpError(409, M.alreadyCancelled, { title: T.cancelled });
  if (event.startsAt <= now) throw new HttpError(409, M.ended, { title: T.ended });
  return event;
}

/** An event with ticket types is priced from its lowest type (ticket-types.ts), whatever its form says; free is null. */
const priceFromTypesOr = (eventId: number, price: number | null) =>
  sql<number | null>`case when exists (select 1 from ticket_types tt where tt.event_id = ${eventId})
    then (select nullif(min(tt.price_cents), 0) from ticket_types tt where tt.event_id = ${eventId}) else ${price} end`;

/** Changes an upcoming event of the business; the capacity may not drop below the seats taken (checked in the write). */
export async function updateOwnerEvent(
  db: Database,
  input: OwnerEventInput & { businessId: number | null; eventId: number },
  now = new Date(),
): Promise<EventView> {
  refusePast(input, now);
  await eventChanged(db, input.eventId);
  const current = await ownUpcomingEvent(db, input.businessId, input.eventId, now);
  const hostId = current.businessId;
  // A free event put on sale needs its business's Stripe account to take charges (issue 33).
  if (hostId && (input.price ?? 0) > 0 && !current.priceCents) await requireChargesEnabled(db, hostId);
  // An event without a host business keeps its own place as the default location and pin.
  const [business] = hostId
    ? await db
        .select({ address: businesses.address, latitude: businesses.latitude, longitude: businesses.longitude })
        .from(businesses)
        .where(eq(businesses.id, hostId))
    : [{ address: current.location ?? '', latitude: current.latitude, longitude: current.longitude }];
  const updated = await db
    .update(events)
    .set({ ...valuesOf(input, business), priceCents: priceFromTypesOr(input.eventId, input.price), updatedAt: now })
    .where(
      and(
        eq(events.id, input.eventId),
        eq(events.isActive, true),
        gt(events.startsAt, now),
        sql`${input.maxCapacity} >= ${seatsTaken(input.eventId)}`,
      ),
    )
    .returning({ id: events.id });
  if (updated.length === 0) {
    const [{ taken }] = await db
      .select({ taken: seatsTaken(input.eventId).mapWith(Number) })
      .from(events)
      .where(eq(events.id, input.eventId));
    if (taken > input.maxCapacity) throw fieldError({ maxCapacity: belowRegistered(taken) }, 409);
    // It started or was cancelled meanwhile.
    await ownUpcomingEvent(db, input.businessId, input.eventId, now);
    throw new HttpError(409, M.failed);
  }
  // More seats: the waitlist's first members are offered them now, not at the job's next run.
  // Its board may have changed: named after as before (cache-keys.ts).
  await eventChanged(db, input.eventId);
  if (input.maxCapacity > current.maxAttendees) await offerFreedSeatsSafely(db, input.eventId, { now });
  return (await getEvent(db, input.eventId))!;
}

export type CancelOutcome = { event: EventView; emailed: number; refunds: number };

/**
 * Cancels an upcoming event of the business: retired in one statement (a second cancel finds it
 * gone), its seats released, paid tickets refunded, every registrant emailed.
 */
export async function cancelOwnerEvent(
  db: Database,
  stripe: Stripe | null,
  input: { businessId: number | null; eventId: number; origin: string },
  now = new Date(),
): Promise<CancelOutcome> {
  const event = await ownUpcomingEvent(db, input.businessId, input.eventId, now);
  const view = (await getEvent(db, event.id))!;
  await eventChanged(db, event.id);
  // Those registered are told in the batch that cancels, only if it is the one that did.
  const registrants = await db
    .select({
      userId: eventRegistrations.userId,
      firstName: eventRegistrations.firstName,
      email: eventRegistrations.email,
      // The whole payment is refunded: the seat's price and the guide's fee.
      amountCents: sql<number>`${eventRegistrations.amountCents} + ${eventRegistrations.feeCents}`,
      status: eventRegistrations.status,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), ne(eventRegistrations.status, 'cancelled')));
  const languageOf = await recipientLanguagesIn(
    db,
    registrants.map((registrant) => registrant.userId),
  );
  const cancelledNow = sql`exists (select 1 from ${events} where ${events.id} = ${event.id} and ${events.isActive} = 0 and ${events.updatedAt} = ${now.getTime()})`;
  const mails = registrants.map((registrant) =>
    mailStatement(db, eventCancelledMail({ event: view, registrant, origin: input.origin, locale: languageOf(registrant.userId) }), {
      when: cancelledNow,
    }),
  );
  const [retired, , paid, , ...written] = await db.batch([
    db
      .update(events)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(events.id, event.id), eq(events.isActive, true)))
      .returning({ id: events.id }),
    db
      .update(eventRegistrations)
      .set({ status: 'cancelled' })
      .where(and(eq(eventRegistrations.eventId, event.id), ne(eventRegistrations.status, 'cancelled'))),
    db
      .select({ id: tickets.id, paymentIntent: tickets.stripePaymentIntentId, amountCents: tickets.totalAmountCents })
      .from(tickets)
      .where(and(eq(tickets.eventId, event.id), eq(tickets.status, 'active'))),
    // Free tickets go with their registrations; paid ones with their refunds.
    cancelTicketsOfCancelled(db, event.id),
    ...mails,
  ]);
  if (retired.length === 0) throw new HttpError(409, M.alreadyCancelled, { title: T.cancelled });
  let refunds = 0;
  for (const ticket of paid) {
    if (!ticket.paymentIntent || ticket.amountCents <= 0) continue;
    if (!stripe) {
      console.error(`Event ${event.id} cancelled: ticket ${ticket.id} needs a refund, but payments are not configured`);
      continue;
    }
    try {
      await refundCharge(stripe, {
        paymentIntent: ticket.paymentIntent,
        metadata: { reason: 'event_cancelled', eventId: String(event.id) },
        idempotencyKey: `event-cancelled-${event.id}-ticket-${ticket.id}`,
      });
      refunds++;
    } catch (error) {
      // The mail still promises the refund; support follows up on any that Stripe refused.
      console.error(`Refund of ticket ${ticket.id} for cancelled event ${event.id} failed:`, error);
    }
  }
  await deliverMail(db, outboxIdsOf(written));
  return { event: view, emailed: registrants.length, refunds };
}

/** One registration of the event; a cancelled one stays in the list, marked, so the owner sees who dropped out. */
export type AttendeeView = {
  name: string;
  email: string;
  phone: string;
  status: 'confirmed' | 'awaiting_payment' | 'cancelled';
  registeredAt: string;
  specialRequests: string | null;
  /** The order (the registration), for refunding it whole. */
  registrationId: number;
  /** Seats the order holds (1 for a plain registration). */
  seats: number;
  /** Its paid tickets, one per seat: type, what was paid and what has been refunded (issue 33); none for a free seat or none yet. */
  tickets: AttendeeTicket[];
};

export type AttendeeTicket = { id: number; type: string; seat: number; paidCents: number; refundedCents: number; status: string };

/** How many wait for a seat, and how many seats are held for the first in line (decision 019). */
export type WaitlistCounts = { waiting: number; offered: number };

/** Everyone who registered for the business's event, in order of registration (those who cancelled marked so), and the waitlist's size; null when the event is not the business's. */
export async function eventAttendees(
  db: Database,
  businessId: number,
  eventId: number,
): Promise<{ event: { id: number; title: string; startsAt: Date }; attendees: AttendeeView[]; waitlist: WaitlistCounts } | null> {
  const [event] = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.businessId, businessId)));
  if (!event) return null;
  const [rows, [line]] = await db.batch([
    db
      .select({
        registration: eventRegistrations,
        ticket: {
          id: tickets.id,
          type: tickets.ticketType,
          seat: tickets.seat,
          paidCents: tickets.totalAmountCents,
          refundedCents: tickets.refundedCents,
          status: tickets.status,
        },
      })
      .from(eventRegistrations)
      .leftJoin(tickets, eq(tickets.registrationId, eventRegistrations.id))
      .where(eq(eventRegistrations.eventId, eventId))
      .orderBy(eventRegistrations.createdAt, eventRegistrations.id, tickets.seat),
    db
      .select({
        waiting: sql<number>`count(*) filter (where ${eventWaitlist.status} = 'waiting')`.mapWith(Number),
        offered: sql<number>`count(*) filter (where ${eventWaitlist.status} = 'offered')`.mapWith(Number),
      })
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.status, ['waiting', 'offered']))),
  ]);
  return {
    event,
    waitlist: { waiting: line?.waiting ?? 0, offered: line?.offered ?? 0 },
    attendees: attendeesOf(rows),
  };
}

/** One attendee per registration, with its paid tickets (the rows come one per ticket, in order). */
function attendeesOf(rows: { registration: typeof eventRegistrations.$inferSelect; ticket: AttendeeTicket | null }[]): AttendeeView[] {
  const byRegistration = new Map<number, AttendeeView>();
  for (const { registration: row, ticket } of rows) {
    let attendee = byRegistration.get(row.id);
    if (!attendee) {
      attendee = {
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        phone: row.phone,
        status: row.status as AttendeeView['status'],
        registeredAt: row.createdAt.toISOString(),
        specialRequests: row.specialRequests,
        registrationId: row.id,
        seats: row.seats,
        tickets: [],
      };
      byRegistration.set(row.id, attendee);
    }
    if (ticket && ticket.paidCents > 0) attendee.tickets.push(ticket);
  }
  return [...byRegistration.values()];
}

/** The business an event belongs to (for the owner guard), or 404. */
export async function businessOfEvent(db: Database, eventId: number): Promise<number> {
  const [row] = await db.select({ businessId: events.businessId }).from(events).where(eq(events.id, eventId));
  if (!row || row.businessId === null) throw new HttpError(404, M.notFound);
  return row.businessId;
}

/** The event as it stands, active or not, with its own facts, for PATCH to start from; null when it does not exist. */
export async function eventForEditing(
  db: Database,
  eventId: number,
): Promise<(EventView & { access: AccessFacts; refundDaysBefore: number | null; opensToAllAt: Date | null }) | null> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row
    ? {
        ...toEventView({ event: row, board: null }),
        access: accessFactsOf(row),
        refundDaysBefore: row.refundDaysBefore,
        opensToAllAt: row.opensToAllAt,
      }
    : null;
}
