/** POST registers the signed-in member for event {id}; DELETE unregisters (spec 01/02 section 7). */
import { apiRoute } from '../../../../../lib/server/api/http.ts';
import { registerFromApi, unregisterFromApi } from '../../../../../lib/server/registration-api.ts';

export const POST = apiRoute(registerFromApi);
export const DELETE = apiRoute(unregisterFromApi);
