/** The business's ticket and booking sales as the Sales tab and GET /api/businesses/:id/sales show them (integer cents). */
import type { SaleTotals } from '../domain/sales.ts';

/** One event (or bookable service) with what it sold. */
export type SalesLineView = SaleTotals & {
  id: number;
  title: string;
  kind: 'event' | 'service';
  startsAt: string | null;
  /** An event's sales by ticket type (issue 33), in the order first sold; none for a service. */
  types: (SaleTotals & { name: string })[];
};

export type SalesView = {
  totals: SaleTotals;
  /** Paid events, newest first. */
  events: SalesLineView[];
  /** Paid bookable services, by name. */
  services: SalesLineView[];
  /** The last 30 days' net sales (New York days, oldest first, today last). */
  daily: { date: string; netCents: number }[];
};

/** One ticket or booking sold, as a row of the CSV. */
export type SaleRowView = {
  soldAt: string;
  kind: 'event' | 'service';
  title: string;
  /** The ticket's type ("general" for a plain seat); empty for a booking. */
  ticketType: string;
  buyer: string;
  discountCents: number;
  paidCents: number;
  feeCents: number;
  refundedCents: number;
  netCents: number;
};
