/**
 * The partner program's own words in the visitor's language (decision 024): level names,
 * summaries and benefits, what partners get, and the business types of the application. The
 * English wording stays in partnership.ts (the spec's); the form still posts the English values.
 */
import { formatPriceIn } from '#lib/i18n/format.ts';
import type { PartnershipLevelId } from '#lib/domain/partnership.ts';
import { tierAmountLabel, type SponsorshipTier } from '#lib/domain/sponsorship.ts';
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import {
  partners_benefit_festival_text,
  partners_benefit_festival_title,
  partners_benefit_network_text,
  partners_benefit_network_title,
  partners_benefit_team_text,
  partners_benefit_team_title,
  partners_benefit_visitors_text,
  partners_benefit_visitors_title,
  partners_level_basic,
  partners_level_basic_1,
  partners_level_basic_2,
  partners_level_basic_3,
  partners_level_basic_summary,
  partners_level_diamond,
  partners_level_diamond_1,
  partners_level_diamond_2,
  partners_level_diamond_3,
  partners_level_diamond_summary,
  partners_level_everything_in,
  partners_level_platinum,
  partners_level_platinum_1,
  partners_level_platinum_2,
  partners_level_platinum_3,
  partners_level_platinum_summary,
  partners_level_premium,
  partners_level_premium_1,
  partners_level_premium_2,
  partners_level_premium_3,
  partners_level_premium_summary,
  partners_per_year,
  partners_type_entertainment,
  partners_type_gallery,
  partners_type_hotel,
  partners_type_music,
  partners_type_nonprofit,
  partners_type_other,
  partners_type_professional,
  partners_type_real_estate,
  partners_type_restaurant,
  partners_type_retail,
  partners_type_tours,
  partners_type_wellness,
  partners_sp_tier_bronze,
  partners_sp_tier_custom,
  partners_sp_tier_gold,
  partners_sp_tier_platinum,
  partners_sp_tier_silver,
  partners_sp_tier_with_amount,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const LEVEL_NAMES: Record<PartnershipLevelId, Message> = {
  basic: partners_level_basic,
  premium: partners_level_premium,
  platinum: partners_level_platinum,
  diamond: partners_level_diamond,
};
const LEVEL_SUMMARIES: Record<PartnershipLevelId, Message> = {
  basic: partners_level_basic_summary,
  premium: partners_level_premium_summary,
  platinum: partners_level_platinum_summary,
  diamond: partners_level_diamond_summary,
};
/** Each level's own benefits; every level above Basic also has everything of the one below. */
const LEVEL_BENEFITS: Record<PartnershipLevelId, Message[]> = {
  basic: [partners_level_basic_1, partners_level_basic_2, partners_level_basic_3],
  premium: [partners_level_premium_1, partners_level_premium_2, partners_level_premium_3],
  platinum: [partners_level_platinum_1, partners_level_platinum_2, partners_level_platinum_3],
  diamond: [partners_level_diamond_1, partners_level_diamond_2, partners_level_diamond_3],
};
const LEVEL_BELOW: Partial<Record<PartnershipLevelId, PartnershipLevelId>> = { premium: 'basic', platinum: 'premium', diamond: 'platinum' };

/** "Platinum", "Platino", "Platine". */
export function partnerLevelName(locale: Locale, id: PartnershipLevelId): string {
  return LEVEL_NAMES[id]({}, { locale });
}

/** A level's one-line summary. */
export function partnerLevelSummary(locale: Locale, id: PartnershipLevelId): string {
  return LEVEL_SUMMARIES[id]({}, { locale });
}

/** A level's benefits, led by "Everything in <the level below>" above Basic. */
export function partnerLevelBenefits(locale: Locale, id: PartnershipLevelId): string[] {
  const below = LEVEL_BELOW[id];
  const own = LEVEL_BENEFITS[id].map((benefit) => benefit({}, { locale }));
  return below ? [partners_level_everything_in({ level: partnerLevelName(locale, below) }, { locale }), ...own] : own;
}

/** "$1,000.00 per year"; "1000,00 US$ al año"; "1 000,00 $US par an". */
export function formatYearlyPriceIn(locale: Locale, level: { yearlyCents: number }): string {
  return partners_per_year({ price: formatPriceIn(locale, level.yearlyCents) }, { locale });
}

/** What partners get, whatever their level. */
export function partnerBenefits(locale: Locale): { title: string; text: string }[] {
  const t = { locale };
  return [
    { title: partners_benefit_visitors_title({}, t), text: partners_benefit_visitors_text({}, t) },
    { title: partners_benefit_network_title({}, t), text: partners_benefit_network_text({}, t) },
    { title: partners_benefit_festival_title({}, t), text: partners_benefit_festival_text({}, t) },
    { title: partners_benefit_team_title({}, t), text: partners_benefit_team_text({}, t) },
  ];
}

const BUSINESS_TYPE_LABELS: Record<string, Message> = {
  'Restaurant/Food Service': partners_type_restaurant,
  'Retail Store': partners_type_retail,
  'Hotel/Accommodation': partners_type_hotel,
  'Entertainment Venue': partners_type_entertainment,
  'Art Gallery/Museum': partners_type_gallery,
  'Music Venue': partners_type_music,
  'Health & Wellness': partners_type_wellness,
  'Professional Services': partners_type_professional,
  'Tours & Experiences': partners_type_tours,
  'Real Estate': partners_type_real_estate,
  'Non-profit Organization': partners_type_nonprofit,
  Other: partners_type_other,
};

/** A business type of the application as shown (its value stays the English type). */
export function businessTypeLabel(locale: Locale, type: string): string {
  return BUSINESS_TYPE_LABELS[type]?.({}, { locale }) ?? type;
}

/** Whole dollars as the donation wizard shows them: "$1,000"; "US$1,000" (es-US); "1 000 $US". */
export function formatWholeDollarsIn(locale: Locale, dollars: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(dollars);
}

const SPONSORSHIP_TIER_NAMES: Record<SponsorshipTier['id'], Message> = {
  platinum: partners_sp_tier_platinum,
  gold: partners_sp_tier_gold,
  silver: partners_sp_tier_silver,
  bronze: partners_sp_tier_bronze,
  custom: partners_sp_tier_custom,
};

/** A Harlem Week sponsorship level as the form offers it: "Gold ($15,000+)"; "Oro (desde US$15,000)"; "Sur mesure". */
export function sponsorshipTierLabel(locale: Locale, tier: SponsorshipTier): string {
  const name = SPONSORSHIP_TIER_NAMES[tier.id]({}, { locale });
  if (tier.minimumDollars === null) return name;
  return partners_sp_tier_with_amount({ tier: name, amount: formatWholeDollarsIn(locale, tier.minimumDollars) }, { locale });
}
