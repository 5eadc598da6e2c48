/** A walker's progress on a tour (actions/tour-progress.ts): tied to the account, completed only when every point is done, points awarded once, rated only when completed; bad input refused with its message. */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { tourProgress } from '#actions/tour-progress.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('walking a tour', async () => {
  const { db } = await useFreshDatabase({ seed: true });
  const [tour] = await db.select().from(schema.arTours).where(eq(schema.arTours.title, 'Sugar Hill and Hamilton Heights'));
  const points = await db
    .select()
    .from(schema.arPoints)
    .where(eq(schema.arPoints.tourId, tour.id))
    .orderBy(asc(schema.arPoints.orderIndex));
  const progressOf = async (userId: number) =>
    (
      await db
        .select()
        .from(schema.userArProgress)
        .where(and(eq(schema.userArProgress.userId, userId), eq(schema.userArProgress.tourId, tour.id)))
    )[0];
  const balanceOf = async (userId: number) =>
    (await db.select().from(schema.loyaltyPoints).where(eq(schema.loyaltyPoints.userId, userId)))[0]?.points ?? 0;
  const reach = (user: Awaited<ReturnType<typeof storeAccount>>, pointId: number, tourId = tour.id) =>
    callAction(tourProgress.reachPoint, { tourId: String(tourId), pointId: String(pointId) }, { user });

  it('keeps nothing for a visitor who is not signed in', async () => {
    const answer = await reach(null as never, points[0].id);
    expect(answer.error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Sign in to keep your tour progress on your account' });
  });

  it('starts in progress, records each point, and completes with the points awarded once', async () => {
    const member = await storeAccount(db, 'user');
    expect((await callAction(tourProgress.start, { tourId: String(tour.id) }, { user: member })).data).toMatchObject({
      status: 'in_progress',
      done: '',
    });
    expect(await progressOf(member.id)).toMatchObject({ status: 'in_progress', completedPoints: [], progressPercent: 0 });
    for (const point of points.slice(0, -1))
      expect((await reach(member, point.id)).data).toMatchObject({ status: 'in_progress', awarded: 0 });
    // The same point again changes nothing.
    await reach(member, points[0].id);
    expect(await progressOf(member.id)).toMatchObject({
      status: 'in_progress',
      currentPointIndex: points.length - 1,
      completedPoints: points.slice(0, -1).map((point) => point.id),
    });
    expect(await balanceOf(member.id)).toBe(0);

    const last = await reach(member, points.at(-1)!.id);
    expect(last.data).toMatchObject({ status: 'completed', awarded: 100 });
    const stored = await progressOf(member.id);
    expect(stored).toMatchObject({ status: 'completed', progressPercent: 100, currentPointIndex: points.length });
    expect(stored.completedAt).toBeInstanceOf(Date);
    expect(await balanceOf(member.id)).toBe(100);
    const completions = (await db.select().from(schema.arTours).where(eq(schema.arTours.id, tour.id)))[0].completions;

    // Reaching points of a completed tour awards nothing more and counts no second completion.
    expect((await reach(member, points.at(-1)!.id)).data).toMatchObject({ status: 'completed', awarded: 0 });
    expect(await balanceOf(member.id)).toBe(100);
    expect((await db.select().from(schema.arTours).where(eq(schema.arTours.id, tour.id)))[0].completions).toBe(completions);
    expect(await db.select().from(schema.loyaltyTransactions).where(eq(schema.loyaltyTransactions.userId, member.id))).toMatchObject([
      { type: 'tour_finished', points: 100, sourceKey: `tour:${tour.id}` },
    ]);
  });

  it('counts points out of order and completes when the last missing one is reached', async () => {
    const member = await storeAccount(db, 'user');
    for (const point of [...points].reverse()) await reach(member, point.id);
    expect(await progressOf(member.id)).toMatchObject({ status: 'completed', completedPoints: points.map((point) => point.id) });
  });

  it('takes a rating only once the tour is completed, and the tour’s average follows', async () => {
    const member = await storeAccount(db, 'user');
    await reach(member, points[0].id);
    const early = await callAction(tourProgress.rate, { tourId: String(tour.id), rating: '5' }, { user: member });
    expect(early.error).toMatchObject({ code: 'CONFLICT', message: 'Reach every point of the tour before rating it' });
    for (const point of points) await reach(member, point.id);
    const rated = await callAction(
      tourProgress.rate,
      { tourId: String(tour.id), rating: '4', feedback: '  Loved the mansion.  ' },
      { user: member },
    );
    expect(rated.data).toMatchObject({ rating: 4, status: 'completed' });
    expect(await progressOf(member.id)).toMatchObject({ rating: 4, feedback: 'Loved the mansion.' });
    const [{ rating }] = await db.select({ rating: schema.arTours.rating }).from(schema.arTours).where(eq(schema.arTours.id, tour.id));
    expect(rating).toBeGreaterThan(0);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const member = await storeAccount(db, 'user');
    expect(fieldsOf((await callAction(tourProgress.rate, { tourId: String(tour.id), rating: '6' }, { user: member })).error)).toEqual({
      rating: 'Choose a rating from 1 to 5 stars',
    });
    expect(
      fieldsOf(
        (await callAction(tourProgress.rate, { tourId: String(tour.id), rating: '3', feedback: 'x'.repeat(1001) }, { user: member })).error,
      ),
    ).toEqual({ feedback: 'Feedback must be at most 1000 characters' });
    expect(fieldsOf((await callAction(tourProgress.reachPoint, { tourId: 'abc', pointId: '-1' }, { user: member })).error)).toEqual({
      tourId: 'Tour not found',
      pointId: 'Point not found',
    });
    expect(
      (await callAction(tourProgress.reachPoint, { tourId: String(tour.id), pointId: ['1', '2'] }, { user: member })).error?.code,
    ).toBe('BAD_REQUEST');
    // A point of another tour, a tour that does not exist, a retired tour: not found.
    const [other] = await db
      .select()
      .from(schema.arPoints)
      .where(eq(schema.arPoints.tourId, tour.id === 1 ? 2 : 1));
    expect((await reach(member, other.id)).error).toMatchObject({ code: 'NOT_FOUND', message: 'Point not found' });
    expect((await reach(member, points[0].id, 999_999)).error).toMatchObject({ code: 'NOT_FOUND', message: 'Tour not found' });
    const [retired] = await db.insert(schema.arTours).values({ title: 'Retired walk', isActive: false }).returning();
    const [retiredPoint] = await db
      .insert(schema.arPoints)
      .values({ tourId: retired.id, title: 'Stop', latitude: 40.81, longitude: -73.95 })
      .returning();
    expect((await reach(member, retiredPoint.id, retired.id)).error).toMatchObject({ code: 'NOT_FOUND' });
    expect(await progressOf(member.id)).toBeUndefined();
  });

  it('answers in the language of the page that called', async () => {
    const member = await storeAccount(db, 'user');
    const answer = await callAction(tourProgress.rate, { tourId: String(tour.id), rating: '4' }, { user: member, locale: 'es' });
    expect(answer.error?.message).toBe('Llega a todos los puntos del recorrido antes de calificarlo');
  });
});
