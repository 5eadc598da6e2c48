/** The loader of /rewards: the rewards open now, as the page shows them in its language. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { rewardView } from './member-loyalty.ts';
import { openRewards } from './rewards.ts';
import { loadKindTexts } from '../translations/kind-texts.ts';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

/** The rewards and their verified translations, read at the same time (decision 024). */
export async function loadRewardsPage(Astro: Pick<AstroGlobal, 'locals'>) {
  const now = new Date();
  const db = getDb();
  const locale = Astro.locals.locale;
  const [rewards, texts] = await Promise.all([openRewards(db, now), loadKindTexts(db, locale, 'reward')]);
  // The rewards and the partner businesses they name.
  pageShows(cacheKey.rewards, ...rewards.flatMap((reward) => (reward.businessId === null ? [] : [cacheKey.business(reward.businessId)])));
  return { rewards: rewards.map((reward) => rewardView(reward, locale, now, texts)) };
}
