/** POST /api/events/{id}/register: the discovery spec's name for registering (same as /api/user/events/{id}/register). */
import { apiWrite } from '#lib/server/api/http.ts';
import { registerFromApi } from '#lib/server/events/registration-api.ts';

export const POST = apiWrite('named', registerFromApi);
