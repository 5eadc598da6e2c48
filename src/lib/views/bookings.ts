/** Bookable services and bookings as pages and the dashboard show them. */
export type SlotView = { id: number; startsAt: string; placesLeft: number };
export type ServiceView = {
  id: number;
  name: string;
  description: string | null;
  priceCents: number;
  durationMinutes: number;
  placesPerSlot: number;
  slots: SlotView[];
};
export type BookingRowView = {
  id: number;
  serviceName: string;
  startsAt: string;
  guestName: string;
  guestEmail: string;
  /** The service's price within what the guest paid. */
  amountCents: number;
  /** What the guest paid, all in (the price and the guide's fee), and what has been refunded of it. */
  paidCents: number;
  refundedCents: number;
  /** Whether it was paid through Stripe (and so can be refunded). */
  paid: boolean;
  status: string;
  createdAt: string;
};
