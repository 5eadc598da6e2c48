/** What the advertiser's dashboard shows (issue 17): the plan in force with its credit, and each ad with its state. */
import { adStateOf, holdsASlot, type AdState } from '#lib/domain/ads.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { loadHomeChoices } from '../content/home.ts';
import { planCredit, type PlanCredit } from './ad-credit.ts';
import { listOwnAds, type AdRow } from './ads.ts';
import { activePartnerPlan, type ActivePartnerPlan } from './partner-plan.ts';

export type AdvertiserAd = AdRow & { state: AdState };

export type AdvertiserPage = {
  plan: ActivePartnerPlan | null;
  credit: PlanCredit | null;
  slotsUsed: number;
  ads: AdvertiserAd[];
  choices: Awaited<ReturnType<typeof loadHomeChoices>>;
};

export async function getAdvertiserPage(db: Database, userId: number, now: Date): Promise<AdvertiserPage> {
  const [plan, rows, choices] = await Promise.all([activePartnerPlan(db, userId, now), listOwnAds(db, userId), loadHomeChoices(db)]);
  const credit = plan ? await planCredit(db, userId, plan, now) : null;
  const ads = rows.map((ad) => ({ ...ad, state: adStateOf(ad, plan !== null, now) }));
  return { plan, credit, slotsUsed: rows.filter((ad) => holdsASlot(ad, now)).length, ads, choices };
}

/** The loader of /advertiser: the signed-in advertiser's page (call after requirePageUser). */
export async function loadAdvertiserPage(Astro: Pick<AstroGlobal, 'locals'>, user: { id: number }): Promise<AdvertiserPage> {
  return getAdvertiserPage(getDb(), user.id, Astro.locals.now);
}
