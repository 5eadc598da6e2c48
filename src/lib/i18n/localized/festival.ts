/**
 * Harlem Week's own words in the visitor's language (decision 024): the hero's milestone, the
 * year labels and notices, sponsorship tiers and counted phrases. English keeps festival.ts and
 * sponsorship.ts wording byte for byte; Spanish and French use the festival messages.
 */
import {
  festivalMilestone,
  festivalPhaseLabel,
  HARLEM_WEEK_FIRST_YEAR,
  yearNotice,
  type FestivalPhase,
  type YearQuery,
} from '#lib/domain/festival.ts';
import { tierAmountLabel, type SponsorshipTier } from '#lib/domain/sponsorship.ts';
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

/** The hero's kicker and years line for a festival year. */
export function festivalMilestoneIn(locale: Locale, year: number | null): { kicker: string; years: string } {
  const age = (year ?? new Date().getFullYear()) - HARLEM_WEEK_FIRST_YEAR;
  const years = age === 50 ? m.festival_years_fifty({}, { locale }) : m.festival_years({ age }, { locale });
  const kicker =
    year !== null && age > 0 && age % 25 === 0
      ? m.festival_kicker_anniversary({ age }, { locale })
      : m.festival_kicker_since({ first: HARLEM_WEEK_FIRST_YEAR }, { locale });
  return { kicker, years };
}

/** "upcoming", "on now" beside a year, or null once it is over. */
export function festivalPhaseLabelIn(locale: Locale, phase: FestivalPhase): string | null {
  if (phase === 'past') return null;
  return phase === 'upcoming' ? m.festival_phase_upcoming({}, { locale }) : m.festival_phase_on_now({}, { locale });
}

/** What to tell a visitor whose year could not be shown as asked, or null. */
export function yearNoticeIn(locale: Locale, query: YearQuery, shown: number | null): string | null {
  if (shown === null) return yearNotice(query, shown);
  if (query.invalid !== null) return m.festival_notice_invalid({ text: query.invalid, shown }, { locale });
  if (query.requested !== null && query.requested !== shown)
    return m.festival_notice_nearest({ requested: query.requested, shown }, { locale });
  return null;
}

const TIER_NAMES: Record<SponsorshipTier['id'], (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  platinum: m.festival_tier_platinum,
  gold: m.festival_tier_gold,
  silver: m.festival_tier_silver,
  bronze: m.festival_tier_bronze,
  custom: m.festival_tier_custom,
};
const TIER_SUMMARIES: typeof TIER_NAMES = {
  platinum: m.festival_tier_platinum_summary,
  gold: m.festival_tier_gold_summary,
  silver: m.festival_tier_silver_summary,
  bronze: m.festival_tier_bronze_summary,
  custom: m.festival_tier_custom_summary,
};

/** A tier's name: "Gold"; "Oro"; "Partenaire Or". */
export const tierNameIn = (locale: Locale, tier: SponsorshipTier) => TIER_NAMES[tier.id]({}, { locale });

/** What a tier offers. */
export const tierSummaryIn = (locale: Locale, tier: SponsorshipTier) => TIER_SUMMARIES[tier.id]({}, { locale });

/** "$25,000+"; "$25,000+" (es-US); "25 000 $US et plus"; or "Any amount" in the visitor's language. */
export function tierAmountLabelIn(locale: Locale, tier: SponsorshipTier): string {
  if (tier.minimumDollars === null) return m.festival_any_amount({}, { locale });
  const amount = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    tier.minimumDollars,
  );
  return locale === 'fr' ? `${amount} et plus` : `${amount}+`;
}
