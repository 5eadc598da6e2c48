/** Favorites: the heart on every card and business page, with or without JavaScript. */
import { FAVORITE_MESSAGES, FavoriteChangeSchema } from '../lib/schemas/favorites.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireCapability } from '../lib/server/auth/permissions.ts';
import { getDb } from '../lib/server/db/client.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { changeFavorite } from '../lib/server/favorites/favorites.ts';

export const favorites = {
  /** Saves or removes a business; answers its new state and the member's favorites count. */
  change: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: FavoriteChangeSchema,
    guard: (context) => requireCapability(context, 'favorites:manage_own', FAVORITE_MESSAGES.loginRequired),
    back: true,
    handler: async ({ businessId, intent, next }, { user }) => {
      const change = await changeFavorite(getDb(), user.id, businessId, intent === 'add');
      if (!change) throw new HttpError(404, FAVORITE_MESSAGES.failed);
      const title = change.saved ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed;
      return { ...change, redirect: next, flash: { title, description: change.business.name, variant: 'success' as const } };
    },
  }),
};
