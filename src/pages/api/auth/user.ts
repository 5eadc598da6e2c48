/** GET /api/auth/user: the signed-in account, or 401. */
import { apiRoute, json } from '#lib/server/api/http.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import * as m from '#paraglide/messages.js';
import { said } from '#lib/i18n/said.ts';
import { publicUser } from '#lib/server/auth/public-user.ts';

export const GET = apiRoute(({ locals }) => {
  if (!locals.user) throw new HttpError(401, said(m.server_unauthorized));
  return json(publicUser(locals.user));
});
