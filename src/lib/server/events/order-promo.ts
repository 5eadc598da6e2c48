/**
 * The promo code a buyer typed, checked for their order (issue 33): a code of the event's business,
 * for this event or all of its events, active, within its validity, applying to at least one of
 * the order's types, and not used up. Each refusal says which. The use limit is checked again,
 * atomically, by the insert that takes the seats (ticket-orders.ts), so parallel buyers never
 * use a code more often than it allows.
 */
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { promoCodes } from '#db/schema.ts';
import { normalizePromoCode, promoFitsAny, type PromoDiscount } from '#lib/domain/ticket-order.ts';
import { formatLongDayIn } from '#lib/i18n/format.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

export type OrderPromo = PromoDiscount & { id: number; maxUses: number | null };

const daySaid = (instant: Date): Said => ({ key: 'day', params: { instant }, in: (locale) => formatLongDayIn(locale, instant) });
const refused = (message: Said) => new HttpError(409, message, { title: said(m.dashboard_toast_registration_failed) });

/** A code's live uses: the orders holding it that are not cancelled. */
export function promoUsesSql(promoCodeId: number | AnyColumn) {
  return sql`(select count(*) from event_registrations u where u.promo_code_id = ${promoCodeId} and u.status != 'cancelled')`;
}

/** The code for this order, or a refusal saying why it cannot be used. */
export async function promoForOrder(
  db: Database,
  input: { businessId: number | null; eventId: number; code: string; typeNames: string[]; now: Date },
): Promise<OrderPromo> {
  const code = normalizePromoCode(input.code);
  const unknown = refused(said(m.events_promo_unknown, { code }));
  if (input.businessId === null) throw unknown;
  const [row] = await db
    .select({
      promo: promoCodes,
      uses: promoUsesSql(promoCodes.id).mapWith(Number),
    })
    .from(promoCodes)
    .where(and(eq(promoCodes.businessId, input.businessId), eq(promoCodes.code, code)))
    .limit(1);
  const promo = row?.promo;
  if (!promo || !promo.isActive || (promo.eventId !== null && promo.eventId !== input.eventId)) throw unknown;
  if (promo.validFrom && input.now < promo.validFrom) throw refused(said(m.events_promo_not_yet, { code, date: daySaid(promo.validFrom) }));
  if (promo.validUntil && input.now >= promo.validUntil) throw refused(said(m.events_promo_expired, { code }));
  if (!promoFitsAny(promo, input.typeNames)) throw refused(said(m.events_promo_no_types, { code }));
  if (promo.maxUses !== null && row.uses >= promo.maxUses) throw refused(said(m.events_promo_used_up, { code }));
  return {
    id: promo.id,
    code,
    percentOff: promo.percentOff,
    amountOffCents: promo.amountOffCents,
    ticketTypes: promo.ticketTypes,
    maxUses: promo.maxUses,
  };
}

/** The same checks as a SQL condition, for the insert that takes the seats: still active, valid and not used up. */
export function promoStillUsableSql(promo: OrderPromo, nowMs: number) {
  return sql`exists (select 1 from promo_codes p where p.id = ${promo.id} and p.is_active = 1
    and (p.valid_from is null or p.valid_from <= ${nowMs}) and (p.valid_until is null or p.valid_until > ${nowMs})
    and (p.max_uses is null or ${promoUsesSql(promo.id)} < p.max_uses))`;
}
