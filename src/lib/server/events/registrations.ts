/**
 * Event registrations (spec 01 sections 2.8, 5, 7, 8; spec 02 sections 7, 8): one per member per
 * event, members-only events for premium members, paid events held as awaiting_payment until the
 * payments work completes them, and capacity enforced by the database in one conditional write
 * (ARCHITECTURE, race-prone writes): never read-then-write in JavaScript.
 *
 * A seat offered to the first on the waitlist counts as taken for everyone else (decision 019);
 * freeing a seat offers it to the next in line.
 *
 * Unregistering marks the row cancelled (it frees the seat and keeps the record, including any
 * payment reference); registering again reuses that row, so the unique (user, event) pair holds,
 * with the new contact details, status and price and no payment reference (a new payment starts).
 */
import { eventSeatsChanged } from '../http/records-changed.ts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { eventRegistrations, events, tickets } from '#db/schema.ts';
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES, REGISTRATION_TITLES, type RegistrationContact } from '#lib/schemas/events.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { WriteLimit } from '../security/rate-limit.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import type { Mail } from '../mail/mail.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { eventWithSeatsQuery, toEventWithSeats } from './events.ts';
import type { EventView } from '#lib/views/events.ts';
import { confirmationMail, ticketForMail } from './registration-mail.ts';
import type { RegistrationStatus } from './registration-status.ts';
import { priceToCents } from '#lib/domain/event-format.ts';
import { closeWaitlistPlaceOnRegistering, offerFreedSeatsSafely } from './waitlist-seats.ts';
import { toWaitlistPlace, waitlistPlaceQuery, type WaitlistPlace } from './waitlist-place.ts';
import { cancelTicketsOfCancelled, issueFreeTicket, releaseOldTicket } from './registration-tickets.ts';
import { generateToken } from '../security/tokens.ts';
import { guideFeeRateOf } from '../fees/guide-fees.ts';
import { NO_GUIDE_FEE } from '#lib/domain/guide-fee.ts';
import type { OrderLine } from '#lib/domain/ticket-order.ts';
import { guideFeePerTicketSql } from '../fees/guide-fee-sql.ts';
import { ticketTypesForSale } from './ticket-types-for-sale.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import { earlyAccessDaysFor, earlyAccessRefusal, openToMemberSql } from './early-access.ts';
import * as m from '#paraglide/messages.js';

/** Registration posts per member (page and API): generous for people, a cap on confirmation mail to any address. */
export const REGISTRATION_LIMIT: WriteLimit = { name: 'event-registration', limit: { limit: 30, windowMs: 10 * 60_000 }, per: 'user' };

/** Who registers: the signed-in account (a SessionUser fits). */
export type Registrant = { id: number; email: string; firstName: string | null; lastName: string | null; isPremium: boolean };

/**
 * Contact details from the account alone, for the JSON API called without a body (spec 01/02
 * section 7 sends none): name and email from the account, no phone given (stored empty).
 */
export function contactFromAccount(user: Registrant): RegistrationContact {
  return {
    firstName: (user.firstName?.trim() || user.email.split('@')[0]).slice(0, REGISTRATION_LIMITS.name),
    lastName: (user.lastName?.trim() ?? '').slice(0, REGISTRATION_LIMITS.name),
    email: user.email,
    phone: '',
    emergencyContact: null,
    emergencyPhone: null,
    specialRequests: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Registering

export type RegisterRefusal = {
  ok: false;
  status: 403 | 404 | 409 | 503;
  reason: 'not_found' | 'ended' | 'already_registered' | 'premium_only' | 'not_yet_open' | 'full' | 'payments_closed';
  message: Said;
};

export type RegisterSuccess = {
  ok: true;
  registration: { id: number; status: RegistrationStatus; amountCents: number; feeCents: number };
  event: EventView;
};

export type RegisterOutcome = RegisterSuccess | RegisterRefusal;

export const refusal = (reason: Exclude<RegisterRefusal['reason'], 'not_yet_open'>): RegisterRefusal => {
  switch (reason) {
    case 'not_found':
      return { ok: false, status: 404, reason, message: REGISTRATION_MESSAGES.notFound };
    case 'ended':
      return { ok: false, status: 409, reason, message: REGISTRATION_MESSAGES.ended };
    case 'already_registered':
      return { ok: false, status: 409, reason, message: REGISTRATION_MESSAGES.already };
    case 'premium_only':
      return { ok: false, status: 403, reason, message: REGISTRATION_MESSAGES.premiumOnly };
    case 'full':
      return { ok: false, status: 409, reason, message: REGISTRATION_MESSAGES.full };
    case 'payments_closed':
      return { ok: false, status: 503, reason, message: REGISTRATION_MESSAGES.paymentsClosed };
  }
};

/** Whether an event is over: its end (or start, when no end is known) is in the past. */
export function hasEnded(event: { startsAt: string | Date; endsAt: string | Date | null }, now = new Date()): boolean {
  return new Date(event.endsAt ?? event.startsAt).getTime() < now.getTime();
}

/** What a registration screen needs to know about an event and one member, in one round trip. */
export type RegistrationSnapshot = {
  event: EventView;
  host: { id: number; name: string } | null;
  seatsTaken: number;
  /** Tickets refundable up to this many days before the start; null is no refunds (shown before paying). */
  refundDaysBefore: number | null;
  /** The member's live registration (not cancelled), or null; a paid seat costs amountCents plus the guide's feeCents. */
  registration: {
    id: number;
    status: RegistrationStatus;
    amountCents: number;
    feeCents: number;
    /** An order of ticket types (issue 33): its lines, what its code took off, and the code. */
    lines?: OrderLine[] | null;
    discountCents?: number;
    promoCode?: string | null;
  } | null;
  /** The member's place on the waitlist (waiting, or a seat held for them), or null. */
  waitlist: WaitlistPlace | null;
  /** When registration opens to everyone (early event access); null: open now. */
  opensToAllAt: Date | null;
};

/** The listed event with its seats taken and the member's registration, or null when there is no such listed event. One round trip. */
export async function getRegistrationSnapshot(db: Database, eventId: number, userId: number | null): Promise<RegistrationSnapshot | null> {
  const registrationQuery = db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      amountCents: eventRegistrations.amountCents,
      feeCents: eventRegistrations.feeCents,
      lines: eventRegistrations.lines,
      discountCents: eventRegistrations.discountCents,
      promoCode: sql<string | null>`(select p.code from promo_codes p where p.id = ${eventRegistrations.promoCodeId})`,
    })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId ?? 0), ne(eventRegistrations.status, 'cancelled')),
    )
    .limit(1);
  const [[row], [registration], place] = await db.batch([
    eventWithSeatsQuery(db, eventId),
    registrationQuery,
    waitlistPlaceQuery(db, eventId, userId),
  ]);
  const found = toEventWithSeats(row);
  if (!found) return null;
  return {
    ...found,
    registration: registration ? { ...registration, status: registration.status as RegistrationStatus } : null,
    waitlist: toWaitlistPlace(place),
  };
}

/**
 * Why a registration would be refused before trying the write (the write checks again, atomically).
 * `earlyDays`: the member's days of early access (early-access.ts earlyAccessDaysFor).
 */
export function registrationBlocker(
  snapshot: RegistrationSnapshot | null,
  user: Pick<Registrant, 'isPremium'>,
  now: Date,
  earlyDays: number,
): RegisterRefusal | null {
  if (!snapshot) return refusal('not_found');
  if (snapshot.registration) return refusal('already_registered');
  if (hasEnded(snapshot.event, now)) return refusal('ended');
  if (snapshot.event.isPremium && !user.isPremium) return refusal('premium_only');
  const notYet = earlyAccessRefusal(snapshot, earlyDays, now);
  if (notYet) return { ok: false, status: 403, reason: 'not_yet_open', message: notYet };
  if (seatsFreeFor(snapshot) <= 0) return refusal('full');
  return null;
}

/** Seats this member could take: those not held by anyone, plus the one held for them from the waitlist. */
export function seatsFreeFor(snapshot: RegistrationSnapshot): number {
  const heldForMember = snapshot.waitlist?.status === 'offered' ? 1 : 0;
  return Math.max(0, snapshot.event.maxCapacity - snapshot.seatsTaken + heldForMember);
}

/**
 * Registers a member for an event. The seat is taken by one conditional INSERT ... SELECT that
 * counts the live registrations in the same statement, so concurrent requests can never
 * overbook; the unique (user, event) pair makes a second registration a no-op, and a cancelled
 * row is reused. Paid events are stored awaiting_payment with the price; free ones confirmed.
 * Sends the confirmation email (stored in the outbox). `origin` is the site's address for links.
 */
export async function register(
  db: Database,
  input: {
    user: Registrant;
    eventId: number;
    contact: RegistrationContact;
    origin?: string;
    now?: Date;
    paymentsOpen?: boolean;
    locale?: Locale;
  },
): Promise<RegisterOutcome> {
  const { user, eventId, contact } = input;
  // Its page's seats left change (cache-keys.ts).
  eventSeatsChanged(eventId);
  const now = input.now ?? new Date();
  const before = await getRegistrationSnapshot(db, eventId, user.id);
  const earlyDays = before ? await earlyAccessDaysFor(db, user, before, now) : 0;
  const blocked = registrationBlocker(before, user, now, earlyDays);
  if (blocked || !before) return blocked ?? refusal('not_found');
  // An event sold by ticket type takes orders only (ticket-orders.ts): one seat at its lowest price is no such thing.
  if ((await ticketTypesForSale(db, eventId)).length > 0)
    throw new HttpError(409, said(m.events_order_types_only), { title: REGISTRATION_TITLES.failed });
  // A paid seat is only held where it can be paid for (production without Stripe keys holds none).
  const paidSeat = (priceToCents(before.event.price) ?? 0) > 0;
  if (paidSeat && input.paymentsOpen === false) return refusal('payments_closed');

  const nowMs = now.getTime();
  // The guide's fee is fixed with the seat (issue 33): the host's rate now, on the price this statement stores.
  const rate = paidSeat ? await guideFeeRateOf(db, before.event.businessId, now) : NO_GUIDE_FEE;
  const insert = db.all<{ id: number; status: RegistrationStatus; amount_cents: number; fee_cents: number }>(sql`
    insert into event_registrations
      (user_id, event_id, first_name, last_name, email, phone, emergency_contact, emergency_phone, special_requests, status, amount_cents, fee_cents, created_at)
    select ${user.id}, e.id, ${contact.firstName}, ${contact.lastName}, ${contact.email}, ${contact.phone},
      ${contact.emergencyContact}, ${contact.emergencyPhone}, ${contact.specialRequests},
      case when coalesce(e.price_cents, 0) > 0 then 'awaiting_payment' else 'confirmed' end,
      coalesce(e.price_cents, 0), ${guideFeePerTicketSql(sql`coalesce(e.price_cents, 0)`, rate)}, ${nowMs}
    from events e
    where e.id = ${eventId}
      and e.is_active = 1
      and (e.business_id is null or exists (select 1 from businesses b where b.id = e.business_id and b.is_active = 1))
      and coalesce(e.ends_at, e.starts_at) >= ${nowMs}
      and (e.is_premium = 0 or ${user.isPremium ? 1 : 0} = 1)
      and ${openToMemberSql(earlyDays, nowMs)}
      -- Seats offered to the waitlist are held, except the one offered to this member (decision 019).
      and (select coalesce(sum(r.seats), 0) from event_registrations r where r.event_id = e.id and r.status != 'cancelled')
        + (select count(*) from event_waitlist w where w.event_id = e.id and w.status = 'offered' and w.user_id != ${user.id}) < e.max_attendees
    on conflict (user_id, event_id) do update set
      first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email, phone = excluded.phone,
      emergency_contact = excluded.emergency_contact, emergency_phone = excluded.emergency_phone,
      special_requests = excluded.special_requests, status = excluded.status, amount_cents = excluded.amount_cents,
      fee_cents = excluded.fee_cents, stripe_checkout_session_id = null, created_at = excluded.created_at
    where event_registrations.status = 'cancelled'
    returning id, status, amount_cents, fee_cents
  `);
  // In the same transaction: a registered member leaves the line, their held seat becomes this one,
  // and a free seat gets its ticket (decision 025; a paid one gets it when the payment arrives).
  const which = { userId: user.id, eventId };
  // A free seat's confirmation (with its ticket) is written in the same batch, only if the batch confirmed it.
  const locale = await recipientLanguageIn(db, user.id, input.locale);
  const confirmed = sql`exists (select 1 from event_registrations where event_id = ${eventId} and user_id = ${user.id} and status = 'confirmed' and created_at = ${nowMs})`;
  const confirmation = mailStatement(
    db,
    {
      compose: 'registration_confirmation',
      kind: 'event_registration',
      args: { eventId, userId: user.id, origin: input.origin ?? null, locale },
    },
    { when: confirmed },
  );
  const [rows, , , , mail] = await db.batch([
    insert,
    closeWaitlistPlaceOnRegistering(db, user.id, eventId),
    releaseOldTicket(db, which),
    issueFreeTicket(db, which, generateToken(), now),
    confirmation,
  ]);
  const [row] = rows;
  if (!row) {
    // Nothing written: someone (maybe this member, in another tab) got there first. Say why.
    const after = await getRegistrationSnapshot(db, eventId, user.id);
    return registrationBlocker(after, user, now, earlyDays) ?? refusal('full');
  }

  const registration = { id: Number(row.id), status: row.status, amountCents: Number(row.amount_cents), feeCents: Number(row.fee_cents) };
  // A paid seat is confirmed, and mailed with its ticket, once the payment arrives (tickets.ts).
  if (registration.status === 'awaiting_payment') return { ok: true, registration, event: before.event };
  await deliverMail(db, outboxIdsOf([mail]), { compose: composeRegistrationConfirmation });
  return { ok: true, registration, event: before.event };
}

/** The confirmation of a free seat, with its ticket, while it stands (composers.ts uses it too). */
export async function composeRegistrationConfirmation(db: Database, intent: { args: Record<string, unknown> }): Promise<Mail | null> {
  const { eventId, userId, origin, locale } = intent.args as { eventId: number; userId: number; origin: string | null; locale: Locale };
  const snapshot = await getRegistrationSnapshot(db, Number(eventId), Number(userId));
  if (!snapshot?.registration || snapshot.registration.status !== 'confirmed') return null;
  const [contact] = await db
    .select({ firstName: eventRegistrations.firstName, email: eventRegistrations.email })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, snapshot.registration.id));
  const [ticket] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.registrationId, snapshot.registration.id), eq(tickets.status, 'active')));
  return confirmationMail({
    event: snapshot.event,
    host: snapshot.host,
    contact,
    registration: snapshot.registration,
    origin: origin ?? undefined,
    locale,
    ticket: ticket ? await ticketForMail(db, ticket.id, origin ?? undefined) : null,
  });
}

export type UnregisterOutcome = { ok: true } | { ok: false; status: 404 | 409; reason: 'not_registered' | 'ended' | 'paid'; message: Said };

/**
 * Cancels a member's registration, freeing its seat, unless the event is over: a past event's
 * attendance stays on record (the dashboard shows no button for it; the server refuses too). One
 * conditional UPDATE, so an event ending between a check and the write changes nothing.
 */
export async function cancelRegistration(
  db: Database,
  userId: number,
  eventId: number,
  now = new Date(),
  origin?: string,
): Promise<UnregisterOutcome> {
  const nowMs = now.getTime();
  // Its page's seats left change (cache-keys.ts).
  eventSeatsChanged(eventId);
  const [rows] = await db.batch([
    db
      .update(eventRegistrations)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(eventRegistrations.userId, userId),
          eq(eventRegistrations.eventId, eventId),
          ne(eventRegistrations.status, 'cancelled'),
          // A paid seat stays: its ticket is issued (a refund is a person's decision, through support).
          sql`not (${eventRegistrations.status} = 'confirmed' and ${eventRegistrations.amountCents} > 0)`,
          sql`exists (select 1 from events e where e.id = ${eventId} and coalesce(e.ends_at, e.starts_at) >= ${nowMs})`,
        ),
      )
      .returning({ id: eventRegistrations.id }),
    // Its free ticket is cancelled with it (a paid seat cannot be left here).
    cancelTicketsOfCancelled(db, eventId, userId),
  ]);
  if (rows.length > 0) {
    // The freed seat goes to the first in line, if anyone is waiting.
    await offerFreedSeatsSafely(db, eventId, { now, origin });
    return { ok: true };
  }
  // Nothing cancelled: say why (no live registration, or the event is over).
  const [live] = await db
    .select({
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      status: eventRegistrations.status,
      amountCents: eventRegistrations.amountCents,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, userId), eq(eventRegistrations.eventId, eventId), ne(eventRegistrations.status, 'cancelled')));
  if (live && hasEnded(live, now)) return { ok: false, status: 409, reason: 'ended', message: REGISTRATION_MESSAGES.unregisterEnded };
  if (live && live.status === 'confirmed' && live.amountCents > 0)
    return { ok: false, status: 409, reason: 'paid', message: REGISTRATION_MESSAGES.unregisterPaid };
  return { ok: false, status: 404, reason: 'not_registered', message: REGISTRATION_MESSAGES.notRegistered };
}

/** A refused registration or unregistration as the error actions and the API answer (with its reason). */
export function refusalError(refusal: RegisterRefusal | Exclude<UnregisterOutcome, { ok: true }>): HttpError {
  const title =
    refusal.reason === 'ended'
      ? REGISTRATION_TITLES.ended
      : refusal.reason === 'not_registered'
        ? REGISTRATION_TITLES.notRegistered
        : refusal.reason === 'paid'
          ? REGISTRATION_TITLES.paid
          : REGISTRATION_TITLES.failed;
  return new HttpError(refusal.status, refusal.message, { title, details: { reason: refusal.reason } });
}
