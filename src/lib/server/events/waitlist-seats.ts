/**
 * Seats for the waitlist (decision 019). A freed seat is offered to the first waiting member by
 * one conditional UPDATE that counts the seats held (registrations not cancelled, offers not
 * closed) in the same statement, so concurrent releases offer one seat per free place, in order,
 * and never more than capacity. The offer holds the seat for OFFER_HOURS (not past the event's
 * start); the member is emailed. Expired or declined offers pass the seat on.
 */
import { eventSeatsChanged } from '../http/records-changed.ts';
import { sql } from 'drizzle-orm';
import { getConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import type { Mail } from '../mail/mail.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { seatOfferedMail } from './waitlist-mail.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { notify } from '../notifications/notify.ts';
import { waitlistSeatText } from '../notifications/texts.ts';

/** How long a seat offered to the first in line is held. */
export const OFFER_HOURS = 24;
const OFFER_MS = OFFER_HOURS * 60 * 60_000;

type OfferOptions = { now?: Date; origin?: string };

/** The statement (for a batch) that closes a member's place in line once they hold a registration: their offered seat is now that registration. */
export function closeWaitlistPlaceOnRegistering(db: Database, userId: number, eventId: number) {
  return db.run(sql`
    update event_waitlist set status = 'confirmed'
    where event_id = ${eventId} and user_id = ${userId} and status in ('waiting', 'offered')
      and exists (select 1 from event_registrations r where r.event_id = ${eventId} and r.user_id = ${userId} and r.status != 'cancelled')`);
}

/**
 * Event `e` has a seat nobody holds: its registrations that are not cancelled and the seats
 * offered to members in line are fewer than its capacity. An offer past its deadline still holds
 * its seat until the job passes it on, so the seat goes to the next in line, not to a newcomer.
 */
const hasFreeSeat = sql`(select coalesce(sum(r.seats), 0) from event_registrations r where r.event_id = e.id and r.status != 'cancelled')
  + (select count(*) from event_waitlist o where o.event_id = e.id and o.status = 'offered') < e.max_attendees`;

/** Offers an event's free seats to the first members in line, one conditional write per seat, and emails each. Returns how many were offered. */
export async function offerFreedSeats(db: Database, eventId: number, options: OfferOptions = {}): Promise<number> {
  // A seat offered is held for the one in line: the event's seats left change (cache-keys.ts).
  eventSeatsChanged(eventId);
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const site = (options.origin ?? getConfig().siteUrl ?? getConfig().localOrigin).replace(/\/$/, '');
  let offered = 0;
  for (;;) {
    const [next] = await db.all<{ id: number }>(
      sql`select w.id from event_waitlist w where w.event_id = ${eventId} and w.status = 'waiting' order by w.created_at, w.id limit 1`,
    );
    if (!next) return offered;
    const waitlistId = Number(next.id);
    // The offer and its mail in one batch: the mail is written only if this write made the offer.
    const [rows, mail] = await db.batch([
      db.all<{ user_id: number; offer_expires_at: number }>(sql`
        update event_waitlist
        set status = 'offered', offered_at = ${nowMs},
          -- Held for a day, but never past the start (an hour at least, for an event about to begin).
          offer_expires_at = min(${nowMs + OFFER_MS}, max((select starts_at from events where id = ${eventId}), ${nowMs + 60 * 60_000}))
        where id = ${waitlistId} and status = 'waiting'
          and exists (
            select 1 from events e
            where e.id = ${eventId} and e.is_active = 1
              and (e.business_id is null or exists (select 1 from businesses b where b.id = e.business_id and b.is_active = 1))
              and coalesce(e.ends_at, e.starts_at) >= ${nowMs}
              and ${hasFreeSeat})
        returning user_id, offer_expires_at`),
      mailStatement(
        db,
        { compose: 'waitlist_seat', kind: 'waitlist_offer', args: { waitlistId, origin: site } },
        { when: sql`changes() > 0`, dedupeKey: `waitlist_seat:${waitlistId}:${nowMs}` },
      ),
    ]);
    const [row] = rows;
    if (!row) {
      // Still waiting: no seat is free (or the event is over): stop. Offered meanwhile by another release: try the next in line.
      const [waiting] = await db.all<{ id: number }>(sql`select id from event_waitlist where id = ${waitlistId} and status = 'waiting'`);
      if (waiting) return offered;
      continue;
    }
    offered += 1;
    await deliverMail(db, outboxIdsOf([mail]), { compose: composeSeatOffer });
    await noticeOffer(db, eventId, Number(row.user_id), new Date(Number(row.offer_expires_at)));
  }
}

/** The mail of a seat offered from the waitlist, while it is still on offer (composers.ts uses it too). */
export async function composeSeatOffer(db: Database, intent: { args: Record<string, unknown> }): Promise<Mail | null> {
  const [member] = await db.all<{
    user_id: number;
    email: string;
    first_name: string | null;
    title: string;
    event_id: number;
    offer_expires_at: number;
  }>(sql`
    select w.user_id, u.email, u.first_name, e.title, e.id as event_id, w.offer_expires_at
    from event_waitlist w join users u on u.id = w.user_id join events e on e.id = w.event_id
    where w.id = ${Number(intent.args.waitlistId)} and w.status = 'offered'`);
  if (!member) return null;
  const locale = await recipientLanguageIn(db, Number(member.user_id));
  return seatOfferedMail({
    to: member.email,
    firstName: member.first_name,
    event: { id: Number(member.event_id), title: member.title },
    offerExpiresAt: new Date(Number(member.offer_expires_at)),
    origin: String(intent.args.origin ?? ''),
    locale,
  });
}

/** Offers freed seats and never throws: the seat is already free, and the scheduled job offers it again if this fails. */
export async function offerFreedSeatsSafely(db: Database, eventId: number, options: OfferOptions = {}): Promise<number> {
  try {
    return await offerFreedSeats(db, eventId, options);
  } catch (error) {
    console.error(`Event ${eventId}: freed seat not offered to the waitlist yet:`, error);
    return 0;
  }
}

/** The offer in the notification centre too (issue 17); its email is the mail written with the offer. */
async function noticeOffer(db: Database, eventId: number, userId: number, offerExpiresAt: Date): Promise<void> {
  try {
    const [event] = await db.all<{ title: string }>(sql`select title from events where id = ${eventId}`);
    if (!event) return;
    const said = waitlistSeatText(await recipientLanguageIn(db, userId), { id: eventId, title: event.title }, offerExpiresAt);
    await notify(db, { userId, kind: 'waitlist_seat', ...said, dedupeKey: `waitlist:event:${eventId}`, mailedByProducer: true });
  } catch (error) {
    // The seat stays held: the member also sees it on the event page and the dashboard.
    console.error(`Event ${eventId}: waitlist offer to user ${userId} not in the notification centre:`, error);
  }
}

export type WaitlistJobReport = { offersExpired: number; seatsOffered: number };

/**
 * The scheduled job's part: lines of events that are over or retired close; offers past their
 * deadline expire; then every event with members waiting offers its free seats (seats freed
 * where no offer was made at once: a refund, an expired Checkout, a larger capacity).
 */
export async function passOnLapsedOffers(db: Database, options: OfferOptions = {}): Promise<WaitlistJobReport> {
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const [, lapsed] = await db.batch([
    db.run(sql`
      update event_waitlist set status = 'expired'
      where status in ('waiting', 'offered')
        and exists (select 1 from events e where e.id = event_waitlist.event_id and (e.is_active = 0 or coalesce(e.ends_at, e.starts_at) < ${nowMs}))`),
    db.all<{ event_id: number }>(sql`
      update event_waitlist set status = 'expired'
      where status = 'offered' and offer_expires_at <= ${nowMs}
      returning event_id`),
  ]);
  // Events with someone waiting and a seat free (a refund, an expired Checkout, a larger
  // capacity), soonest first: lines of full events are not read at all, so however many there
  // are, the ones with a seat to give are reached.
  const waiting = await db.all<{ event_id: number }>(sql`
    select e.id as event_id from events e
    where e.id in (select w.event_id from event_waitlist w where w.status = 'waiting')
      and ${hasFreeSeat}
    order by e.starts_at, e.id
    limit 200`);
  let seatsOffered = 0;
  for (const { event_id } of waiting) seatsOffered += await offerFreedSeatsSafely(db, Number(event_id), { now, origin: options.origin });
  return { offersExpired: lapsed.length, seatsOffered };
}
