/**
 * Notifications that gather (issue 33): one pending alert that later events add to, such as an
 * owner's ticket sales counted into one alert per event until it is sent. Such a row is worded from
 * its count when it is sent, and gives up its dedupe key when it leaves pending (sent, or skipped
 * by the member's switch), so the next event starts a new alert rather than adding to a sent one.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { ownerTicketSalesText, type TicketSalesData } from './owner-alert-texts.ts';

type Stored = { id: number; type: string | null; data: unknown; dedupeKey: string | null };

/** The words of a gathering notification, written from its count as it is sent; null for any other. */
export function wordsAtDelivery(locale: Locale, row: Stored): { title: string; body: string } | null {
  if (row.type !== 'owner_ticket_sales' || !isSalesData(row.data)) return null;
  const { title, body } = ownerTicketSalesText(locale, row.data);
  return { title, body };
}

/** The change that frees a gathering notification's key as it leaves pending (`owner:sales:12` becomes `owner:sales:12:345`); none for any other. */
export function releasedKey(row: Stored): { dedupeKey?: string } {
  return row.type === 'owner_ticket_sales' && row.dedupeKey ? { dedupeKey: `${row.dedupeKey}:${row.id}` } : {};
}

function isSalesData(data: unknown): data is TicketSalesData {
  const value = data as Partial<TicketSalesData> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.event === 'string' &&
    Number.isSafeInteger(value.since) &&
    Number.isSafeInteger(value.count) &&
    (value.count ?? 0) > 0
  );
}
