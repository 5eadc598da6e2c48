/** What /admin/ads shows: the ads to review, and the boards and categories their targeting names. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { loadHomeChoices } from '../content/home.ts';
import { listAdsForReview } from './ad-review.ts';

export type AdminAdsPage = {
  rows: Awaited<ReturnType<typeof listAdsForReview>>;
  choices: Awaited<ReturnType<typeof loadHomeChoices>>;
};

/** The ads queue's data (call after requirePageRole(Astro, 'admin')). */
export async function loadAdminAdsPage(Astro: Pick<AstroGlobal, 'locals'>): Promise<AdminAdsPage> {
  const db = getDb();
  const [rows, choices] = await Promise.all([listAdsForReview(db, Astro.locals.now), loadHomeChoices(db)]);
  return { rows, choices };
}
