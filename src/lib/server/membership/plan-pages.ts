/** The loaders of the pages that offer plans: /pricing, /premium, /register and /subscribe. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { activeSubscriptionPlans, memberPlans } from './plans.ts';
import { memberTestimonials } from './testimonials.ts';

type PageContext = Pick<AstroGlobal, 'locals'>;

/** /pricing: every active plan, members' and businesses'. */
export async function loadPricingPage(_context: PageContext) {
  return { plans: await activeSubscriptionPlans(getDb()) };
}

/** /premium: the member plans and members' testimonials. */
export async function loadPremiumPage(_context: PageContext) {
  const db = getDb();
  const [plans, testimonials] = await Promise.all([memberPlans(db), memberTestimonials(db)]);
  return { plans, testimonials };
}

/** /register: the member plans a new account may choose. */
export async function loadRegisterPage(_context: PageContext) {
  return { plans: await memberPlans(getDb()) };
}

/** /subscribe: the member plans (the page picks the premium one the address names). */
export async function loadSubscribePage(_context: PageContext) {
  return { plans: await memberPlans(getDb()) };
}
