/**
 * GET /api/events/calendar: one state of the month calendar, for the calendar island. Takes the
 * events page's query string (month, day, q, board, type; bad values fall back to defaults, as
 * on the page) and answers the CalendarView the page draws from. `lang` (es, fr) adds the
 * verified translations of the titles in that language. Tagged with an ETag of its content: a
 * client holding the same month gets 304 without the body.
 */
import { getDb } from '#lib/server/db/client.ts';
import { apiRoute, PUBLIC_READ_CACHE } from '#lib/server/api/http.ts';
import { jsonWithETag } from '#lib/server/http/conditional.ts';
import { parseEventsQuery } from '#lib/domain/event-filters.ts';
import { getCalendarView } from '#lib/server/events/event-pages.ts';
import { isLocale } from '#lib/i18n/locales.ts';

export const GET = apiRoute(async ({ url, request }) => {
  const now = new Date();
  const query = parseEventsQuery(url.searchParams, now);
  const lang = url.searchParams.get('lang');
  const view = await getCalendarView(getDb(), { ...query, view: 'calendar' }, now, isLocale(lang) ? lang : 'en');
  return jsonWithETag(request, view, { 'cache-control': PUBLIC_READ_CACHE });
});
