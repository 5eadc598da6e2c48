/**
 * Event registrations (spec 01 sections 2.8, 5, 7, 8; spec 02 sections 7, 8): one per member per
 * event, members-only events for premium members, paid events held as awaiting_payment until the
 * payments work completes them, and capacity enforced by the database in one conditional write
 * (ARCHITECTURE, race-prone writes): never read-then-write in JavaScript.
 *
 * Unregistering marks the row cancelled (it frees the seat and keeps the record, including any
 * payment reference); registering again reuses that row, so the unique (user, event) pair holds,
 * with the new contact details, status and price and no payment reference (a new payment starts).
 */
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { businesses, eventRegistrations, events } from '../../../../db/schema.ts';
import { formatEventPrice, formatLongDate, formatTimeRange } from '../../domain/event-format.ts';
import { formatPrice } from '../../domain/money.ts';
import { looksLikePhone, PHONE_INVALID_MESSAGE } from '../../domain/phone.ts';
import { getConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sendMail } from '../mail/outbox.ts';
import { eventWithSeatsQuery, toEventView, toEventWithSeats, type EventView } from './events.ts';

// ---------------------------------------------------------------------------------------------
// Messages (the spec's wording where it gives one)

export const REGISTRATION_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  phoneInvalid: PHONE_INVALID_MESSAGE,
  emergencyPhoneInvalid: 'Please enter a valid emergency phone number (at least 7 digits)',
  notFound: 'Event Not Found',
  ended: 'This event has already ended.',
  already: 'You are already registered for this event.',
  premiumOnly: 'This is a members-only event. Upgrade to Premium to register.',
  full: 'This event is full.',
  notRegistered: 'You are not registered for this event.',
  unregisterEnded: 'This event has already ended, so its registration can no longer be cancelled.',
  registered: 'You have been registered for the event!',
  unregistered: 'You have been unregistered from the event.',
  failed: 'Failed to register for event. Please try again.',
  unregisterFailed: 'Failed to unregister from event. Please try again.',
} as const;

/** Registration posts per member (page and API): generous for people, a cap on confirmation mail to any address. */
export const REGISTRATION_POST_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

export const REGISTRATION_LIMITS = { name: 80, email: 254, phone: 30, emergencyContact: 120, specialRequests: 1000 } as const;

// ---------------------------------------------------------------------------------------------
// Input

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** Optional text: absent, null or blank all become null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The registration form (and the JSON API when it sends a body): spec 01 section 3's payload. */
export const RegistrationSchema = z.object({
  firstName: requiredText(REGISTRATION_MESSAGES.firstName, 'First name', REGISTRATION_LIMITS.name),
  lastName: requiredText(REGISTRATION_MESSAGES.lastName, 'Last name', REGISTRATION_LIMITS.name),
  email: z
    .string({ error: REGISTRATION_MESSAGES.email })
    .trim()
    .max(REGISTRATION_LIMITS.email, REGISTRATION_MESSAGES.email)
    .pipe(z.email(REGISTRATION_MESSAGES.email)),
  phone: z
    .string({ error: REGISTRATION_MESSAGES.phone })
    .trim()
    .min(1, REGISTRATION_MESSAGES.phone)
    .max(REGISTRATION_LIMITS.phone, REGISTRATION_MESSAGES.phoneInvalid)
    .refine((value) => value === '' || looksLikePhone(value), REGISTRATION_MESSAGES.phoneInvalid),
  emergencyContact: optionalText('Emergency contact', REGISTRATION_LIMITS.emergencyContact),
  emergencyPhone: optionalText('Emergency phone', REGISTRATION_LIMITS.phone).refine(
    (value) => value === null || looksLikePhone(value),
    REGISTRATION_MESSAGES.emergencyPhoneInvalid,
  ),
  specialRequests: optionalText('Special requests', REGISTRATION_LIMITS.specialRequests),
});

export type RegistrationContact = z.output<typeof RegistrationSchema>;

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

export type RegistrationStatus = 'confirmed' | 'awaiting_payment';

export type RegisterRefusal = {
  ok: false;
  status: 403 | 404 | 409;
  reason: 'not_found' | 'ended' | 'already_registered' | 'premium_only' | 'full';
  message: string;
};

export type RegisterSuccess = {
  ok: true;
  registration: { id: number; status: RegistrationStatus; amountCents: number };
  event: EventView;
};

export type RegisterOutcome = RegisterSuccess | RegisterRefusal;

const refusal = (reason: RegisterRefusal['reason']): RegisterRefusal => {
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
  /** The member's live registration (not cancelled), or null. */
  registration: { id: number; status: RegistrationStatus; amountCents: number } | null;
};

/** The listed event with its seats taken and the member's registration, or null when there is no such listed event. One round trip. */
export async function getRegistrationSnapshot(db: Database, eventId: number, userId: number | null): Promise<RegistrationSnapshot | null> {
  const registrationQuery = db
    .select({ id: eventRegistrations.id, status: eventRegistrations.status, amountCents: eventRegistrations.amountCents })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId ?? 0), ne(eventRegistrations.status, 'cancelled')))
    .limit(1);
  const [[row], [registration]] = await db.batch([eventWithSeatsQuery(db, eventId), registrationQuery]);
  const found = toEventWithSeats(row);
  if (!found) return null;
  return { ...found, registration: registration ? { ...registration, status: registration.status as RegistrationStatus } : null };
}

/** Why a registration would be refused before trying the write (the write checks again, atomically). */
export function registrationBlocker(snapshot: RegistrationSnapshot | null, user: Pick<Registrant, 'isPremium'>, now = new Date()): RegisterRefusal | null {
  if (!snapshot) return refusal('not_found');
  if (snapshot.registration) return refusal('already_registered');
  if (hasEnded(snapshot.event, now)) return refusal('ended');
  if (snapshot.event.isPremium && !user.isPremium) return refusal('premium_only');
  if (snapshot.seatsTaken >= snapshot.event.maxCapacity) return refusal('full');
  return null;
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
  input: { user: Registrant; eventId: number; contact: RegistrationContact; origin?: string; now?: Date },
): Promise<RegisterOutcome> {
  const { user, eventId, contact } = input;
  const now = input.now ?? new Date();
  const before = await getRegistrationSnapshot(db, eventId, user.id);
  const blocked = registrationBlocker(before, user, now);
  if (blocked || !before) return blocked ?? refusal('not_found');

  const nowMs = now.getTime();
  const rows = await db.all<{ id: number; status: RegistrationStatus; amount_cents: number }>(sql`
    insert into event_registrations
      (user_id, event_id, first_name, last_name, email, phone, emergency_contact, emergency_phone, special_requests, status, amount_cents, created_at)
    select ${user.id}, e.id, ${contact.firstName}, ${contact.lastName}, ${contact.email}, ${contact.phone},
      ${contact.emergencyContact}, ${contact.emergencyPhone}, ${contact.specialRequests},
      case when coalesce(e.price_cents, 0) > 0 then 'awaiting_payment' else 'confirmed' end,
      coalesce(e.price_cents, 0), ${nowMs}
    from events e
    where e.id = ${eventId}
      and e.is_active = 1
      and (e.business_id is null or exists (select 1 from businesses b where b.id = e.business_id and b.is_active = 1))
      and coalesce(e.ends_at, e.starts_at) >= ${nowMs}
      and (e.is_premium = 0 or ${user.isPremium ? 1 : 0} = 1)
      and (select count(*) from event_registrations r where r.event_id = e.id and r.status != 'cancelled') < e.max_attendees
    on conflict (user_id, event_id) do update set
      first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email, phone = excluded.phone,
      emergency_contact = excluded.emergency_contact, emergency_phone = excluded.emergency_phone,
      special_requests = excluded.special_requests, status = excluded.status, amount_cents = excluded.amount_cents,
      stripe_checkout_session_id = null, created_at = excluded.created_at
    where event_registrations.status = 'cancelled'
    returning id, status, amount_cents
  `);
  const [row] = rows;
  if (!row) {
    // Nothing written: someone (maybe this member, in another tab) got there first. Say why.
    const after = await getRegistrationSnapshot(db, eventId, user.id);
    return registrationBlocker(after, user, now) ?? refusal('full');
  }

  const registration = { id: Number(row.id), status: row.status, amountCents: Number(row.amount_cents) };
  try {
    await sendMail(confirmationMail({ event: before.event, host: before.host, contact, registration, origin: input.origin }));
  } catch (error) {
    // The seat is taken; a mail that could not be stored must not undo it.
    console.error(`Registration ${registration.id}: confirmation mail not stored:`, error);
  }
  return { ok: true, registration, event: before.event };
}

export type UnregisterOutcome =
  | { ok: true }
  | { ok: false; status: 404 | 409; reason: 'not_registered' | 'ended'; message: string };

/**
 * Cancels a member's registration, freeing its seat, unless the event is over: a past event's
 * attendance stays on record (the dashboard shows no button for it; the server refuses too). One
 * conditional UPDATE, so an event ending between a check and the write changes nothing.
 */
export async function cancelRegistration(db: Database, userId: number, eventId: number, now = new Date()): Promise<UnregisterOutcome> {
  const nowMs = now.getTime();
  const rows = await db
    .update(eventRegistrations)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        eq(eventRegistrations.eventId, eventId),
        ne(eventRegistrations.status, 'cancelled'),
        sql`exists (select 1 from events e where e.id = ${eventId} and coalesce(e.ends_at, e.starts_at) >= ${nowMs})`,
      ),
    )
    .returning({ id: eventRegistrations.id });
  if (rows.length > 0) return { ok: true };
  // Nothing cancelled: say why (no live registration, or the event is over).
  const [live] = await db
    .select({ startsAt: events.startsAt, endsAt: events.endsAt })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, userId), eq(eventRegistrations.eventId, eventId), ne(eventRegistrations.status, 'cancelled')));
  if (live && hasEnded(live, now)) return { ok: false, status: 409, reason: 'ended', message: REGISTRATION_MESSAGES.unregisterEnded };
  return { ok: false, status: 404, reason: 'not_registered', message: REGISTRATION_MESSAGES.notRegistered };
}

/** The notice a page shows after an unregister form: done, not registered, or the event is over. */
export function unregisterFlash(outcome: UnregisterOutcome) {
  if (outcome.ok) return { title: 'Unregistered', description: REGISTRATION_MESSAGES.unregistered, variant: 'success' } as const;
  return { title: outcome.reason === 'ended' ? 'Event Ended' : 'Not registered', description: outcome.message, variant: 'default' } as const;
}

// ---------------------------------------------------------------------------------------------
// A member's registrations (personal dashboard, GET /api/user/events)

export type UserRegistration = {
  /** The registration's id. */
  id: number;
  eventId: number;
  status: RegistrationStatus;
  /** Price owed or paid, in cents (0 for free events). */
  amountCents: number;
  registeredAt: string;
  event: {
    id: number;
    title: string;
    /** New York day (YYYY-MM-DD) and wall-clock times (HH:mm). */
    date: string;
    startTime: string;
    endTime: string | null;
    startsAt: string;
    endsAt: string | null;
    location: string | null;
    /** Decimal string ("25.00"); null is Free. */
    price: string | null;
    isPremium: boolean;
    imageUrl: string | null;
    hasEnded: boolean;
  };
};

/** The member's live registrations for listed events: upcoming first (soonest first), then past ones (latest first). One query. */
export async function listUserRegistrations(db: Database, userId: number, now = new Date()): Promise<UserRegistration[]> {
  const rows = await db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
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
  const list = rows.map(({ registration, event }): UserRegistration => {
    const view = toEventView({ event, board: null });
    return {
      id: registration.id,
      eventId: event.id,
      status: registration.status as RegistrationStatus,
      amountCents: registration.amountCents,
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
  const upcoming = list.filter((item) => !item.event.hasEnded);
  const past = list.filter((item) => item.event.hasEnded).reverse();
  return [...upcoming, ...past];
}

// ---------------------------------------------------------------------------------------------
// The confirmation email

/** The confirmation email: the event, its date and time in New York, the place, and what happens next. */
export function confirmationMail(input: {
  event: EventView;
  host: { name: string } | null;
  contact: Pick<RegistrationContact, 'firstName' | 'email'>;
  registration: { status: RegistrationStatus; amountCents: number };
  origin?: string;
}) {
  const { event, host, contact, registration } = input;
  const origin = (input.origin ?? getConfig().siteUrl ?? getConfig().localOrigin).replace(/\/$/, '');
  const paid = registration.status === 'awaiting_payment';
  const place = [host?.name, event.location].filter(Boolean).join(', ') || 'Harlem, New York';
  const lines = [
    `Hello ${contact.firstName},`,
    '',
    paid ? `Your place at ${event.title} is reserved.` : `You're registered for ${event.title}.`,
    '',
    `When: ${formatLongDate(event.date)}, ${formatTimeRange(event.startTime, event.endTime)} (New York time)`,
    `Where: ${place}`,
    `Price: ${paid ? formatPrice(registration.amountCents) : formatEventPrice(event.price)}`,
    '',
    ...(paid
      ? [
          `Online payment is not open yet, so nothing has been charged: your seat is held, and we will email you when you can pay the ${formatPrice(registration.amountCents)} to complete your booking.`,
          '',
        ]
      : []),
    `Event details: ${origin}/events/${event.id}`,
    `Your registrations: ${origin}/user-dashboard`,
    '',
    "Can't make it? Unregister from the event page so someone else can have your seat.",
    '',
    'Harlem Guide',
  ];
  return {
    to: contact.email,
    subject: paid ? `Payment needed to complete your booking: ${event.title}` : `You're registered: ${event.title}`,
    text: lines.join('\n'),
    kind: 'event_registration',
  };
}
