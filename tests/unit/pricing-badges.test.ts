/** /pricing's badges (spec 02: the premium tier badged POPULAR or FEATURED) come from a plan flag in the data: one plan of each type. */
import { describe, expect, it } from 'vitest';
import { activeSubscriptionPlans, toPlanView } from '#lib/server/membership/plans.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('the plan /pricing badges', async () => {
  const { db } = await useFreshDatabase({ seed: true });

  it('is one plan of each type, flagged in the data: one member plan POPULAR, not both premium ones', async () => {
    const plans = (await activeSubscriptionPlans(db)).map((plan) => toPlanView(plan));
    const popular = (type: string) => plans.filter((plan) => plan.planType === type && plan.isPopular).map((plan) => plan.slug);
    expect(plans.filter((plan) => plan.planType === 'user' && plan.planTier === 'premium')).toHaveLength(2);
    expect(popular('user')).toEqual(['explorer-premium-monthly']);
    expect(popular('business')).toEqual(['business-premium-annual']);
  });
});
