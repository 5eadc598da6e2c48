/** The home page's loader: its filters read from the address, its sections, the events' titles in the visitor's language, its ad slot. */
import type { AstroGlobal } from 'astro';
import { resolveBoard, resolveCategory } from '#lib/domain/discovery-filters.ts';
import { placementHasAds } from '../advertising/ad-serving.ts';
import { getDb } from '../db/client.ts';
import { getHomePage, loadHomeChoices } from './home.ts';

/** Everything `/` shows for the address's board, category and "open now". */
export async function loadHomePage(Astro: Pick<AstroGlobal, 'url' | 'locals'>) {
  const db = getDb();
  const { locale, now, user } = Astro.locals;
  const params = Astro.url.searchParams;
  const { boards, categories } = await loadHomeChoices(db);
  const board = resolveBoard(
    params.get('board'),
    boards.map((item) => item.number),
  );
  const { category, unknown: unknownCategory } = resolveCategory(params.get('category'), categories);
  const openNow = params.get('open') === 'now';
  const [home, adShown] = await Promise.all([
    getHomePage(db, { board, category, openNow }, now, user?.id ?? null, locale),
    placementHasAds(db, 'home', now),
  ]);
  // Its events carry their titles in the visitor's language where an admin verified one.
  return { boards, categories, board, category, unknownCategory, openNow, home, adShown };
}
