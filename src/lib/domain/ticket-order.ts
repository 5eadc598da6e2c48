/**
 * An order of ticket types (issue 33), in integer cents: a buyer takes quantities of several of an
 * event's types in one order, up to 10 tickets, and may use one promo code.
 *
 * Per ticket: the type's price, less the code's discount when the code applies to the type (a
 * percentage rounded to the cent, halves up, or an amount, never more than the price), then the
 * guide's fee on what is left (the fee is on the price the buyer actually pays for the ticket, so a
 * ticket made free by a code carries no fee). An order's figures are the sums of its tickets', so
 * each ticket's breakdown adds up to the order's, and a refund of one ticket is that ticket's figures.
 */
import { guideFeePerTicket, type GuideFeeRate } from './guide-fee.ts';

/** Tickets in one order, all types together. */
export const MAX_TICKETS_PER_ORDER = 10;

/** One type in an order: how many, and each ticket's price, discount and guide's fee, fixed when the seats were held. */
export type OrderLine = {
  ticketTypeId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  feeCents: number;
};

/** What a promo code takes off: a percentage or an amount per ticket, on the types it names (none: all). */
export type PromoDiscount = { code: string; percentOff: number | null; amountOffCents: number | null; ticketTypes: string[] };

/** A type as an order reads it. */
export type OrderableType = { id: number; name: string; priceCents: number };

export type PricedOrder = {
  lines: OrderLine[];
  seats: number;
  /** The tickets at their prices, before any discount. */
  subtotalCents: number;
  discountCents: number;
  /** What the owner is paid for the order: the subtotal less the discount. */
  amountCents: number;
  /** The guide's fee on the order. */
  feeCents: number;
  /** What the buyer pays: the amount plus the fee. */
  totalCents: number;
};

/** Whether a code applies to a type: it names none (all types) or this one, in any case. */
export function promoAppliesTo(promo: Pick<PromoDiscount, 'ticketTypes'>, typeName: string): boolean {
  if (promo.ticketTypes.length === 0) return true;
  const name = typeName.trim().toLocaleLowerCase('en-US');
  return promo.ticketTypes.some((listed) => listed.trim().toLocaleLowerCase('en-US') === name);
}

/** What a code takes off one ticket at this price (never more than the price). */
export function discountPerTicket(unitPriceCents: number, promo: Pick<PromoDiscount, 'percentOff' | 'amountOffCents'>): number {
  const unit = Math.max(0, Math.trunc(unitPriceCents));
  if (promo.percentOff) return Math.min(unit, Math.floor((unit * promo.percentOff + 50) / 100));
  if (promo.amountOffCents) return Math.min(unit, promo.amountOffCents);
  return 0;
}

/** One ticket of a type under a code and a fee rate. */
export function pricedTicket(type: OrderableType, promo: PromoDiscount | null, rate: GuideFeeRate) {
  const discountCents = promo && promoAppliesTo(promo, type.name) ? discountPerTicket(type.priceCents, promo) : 0;
  const feeCents = guideFeePerTicket(type.priceCents - discountCents, rate);
  return { unitPriceCents: type.priceCents, discountCents, feeCents };
}

/** The order of these quantities (types with none are left out), in the order of `types`. */
export function priceOrder(
  types: OrderableType[],
  quantities: ReadonlyMap<number, number>,
  rate: GuideFeeRate,
  promo: PromoDiscount | null,
): PricedOrder {
  const lines: OrderLine[] = [];
  for (const type of types) {
    const quantity = quantities.get(type.id) ?? 0;
    if (quantity <= 0) continue;
    lines.push({ ticketTypeId: type.id, name: type.name, quantity, ...pricedTicket(type, promo, rate) });
  }
  return totalsOf(lines);
}

/** An order's figures from its lines. */
export function totalsOf(lines: OrderLine[]): PricedOrder {
  let seats = 0;
  let subtotalCents = 0;
  let discountCents = 0;
  let feeCents = 0;
  for (const line of lines) {
    seats += line.quantity;
    subtotalCents += line.unitPriceCents * line.quantity;
    discountCents += line.discountCents * line.quantity;
    feeCents += line.feeCents * line.quantity;
  }
  const amountCents = subtotalCents - discountCents;
  return { lines, seats, subtotalCents, discountCents, amountCents, feeCents, totalCents: amountCents + feeCents };
}

/** Whether a code gives anything off this order's types (a code for other types only is refused, not silently ignored). */
export function promoFitsAny(promo: Pick<PromoDiscount, 'ticketTypes'>, typeNames: string[]): boolean {
  return typeNames.some((name) => promoAppliesTo(promo, name));
}

/** A code as buyers type it and as it is stored: capitals, no spaces around. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
