/**
 * POST registers the signed-in member for event {id}; DELETE unregisters (spec 01/02 section 7):
 * 200 with the spec's message, 404 when not registered, 409 once the event is over (its
 * attendance stays on record), 401 when signed out.
 */
import { apiRoute, json, jsonError, parseIdParam } from '../../../../../lib/server/api/http.ts';
import { requireApiUser } from '../../../../../lib/server/auth/guards.ts';
import { getDb, isDatabaseUnavailable } from '../../../../../lib/server/db/client.ts';
import { registerFromApi } from '../../../../../lib/server/registration-api.ts';
import { cancelRegistration, REGISTRATION_MESSAGES } from '../../../../../lib/server/registrations.ts';

export const POST = apiRoute(registerFromApi);

export const DELETE = apiRoute(async (context) => {
  const user = requireApiUser(context);
  const eventId = parseIdParam(context.params.id);
  let outcome: Awaited<ReturnType<typeof cancelRegistration>>;
  try {
    outcome = await cancelRegistration(getDb(), user.id, eventId);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    console.error(`Unregistering user ${user.id} from event ${eventId} failed:`, error);
    return jsonError(503, REGISTRATION_MESSAGES.unregisterFailed);
  }
  if (!outcome.ok) return jsonError(outcome.status, outcome.message, { reason: outcome.reason });
  return json({ message: REGISTRATION_MESSAGES.unregistered });
});
