/**
 * GET /api/events/{id}: the public event. PATCH: its business's owner (or an admin) changes the
 * fields sent of an upcoming event. DELETE: cancels it (seats released, paid tickets refunded,
 * registrants emailed). 401, 403 for anyone else, 404, 409 once it has started or was cancelled.
 */
import { getDb } from '#lib/server/db/client.ts';
import { apiRoute, apiWrite, parseIdParam, publicJson } from '#lib/server/api/http.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import * as m from '#paraglide/messages.js';
import { said } from '#lib/i18n/said.ts';
import { getEvent } from '#lib/server/events/events.ts';
import { cancelEventFromApi, updateEventFromApi } from '#lib/server/events/owner-event-api.ts';

export const GET = apiRoute(async ({ params }) => {
  const event = await getEvent(getDb(), parseIdParam(params.id));
  if (!event) throw new HttpError(404, said(m.organiser_msg_not_found));
  return publicJson(event);
});

export const PATCH = apiWrite('named', updateEventFromApi);

export const DELETE = apiWrite('named', cancelEventFromApi);
