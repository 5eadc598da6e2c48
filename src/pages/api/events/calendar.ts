/**
 * GET /api/events/calendar: one state of the month calendar, for the calendar island. Takes the
 * events page's query string (month, day, q, board, type; bad values fall back to defaults, as
 * on the page) and answers the CalendarView the page draws from.
 */
import { getDb } from '../../../lib/server/db/client.ts';
import { apiRoute, publicJson } from '../../../lib/server/api/http.ts';
import { parseEventsQuery } from '../../../lib/domain/event-filters.ts';
import { getCalendarView } from '../../../lib/server/events/event-pages.ts';

export const GET = apiRoute(async ({ url }) => {
  const now = new Date();
  const query = parseEventsQuery(url.searchParams, now);
  return publicJson(await getCalendarView(getDb(), { ...query, view: 'calendar' }, now));
});
