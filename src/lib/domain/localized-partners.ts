/**
 * The partner program's own words in the visitor's language (decision 024): level names,
 * summaries and benefits, what partners get, and the business types of the application. The
 * English wording stays in partnership.ts (the spec's); the form still posts the English values.
 */
import type { Locale } from './locales.ts';
import { formatPriceIn } from './localized-format.ts';
import type { PartnershipLevelId } from './partnership.ts';
import * as m from '../../paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const LEVEL_NAMES: Record<PartnershipLevelId, Message> = {
  basic: m.partners_level_basic,
  premium: m.partners_level_premium,
  platinum: m.partners_level_platinum,
  diamond: m.partners_level_diamond,
};
const LEVEL_SUMMARIES: Record<PartnershipLevelId, Message> = {
  basic: m.partners_level_basic_summary,
  premium: m.partners_level_premium_summary,
  platinum: m.partners_level_platinum_summary,
  diamond: m.partners_level_diamond_summary,
};
/** Each level's own benefits; every level above Basic also has everything of the one below. */
const LEVEL_BENEFITS: Record<PartnershipLevelId, Message[]> = {
  basic: [m.partners_level_basic_1, m.partners_level_basic_2, m.partners_level_basic_3],
  premium: [m.partners_level_premium_1, m.partners_level_premium_2, m.partners_level_premium_3],
  platinum: [m.partners_level_platinum_1, m.partners_level_platinum_2, m.partners_level_platinum_3],
  diamond: [m.partners_level_diamond_1, m.partners_level_diamond_2, m.partners_level_diamond_3],
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
  return below ? [m.partners_level_everything_in({ level: partnerLevelName(locale, below) }, { locale }), ...own] : own;
}

/** "$1,000.00 per year"; "1000,00 US$ al año"; "1 000,00 $US par an". */
export function formatYearlyPriceIn(locale: Locale, level: { yearlyCents: number }): string {
  return m.partners_per_year({ price: formatPriceIn(locale, level.yearlyCents) }, { locale });
}

/** What partners get, whatever their level. */
export function partnerBenefits(locale: Locale): { title: string; text: string }[] {
  const t = { locale };
  return [
    { title: m.partners_benefit_visitors_title({}, t), text: m.partners_benefit_visitors_text({}, t) },
    { title: m.partners_benefit_network_title({}, t), text: m.partners_benefit_network_text({}, t) },
    { title: m.partners_benefit_festival_title({}, t), text: m.partners_benefit_festival_text({}, t) },
    { title: m.partners_benefit_team_title({}, t), text: m.partners_benefit_team_text({}, t) },
  ];
}

const BUSINESS_TYPE_LABELS: Record<string, Message> = {
  'Restaurant/Food Service': m.partners_type_restaurant,
  'Retail Store': m.partners_type_retail,
  'Hotel/Accommodation': m.partners_type_hotel,
  'Entertainment Venue': m.partners_type_entertainment,
  'Art Gallery/Museum': m.partners_type_gallery,
  'Music Venue': m.partners_type_music,
  'Health & Wellness': m.partners_type_wellness,
  'Professional Services': m.partners_type_professional,
  'Tours & Experiences': m.partners_type_tours,
  'Real Estate': m.partners_type_real_estate,
  'Non-profit Organization': m.partners_type_nonprofit,
  Other: m.partners_type_other,
};

/** A business type of the application as shown (its value stays the English type). */
export function businessTypeLabel(locale: Locale, type: string): string {
  return BUSINESS_TYPE_LABELS[type]?.({}, { locale }) ?? type;
}
