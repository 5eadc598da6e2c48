/**
 * What a sale brings the business, in integer cents (issue 33, the Sales tab). The rule:
 * - gross = what buyers paid, all in (the price plus the guide's fee, after any promo code's discount);
 * - discounts = what promo codes took off before that;
 * - fees = the guide's fee on it;
 * - refunds = what was refunded of it;
 * - net to the owner = gross - fees - the owner's share of the refunds. A refund of a destination
 *   charge takes back from the owner's transfer in proportion price / total (the rest comes out of
 *   the guide's fee), rounded as Stripe rounds a transfer reversal: round(refunded * price / total),
 *   per sale, where price and total are the whole payment's (an order of several tickets is one
 *   payment, and Stripe reverses its transfer in that payment's proportion). So a sale refunded in full nets 0, and an unrefunded one nets its price.
 */
export type Sale = {
  /** What the buyer paid, all in. */
  paidCents: number;
  /** The guide's fee within it. */
  feeCents: number;
  /** The owner's price within it (paid - fee). */
  priceCents: number;
  refundedCents: number;
  /** What a promo code took off it before it was paid (shown beside gross; gross is after it). */
  discountCents?: number;
  /**
   * The payment it was part of, when that paid for more than this sale (an order of several
   * tickets): what was paid in all and the owner's price within it. Stripe reverses a destination
   * charge's transfer in the proportion of the whole payment, not of one ticket.
   */
  payment?: { paidCents: number; priceCents: number };
};

export type SaleTotals = {
  count: number;
  grossCents: number;
  discountsCents: number;
  feesCents: number;
  refundsCents: number;
  netCents: number;
};

/** The owner's share of a sale's refunds, as Stripe reverses the transfer. */
export function ownerRefundCents(sale: Sale): number {
  const { paidCents, priceCents } = sale.payment ?? sale;
  if (paidCents <= 0 || sale.refundedCents <= 0) return 0;
  return Math.round((sale.refundedCents * priceCents) / paidCents);
}

/** What the owner keeps of one sale. */
export function netCents(sale: Sale): number {
  return sale.paidCents - sale.feeCents - ownerRefundCents(sale);
}

export const NO_SALES: SaleTotals = { count: 0, grossCents: 0, discountsCents: 0, feesCents: 0, refundsCents: 0, netCents: 0 };

/** The sums of several sales. */
export function totalsOf(sales: readonly Sale[]): SaleTotals {
  return sales.reduce<SaleTotals>(
    (sum, sale) => ({
      count: sum.count + 1,
      grossCents: sum.grossCents + sale.paidCents,
      discountsCents: sum.discountsCents + (sale.discountCents ?? 0),
      feesCents: sum.feesCents + sale.feeCents,
      refundsCents: sum.refundsCents + sale.refundedCents,
      netCents: sum.netCents + netCents(sale),
    }),
    NO_SALES,
  );
}
