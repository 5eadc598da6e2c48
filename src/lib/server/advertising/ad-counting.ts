/**
 * Counting impressions and clicks honestly (issue 17). A view (ad-serving.ts) counts one
 * impression when the browser reports it was on screen, and one click when followed; repeats of
 * the same view, unknown or expired views and ads no longer eligible count nothing. An impression
 * spends CENTS_PER_IMPRESSION in one conditional update, so a budget is never overspent, whatever
 * arrives at once. Nothing about the visitor is read or kept.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { createIsbotFromList, list } from 'isbot';
import { adDailyStats, advertisements, adViews } from '#db/schema.ts';
import { CENTS_PER_IMPRESSION, VIEW_WINDOW_MS } from '#lib/domain/ads.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import type { Database } from '../db/client.ts';
import { eligibleAt } from './ad-eligibility.ts';

/** A view id as this site makes them (a random UUID); anything else is refused unread. */
export const isViewId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/**
 * isbot's list without its "headless" pattern: a headless browser draws the page and runs the
 * slot's script, and only a view the browser reports in sight counts (issue 17 counts its views).
 * Crawlers, fetchers and scripts (curl, Googlebot, python-requests...) stay excluded.
 */
const isbot = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

/** Whether a request comes from a person's browser: crawlers, scripts and empty agents are not counted. */
export function isPersonsBrowser(request: Request): boolean {
  const agent = request.headers.get('user-agent')?.trim() ?? '';
  return agent !== '' && !isbot(agent);
}

function addToDay(db: Database, adId: number, now: Date, figures: { impressions?: number; clicks?: number; spentCents?: number }) {
  const day = toNewYorkParts(now).date;
  const impressions = figures.impressions ?? 0;
  const clicks = figures.clicks ?? 0;
  const spentCents = figures.spentCents ?? 0;
  return db
    .insert(adDailyStats)
    .values({ adId, day, impressions, clicks, spentCents })
    .onConflictDoUpdate({
      target: [adDailyStats.adId, adDailyStats.day],
      set: {
        impressions: sql`${adDailyStats.impressions} + ${impressions}`,
        clicks: sql`${adDailyStats.clicks} + ${clicks}`,
        spentCents: sql`${adDailyStats.spentCents} + ${spentCents}`,
      },
    });
}

/** Counts the impression of a view, once; true when it counted (and spent). */
export async function countImpression(db: Database, viewId: unknown, now = new Date()): Promise<boolean> {
  if (!isViewId(viewId)) return false;
  const [view] = await db
    .update(adViews)
    .set({ seen: true })
    .where(and(eq(adViews.viewId, viewId), eq(adViews.seen, false), gt(adViews.createdAt, new Date(now.getTime() - VIEW_WINDOW_MS))))
    .returning({ adId: adViews.adId });
  if (!view) return false;
  // The spend and the count in one statement that holds only while the ad is eligible and the
  // budget covers it: parallel impressions can never take it past its budget.
  const spent = await db.all<{ id: number }>(sql`
    update advertisements as a set impressions = impressions + 1, spent_cents = spent_cents + ${CENTS_PER_IMPRESSION}, updated_at = ${now.getTime()}
    where a.id = ${view.adId} and a.spent_cents + ${CENTS_PER_IMPRESSION} <= a.budget_cents and ${eligibleAt(now)}
    returning id`);
  if (spent.length === 0) return false;
  await addToDay(db, view.adId, now, { impressions: 1, spentCents: CENTS_PER_IMPRESSION });
  return true;
}

/**
 * A click on an ad: where to send the visitor (the ad's stored address, never one from the
 * request), or null when there is no such ad or it may not show now (a draft, pending, rejected or
 * paused ad, one outside its schedule or budget, or whose advertiser's plan has ended): only an ad
 * an admin approved and that is running redirects, so the route is no open redirect for anyone
 * with a plan (issue 31). The click counts once per view, from a person's browser.
 */
export async function followClick(db: Database, adId: number, viewId: unknown, counted: boolean, now = new Date()): Promise<string | null> {
  const [ad] = await db.all<{ targetUrl: string | null }>(
    sql`select a.target_url as targetUrl from advertisements a where a.id = ${adId} and ${eligibleAt(now)}`,
  );
  if (!ad?.targetUrl) return null;
  if (counted && isViewId(viewId)) {
    const [view] = await db
      .update(adViews)
      .set({ clicked: true })
      .where(
        and(
          eq(adViews.viewId, viewId),
          eq(adViews.adId, adId),
          eq(adViews.clicked, false),
          gt(adViews.createdAt, new Date(now.getTime() - VIEW_WINDOW_MS)),
        ),
      )
      .returning({ adId: adViews.adId });
    if (view) {
      await db
        .update(advertisements)
        .set({ clicks: sql`${advertisements.clicks} + 1` })
        .where(eq(advertisements.id, adId));
      await addToDay(db, adId, now, { clicks: 1 });
    }
  }
  return ad.targetUrl;
}
