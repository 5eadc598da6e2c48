/** What /admin/rewards shows: the partner businesses to choose from, every reward and the latest redemptions. */
import type { AstroGlobal } from 'astro';
import { asc } from 'drizzle-orm';
import { businesses } from '#db/schema.ts';
import { getDb } from '../db/client.ts';
import { allRewards, listRedemptions, type RedemptionRow, type RewardRow } from './rewards.ts';

export type AdminRewardsPage = { partners: { id: number; name: string }[]; rewards: RewardRow[]; redemptions: RedemptionRow[] };

/** The rewards page's data (call after requirePageRole(Astro, 'admin')). */
export async function loadAdminRewardsPage(_context: Pick<AstroGlobal, 'locals'>): Promise<AdminRewardsPage> {
  const db = getDb();
  const [partners, rewards, redemptions] = await Promise.all([
    db.select({ id: businesses.id, name: businesses.name }).from(businesses).orderBy(asc(businesses.name)),
    allRewards(db),
    listRedemptions(db, { limit: 50 }),
  ]);
  return { partners, rewards, redemptions };
}
