/** The loader of /business-listing-pricing: the listing plans on offer and owners' success stories. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { activeListingPlans } from './listing-payments.ts';
import { listingSuccessStories } from './success-stories.ts';

export async function loadListingPricingPage(_context: Pick<AstroGlobal, 'locals'>) {
  const db = getDb();
  const [plans, stories] = await Promise.all([activeListingPlans(db), listingSuccessStories(db)]);
  return { plans, stories };
}
