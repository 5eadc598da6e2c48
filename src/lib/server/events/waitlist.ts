/**
 * Joining and leaving a full event's waitlist (decision 019). Joining is one conditional INSERT
 * that checks, in the same statement, that the event is listed, not over, open to the member,
 * full, and not already theirs; the partial unique index makes a second join a no-op. Leaving
 * (or declining an offered seat) closes the place, and a held seat passes to the next in line.
 */
import { eventSeatsChanged } from '../http/records-changed.ts';
import { eq, sql } from 'drizzle-orm';
import { events } from '#db/schema.ts';
import { earlyAccessDaysFor, earlyAccessRefusal, openToMemberSql } from './early-access.ts';
import { WAITLIST_MESSAGES } from '#lib/schemas/waitlist.ts';
import { REGISTRATION_TITLES } from '#lib/schemas/events-messages.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { getRegistrationSnapshot, hasEnded, type Registrant } from './registrations.ts';
import { getWaitlistPlace, type WaitlistPlace } from './waitlist-place.ts';
import { offerFreedSeatsSafely } from './waitlist-seats.ts';

const M = WAITLIST_MESSAGES;

/** Puts the member in line for a full event (or leaves them where they are); returns their place. Refusals are HttpErrors with the reason. */
export async function joinWaitlist(
  db: Database,
  input: { user: Pick<Registrant, 'id' | 'isPremium'>; eventId: number; now?: Date },
): Promise<WaitlistPlace> {
  const { user, eventId } = input;
  // Joining a line changes no page; a seat it is offered at once does (cache-keys.ts).
  eventSeatsChanged(eventId);
  const now = input.now ?? new Date();
  const nowMs = now.getTime();
  const [opening] = await db.select({ opensToAllAt: events.opensToAllAt }).from(events).where(eq(events.id, eventId)).limit(1);
  const earlyDays = opening ? await earlyAccessDaysFor(db, user, opening, now) : 0;
  await db.run(sql`
    insert into event_waitlist (event_id, user_id, status, created_at)
    select e.id, ${user.id}, 'waiting', ${nowMs}
    from events e
    where e.id = ${eventId} and e.is_active = 1
      and (e.business_id is null or exists (select 1 from businesses b where b.id = e.business_id and b.is_active = 1))
      and coalesce(e.ends_at, e.starts_at) >= ${nowMs}
      and (e.is_premium = 0 or ${user.isPremium ? 1 : 0} = 1)
      and ${openToMemberSql(earlyDays, nowMs)}
      and not exists (select 1 from event_registrations r where r.event_id = e.id and r.user_id = ${user.id} and r.status != 'cancelled')
      and (select coalesce(sum(r.seats), 0) from event_registrations r where r.event_id = e.id and r.status != 'cancelled')
        + (select count(*) from event_waitlist o where o.event_id = e.id and o.status = 'offered') >= e.max_attendees
    on conflict do nothing`);
  const place = await getWaitlistPlace(db, eventId, user.id, now);
  if (place) return place;
  // Nothing written and no place held: say why.
  const snapshot = await getRegistrationSnapshot(db, eventId, user.id);
  if (!snapshot) throw new HttpError(404, M.notFound);
  if (snapshot.registration) throw new HttpError(409, M.already, { title: M.alreadyTitle, details: { reason: 'already_registered' } });
  if (hasEnded(snapshot.event, now)) throw new HttpError(409, M.ended, { title: REGISTRATION_TITLES.ended, details: { reason: 'ended' } });
  if (snapshot.event.isPremium && !user.isPremium)
    throw new HttpError(403, M.premiumOnly, { title: M.premiumTitle, details: { reason: 'premium_only' } });
  const notYet = earlyAccessRefusal(snapshot, earlyDays, now);
  if (notYet) throw new HttpError(403, notYet, { title: M.title, details: { reason: 'not_yet_open' } });
  throw new HttpError(409, M.notFull, { title: M.notFullTitle, details: { reason: 'not_full' } });
}

/**
 * Takes the member out of line: a waiting place, or a held seat they decline (`offeredOnly`).
 * A declined seat is offered at once to the next in line. 404 when there is nothing to leave.
 */
export async function leaveWaitlist(
  db: Database,
  input: { userId: number; eventId: number; offeredOnly?: boolean; now?: Date; origin?: string },
): Promise<{ declined: boolean }> {
  // A declined offer frees its held seat (cache-keys.ts).
  eventSeatsChanged(input.eventId);
  const statuses = input.offeredOnly ? sql`('offered')` : sql`('waiting', 'offered')`;
  const [row] = await db.all<{ offered_at: number | null }>(sql`
    update event_waitlist set status = 'left'
    where event_id = ${input.eventId} and user_id = ${input.userId} and status in ${statuses}
    returning offered_at`);
  if (!row) throw new HttpError(404, input.offeredOnly ? M.noOffer : M.notOnWaitlist, { title: M.title });
  const declined = row.offered_at !== null;
  if (declined) await offerFreedSeatsSafely(db, input.eventId, { now: input.now, origin: input.origin });
  return { declined };
}

/** The seat held for the member at this event, or an HttpError (404 none; 409 its deadline passed). */
export async function requireOffer(db: Database, userId: number, eventId: number, now = new Date()): Promise<{ offerExpiresAt: Date }> {
  const place = await getWaitlistPlace(db, eventId, userId, now);
  if (place?.status === 'offered') return place;
  const lapsed = await db.all<{ id: number }>(sql`
    select id from event_waitlist where event_id = ${eventId} and user_id = ${userId} and status in ('offered', 'expired') limit 1`);
  if (lapsed.length > 0) throw new HttpError(409, M.offerLapsed, { title: M.offerLapsedTitle });
  throw new HttpError(404, M.noOffer, { title: M.title });
}
