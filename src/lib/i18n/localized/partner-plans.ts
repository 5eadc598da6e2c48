/**
 * Partnership plans as /advertise-with-us shows them, in the visitor's language (decision 024).
 * A seeded plan whose words are still the package's (advertising.ts) gets the package's
 * translations; words an admin wrote stay as written (shown lang="en" by ContentText). Prices and
 * the plan's bounds (ad credit, live ads, priority) are always from the plan itself.
 */
import { ADVERTISING_PACKAGES } from '#lib/domain/advertising.ts';
import { advertisingChoiceIn, formatMonthlyIn } from '#lib/i18n/localized/advertising.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { plans_ad_credit, plans_max_ads, plans_max_ads_one, plans_no_ad_credit, plans_priority } from '#paraglide/messages.js';

export type PartnerPlanFacts = {
  slug: string | null;
  name: string;
  description: string | null;
  highlighted: boolean;
  monthlyFeeCents: number;
  adCredits: number;
  maxAds: number;
  priority: number;
  features: string[];
};

/** A stored text with its translation into the page's language, when the guide has one. */
export type Worded = { text: string; translation: string | null };

export type PartnerPlanCard = {
  slug: string;
  name: Worded;
  description: Worded | null;
  features: Worded[];
  benefits: string[];
  price: string;
  highlighted: boolean;
};

/** The plan's name in `locale` when it is still a package's name; otherwise as written. */
export function partnerPlanNameIn(locale: Locale, plan: Pick<PartnerPlanFacts, 'slug' | 'name'>): Worded {
  const pkg = ADVERTISING_PACKAGES.find((candidate) => candidate.id === plan.slug);
  return { text: plan.name, translation: pkg && pkg.name === plan.name ? advertisingChoiceIn(locale, pkg.id).name : null };
}

/** What the plan gives, from its numbers: ad credit, live ads, priority. */
export function partnerPlanBenefitsIn(locale: Locale, plan: Pick<PartnerPlanFacts, 'adCredits' | 'maxAds' | 'priority'>): string[] {
  const t = { locale };
  return [
    plan.adCredits > 0 ? plans_ad_credit({ amount: formatPriceIn(locale, plan.adCredits) }, t) : plans_no_ad_credit({}, t),
    plan.maxAds === 1 ? plans_max_ads_one({}, t) : plans_max_ads({ count: plan.maxAds }, t),
    plans_priority({ priority: plan.priority }, t),
  ];
}

/** A plan as a card of the page, in `locale`. */
export function partnerPlanCardIn(locale: Locale, plan: PartnerPlanFacts & { slug: string }): PartnerPlanCard {
  const pkg = ADVERTISING_PACKAGES.find((candidate) => candidate.id === plan.slug);
  const words = pkg ? advertisingChoiceIn(locale, pkg.id) : null;
  const sameFeatures =
    pkg !== undefined &&
    pkg.features.length === plan.features.length &&
    pkg.features.every((feature, index) => feature === plan.features[index]);
  return {
    slug: plan.slug,
    name: partnerPlanNameIn(locale, plan),
    description: plan.description
      ? { text: plan.description, translation: pkg && words && pkg.summary === plan.description ? words.summary : null }
      : null,
    features: plan.features.map((feature, index) => ({ text: feature, translation: sameFeatures && words ? words.features[index] : null })),
    benefits: partnerPlanBenefitsIn(locale, plan),
    price: formatMonthlyIn(locale, { monthlyCents: plan.monthlyFeeCents }),
    highlighted: plan.highlighted,
  };
}
