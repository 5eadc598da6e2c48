/** The loader of /rewards: the rewards open now, as the page shows them in its language. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { rewardView } from './member-loyalty.ts';
import { openRewards } from './rewards.ts';
import { loadKindTexts } from '../translations/kind-texts.ts';

/** The rewards and their verified translations, read at the same time (decision 024). */
export async function loadRewardsPage(Astro: Pick<AstroGlobal, 'locals'>) {
  const now = new Date();
  const db = getDb();
  const locale = Astro.locals.locale;
  const [rewards, texts] = await Promise.all([openRewards(db, now), loadKindTexts(db, locale, 'reward')]);
  return { rewards: rewards.map((reward) => rewardView(reward, locale, now, texts)) };
}
