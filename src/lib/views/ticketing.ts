/** An event's ticket types and a business's promo codes as the owner's dashboard shows them (issue 33): plain data, instants as ISO text. */

export type TicketTypeView = {
  id: number;
  eventId: number;
  name: string;
  priceCents: number;
  quantity: number;
  /** On sale from (null: now) until (null: the event's start), ISO. */
  salesStartAt: string | null;
  salesEndAt: string | null;
  maxPerOrder: number;
  position: number;
  /** Seats of this type in live orders (not cancelled). */
  held: number;
  /** Tickets issued under this type's name: active, used or refunded. */
  sold: number;
};

export type PromoCodeView = {
  id: number;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The one event it is for (null: every event of the business), with its title. */
  eventId: number | null;
  eventTitle: string | null;
  maxUses: number | null;
  /** Live orders (not cancelled) holding it. */
  uses: number;
  validFrom: string | null;
  validUntil: string | null;
  ticketTypes: string[];
  isActive: boolean;
};
