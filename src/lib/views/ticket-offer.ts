/** A ticket type as the registration form offers it (issue 33). */
export type TicketOffer = {
  id: number;
  name: string;
  priceCents: number;
  /** The guide's fee on one ticket, at the host's rate now. */
  feeCents: number;
  left: number;
  maxPerOrder: number;
  /** Whether it can be bought now: on sale, not yet, or no more. */
  window: 'on_sale' | 'not_yet' | 'ended';
  salesStartAt: Date | null;
};
