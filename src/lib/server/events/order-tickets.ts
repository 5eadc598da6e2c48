/**
 * The tickets of an order of ticket types (issue 33): one ticket per seat, each with its own QR
 * code, its type, and its own price, discount, fee and total as the order fixed them, so a refund
 * of one ticket is that ticket's figures. Issued in one statement from the order's lines, only
 * while the order is confirmed; the (registration, seat) and (Checkout Session, seat) pairs are
 * unique, so a retried webhook or batch issues nothing twice.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MAX_TICKETS_PER_ORDER } from '#lib/domain/ticket-order.ts';
import type { Database } from '../db/client.ts';
import { generateToken } from '../security/tokens.ts';

/** Fresh codes for an order's seats (the statement uses as many as the order has). */
export function orderTicketCodes(): string[] {
  return Array.from({ length: MAX_TICKETS_PER_ORDER }, () => generateToken());
}

/**
 * Issues the tickets of the confirmed order that `which` picks (a condition on registration `r`),
 * paid by `payment` when it was paid; returns the ids issued (none when they already were).
 */
export function issueOrderTickets(
  db: Database,
  input: { which: SQL; codes: string[]; payment?: { sessionId: string; paymentIntent: string | null }; now: Date },
) {
  const codes = JSON.stringify(input.codes);
  return db.all<{ id: number }>(sql`
    with recursive
      n(i) as (select 1 union all select i + 1 from n where i < ${MAX_TICKETS_PER_ORDER}),
      line as (
        select r.id as registration_id, r.event_id, r.user_id, r.first_name, r.last_name, r.email, r.promo_code_id,
          json_extract(j.value, '$.name') as name,
          json_extract(j.value, '$.quantity') as quantity,
          json_extract(j.value, '$.unitPriceCents') as unit,
          json_extract(j.value, '$.discountCents') as discount,
          json_extract(j.value, '$.feeCents') as fee,
          coalesce(sum(json_extract(j.value, '$.quantity')) over (order by cast(j.key as integer) rows between unbounded preceding and 1 preceding), 0) as seats_before
        from event_registrations r, json_each(r.lines) j
        where ${input.which} and r.status = 'confirmed' and r.lines is not null
      )
    insert into tickets (event_id, user_id, ticket_type, quantity, unit_price_cents, discount_cents, fees_cents, total_amount_cents,
      promo_code, qr_code, status, stripe_payment_intent_id, stripe_checkout_session_id, customer_info, registration_id, seat, created_at)
    select l.event_id, l.user_id, l.name, 1, l.unit, l.discount, l.fee, l.unit - l.discount + l.fee,
      (select p.code from promo_codes p where p.id = l.promo_code_id),
      json_extract(${codes}, '$[' || (l.seats_before + n.i - 1) || ']'), 'active',
      ${input.payment?.paymentIntent ?? null}, ${input.payment?.sessionId ?? null},
      json_object('name', trim(l.first_name || ' ' || l.last_name), 'email', l.email), l.registration_id, l.seats_before + n.i, ${input.now.getTime()}
    from line l join n on n.i <= l.quantity
    where true
    on conflict do nothing
    returning id`);
}
