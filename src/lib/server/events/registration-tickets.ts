/**
 * A ticket for every confirmed registration, free or paid (decision 025), linked by its
 * registration (unique). A free seat's ticket is issued in the same batch as the registration;
 * a paid seat's in the webhook that confirms it (tickets.ts). A cancelled registration's ticket is
 * cancelled with it, and a registration taken again later gets a new ticket with a new code: the
 * old, no longer valid one lets go of the registration first.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Which registration: the member's at the event (the pair is unique). */
export type RegistrationOf = { userId: number; eventId: number };

/** Lets a ticket that no longer admits (cancelled, refunded) go of the member's registration, so it can have a new one. */
export function releaseOldTicket(db: Database, which: RegistrationOf) {
  return db.run(sql`
    update tickets set registration_id = null
    where registration_id = (select id from event_registrations where user_id = ${which.userId} and event_id = ${which.eventId})
      and status not in ('active', 'used')`);
}

/** Issues the free ticket of the member's registration when it is confirmed and free (nothing otherwise, or when it has one); returns its id. */
export function issueFreeTicket(db: Database, which: RegistrationOf, code: string, now: Date) {
  return db.all<{ id: number }>(sql`
    insert into tickets (event_id, user_id, ticket_type, quantity, unit_price_cents, total_amount_cents, qr_code, status, customer_info, registration_id, created_at)
    select r.event_id, r.user_id, 'general', 1, 0, 0, ${code}, 'active',
      json_object('name', trim(r.first_name || ' ' || r.last_name), 'email', r.email), r.id, ${now.getTime()}
    from event_registrations r
    where r.user_id = ${which.userId} and r.event_id = ${which.eventId} and r.status = 'confirmed' and r.amount_cents = 0
    on conflict do nothing
    returning id`);
}

/**
 * Cancels the still valid free tickets of the event's cancelled registrations (of one member, or
 * all). Paid tickets are left to their refund (refunds.ts marks them refunded).
 */
export function cancelTicketsOfCancelled(db: Database, eventId: number, userId?: number) {
  return db.run(sql`
    update tickets set status = 'cancelled'
    where event_id = ${eventId} and status = 'active' and total_amount_cents = 0
      and registration_id in (
        select id from event_registrations
        where event_id = ${eventId} and status = 'cancelled' ${userId === undefined ? sql`` : sql`and user_id = ${userId}`})`);
}
