/** The loader of /business-listing-pricing: the listing plans on offer and owners' success stories. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { activeListingPlans } from './listing-payments.ts';
import { listingSuccessStories } from './success-stories.ts';
import { loadKindTexts } from '../translations/kind-texts.ts';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

/** The plans, the stories and the plans' verified names and descriptions in the page's language (`texts`, decision 024). */
export async function loadListingPricingPage(context: Pick<AstroGlobal, 'locals'>) {
  const db = getDb();
  // The success stories are paid listings among the businesses, with their reviews and favorites.
  pageShows(cacheKey.plans, cacheKey.businesses);
  const [plans, stories, texts] = await Promise.all([
    activeListingPlans(db),
    listingSuccessStories(db),
    loadKindTexts(db, context.locals.locale, 'listingplan'),
  ]);
  return { plans, stories, texts };
}
