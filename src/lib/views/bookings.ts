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
  amountCents: number;
  status: string;
  createdAt: string;
};
