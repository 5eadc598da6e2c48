import { getDb } from '../../../lib/server/db/client.ts';
import { apiRoute, jsonError, publicJson, parseIdParam } from '../../../lib/server/api/http.ts';
import { getEvent } from '../../../lib/server/events/events.ts';

export const GET = apiRoute(async ({ params }) => {
  const event = await getEvent(getDb(), parseIdParam(params.id));
  return event ? publicJson(event) : jsonError(404, 'Event not found');
});
