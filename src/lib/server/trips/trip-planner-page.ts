/** The loader of /trip-planner: the plan for the address's preferences in the page's language, or the popular plans to start from. */
import type { AstroGlobal } from 'astro';
import type { TripQuery } from '#lib/domain/trip-planner/address.ts';
import { getDb } from '../db/client.ts';
import { localizePlan } from './localized-plan.ts';
import { withPlanTexts } from './plan-texts.ts';
import { planTrip, popularPlans } from './trip-plans.ts';

/** `query` is the address parsed by the page (parseTripQuery), `today` its New York day. */
export async function loadTripPlannerPage(Astro: Pick<AstroGlobal, 'locals'>, query: TripQuery, today: string, now: Date) {
  const db = getDb();
  const locale = Astro.locals.locale;
  const plan = query.preferences
    ? await withPlanTexts(db, localizePlan(await planTrip(db, query.preferences, query.values.start, now), locale), locale)
    : null;
  return { plan, popular: plan ? [] : await popularPlans(db, today, now) };
}
