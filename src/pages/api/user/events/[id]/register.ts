/**
 * POST registers the signed-in member for event {id}; DELETE unregisters (spec 01/02 section 7):
 * 200 with the spec's message, 404 when not registered, 409 once the event is over (its
 * attendance stays on record), 401 when signed out.
 */
import { apiWrite } from '#lib/server/api/http.ts';
import { registerFromApi, unregisterFromApi } from '#lib/server/events/registration-api.ts';

export const POST = apiWrite('named', registerFromApi);
export const DELETE = apiWrite('named', unregisterFromApi);
