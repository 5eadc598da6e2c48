/** The loader of /advertise-with-us: the partnership plans on offer and the signed-in account's plan in force, if any. */
import type { AstroGlobal } from 'astro';
import { activePartnerPlan } from '../advertising/partner-plan.ts';
import { getDb } from '../db/client.ts';
import { listActivePartnershipPlans } from './partner-billing.ts';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

export async function loadAdvertiseWithUsPage(Astro: Pick<AstroGlobal, 'locals'>) {
  const db = getDb();
  pageShows(cacheKey.plans);
  const user = Astro.locals.user;
  const [plans, held] = await Promise.all([listActivePartnershipPlans(db), user ? activePartnerPlan(db, user.id) : null]);
  return { plans, held };
}
