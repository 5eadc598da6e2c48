/**
 * A business's sales (issue 33, the Sales tab): every paid ticket of its events (active, used or
 * refunded, with a payment) and every paid booking of its services (confirmed or refunded, with a
 * payment; a refunded booking was refunded in full, a confirmed one by its partial refunds), summed per event, per service and per New
 * York day with the rule of domain/sales.ts. Read as two queries that join the dashboard's batch.
 */
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { bookings, businessServices, events, tickets } from '#db/schema.ts';
import { netCents, totalsOf, type Sale, type SaleTotals } from '#lib/domain/sales.ts';
import { addDays, toNewYorkParts } from '#lib/domain/time.ts';
import type { SaleRowView, SalesLineView, SalesView } from '#lib/views/sales.ts';
import type { Database } from '../db/client.ts';
import { attendeeOf } from '../events/check-in.ts';

export const SALES_DAYS = 30;

/** The business's paid tickets and paid bookings, newest first. */
export function salesQueries(db: Database, businessId: number) {
  return [
    db
      .select({
        soldAt: tickets.createdAt,
        eventId: events.id,
        title: events.title,
        startsAt: events.startsAt,
        customerInfo: tickets.customerInfo,
        paidCents: tickets.totalAmountCents,
        feeCents: tickets.feesCents,
        priceCents: sql<number>`${tickets.totalAmountCents} - ${tickets.feesCents}`.mapWith(Number),
        discountCents: tickets.discountCents,
        ticketType: tickets.ticketType,
        refundedCents: tickets.refundedCents,
        // The whole payment the ticket was part of (an order of several tickets is one payment).
        paymentPaidCents:
          sql<number>`(select sum(o.total_amount_cents) from tickets o where o.stripe_payment_intent_id = ${tickets.stripePaymentIntentId})`.mapWith(
            Number,
          ),
        paymentPriceCents:
          sql<number>`(select sum(o.total_amount_cents - o.fees_cents) from tickets o where o.stripe_payment_intent_id = ${tickets.stripePaymentIntentId})`.mapWith(
            Number,
          ),
      })
      .from(tickets)
      .innerJoin(events, eq(events.id, tickets.eventId))
      .where(
        and(
          eq(events.businessId, businessId),
          inArray(tickets.status, ['active', 'used', 'refunded']),
          isNotNull(tickets.stripePaymentIntentId),
          gt(tickets.totalAmountCents, 0),
        ),
      )
      .orderBy(desc(tickets.createdAt), desc(tickets.id)),
    db
      .select({
        soldAt: bookings.createdAt,
        serviceId: businessServices.id,
        title: businessServices.name,
        buyer: bookings.contactName,
        amountCents: bookings.amountCents,
        feeCents: bookings.feeCents,
        refundedCents: bookings.refundedCents,
        status: bookings.status,
      })
      .from(bookings)
      .innerJoin(businessServices, eq(businessServices.id, bookings.serviceId))
      .where(
        and(
          eq(bookings.businessId, businessId),
          inArray(bookings.status, ['confirmed', 'refunded']),
          isNotNull(bookings.stripePaymentIntentId),
          gt(bookings.amountCents, 0),
        ),
      )
      .orderBy(desc(bookings.createdAt), desc(bookings.id)),
  ] as const;
}

type TicketRow = Awaited<ReturnType<typeof salesQueries>[0]>[number];
type BookingRow = Awaited<ReturnType<typeof salesQueries>[1]>[number];
type Sold = { sale: Sale; row: SaleRowView; key: string; line: Omit<SalesLineView, keyof SaleTotals | 'types'> };

function soldTicket(row: TicketRow): Sold {
  const sale: Sale = {
    paidCents: row.paidCents,
    feeCents: row.feeCents,
    priceCents: row.priceCents,
    refundedCents: row.refundedCents,
    discountCents: row.discountCents,
    payment: { paidCents: row.paymentPaidCents, priceCents: row.paymentPriceCents },
  };
  return {
    sale,
    key: `event:${row.eventId}`,
    line: { id: row.eventId, title: row.title, kind: 'event', startsAt: row.startsAt.toISOString() },
    row: {
      soldAt: row.soldAt.toISOString(),
      kind: 'event',
      title: row.title,
      ticketType: row.ticketType,
      buyer: attendeeOf(row.customerInfo),
      discountCents: sale.discountCents ?? 0,
      paidCents: sale.paidCents,
      feeCents: sale.feeCents,
      refundedCents: sale.refundedCents,
      netCents: netCents(sale),
    },
  };
}

function soldBooking(row: BookingRow): Sold {
  const paidCents = row.amountCents + row.feeCents;
  const sale: Sale = {
    paidCents,
    feeCents: row.feeCents,
    priceCents: row.amountCents,
    // A refunded booking was refunded in full (whatever its row holds, from before refunds were counted); a confirmed one by its partial refunds.
    refundedCents: row.status === 'refunded' ? paidCents : row.refundedCents,
  };
  return {
    sale,
    key: `service:${row.serviceId}`,
    line: { id: row.serviceId, title: row.title, kind: 'service', startsAt: null },
    row: {
      soldAt: row.soldAt.toISOString(),
      kind: 'service',
      title: row.title,
      ticketType: '',
      buyer: row.buyer,
      discountCents: 0,
      paidCents: sale.paidCents,
      feeCents: sale.feeCents,
      refundedCents: sale.refundedCents,
      netCents: netCents(sale),
    },
  };
}

/** Every sale, newest first. */
export function soldOf(ticketRows: readonly TicketRow[], bookingRows: readonly BookingRow[]): Sold[] {
  return [...ticketRows.map(soldTicket), ...bookingRows.map(soldBooking)].sort((a, b) => b.row.soldAt.localeCompare(a.row.soldAt));
}

/** The CSV's rows: one per ticket or booking sold, newest first. */
export function saleRowsOf(ticketRows: readonly TicketRow[], bookingRows: readonly BookingRow[]): SaleRowView[] {
  return soldOf(ticketRows, bookingRows).map((sold) => sold.row);
}

/** The Sales tab's figures: per event (newest first), per service, in all, and per day over the last 30 days. */
export function salesViewOf(ticketRows: readonly TicketRow[], bookingRows: readonly BookingRow[], now: Date): SalesView {
  const sold = soldOf(ticketRows, bookingRows);
  const groups = new Map<string, { line: Sold['line']; sales: Sale[]; types: Map<string, Sale[]> }>();
  // Oldest first, so each event's types come in the order they were first sold.
  for (const item of [...sold].reverse()) {
    const group = groups.get(item.key) ?? { line: item.line, sales: [], types: new Map<string, Sale[]>() };
    group.sales.push(item.sale);
    if (item.row.kind === 'event') group.types.set(item.row.ticketType, [...(group.types.get(item.row.ticketType) ?? []), item.sale]);
    groups.set(item.key, group);
  }
  const lines = [...groups.values()].map(({ line, sales, types }) => ({
    ...line,
    ...totalsOf(sales),
    types: [...types].map(([name, typeSales]) => ({ name, ...totalsOf(typeSales) })),
  }));
  const today = toNewYorkParts(now).date;
  const first = addDays(today, 1 - SALES_DAYS);
  const byDay = new Map<string, number>();
  for (const item of sold) {
    const day = toNewYorkParts(new Date(item.row.soldAt)).date;
    if (day >= first && day <= today) byDay.set(day, (byDay.get(day) ?? 0) + item.row.netCents);
  }
  return {
    totals: totalsOf(sold.map((item) => item.sale)),
    events: lines.filter((line) => line.kind === 'event').sort((a, b) => (b.startsAt ?? '').localeCompare(a.startsAt ?? '') || b.id - a.id),
    services: lines.filter((line) => line.kind === 'service').sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id),
    daily: Array.from({ length: SALES_DAYS }, (_, index) => {
      const date = addDays(first, index);
      return { date, netCents: byDay.get(date) ?? 0 };
    }),
  };
}

/** The business's sales, read on their own (the API route). */
export async function businessSales(db: Database, businessId: number, now = new Date()) {
  const [ticketRows, bookingRows] = await db.batch(salesQueries(db, businessId));
  return { view: salesViewOf(ticketRows, bookingRows, now), rows: saleRowsOf(ticketRows, bookingRows) };
}
