/** The loader of /tours: the active walking tours and their cards' texts in the page's language. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { listActiveTours } from './tour-pages.ts';
import { tourCardTexts } from './tour-texts.ts';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

export async function loadToursPage(Astro: Pick<AstroGlobal, 'locals'>) {
  const db = getDb();
  pageShows(cacheKey.tours);
  const tours = await listActiveTours(db);
  return { tours, texts: await tourCardTexts(db, Astro.locals.locale, tours) };
}
