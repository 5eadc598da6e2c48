/**
 * A signed-in walker's progress on a tour (user_ar_progress, one row per member and tour): started
 * in_progress, each point reached added to its set, completed when every active point is done.
 * Completing counts the tour's completion and awards its loyalty points in the same batch, each
 * once: the progress row changes to completed only from in_progress, and the award is keyed by
 * the tour (decision 025). A rating is taken only once the tour is completed; the tour's average
 * follows it.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { arTours, userArProgress } from '#db/schema.ts';
import { pointsFor } from '#lib/domain/loyalty.ts';
import { progressOf } from '#lib/domain/tour-walk.ts';
import { TOUR_PROGRESS_MESSAGES as M } from '#lib/schemas/tour-progress.ts';
import type { TourProgressView } from '#lib/views/tours.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { awardStatements } from '../loyalty/award.ts';
import { getTourDetail, getTourProgress } from './tour-pages.ts';
import { contentChanged } from '../http/cache-keys.ts';

async function activeTour(db: Database, tourId: number) {
  const tour = await getTourDetail(db, tourId);
  if (!tour) throw new HttpError(404, M.notFound);
  return tour;
}

/** Starts a tour for the member (nothing changes when it was started before); answers the progress. */
export async function startTour(db: Database, userId: number, tourId: number): Promise<TourProgressView> {
  await activeTour(db, tourId);
  await db.insert(userArProgress).values({ userId, tourId }).onConflictDoNothing();
  return (await getTourProgress(db, userId, tourId))!;
}

/**
 * Records a point of the tour as reached. When that makes every point done, the tour is completed,
 * its completions counted and its points awarded; answers the progress and the points awarded.
 */
export async function reachPoint(
  db: Database,
  userId: number,
  tourId: number,
  pointId: number,
): Promise<TourProgressView & { awarded: number }> {
  const tour = await activeTour(db, tourId);
  if (!tour.stops.some((stop) => stop.id === pointId)) throw new HttpError(404, M.pointNotFound);
  const before = await getTourProgress(db, userId, tourId);
  if (before?.status === 'completed') return { ...before, awarded: 0 };
  const progress = progressOf(tour.stops, [...(before?.done ?? []), pointId]);
  const status = progress.finished ? 'completed' : 'in_progress';
  const values = {
    completedPoints: progress.done,
    currentPointIndex: progress.currentPointIndex,
    progressPercent: progress.percent,
    status,
    completedAt: progress.finished ? new Date() : null,
  };
  const save = db
    .insert(userArProgress)
    .values({ userId, tourId, ...values })
    .onConflictDoUpdate({
      target: [userArProgress.userId, userArProgress.tourId],
      set: values,
      setWhere: ne(userArProgress.status, 'completed'),
    });
  if (!progress.finished) {
    await save;
    return { done: progress.done, status, rating: before?.rating ?? null, feedback: before?.feedback ?? null, awarded: 0 };
  }
  const [, , recorded] = await db
    .batch([
      save,
      // Counted only when this request is the one that completed it (the row changed just above).
      db
        .update(arTours)
        .set({ completions: sql`${arTours.completions} + 1` })
        .where(and(eq(arTours.id, tourId), sql`changes() > 0`)),
      ...awardStatements(db, userId, { type: 'tour_finished', tourId }, tour.title),
    ])
    .then((results) => [results[0], results[1], results[3]] as const);
  return {
    done: progress.done,
    status,
    rating: null,
    feedback: null,
    awarded: recorded.rowsAffected > 0 ? pointsFor({ type: 'tour_finished', tourId }) : 0,
  };
}

/** Stores the member's rating and feedback of a tour they completed; the tour's average rating follows. */
export async function rateTour(
  db: Database,
  userId: number,
  tourId: number,
  rating: number,
  feedback: string | null,
): Promise<TourProgressView> {
  await activeTour(db, tourId);
  const [saved] = await db.batch([
    db
      .update(userArProgress)
      .set({ rating, feedback })
      .where(and(eq(userArProgress.userId, userId), eq(userArProgress.tourId, tourId), eq(userArProgress.status, 'completed'))),
    db
      .update(arTours)
      .set({
        rating: sql`(select round(avg(${userArProgress.rating}), 2) from ${userArProgress} where ${userArProgress.tourId} = ${tourId} and ${userArProgress.rating} is not null)`,
      })
      .where(eq(arTours.id, tourId)),
  ]);
  if (saved.rowsAffected === 0) throw new HttpError(409, M.notFinished);
  // The tour's average rating is shown on no public page (its page and card leave it out).
  contentChanged();
  return (await getTourProgress(db, userId, tourId))!;
}
