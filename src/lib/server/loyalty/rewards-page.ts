/** The loader of /rewards: the rewards open now, as the page shows them in its language. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { rewardView } from './member-loyalty.ts';
import { openRewards } from './rewards.ts';

export async function loadRewardsPage(Astro: Pick<AstroGlobal, 'locals'>) {
  const now = new Date();
  const rewards = await openRewards(getDb(), now);
  return { rewards: rewards.map((reward) => rewardView(reward, Astro.locals.locale, now)) };
}
