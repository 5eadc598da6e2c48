/** GET /api/auth/user: the signed-in account, or 401. */
import { apiRoute, json, jsonError } from '#lib/server/api/http.ts';
import { publicUser } from '#lib/server/auth/public-user.ts';

export const GET = apiRoute(({ locals }) => (locals.user ? json(publicUser(locals.user)) : jsonError(401, 'Unauthorized')));
