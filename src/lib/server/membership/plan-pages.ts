/** The loaders of the pages that offer plans: /pricing, /premium, /register and /subscribe. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { activeSubscriptionPlans, memberPlans } from './plans.ts';
import { memberTestimonials } from './testimonials.ts';
import { loadKindTexts } from '../translations/kind-texts.ts';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

type PageContext = Pick<AstroGlobal, 'locals'>;

/** /pricing: every active plan, members' and businesses', and their names' and descriptions' verified translations (`texts`). */
export async function loadPricingPage(context: PageContext) {
  const db = getDb();
  pageShows(cacheKey.plans);
  const [plans, texts] = await Promise.all([activeSubscriptionPlans(db), loadKindTexts(db, context.locals.locale, 'plan')]);
  return { plans, texts };
}

/** /premium: the member plans, members' testimonials and the plans' verified translations. */
export async function loadPremiumPage(context: PageContext) {
  const db = getDb();
  // The testimonials are members' reviews of any business: a list of businesses' reviews.
  pageShows(cacheKey.plans, cacheKey.businesses);
  const [plans, testimonials, texts] = await Promise.all([
    memberPlans(db),
    memberTestimonials(db),
    loadKindTexts(db, context.locals.locale, 'plan'),
  ]);
  return { plans, testimonials, texts };
}

/** /register: the member plans a new account may choose. */
export async function loadRegisterPage(_context: PageContext) {
  pageShows(cacheKey.plans);
  return { plans: await memberPlans(getDb()) };
}

/** /subscribe: the member plans (the page picks the premium one the address names) and their verified translations. */
export async function loadSubscribePage(context: PageContext) {
  const db = getDb();
  pageShows(cacheKey.plans);
  const [plans, texts] = await Promise.all([memberPlans(db), loadKindTexts(db, context.locals.locale, 'plan')]);
  return { plans, texts };
}
