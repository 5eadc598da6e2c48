/** The loader of /favorites: the member's saved businesses as cards in the page's language. */
import type { AstroGlobal } from 'astro';
import type { SessionUser } from '../auth/session.ts';
import { favoriteCard } from '../dashboards/personal-dashboard.ts';
import { getDb } from '../db/client.ts';
import { listFavorites } from './favorites.ts';

/** Call after requirePageUser. */
export async function loadFavoritesPage(Astro: Pick<AstroGlobal, 'locals'>, user: Pick<SessionUser, 'id'>) {
  const favorites = await listFavorites(getDb(), user.id);
  return { favorites: favorites.map((favorite) => favoriteCard(favorite, Astro.locals.locale)) };
}
