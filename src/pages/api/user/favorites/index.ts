/**
 * GET /api/user/favorites: the signed-in member's favorite businesses, newest first, as
 * [{ businessId, favoritedAt, business }] (spec 01 section 7: a list of {businessId, business}).
 * 401 { message } when signed out. Never cached: it is one person's data.
 */
import { apiRoute, json } from '#lib/server/api/http.ts';
import { requireUser } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { listFavorites } from '#lib/server/favorites/favorites.ts';

export const GET = apiRoute(async (context) => {
  const user = requireUser(context);
  const favorites = await listFavorites(getDb(), user.id);
  return json(
    favorites.map(({ favoritedAt, ...business }) => ({ businessId: business.id, favoritedAt, business })),
    { headers: { 'cache-control': 'private, no-store' } },
  );
});
