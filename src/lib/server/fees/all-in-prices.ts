/**
 * All-in prices for buyers (issue 33; the US rule for live-event tickets since 2025): each paid
 * event a page shows gets the price one ticket costs with the guide's fee, worked out from its
 * host's fee now, for all the events in one read. What a buyer is charged is fixed when the seat
 * is held (registrations.ts), from the same rate.
 */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { allInPrice, NO_GUIDE_FEE, type GuideFeeRate } from '#lib/domain/guide-fee.ts';
import { priceToCents } from '#lib/domain/event-format.ts';
import { centsToDecimalString } from '#lib/domain/money.ts';
import type { Database } from '../db/client.ts';
import { guideFeeRatesFor } from './guide-fees.ts';

/** What a buyer pays for one ticket, as decimal strings like the event's price. */
export type AllInFields = {
  /** The ticket price plus the guide's fee ("26.75"); null is Free. */
  allInPrice: string | null;
  /** The guide's fee within it ("1.75"); null when there is none. */
  serviceFee: string | null;
};

/** The views with their all-in prices: one read for the hosts of them all, whatever they hold (none for no views). */
export async function withAllInPrices<T extends PricedView>(
  db: Database,
  views: readonly T[],
  now = new Date(),
): Promise<(T & AllInFields)[]> {
  // The guide's fees, set with the plans, are in every price shown.
  pageShows(cacheKey.plans);
  if (views.length === 0) return [];
  // Always one read for a list, so a page costs the same whatever its events are (tests/unit/event-pages.test.ts).
  const rates = await guideFeeRatesFor(db, feePayersOf(views), now, { always: true });
  return pricedAllIn(views, rates);
}

type PricedView = { businessId: number | null; price: string | null };

/** The hosts whose fee the views' prices need: those of paid events. */
export function feePayersOf(views: readonly PricedView[]): number[] {
  return views.flatMap((view) => (view.businessId !== null && (priceToCents(view.price) ?? 0) > 0 ? [view.businessId] : []));
}

/** The views with their all-in prices, from their hosts' fee rates (guideFeeRatesFor or guideFeeRatesFrom). */
export function pricedAllIn<T extends PricedView>(views: readonly T[], rates: ReadonlyMap<number, GuideFeeRate>): (T & AllInFields)[] {
  return views.map((view) => {
    const cents = priceToCents(view.price) ?? 0;
    const price = allInPrice(cents, 1, (view.businessId !== null && rates.get(view.businessId)) || NO_GUIDE_FEE);
    return {
      ...view,
      allInPrice: price.totalCents > 0 ? centsToDecimalString(price.totalCents) : null,
      serviceFee: price.feeCents > 0 ? centsToDecimalString(price.feeCents) : null,
    };
  });
}
