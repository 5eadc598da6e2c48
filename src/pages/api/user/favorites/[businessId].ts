/**
 * POST /api/user/favorites/{businessId} saves a business, DELETE removes it; both idempotent
 * (spec 01 section 7). JSON answers: { favorite, business: { id, name }, favoriteCount }; 404
 * { message } for an unknown (or, when adding, retired) business; 401 { message } when signed
 * out. Pages and islands use the favorites.change action, which calls the same service.
 */
import type { APIContext } from 'astro';
import { apiWrite, json, parseIdParam } from '#lib/server/api/http.ts';
import { requireCapability } from '#lib/server/auth/permissions.ts';
import { getDb } from '#lib/server/db/client.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { changeFavorite } from '#lib/server/favorites/favorites.ts';
import { FAVORITE_MESSAGES } from '#lib/schemas/favorites.ts';

async function change(context: APIContext, saved: boolean) {
  const user = requireCapability(context, 'favorites:manage_own');
  const businessId = parseIdParam(context.params.businessId, 'businessId');
  const changed = await changeFavorite(getDb(), user.id, businessId, saved);
  if (!changed) throw new HttpError(404, FAVORITE_MESSAGES.notFound);
  return json({ favorite: changed.saved, business: changed.business, favoriteCount: changed.favoriteCount });
}

export const POST = apiWrite('nothing public', (context) => change(context, true));
export const DELETE = apiWrite('nothing public', (context) => change(context, false));
