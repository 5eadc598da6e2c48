/** GET /api/user/events: the signed-in member's event registrations, upcoming first. */
import { apiRoute } from '#lib/server/api/http.ts';
import { listRegistrationsFromApi } from '#lib/server/events/registration-api.ts';

export const GET = apiRoute(listRegistrationsFromApi);
