/**
 * The business's sales as CSV (one row per ticket or booking sold, newest first), written with
 * csv-stringify like the attendee list, its cells defused the same way (a name starting with =, +,
 * -, @ is shown as text, never run). Money is machine-readable dollars ("50.00"), times New York's.
 */
import { stringify } from 'csv-stringify/sync';
import { formatDateTime } from '#lib/domain/time.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { csvHeaderIn } from '#lib/i18n/localized/exports.ts';
import type { SaleRowView } from '#lib/views/sales.ts';
import { safeCell } from '../events/attendees-csv.ts';

/** The export's columns, in English (csvHeaderIn words them in the page's language). */
export const SALES_HEADER = [
  'Sold (New York time)',
  'Event or service',
  'Ticket type',
  'Buyer',
  'Discount',
  'Paid',
  'Guide fee',
  'Refunded',
  'Net to you',
] as const;

const dollars = (cents: number): string => (cents / 100).toFixed(2);

export function salesCsv(rows: readonly SaleRowView[], locale: Locale = 'en'): string {
  const cells = rows.map((row) => [
    formatDateTime(new Date(row.soldAt)),
    safeCell(row.title),
    safeCell(row.ticketType),
    safeCell(row.buyer),
    dollars(row.discountCents),
    dollars(row.paidCents),
    dollars(row.feeCents),
    dollars(row.refundedCents),
    dollars(row.netCents),
  ]);
  return stringify([csvHeaderIn(locale, SALES_HEADER), ...cells]);
}
