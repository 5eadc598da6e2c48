/**
 * The advertising packages in the visitor's language (decision 024): names, summaries, features
 * and monthly prices. The English wording stays in advertising.ts; forms still post the package ids.
 */
import { ADVERTISING_PACKAGES, CUSTOM_PACKAGE_ID, type AdvertisingChoiceId, type AdvertisingPackage } from '#lib/domain/advertising.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
type Words = { name: Message; summary: Message; features: Message[] };

const PACKAGES: Record<AdvertisingChoiceId, Words> = {
  neighborhood: {
    name: m.partners_ad_pkg_neighborhood,
    summary: m.partners_ad_pkg_neighborhood_summary,
    features: [
      m.partners_ad_pkg_neighborhood_1,
      m.partners_ad_pkg_neighborhood_2,
      m.partners_ad_pkg_neighborhood_3,
      m.partners_ad_pkg_neighborhood_4,
    ],
  },
  spotlight: {
    name: m.partners_ad_pkg_spotlight,
    summary: m.partners_ad_pkg_spotlight_summary,
    features: [
      m.partners_ad_pkg_spotlight_1,
      m.partners_ad_pkg_spotlight_2,
      m.partners_ad_pkg_spotlight_3,
      m.partners_ad_pkg_spotlight_4,
      m.partners_ad_pkg_spotlight_5,
    ],
  },
  premier: {
    name: m.partners_ad_pkg_premier,
    summary: m.partners_ad_pkg_premier_summary,
    features: [
      m.partners_ad_pkg_premier_1,
      m.partners_ad_pkg_premier_2,
      m.partners_ad_pkg_premier_3,
      m.partners_ad_pkg_premier_4,
      m.partners_ad_pkg_premier_5,
    ],
  },
  [CUSTOM_PACKAGE_ID]: {
    name: m.partners_ad_custom,
    summary: m.partners_ad_custom_summary,
    features: [m.partners_ad_custom_1, m.partners_ad_custom_2, m.partners_ad_custom_3, m.partners_ad_custom_4],
  },
};

export type LocalizedPackage = { id: AdvertisingChoiceId; name: string; summary: string; features: string[] };

/** A package or the custom option, in the page's language. */
export function advertisingChoiceIn(locale: Locale, id: AdvertisingChoiceId): LocalizedPackage {
  const words = PACKAGES[id];
  const t = { locale };
  return { id, name: words.name({}, t), summary: words.summary({}, t), features: words.features.map((feature) => feature({}, t)) };
}

/** "$299.00/month"; "299,00 US$ al mes"; "299,00 $US par mois". */
export function formatMonthlyIn(locale: Locale, pkg: Pick<AdvertisingPackage, 'monthlyCents'>): string {
  return m.partners_ad_per_month({ price: formatPriceIn(locale, pkg.monthlyCents) }, { locale });
}

/** The three packages, in display order, with their prices and highlight. */
export function advertisingPackagesIn(locale: Locale): (LocalizedPackage & { price: string; highlighted: boolean })[] {
  return ADVERTISING_PACKAGES.map((pkg) => ({
    ...advertisingChoiceIn(locale, pkg.id),
    price: formatMonthlyIn(locale, pkg),
    highlighted: pkg.highlighted,
  }));
}
