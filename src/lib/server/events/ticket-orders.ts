/**
 * An order of an event's ticket types (issue 33): a member takes quantities of several types in
 * one order, up to 10 tickets, with at most one promo code. The order is the member's registration
 * for the event (one per member and event, as before), holding `seats` seats and the lines it
 * bought, each ticket's price, discount and guide's fee fixed from our tables at that moment.
 *
 * The seats are taken by one conditional INSERT ... SELECT (ARCHITECTURE, race-prone writes): in
 * the same statement it checks the event's free seats, each type's seats left and sales window
 * at the price read, and the promo code's uses, so parallel buyers never take more than there is.
 * A paid order is held awaiting payment and paid in one Checkout Session (tickets.ts); an order
 * that costs nothing (free types, or a code taking everything off) is confirmed with its tickets
 * in the same batch.
 */
import { eventSeatsChanged } from '../http/records-changed.ts';
import { earlyAccessDaysFor, openToMemberSql } from './early-access.ts';
import { sql } from 'drizzle-orm';
import { MAX_TICKETS_PER_ORDER, priceOrder, type PricedOrder } from '#lib/domain/ticket-order.ts';
import { formatLongDayIn } from '#lib/i18n/format.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { RegistrationContact } from '#lib/schemas/events.ts';
import * as m from '#paraglide/messages.js';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { guideFeeRateOf } from '../fees/guide-fees.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { promoForOrder, promoStillUsableSql, type OrderPromo } from './order-promo.ts';
import { issueOrderTickets, orderTicketCodes } from './order-tickets.ts';
import { releaseOldTicket } from './registration-tickets.ts';
import type { RegistrationStatus } from './registration-status.ts';
import {
  composeRegistrationConfirmation,
  getRegistrationSnapshot,
  refusal,
  registrationBlocker,
  seatsFreeFor,
  type Registrant,
  type RegisterOutcome,
  type RegistrationSnapshot,
} from './registrations.ts';
import { heldOfTypeSql, saleWindowOf, ticketTypesForSale, type TicketTypeForSale } from './ticket-types-for-sale.ts';
import { closeWaitlistPlaceOnRegistering } from './waitlist-seats.ts';

/** How many of each type the buyer asked for (ids from the form; checked against the event's types). */
export type OrderRequest = { quantities: { ticketTypeId: number; quantity: number }[]; promoCode: string | null };

const TITLE = said(m.dashboard_toast_registration_failed);
const refused = (message: Said) => new HttpError(409, message, { title: TITLE });
const daySaid = (instant: Date): Said => ({ key: 'day', params: { instant }, in: (locale) => formatLongDayIn(locale, instant) });

/** Whether the event sells its seats by ticket type. */
export async function sellsByType(db: Database, eventId: number): Promise<boolean> {
  return (await ticketTypesForSale(db, eventId)).length > 0;
}

/**
 * The order priced as it would be taken now, or a refusal saying what is wrong with it: quantities
 * (at least one ticket, at most 10, each type's per-order maximum), each type on sale with enough
 * left, the event's free seats, and the promo code.
 */
export async function priceRequestedOrder(
  db: Database,
  input: { snapshot: RegistrationSnapshot; types: TicketTypeForSale[]; request: OrderRequest; now: Date },
): Promise<{ priced: PricedOrder; promo: OrderPromo | null }> {
  const { snapshot, types, request, now } = input;
  const byId = new Map(types.map((type) => [type.id, type]));
  const quantities = new Map<number, number>();
  for (const { ticketTypeId, quantity } of request.quantities) {
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_TICKETS_PER_ORDER)
      throw refused(said(m.events_order_quantity_invalid));
    if (quantity === 0) continue;
    if (!byId.has(ticketTypeId)) throw refused(said(m.events_order_type_unknown));
    quantities.set(ticketTypeId, (quantities.get(ticketTypeId) ?? 0) + quantity);
  }
  const seats = [...quantities.values()].reduce((sum, quantity) => sum + quantity, 0);
  if (seats === 0) throw refused(said(m.events_order_choose));
  if (seats > MAX_TICKETS_PER_ORDER) throw refused(said(m.events_order_too_many, { max: MAX_TICKETS_PER_ORDER }));
  for (const [id, quantity] of quantities) {
    const type = byId.get(id)!;
    if (quantity > type.maxPerOrder) throw refused(said(m.events_order_type_max, { max: type.maxPerOrder, type: type.name }));
    const window = saleWindowOf(type, new Date(snapshot.event.startsAt), now);
    if (window === 'not_yet') throw refused(said(m.events_order_type_not_yet, { type: type.name, date: daySaid(type.salesStartAt!) }));
    if (window === 'ended') throw refused(said(m.events_order_type_ended, { type: type.name }));
    if (type.left === 0) throw refused(said(m.events_order_type_sold_out, { type: type.name }));
    if (quantity > type.left) throw refused(said(m.events_order_type_left, { left: type.left, type: type.name }));
  }
  const free = seatsFreeFor(snapshot);
  if (seats > free) throw refused(said(m.events_order_seats_left, { left: free }));
  const chosen = types.filter((type) => quantities.has(type.id));
  const promo = request.promoCode
    ? await promoForOrder(db, {
        businessId: snapshot.event.businessId,
        eventId: snapshot.event.id,
        code: request.promoCode,
        typeNames: chosen.map((type) => type.name),
        now,
      })
    : null;
  const rate = await guideFeeRateOf(db, snapshot.event.businessId, now);
  return { priced: priceOrder(types, quantities, rate, promo), promo };
}

/**
 * Takes the order's seats for the member (awaiting payment, or confirmed with its tickets when it
 * costs nothing) in one conditional write, or says why not. The confirmation of a free order is
 * mailed with it; a paid one's tickets and mail come with the payment (tickets.ts).
 */
export async function placeOrder(
  db: Database,
  input: {
    user: Registrant;
    eventId: number;
    contact: RegistrationContact;
    order: OrderRequest;
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
  const [snapshot, types] = await Promise.all([getRegistrationSnapshot(db, eventId, user.id), ticketTypesForSale(db, eventId)]);
  const earlyDays = snapshot ? await earlyAccessDaysFor(db, user, snapshot, now) : 0;
  const blocked = registrationBlocker(snapshot, user, now, earlyDays);
  if (blocked || !snapshot) return blocked ?? refusal('not_found');
  if (types.length === 0) throw refused(said(m.events_order_type_unknown));
  const { priced, promo } = await priceRequestedOrder(db, { snapshot, types, request: input.order, now });
  if (priced.totalCents > 0 && input.paymentsOpen === false) return refusal('payments_closed');

  const nowMs = now.getTime();
  const status: RegistrationStatus = priced.totalCents > 0 ? 'awaiting_payment' : 'confirmed';
  // Each line's type: still the event's, at the price read, on sale, with its seats left.
  const typesHold = priced.lines.map(
    (line) => sql`exists (select 1 from ticket_types t where t.id = ${line.ticketTypeId} and t.event_id = e.id
      and t.price_cents = ${line.unitPriceCents}
      and (t.sales_start_at is null or t.sales_start_at <= ${nowMs}) and coalesce(t.sales_end_at, e.starts_at) > ${nowMs}
      and ${heldOfTypeSql(sql`e.id`, line.ticketTypeId)} + ${line.quantity} <= t.quantity)`,
  );
  const insert = db.all<{ id: number; status: RegistrationStatus; amount_cents: number; fee_cents: number }>(sql`
    insert into event_registrations
      (user_id, event_id, first_name, last_name, email, phone, emergency_contact, emergency_phone, special_requests, status,
       amount_cents, fee_cents, seats, lines, promo_code_id, discount_cents, created_at)
    select ${user.id}, e.id, ${contact.firstName}, ${contact.lastName}, ${contact.email}, ${contact.phone},
      ${contact.emergencyContact}, ${contact.emergencyPhone}, ${contact.specialRequests}, ${status},
      ${priced.amountCents}, ${priced.feeCents}, ${priced.seats}, ${JSON.stringify(priced.lines)}, ${promo?.id ?? null},
      ${priced.discountCents}, ${nowMs}
    from events e
    where e.id = ${eventId}
      and e.is_active = 1
      and (e.business_id is null or exists (select 1 from businesses b where b.id = e.business_id and b.is_active = 1))
      and coalesce(e.ends_at, e.starts_at) >= ${nowMs}
      and (e.is_premium = 0 or ${user.isPremium ? 1 : 0} = 1)
      and ${openToMemberSql(earlyDays, nowMs)}
      -- The event's seats: the live orders' seats and those offered to the waitlist (but this member's), plus this order's.
      and (select coalesce(sum(r.seats), 0) from event_registrations r where r.event_id = e.id and r.status != 'cancelled')
        + (select count(*) from event_waitlist w where w.event_id = e.id and w.status = 'offered' and w.user_id != ${user.id})
        + ${priced.seats} <= e.max_attendees
      and ${sql.join(typesHold, sql` and `)}
      ${promo ? sql`and ${promoStillUsableSql(promo, nowMs)}` : sql``}
    on conflict (user_id, event_id) do update set
      first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email, phone = excluded.phone,
      emergency_contact = excluded.emergency_contact, emergency_phone = excluded.emergency_phone,
      special_requests = excluded.special_requests, status = excluded.status, amount_cents = excluded.amount_cents,
      fee_cents = excluded.fee_cents, seats = excluded.seats, lines = excluded.lines, promo_code_id = excluded.promo_code_id,
      discount_cents = excluded.discount_cents, stripe_checkout_session_id = null, created_at = excluded.created_at
    where event_registrations.status = 'cancelled'
    returning id, status, amount_cents, fee_cents
  `);
  const which = { userId: user.id, eventId };
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
  const thisOrder = sql`r.user_id = ${user.id} and r.event_id = ${eventId} and r.created_at = ${nowMs} and r.amount_cents + r.fee_cents = 0`;
  const [rows, , , , mail] = await db.batch([
    insert,
    closeWaitlistPlaceOnRegistering(db, user.id, eventId),
    releaseOldTicket(db, which),
    // An order that costs nothing is confirmed with its tickets in this batch.
    issueOrderTickets(db, { which: thisOrder, codes: orderTicketCodes(), now }),
    confirmation,
  ]);
  const [row] = rows;
  if (!row) {
    // Nothing written: someone got there first (the last seats, the code's last use). Say what changed.
    const [after, typesAfter] = await Promise.all([getRegistrationSnapshot(db, eventId, user.id), ticketTypesForSale(db, eventId)]);
    const blockedAfter = registrationBlocker(after, user, now, earlyDays);
    if (blockedAfter || !after) return blockedAfter ?? refusal('not_found');
    await priceRequestedOrder(db, { snapshot: after, types: typesAfter, request: input.order, now });
    throw refused(said(m.events_order_changed));
  }
  const registration = { id: Number(row.id), status: row.status, amountCents: Number(row.amount_cents), feeCents: Number(row.fee_cents) };
  if (registration.status === 'confirmed') await deliverMail(db, outboxIdsOf([mail]), { compose: composeRegistrationConfirmation });
  return { ok: true, registration, event: snapshot.event };
}
