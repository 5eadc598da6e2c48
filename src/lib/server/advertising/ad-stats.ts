/** An ad's performance by New York day (issue 17), for its advertiser's chart and table. */
import { asc, eq } from 'drizzle-orm';
import { adDailyStats } from '#db/schema.ts';
import { clickThroughRate, costPerClick } from '#lib/domain/ads.ts';
import type { Database } from '../db/client.ts';

export type AdDay = { day: string; impressions: number; clicks: number; spentCents: number; ctr: number; cpcCents: number | null };

/** The ad's days with any activity, oldest first (at most a year of them). */
export async function listAdDays(db: Database, adId: number): Promise<AdDay[]> {
  const rows = await db.select().from(adDailyStats).where(eq(adDailyStats.adId, adId)).orderBy(asc(adDailyStats.day)).limit(366);
  return rows.map((row) => ({
    day: row.day,
    impressions: row.impressions,
    clicks: row.clicks,
    spentCents: row.spentCents,
    ctr: clickThroughRate(row.impressions, row.clicks),
    cpcCents: costPerClick(row.spentCents, row.clicks),
  }));
}
