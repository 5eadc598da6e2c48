/**
 * Filling a placement (issue 17). Public pages are cached for everyone for a minute, so the page
 * holds only a reserved slot; the browser asks this module (through GET /ads/slot, never cached)
 * which ad to show. Each answer is a new view: a random id stored with the ad and the time only,
 * which the impression beacon and the click then name.
 */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { sql } from 'drizzle-orm';
import { adViews } from '#db/schema.ts';
import { matchesTargeting, pickAd, targetingOf, VIEW_WINDOW_MS, type AdContext, type AdPlacement } from '#lib/domain/ads.ts';
import { withoutRequestCount, type Database } from '../db/client.ts';
import { eligibleAt, planPriority } from './ad-eligibility.ts';

export type ShownAd = {
  viewId: string;
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  imageAlt: string;
  adType: string;
  href: string;
};

type Row = {
  id: number;
  title: string;
  description: string | null;
  image_url: string | null;
  image_alt: string | null;
  ad_type: string | null;
  targeting: string | null;
  budget_cents: number;
  spent_cents: number;
  priority: number;
};

/** The eligible ads of a placement that may show on a page with this board and category. */
export async function listEligibleAds(db: Database, placement: AdPlacement, context: AdContext, now: Date) {
  const rows = await db.all<Row>(sql`
    select a.id, a.title, a.description, a.image_url, a.image_alt, a.ad_type, a.targeting, a.budget_cents, a.spent_cents, ${planPriority(now)} as priority
    from advertisements a
    where a.placement = ${placement} and ${eligibleAt(now)}
    limit 200`);
  return rows
    .filter((row) => matchesTargeting(targetingOf(parseJson(row.targeting)), context))
    .map((row) => ({ ...row, priority: Number(row.priority), remainingCents: row.budget_cents - row.spent_cents }));
}

function parseJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Chooses an ad for one showing and records the view; null when no ad may show there. */
export async function fillSlot(
  db: Database,
  placement: AdPlacement,
  context: AdContext,
  now = new Date(),
  random = Math.random(),
): Promise<ShownAd | null> {
  const chosen = pickAd(await listEligibleAds(db, placement, context, now), random);
  if (!chosen) return null;
  const viewId = crypto.randomUUID();
  await db.insert(adViews).values({ viewId, adId: chosen.id, createdAt: now });
  // Views older than the window are forgotten now and then (the id is all a row holds).
  if (Math.random() < 0.02) await db.delete(adViews).where(sql`${adViews.createdAt} < ${now.getTime() - VIEW_WINDOW_MS}`);
  return {
    viewId,
    id: chosen.id,
    title: chosen.title,
    description: chosen.description,
    imageUrl: chosen.image_url,
    imageAlt: chosen.image_alt ?? chosen.title,
    adType: chosen.ad_type ?? 'banner',
    href: `/ads/${chosen.id}/click?v=${viewId}`,
  };
}

// Whether a placement has any ad to show, remembered briefly so cached pages reserve a slot only
// where an ad may fill it (and pages without ads pay no query and no empty space). Every placement
// is read at once. Once known, the answers are read again past their half minute in the
// background, outside the page's round trips: the page that finds them old is drawn with the old
// answer, as a page kept a moment earlier would be.
const REMEMBER_MS = 30_000;
let remembered: { until: number; placements: ReadonlySet<string>; reading: boolean } | null = null;
/** Counts forgetPlacementAds: a read begun before an ad changed is not remembered after it. */
let generation = 0;

async function readPlacementsWithAds(db: Database, now: Date): Promise<ReadonlySet<string>> {
  const begun = generation;
  let placements: ReadonlySet<string> = new Set();
  try {
    const rows = await db.all<{ placement: string }>(
      sql`select distinct a.placement as placement from advertisements a where ${eligibleAt(now)}`,
    );
    placements = new Set(rows.map((row) => row.placement));
  } catch (error) {
    // A page never fails for its ad slot.
    console.error('Ad placement check failed:', error);
  }
  if (begun === generation) remembered = { until: Date.now() + REMEMBER_MS, placements, reading: false };
  return placements;
}

/** Whether any ad may fill this placement (ignoring targeting), remembered for half a minute. */
export async function placementHasAds(db: Database, placement: AdPlacement, now = new Date()): Promise<boolean> {
  pageShows(cacheKey.ads);
  const known = remembered;
  // The process's read, not the page's (at most one a half minute): outside the page's round trips.
  if (!known) return (await withoutRequestCount(() => readPlacementsWithAds(db, now))).has(placement);
  if (known.until <= Date.now() && !known.reading) {
    known.reading = true;
    void withoutRequestCount(() => readPlacementsWithAds(db, now));
  }
  return known.placements.has(placement);
}

/** Forgets what placementHasAds remembered: an ad was approved, paused or resumed here. */
export function forgetPlacementAds(): void {
  generation += 1;
  remembered = null;
}
