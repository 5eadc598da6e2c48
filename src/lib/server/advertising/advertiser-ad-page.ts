/** The loader of /advertiser/ads/{id}: the advertiser's own ad, its days' numbers, the targeting choices and their plan in force. */
import type { AstroGlobal } from 'astro';
import { loadHomeChoices } from '../content/home.ts';
import { getDb } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { listAdDays } from './ad-stats.ts';
import { getOwnAd } from './ads.ts';
import { activePartnerPlan } from './partner-plan.ts';

/** Call after requirePageUser; ad null for a malformed id, none, or another advertiser's. */
export async function loadAdvertiserAdPage(Astro: Pick<AstroGlobal, 'params' | 'locals'>, user: { id: number }) {
  const db = getDb();
  const now = Astro.locals.now;
  const idText = Astro.params.id ?? '';
  let ad: Awaited<ReturnType<typeof getOwnAd>> | null = null;
  if (/^\d{1,10}$/.test(idText)) {
    try {
      ad = await getOwnAd(db, user.id, Number(idText));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  if (!ad) return { ad, days: [], choices: { boards: [], categories: [] }, plan: null };
  const [days, choices, plan] = await Promise.all([listAdDays(db, ad.id), loadHomeChoices(db), activePartnerPlan(db, user.id, now)]);
  return { ad, days, choices, plan };
}
