/**
 * A page's events priced all in (issue 33) with the verified texts it shows in Spanish or French
 * (decision 024): the hosts' fees and the translations are read in one batch, so a page in any
 * language pays one round trip for both.
 */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import type { Database } from '../db/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { feePayersOf, pricedAllIn, type AllInFields } from '../fees/all-in-prices.ts';
import { guideFeeQueries, guideFeeRatesFrom } from '../fees/guide-fees.ts';
import { verifiedTranslationsQuery } from '../translations/content-translations.ts';
import { attach, listTextKeys, listTextsFrom, loadListTexts, type ListTextIds, type ListTexts } from '../translations/list-texts.ts';

/** The views with their all-in prices, and the texts of `textIds` in `locale`: one round trip (none for nothing to read). */
export async function withPricesAndTexts<T extends { businessId: number | null; price: string | null }>(
  db: Database,
  views: readonly T[],
  now: Date,
  locale: Locale,
  textIds: ListTextIds,
): Promise<{ priced: (T & AllInFields)[]; texts: ListTexts }> {
  // The guide's fees, set with the plans, are in every price shown.
  pageShows(cacheKey.plans);
  if (views.length === 0) return { priced: [], texts: await loadListTexts(db, locale, textIds) };
  const payers = [...new Set(feePayersOf(views))];
  const keys = listTextKeys(locale, textIds);
  const feeQueries = guideFeeQueries(db, payers, now);
  if (keys.length === 0) {
    const [fees, running] = await db.batch(feeQueries);
    return { priced: pricedAllIn(views, guideFeeRatesFrom(fees, running, payers)), texts: listTextsFrom(new Map()) };
  }
  const [fees, running, found] = await db.batch([...feeQueries, verifiedTranslationsQuery(db, locale, keys)]);
  return {
    priced: pricedAllIn(views, guideFeeRatesFrom(fees, running, payers)),
    texts: listTextsFrom(new Map(found.map((row) => [row.key, row.text]))),
  };
}

/** Events with their all-in prices and their own verified titles and descriptions attached: one round trip. */
export async function pricedWithTexts<T extends { id: number; businessId: number | null; price: string | null }>(
  db: Database,
  events: readonly T[],
  now: Date,
  locale: Locale,
): Promise<(T & AllInFields)[]> {
  const { priced, texts } = await withPricesAndTexts(db, events, now, locale, { events: events.map((event) => event.id) });
  return priced.map((event) => attach(event, texts.event(event.id)));
}
