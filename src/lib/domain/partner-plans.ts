/** What a partnership plan gives an advertiser, as numbers and as the English lines stored with the plan. */
import { formatPrice } from './money.ts';

export type PartnerPlanBounds = { adCredits: number; maxAds: number; priority: number };

/** "$100.00 of ad credit each month", "Up to 3 live ads", "Placement priority 2": the plan's benefits column. */
export function partnerPlanBenefits(plan: PartnerPlanBounds): string[] {
  return [
    plan.adCredits > 0 ? `${formatPrice(plan.adCredits)} of ad credit each month` : 'No ad credit',
    `Up to ${plan.maxAds} live ad${plan.maxAds === 1 ? '' : 's'}`,
    `Placement priority ${plan.priority}`,
  ];
}
