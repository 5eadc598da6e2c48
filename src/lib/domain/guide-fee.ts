/**
 * The guide's fee on a ticket or a booking, and the all-in price a buyer pays (issue 33), in
 * integer cents. The buyer pays the ticket price plus the guide's fee; the owner receives the
 * ticket price, and the guide's fee is the application fee Stripe keeps for the guide.
 *
 * Rounding: the fee is worked out per ticket, the percentage part rounded to the nearest cent
 * with halves up (floor((price × basis points + 5000) / 10000)), then the fixed amount added; an
 * order's fee is that per-ticket fee times the quantity, so the breakdown shown per ticket always
 * adds up to the total charged. A free ticket (price 0) carries no fee at all.
 */

/** A fee: a percentage in basis points (500 = 5%) plus a fixed amount in cents, per ticket. */
export type GuideFeeRate = { percentBps: number; fixedCents: number };

/** No fee: the guide's own events, which no business sells. */
export const NO_GUIDE_FEE: GuideFeeRate = { percentBps: 0, fixedCents: 0 };

/** The bounds an admin may set: 0 to 30%, and $0 to $20 per ticket. */
export const GUIDE_FEE_BOUNDS = { maxPercentBps: 3000, maxFixedCents: 2000 } as const;

export type AllInPrice = {
  /** The ticket's own price, what the owner receives per ticket. */
  unitPriceCents: number;
  quantity: number;
  /** The guide's fee on one ticket. */
  feePerTicketCents: number;
  /** The guide's fee on the whole order. */
  feeCents: number;
  /** What one ticket costs the buyer, fee included. */
  allInUnitCents: number;
  /** What the buyer pays for the order: tickets plus fees. */
  totalCents: number;
  /** What Stripe keeps for the guide from a destination charge (the guide's fee). */
  applicationFeeCents: number;
};

/** The guide's fee on one ticket at this price (0 for a free ticket). */
export function guideFeePerTicket(unitPriceCents: number, rate: GuideFeeRate): number {
  if (!(unitPriceCents > 0)) return 0;
  return Math.floor((unitPriceCents * rate.percentBps + 5000) / 10000) + rate.fixedCents;
}

/** The all-in price of `quantity` tickets at `unitPriceCents` under `rate`. */
export function allInPrice(unitPriceCents: number, quantity: number, rate: GuideFeeRate): AllInPrice {
  const unit = Math.max(0, Math.trunc(unitPriceCents));
  const count = Math.max(0, Math.trunc(quantity));
  const feePerTicketCents = guideFeePerTicket(unit, rate);
  const feeCents = feePerTicketCents * count;
  return {
    unitPriceCents: unit,
    quantity: count,
    feePerTicketCents,
    feeCents,
    allInUnitCents: unit + feePerTicketCents,
    totalCents: (unit + feePerTicketCents) * count,
    applicationFeeCents: feeCents,
  };
}

/** A rate within the admin's bounds: whole numbers, 0 to 30%, $0 to $20. */
export function isGuideFeeRateAllowed(rate: GuideFeeRate): boolean {
  return (
    Number.isInteger(rate.percentBps) &&
    Number.isInteger(rate.fixedCents) &&
    rate.percentBps >= 0 &&
    rate.percentBps <= GUIDE_FEE_BOUNDS.maxPercentBps &&
    rate.fixedCents >= 0 &&
    rate.fixedCents <= GUIDE_FEE_BOUNDS.maxFixedCents
  );
}
