/**
 * GET /api/trip-planner: the plan for a planner address's query string (duration, interests,
 * budget, group, start), for the trip planner island. 200 { plan, href } with the plan's address;
 * 400 { message, errors } naming what is missing, as the page does. `lang` (es, fr) gives the
 * plan's words in that language.
 */
import { getDb } from '#lib/server/db/client.ts';
import { apiRoute, jsonError, publicJson } from '#lib/server/api/http.ts';
import { parseTripQuery, tripPlannerHref } from '#lib/domain/trip-planner.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { planTrip } from '#lib/server/trips/trip-plans.ts';
import { localizePlan } from '#lib/server/trips/localized-plan.ts';
import { withPlanTexts } from '#lib/server/trips/plan-texts.ts';
import { isLocale } from '#lib/i18n/locales.ts';
import { tripErrorsIn } from '#lib/i18n/localized/trip.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';

export const GET = apiRoute(async ({ url, request }) => {
  const now = new Date();
  const query = parseTripQuery(url.searchParams, toNewYorkParts(now).date);
  if (!query.preferences) {
    // Each field's message, in English unless ?lang= or Accept-Language asks for another.
    const answerLocale = apiLocaleOf(request, url);
    const errors = tripErrorsIn(answerLocale, query.errors);
    return jsonError(400, Object.values(errors)[0] ?? tripErrorsIn(answerLocale, { duration: 'duration' }).duration!, { errors });
  }
  const lang = url.searchParams.get('lang');
  const locale = isLocale(lang) ? lang : 'en';
  const db = getDb();
  const plan = await withPlanTexts(db, localizePlan(await planTrip(db, query.preferences, query.values.start, now), locale), locale);
  return publicJson({ plan, href: tripPlannerHref(plan.preferences, plan.startDate) });
});
