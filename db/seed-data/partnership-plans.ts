/**
 * The partnership plans advertisers subscribe to (issue 17), from the three packages of
 * /advertise-with-us (src/lib/domain/advertising.ts). The monthly ad credit is the part of the fee
 * spent by impressions (about a third, the rest pays for the editorial work each package lists);
 * live ads and placement priority rise with the plan.
 */
import { ADVERTISING_PACKAGES } from '#lib/domain/advertising.ts';
import { partnerPlanBenefits } from '#lib/domain/partner-plans.ts';

const BOUNDS = {
  neighborhood: { adCredits: 10_000, maxAds: 1, priority: 1 },
  spotlight: { adCredits: 20_000, maxAds: 3, priority: 2 },
  premier: { adCredits: 35_000, maxAds: 6, priority: 3 },
} as const;

export const PARTNERSHIP_PLANS = ADVERTISING_PACKAGES.map((pkg) => {
  const bounds = BOUNDS[pkg.id];
  return {
    slug: pkg.id,
    name: pkg.name,
    description: pkg.summary,
    highlighted: pkg.highlighted,
    monthlyFeeCents: pkg.monthlyCents,
    ...bounds,
    features: [...pkg.features],
    benefits: partnerPlanBenefits(bounds),
    isActive: true,
  };
});
