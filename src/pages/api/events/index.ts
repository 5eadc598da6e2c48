/**
 * GET /api/events: public events (filters in the query). POST: an owner (or admin) posts an event
 * for a premium business (spec 02 section 7: title, description, date, times, location, price,
 * maxCapacity, requiresBooking, imageUrl, businessId, isPremium): 201 {message, event}; 400 per
 * field; 401; 403 for another owner's business or a basic listing.
 */
import { getDb } from '../../../lib/server/db/client.ts';
import { apiRoute, publicJson, parseQuery } from '../../../lib/server/api/http.ts';
import { EventListQuerySchema } from '../../../lib/schemas/api-query.ts';
import { listEvents } from '../../../lib/server/events/events.ts';
import { createEventFromApi } from '../../../lib/server/events/owner-event-api.ts';

export const GET = apiRoute(async ({ url }) => publicJson(await listEvents(getDb(), parseQuery(url, EventListQuerySchema))));

export const POST = apiRoute(createEventFromApi);
