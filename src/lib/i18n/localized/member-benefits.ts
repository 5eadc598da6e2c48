/**
 * A member plan's list in the reader's language, from its columns (domain/member-benefits.ts): what
 * every account gets, on the free plan, and each benefit the plan's columns give. Nothing stored as
 * text is shown, so the list says what the server grants and reads the same in three languages.
 */
import { memberPlanBenefits, type MemberBenefit, type MemberBenefits } from '#lib/domain/member-benefits.ts';
import type { Locale } from '../locales.ts';
import {
  partners_basic_browse,
  partners_basic_community_events,
  partners_basic_favorites,
  partners_basic_news,
  partners_benefit_advanced_search,
  partners_benefit_early_access,
  partners_benefit_messaging,
  partners_benefit_monthly_guide,
  partners_benefit_priority_support,
  partners_benefit_video_tours,
} from '#paraglide/messages.js';

/** One benefit in `locale`. */
export function memberBenefitIn(locale: Locale, benefit: MemberBenefit): string {
  const t = { locale };
  switch (benefit.key) {
    case 'videoTours':
      return partners_benefit_video_tours({}, t);
    case 'messaging':
      return partners_benefit_messaging({}, t);
    case 'advancedSearch':
      return partners_benefit_advanced_search({}, t);
    case 'monthlyGuide':
      return partners_benefit_monthly_guide({}, t);
    case 'earlyAccess':
      return partners_benefit_early_access({ days: benefit.days }, t);
    case 'prioritySupport':
      return partners_benefit_priority_support({}, t);
  }
}

/** What every account holds, whatever its plan (the free plan's list). */
export function basicsIn(locale: Locale): string[] {
  const t = { locale };
  return [
    partners_basic_browse({}, t),
    partners_basic_favorites({}, t),
    partners_basic_community_events({}, t),
    partners_basic_news({}, t),
  ];
}

/** The plan's list: the basics on a free plan, then its benefits from its columns. */
export function memberPlanFeaturesIn(locale: Locale, plan: MemberBenefits & { planTier: 'free' | 'premium' }): string[] {
  return [
    ...(plan.planTier === 'free' ? basicsIn(locale) : []),
    ...memberPlanBenefits(plan).map((benefit) => memberBenefitIn(locale, benefit)),
  ];
}
