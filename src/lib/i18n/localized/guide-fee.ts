/** The all-in price with the guide's fee broken out (issue 33), in the reader's language: pages and mails say it alike. */
import type { Locale } from '#lib/i18n/locales.ts';
import { formatEventPriceIn, formatPriceIn } from '#lib/i18n/format.ts';
import {
  events_fee_breakdown,
  events_refund_policy,
  events_refunds_days,
  events_refunds_none,
  events_refunds_until_start,
} from '#paraglide/messages.js';

/** "$25.00 + $1.75 service fee"; null when there is no fee to break out. */
export function feeBreakdownIn(locale: Locale, priceCents: number, feeCents: number): string | null {
  if (!(feeCents > 0)) return null;
  return events_fee_breakdown({ price: formatPriceIn(locale, priceCents), fee: formatPriceIn(locale, feeCents) }, { locale });
}

/** "$26.75 ($25.00 + $1.75 service fee)", or "$25.00" (or "Free") with no fee. */
export function paidWithFeeIn(locale: Locale, priceCents: number, feeCents: number): string {
  const total = formatPriceIn(locale, priceCents + (feeCents > 0 ? feeCents : 0));
  const breakdown = feeBreakdownIn(locale, priceCents, feeCents);
  return breakdown ? `${total} (${breakdown})` : total;
}

/** The price a buyer sees for an event: its all-in price where worked out, else its price ("Free" when none). */
export function buyerEventPriceIn(locale: Locale, event: { price: string | null; allInPrice?: string | null }): string {
  return formatEventPriceIn(locale, event.allInPrice === undefined ? event.price : event.allInPrice);
}

/** An event's refund policy as buyers read it before paying: "Refund policy: refunds up to 7 days before the event". */
export function refundPolicyIn(locale: Locale, days: number | null): string {
  const t = { locale };
  const policy =
    days === null ? events_refunds_none({}, t) : days === 0 ? events_refunds_until_start({}, t) : events_refunds_days({ days }, t);
  return events_refund_policy({ policy }, t);
}
