/**
 * The writes to what the public pages of issue 36 show name what they changed (cache-keys.ts), so
 * the caches empty those pages and keep the rest: a tour's edits its page and the tours list, a
 * plan's the plans pages, a reward's /rewards, a published translation the pages of what it
 * translates; a write that changes nothing shown names nothing.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { contentKey } from '#lib/domain/content-keys.ts';
import { cacheKey, changedKeysValue, withCacheKeys } from '#lib/server/http/cache-keys.ts';
import { movePoint, setTourActive } from '#lib/server/tours/tours.ts';
import { rateTour, startTour } from '#lib/server/tours/tour-progress.ts';
import { setPlanActive } from '#lib/server/plans/admin-plans.ts';
import { setRewardActive } from '#lib/server/loyalty/rewards.ts';
import { setPermission } from '#lib/server/admin/admin-permissions.ts';
import { publishTranslation } from '#lib/server/translations/publish-translation.ts';
import { reviewTranslation, saveTranslation } from '#lib/server/translations/content-translations.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { useFreshDatabase } from '../helpers/database.ts';

/** What `write` said it changed, as the header the hosts' caches read. */
async function changedBy(write: () => Promise<unknown>): Promise<string> {
  const { changed } = await withCacheKeys(write);
  return changedKeysValue(changed);
}

describe('writes behind the public pages', async () => {
  const { db } = await useFreshDatabase({ seed: true });
  const admin = await storeAccount(db, 'admin');
  const [tour] = await db.select().from(schema.arTours).limit(1);
  const points = await db.select().from(schema.arPoints).where(eq(schema.arPoints.tourId, tour.id)).orderBy(schema.arPoints.orderIndex);
  const [memberPlan] = await db.select().from(schema.subscriptionPlans).where(eq(schema.subscriptionPlans.planType, 'user')).limit(1);
  const [reward] = await db.select().from(schema.loyaltyRewards).limit(1);
  const tourKeys = [cacheKey.tour(tour.id), cacheKey.tours].sort().join(' ');

  it('a tour’s edits name its page and the tours list; a move that moves nothing names nothing', async () => {
    expect(await changedBy(() => setTourActive(db, admin.id, tour.id, false))).toBe(tourKeys);
    expect(await changedBy(() => setTourActive(db, admin.id, tour.id, true))).toBe(tourKeys);
    expect(await changedBy(() => movePoint(db, admin.id, { tourId: tour.id, pointId: points[1].id, direction: 'up' }))).toBe(tourKeys);
    expect(await changedBy(() => movePoint(db, admin.id, { tourId: tour.id, pointId: points[1].id, direction: 'up' }))).toBe('');
    // Already active: nothing changed.
    expect(await changedBy(() => setTourActive(db, admin.id, tour.id, true))).toBe('');
  });

  it('a member’s rating of a tour names nothing a public page shows', async () => {
    const member = await storeAccount(db, 'user');
    await startTour(db, member.id, tour.id);
    await db.update(schema.userArProgress).set({ status: 'completed' }).where(eq(schema.userArProgress.userId, member.id));
    expect(await changedBy(() => rateTour(db, member.id, tour.id, 5, null))).toBe('');
  });

  it('a plan on or off sale names the plans pages; a reward names /rewards; a permission the role demo', async () => {
    expect(await changedBy(() => setPlanActive(db, admin.id, 'membership', memberPlan.id, false))).toBe(cacheKey.plans);
    expect(await changedBy(() => setRewardActive(db, admin.id, reward.id, false))).toBe(cacheKey.rewards);
    expect(await changedBy(() => setPermission(db, admin.id, { role: 'user', capability: 'reviews:create', allowed: false }))).toBe(
      cacheKey.permissions,
    );
  });

  it('a published translation names the pages of what it translates', async () => {
    const publish = (key: string) => () => publishTranslation(db, admin.id, { key, language: 'es', text: 'Texto' });
    expect(await changedBy(publish(contentKey('plan', memberPlan.id, 'name')))).toBe(cacheKey.plans);
    expect(await changedBy(publish(contentKey('listingplan', 1, 'name')))).toBe(cacheKey.plans);
    expect(await changedBy(publish(contentKey('reward', reward.id, 'title')))).toBe(cacheKey.rewards);
    expect(await changedBy(publish(contentKey('tourpoint', points[0].id, 'title')))).toBe(tourKeys);
    // A record's own page and its lists, and what shows it besides (its host, its board: records-changed.ts).
    expect((await changedBy(publish(contentKey('event', 1, 'title')))).split(' ')).toEqual(
      expect.arrayContaining([cacheKey.event(1), cacheKey.events]),
    );
    expect((await changedBy(publish(contentKey('business', 1, 'description')))).split(' ')).toEqual(
      expect.arrayContaining([cacheKey.business(1), cacheKey.businesses]),
    );
  });

  it('a waiting translation rejected names nothing; one verified names its record', async () => {
    const key = contentKey('tour', tour.id, 'title');
    await saveTranslation(db, { key, language: 'fr', text: 'En attente', verified: false });
    const [waiting] = await db
      .select()
      .from(schema.translations)
      .where(and(eq(schema.translations.translationKey, key), eq(schema.translations.languageCode, 'fr')));
    expect(await changedBy(() => reviewTranslation(db, { id: waiting.id, decision: 'reject', text: null }))).toBe('');
    await saveTranslation(db, { key, language: 'fr', text: 'En attente', verified: false });
    const [again] = await db
      .select()
      .from(schema.translations)
      .where(and(eq(schema.translations.translationKey, key), eq(schema.translations.languageCode, 'fr')));
    expect(await changedBy(() => reviewTranslation(db, { id: again.id, decision: 'verify', text: null }))).toBe(tourKeys);
  });
});
