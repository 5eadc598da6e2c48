import { getDb } from '../../../lib/server/db/client.ts';
import { apiRoute, json, parseQuery } from '../../../lib/server/api/http.ts';
import { EventListQuerySchema } from '../../../lib/schemas/api-query.ts';
import { listEvents } from '../../../lib/server/queries/events.ts';

export const GET = apiRoute(async ({ url }) => json(await listEvents(getDb(), parseQuery(url, EventListQuerySchema))));
