/**
 * GET /api/events: public events, soonest first, one page (limit, then the cursor of the Link
 * rel="next" address, or an offset up to 1,000):
 * upcoming ones unless `from` names a day or instant or `past=true` asks for past ones too. POST: an owner (or admin) posts an event
 * for a premium business (spec 02 section 7: title, description, date, times, location, price,
 * maxCapacity, requiresBooking, imageUrl, businessId, isPremium; also the event's accessibility
 * facts as true, false or null, and `repeats` and `repeatsUntil` for a series, decision 020):
 * 201 {message, event}; 400 per field; 401; 403 for another owner's business or a basic listing.
 */
import { getDb } from '#lib/server/db/client.ts';
import { apiRoute, apiWrite, parseQuery } from '#lib/server/api/http.ts';
import { pagedJson, readPage, rowsToRead } from '#lib/server/api/paged-list.ts';
import { eventCursor, readEventCursor } from '#lib/server/api/list-cursors.ts';
import { EventListQuerySchema } from '#lib/schemas/api-query.ts';
import { listEvents } from '#lib/server/events/events.ts';
import { createEventFromApi } from '#lib/server/events/owner-event-api.ts';

export const GET = apiRoute(async ({ url }) => {
  const { limit, offset, cursor, from, past, ...filters } = parseQuery(url, EventListQuerySchema);
  const page = readPage({ limit, offset, cursor }, readEventCursor);
  const since = from ?? (past ? undefined : new Date());
  const rows = await listEvents(getDb(), { ...filters, from: since, after: page.after, ...rowsToRead(page) });
  return pagedJson(url, rows, page, (event) => eventCursor({ startsAt: new Date(event.startsAt), id: event.id }));
});

export const POST = apiWrite('named', createEventFromApi);
