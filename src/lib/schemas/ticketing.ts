/**
 * The owner's ticket types and promo codes (issue 33), as the dashboard's forms send them.
 *
 * Ticket types come as rows of parallel fields (typeId, typeName, typePrice, typeQuantity,
 * typeSalesStart, typeSalesEnd, typeMaxPerOrder: one value per row, in order), so the same form
 * posts without JavaScript; a price is dollars ("25", "12.50"), the sales times New York wall clock
 * ("2026-12-01T18:00", as a datetime-local input sends it). Rules that need the event or the
 * orders (names unique, sales before the start, held seats) are the service's
 * (server/events/ticket-types.ts); its refusals name the type.
 */
import { z } from 'zod';
import { isCalendarDate, isClockTime, newYorkTimeToInstant } from '../domain/time.ts';
import { normalizePromoCode } from '../domain/ticket-order.ts';
import { messageKey, said } from '../i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { asLine, asText, idField, nextPathField } from './fields.ts';
import { TICKETING_LIMITS } from './ticketing-messages.ts';

export { TICKETING_LIMITS };
const L = TICKETING_LIMITS;

const K = {
  unknownBusiness: messageKey(said(m.organiser_msg_unknown_business)),
  eventNotFound: messageKey(said(m.ticketing_event_not_found)),
  promoNotFound: messageKey(said(m.ticketing_promo_not_found)),
  tooMany: messageKey(said(m.ticketing_types_too_many, { max: L.types })),
  name: messageKey(said(m.ticketing_type_name, { max: L.name })),
  price: messageKey(said(m.ticketing_type_price, { max: L.priceCents / 100 })),
  quantity: messageKey(said(m.ticketing_type_quantity, { max: L.quantity })),
  maxPerOrder: messageKey(said(m.ticketing_type_max_per_order, { max: L.maxPerOrder })),
  salesTime: messageKey(said(m.ticketing_type_sales_time)),
  unknownType: messageKey(said(m.ticketing_type_unknown)),
  code: messageKey(said(m.ticketing_promo_code, { min: L.codeMin, max: L.codeMax })),
  oneDiscount: messageKey(said(m.ticketing_promo_one_discount)),
  percent: messageKey(said(m.ticketing_promo_percent)),
  amount: messageKey(said(m.ticketing_promo_amount, { max: L.amountOffCents / 100 })),
  maxUses: messageKey(said(m.ticketing_promo_max_uses, { max: L.maxUses })),
  validTime: messageKey(said(m.ticketing_promo_valid_time)),
  validOrder: messageKey(said(m.ticketing_promo_valid_order)),
  promoTypes: messageKey(said(m.ticketing_promo_types, { max: L.promoTypes })),
};

/** "25" as 2500, "$12.50" as 1250, "" as `empty`; NaN when it is no amount. */
export function dollarsToCents(value: unknown, empty: number | null): number | null {
  const text = asText(value).replace(/[$\s,]/g, '');
  if (text === '') return empty;
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
}

/** A whole number from digits; NaN otherwise, `empty` when empty. */
const wholeOf = (value: unknown, empty: number | null): number | null => {
  const text = asText(value).trim();
  if (text === '') return empty;
  return /^\d{1,9}$/.test(text) ? Number(text) : NaN;
};

/** A New York date and time ("2026-12-01T18:00" or "2026-12-01 18:00") as an instant; empty is null, anything else NaN. */
export function newYorkDateTime(value: unknown): Date | null | number {
  const text = asText(value).trim();
  if (text === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::00)?$/.exec(text);
  if (!match || !isCalendarDate(match[1]) || !isClockTime(match[2])) return NaN;
  return newYorkTimeToInstant(match[1], match[2]);
}

const optionalInstant = (message: string) => z.preprocess(newYorkDateTime, z.date({ message }).nullable());

const TicketTypeRow = z.object({
  id: z.number().int().positive({ message: K.unknownType }).max(2_147_483_647, K.unknownType).nullable(),
  name: z.preprocess((value) => asLine(value).trim(), z.string().min(1, K.name).max(L.name, K.name)),
  priceCents: z.preprocess(
    (value) => dollarsToCents(value, 0),
    z.number({ message: K.price }).int(K.price).min(0, K.price).max(L.priceCents, K.price),
  ),
  quantity: z.preprocess(
    (value) => wholeOf(value, NaN),
    z.number({ message: K.quantity }).int(K.quantity).min(1, K.quantity).max(L.quantity, K.quantity),
  ),
  salesStartAt: optionalInstant(K.salesTime),
  salesEndAt: optionalInstant(K.salesTime),
  maxPerOrder: z.preprocess(
    (value) => wholeOf(value, L.maxPerOrder),
    z.number({ message: K.maxPerOrder }).int(K.maxPerOrder).min(1, K.maxPerOrder).max(L.maxPerOrder, K.maxPerOrder),
  ),
});
export type TicketTypeInput = z.output<typeof TicketTypeRow>;

/** The form's parallel fields as rows (a field sent once is one value; a row with every field empty is left out). */
const ROW_FIELDS = {
  id: 'typeId',
  name: 'typeName',
  priceCents: 'typePrice',
  quantity: 'typeQuantity',
  salesStartAt: 'typeSalesStart',
  salesEndAt: 'typeSalesEnd',
  maxPerOrder: 'typeMaxPerOrder',
} as const;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function rowsOf(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const form = raw as Record<string, unknown>;
  // JSON callers may send the rows themselves.
  if (Array.isArray(form.types)) return form;
  const columns = Object.fromEntries(Object.entries(ROW_FIELDS).map(([key, field]) => [key, listOf(form[field])]));
  const count = Math.max(...Object.values(columns).map((column) => column.length));
  const types = [];
  for (let row = 0; row < count; row++) {
    const values = Object.fromEntries(Object.keys(ROW_FIELDS).map((key) => [key, columns[key][row]]));
    // Only the id, the default maximum and nothing typed: a blank row the owner added and left.
    const typed = ['name', 'priceCents', 'quantity', 'salesStartAt', 'salesEndAt'].some((key) => asText(values[key]).trim() !== '');
    if (!typed && asText(values.id).trim() === '') continue;
    const id = asText(values.id).trim();
    types.push({ ...values, id: id === '' ? null : /^\d{1,10}$/.test(id) ? Number(id) : -1 });
  }
  return { ...form, types };
}

/** An event's whole set of ticket types (none: the event keeps its own price). */
export const TicketTypesSchema = z.preprocess(
  rowsOf,
  z.object({
    businessId: idField(K.unknownBusiness),
    eventId: idField(K.eventNotFound),
    types: z.array(TicketTypeRow).max(L.types, K.tooMany),
    next: nextPathField,
  }),
);
export type TicketTypesInput = z.output<typeof TicketTypesSchema>;

/** "VIP, Student" as ["VIP", "Student"] (a list from JSON as it is). */
const namesOf = (value: unknown): unknown => {
  const list = Array.isArray(value) ? value.map(asLine) : asLine(value).split(',');
  return list.map((name) => name.trim()).filter(Boolean);
};

/** A new promo code: for one event (eventId) or all (empty), a percentage or an amount off each ticket (exactly one). */
export const PromoCodeSchema = z
  .object({
    businessId: idField(K.unknownBusiness),
    code: z.preprocess(
      (value) => normalizePromoCode(asText(value)),
      z
        .string()
        .min(L.codeMin, K.code)
        .max(L.codeMax, K.code)
        .regex(/^[A-Z0-9_-]+$/, K.code),
    ),
    eventId: z.preprocess(
      (value) => {
        const text = asText(value).trim();
        if (text === '' || text === 'all') return null;
        return /^\d{1,10}$/.test(text) ? Number(text) : NaN;
      },
      z.number({ message: K.eventNotFound }).int().positive(K.eventNotFound).nullable(),
    ),
    percentOff: z.preprocess(
      (value) => wholeOf(value, null),
      z.number({ message: K.percent }).int(K.percent).min(1, K.percent).max(100, K.percent).nullable(),
    ),
    amountOffCents: z.preprocess(
      (value) => dollarsToCents(value, null),
      z.number({ message: K.amount }).int(K.amount).min(1, K.amount).max(L.amountOffCents, K.amount).nullable(),
    ),
    maxUses: z.preprocess(
      (value) => wholeOf(value, null),
      z.number({ message: K.maxUses }).int(K.maxUses).min(1, K.maxUses).max(L.maxUses, K.maxUses).nullable(),
    ),
    validFrom: optionalInstant(K.validTime),
    validUntil: optionalInstant(K.validTime),
    ticketTypes: z.preprocess(namesOf, z.array(z.string().max(L.name, K.promoTypes)).max(L.promoTypes, K.promoTypes)),
    next: nextPathField,
  })
  .superRefine((input, context) => {
    if ((input.percentOff === null) === (input.amountOffCents === null))
      context.addIssue({ code: 'custom', path: [input.percentOff === null ? 'percentOff' : 'amountOffCents'], message: K.oneDiscount });
    if (input.validFrom && input.validUntil && input.validFrom >= input.validUntil)
      context.addIssue({ code: 'custom', path: ['validUntil'], message: K.validOrder });
  });
export type PromoCodeInput = z.output<typeof PromoCodeSchema>;

/** Remove (or, once used, switch off) one code of the business. */
export const PromoCodeRemoveSchema = z.object({
  businessId: idField(K.unknownBusiness),
  promoCodeId: idField(K.promoNotFound),
  next: nextPathField,
});
