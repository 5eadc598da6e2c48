/** Walking-tour content: tours created, edited, retired; points placed, reordered and deleted in a contiguous order; bad coordinates refused; all audited. */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { tours as tourActions } from '#actions/tours.ts';
import { loadAdminToursTab } from '#lib/server/tours/tours.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('walking tours', async () => {
  const { db } = await useFreshDatabase({ seed: true });
  const admin = await storeAccount(db, 'admin');
  const owner = await storeAccount(db, 'business_owner');
  const order = async (tourId: number) =>
    (await db.select().from(schema.arPoints).where(eq(schema.arPoints.tourId, tourId)).orderBy(asc(schema.arPoints.orderIndex))).map(
      (point) => [point.title, point.orderIndex],
    );

  it('seeds two real walks with their points in order', async () => {
    const view = await loadAdminToursTab(db);
    expect(view.tours.map((tour) => tour.title).sort()).toEqual([
      "Harlem Renaissance: 125th Street to Strivers' Row",
      'Sugar Hill and Hamilton Heights',
    ]);
    for (const tour of view.tours) {
      expect(tour.points.length).toBeGreaterThanOrEqual(5);
      expect(tour.points.map((point) => point.orderIndex)).toEqual(tour.points.map((_, index) => index));
    }
  });

  it('creates a tour, adds, moves and deletes points, keeping the order contiguous', async () => {
    const missing = await callAction(
      tourActions.createTour,
      { title: '', difficulty: 'easy', duration: '5', distance: '0' },
      { user: admin },
    );
    expect(fieldsOf(missing.error)).toMatchObject({
      title: 'Tour title is required',
      duration: 'Duration must be a whole number of minutes, from 10 to 600',
      distance: 'Distance must be in kilometres, from 0.1 to 30',
    });
    const created = await callAction(
      tourActions.createTour,
      { title: 'Jazz Walk', difficulty: 'easy', duration: '60', distance: '1.5', stepFree: 'on' },
      { user: admin },
    );
    const tourId = created.data.tourId as number;
    for (const [title, latitude] of [
      ['Minton’s', '40.8053'],
      ['Lenox Lounge', '40.8101'],
      ['Savoy Plaque', '40.8170'],
    ]) {
      expect(
        (await callAction(tourActions.addPoint, { tourId: String(tourId), title, latitude, longitude: '-73.9440' }, { user: admin })).error,
      ).toBeUndefined();
    }
    const far = await callAction(
      tourActions.addPoint,
      { tourId: String(tourId), title: 'Brooklyn', latitude: '40.6782', longitude: '-73.9442' },
      { user: admin },
    );
    expect(fieldsOf(far.error)).toEqual({ latitude: 'Place the point on the map (latitude between 40.70 and 40.90)' });
    expect(await order(tourId)).toEqual([
      ['Minton’s', 0],
      ['Lenox Lounge', 1],
      ['Savoy Plaque', 2],
    ]);
    const [, lenox, savoy] = await db
      .select()
      .from(schema.arPoints)
      .where(eq(schema.arPoints.tourId, tourId))
      .orderBy(asc(schema.arPoints.orderIndex));
    await callAction(tourActions.movePoint, { tourId: String(tourId), pointId: String(savoy.id), direction: 'up' }, { user: admin });
    expect(await order(tourId)).toEqual([
      ['Minton’s', 0],
      ['Savoy Plaque', 1],
      ['Lenox Lounge', 2],
    ]);
    await callAction(tourActions.movePoint, { tourId: String(tourId), pointId: String(lenox.id), direction: 'down' }, { user: admin });
    expect(await order(tourId)).toEqual([
      ['Minton’s', 0],
      ['Savoy Plaque', 1],
      ['Lenox Lounge', 2],
    ]);
    await callAction(tourActions.deletePoint, { tourId: String(tourId), pointId: String(savoy.id) }, { user: admin });
    expect(await order(tourId)).toEqual([
      ['Minton’s', 0],
      ['Lenox Lounge', 1],
    ]);
    await callAction(tourActions.retireTour, { tourId: String(tourId) }, { user: admin });
    expect((await loadAdminToursTab(db)).tours.find((tour) => tour.id === tourId)?.isActive).toBe(false);
    const actions = (await db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, tourId)))
      .filter((entry) => entry.subjectType === 'tour')
      .map((entry) => entry.action);
    expect(actions).toEqual([
      'tour.create',
      'tour_point.create',
      'tour_point.create',
      'tour_point.create',
      'tour_point.move',
      'tour_point.delete',
      'tour.retire',
    ]);
    expect((await callAction(tourActions.retireTour, { tourId: String(tourId) }, { user: owner })).error).toMatchObject({ status: 403 });
  });
});
