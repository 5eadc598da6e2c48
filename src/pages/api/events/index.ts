import { getDb } from '../../../lib/server/db/client.ts';
import { apiRoute, publicJson, parseQuery } from '../../../lib/server/api/http.ts';
import { EventListQuerySchema } from '../../../lib/schemas/api-query.ts';
import { listEvents } from '../../../lib/server/events/events.ts';

export const GET = apiRoute(async ({ url }) => publicJson(await listEvents(getDb(), parseQuery(url, EventListQuerySchema))));
