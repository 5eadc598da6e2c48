/**
 * Walking tours as content (ar_tours, ar_points): admins create, edit, retire and restore tours,
 * and add, edit, delete and reorder their points. Points keep a contiguous order (0, 1, 2...):
 * a move swaps two neighbours in one batch, a deletion closes the gap. Every change is audited.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { arPoints, arTours } from '#db/schema.ts';
import { TOUR_MESSAGES as M } from '#lib/schemas/tours-messages.ts';
import type { PointMoveSchema, TourPointSchema, TourSchema } from '#lib/schemas/tours.ts';
import type { AdminToursView, TourAccessibility, TourView } from '#lib/views/admin-tours.ts';
import { auditStatement } from '../admin/audit.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { contentChanged } from '../http/cache-keys.ts';
import { tourChanged } from './tour-changes.ts';
import { tourTranslations } from './tour-translations.ts';

type TourInput = z.output<typeof TourSchema>;
type PointInput = z.output<typeof TourPointSchema>;

const accessibilityOf = (value: Record<string, unknown> | null): TourAccessibility => ({
  stepFree: value?.stepFree === true,
  benches: value?.benches === true,
  restrooms: value?.restrooms === true,
  notes: typeof value?.notes === 'string' ? value.notes : null,
});

const tourValues = (input: TourInput) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  difficulty: input.difficulty,
  duration: input.duration,
  distance: input.distance,
  accessibility: { stepFree: input.stepFree, benches: input.benches, restrooms: input.restrooms, notes: input.accessibilityNotes },
});

/** Every tour with its points in order, active ones first. */
export async function loadAdminToursTab(db: Database): Promise<AdminToursView> {
  const [tours, points] = await db.batch([
    db
      .select()
      .from(arTours)
      .orderBy(sql`${arTours.isActive} desc`, asc(arTours.title)),
    db.select().from(arPoints).where(eq(arPoints.isActive, true)).orderBy(asc(arPoints.tourId), asc(arPoints.orderIndex), asc(arPoints.id)),
  ]);
  const views = tours.map((tour): TourView => ({
    id: tour.id,
    title: tour.title,
    description: tour.description,
    category: tour.category,
    difficulty: tour.difficulty,
    duration: tour.duration,
    distance: tour.distance,
    accessibility: accessibilityOf(tour.accessibility ?? null),
    isActive: tour.isActive,
    points: points
      .filter((point) => point.tourId === tour.id)
      .map(({ id, title, description, historicalContext, audioNarration, latitude, longitude, interactionZone, orderIndex }) => ({
        id,
        title,
        description,
        historicalContext,
        audioNarration,
        latitude,
        longitude,
        interactionZone,
        orderIndex,
      })),
  }));
  return { tours: views, translations: await tourTranslations(db, views) };
}

async function tourOrNotFound(db: Database, tourId: number) {
  const [tour] = await db.select().from(arTours).where(eq(arTours.id, tourId));
  if (!tour) throw new HttpError(404, M.notFound);
  return tour;
}

async function pointOrNotFound(db: Database, tourId: number, pointId: number) {
  const [point] = await db
    .select()
    .from(arPoints)
    .where(and(eq(arPoints.id, pointId), eq(arPoints.tourId, tourId), eq(arPoints.isActive, true)));
  if (!point) throw new HttpError(404, M.pointNotFound);
  return point;
}

export async function createTour(db: Database, actorId: number, input: TourInput): Promise<number> {
  const [row] = await db.insert(arTours).values(tourValues(input)).returning({ id: arTours.id });
  await auditStatement(db, { actorId, action: 'tour.create', subjectType: 'tour', subjectId: row.id, after: { title: input.title } });
  tourChanged(row.id);
  return row.id;
}

export async function updateTour(db: Database, actorId: number, tourId: number, input: TourInput): Promise<void> {
  const before = await tourOrNotFound(db, tourId);
  const values = tourValues(input);
  await db.batch([
    db.update(arTours).set(values).where(eq(arTours.id, tourId)),
    auditStatement(db, {
      actorId,
      action: 'tour.update',
      subjectType: 'tour',
      subjectId: tourId,
      before: { title: before.title, difficulty: before.difficulty, duration: before.duration, distance: before.distance },
      after: { title: values.title, difficulty: values.difficulty, duration: values.duration, distance: values.distance },
    }),
  ]);
  tourChanged(tourId);
}

/** Retires a tour (kept, out of the public list) or brings it back. */
export async function setTourActive(db: Database, actorId: number, tourId: number, active: boolean): Promise<void> {
  const tour = await tourOrNotFound(db, tourId);
  if (tour.isActive === active) return contentChanged();
  await db.batch([
    db.update(arTours).set({ isActive: active }).where(eq(arTours.id, tourId)),
    auditStatement(db, {
      actorId,
      action: active ? 'tour.restore' : 'tour.retire',
      subjectType: 'tour',
      subjectId: tourId,
      before: { isActive: tour.isActive },
      after: { isActive: active },
    }),
  ]);
  tourChanged(tourId);
}

/** Adds a point at the end of the tour. */
export async function addPoint(db: Database, actorId: number, input: PointInput): Promise<number> {
  await tourOrNotFound(db, input.tourId);
  const { tourId, ...values } = input;
  const [row] = await db
    .insert(arPoints)
    .values({
      ...values,
      tourId,
      orderIndex: sql`(select coalesce(max(${arPoints.orderIndex}) + 1, 0) from ${arPoints} where ${arPoints.tourId} = ${tourId} and ${arPoints.isActive})`,
    })
    .returning({ id: arPoints.id });
  await auditStatement(db, {
    actorId,
    action: 'tour_point.create',
    subjectType: 'tour',
    subjectId: tourId,
    after: { pointId: row.id, title: input.title, latitude: input.latitude, longitude: input.longitude },
  });
  tourChanged(tourId);
  return row.id;
}

export async function updatePoint(db: Database, actorId: number, pointId: number, input: PointInput): Promise<void> {
  const before = await pointOrNotFound(db, input.tourId, pointId);
  const { tourId, ...values } = input;
  await db.batch([
    db.update(arPoints).set(values).where(eq(arPoints.id, pointId)),
    auditStatement(db, {
      actorId,
      action: 'tour_point.update',
      subjectType: 'tour',
      subjectId: tourId,
      before: { pointId, title: before.title, latitude: before.latitude, longitude: before.longitude },
      after: { pointId, title: values.title, latitude: values.latitude, longitude: values.longitude },
    }),
  ]);
  tourChanged(tourId);
}

/** Deletes a point and closes the gap in the order. */
export async function deletePoint(db: Database, actorId: number, tourId: number, pointId: number): Promise<void> {
  const point = await pointOrNotFound(db, tourId, pointId);
  await db.batch([
    db.delete(arPoints).where(eq(arPoints.id, pointId)),
    db
      .update(arPoints)
      .set({ orderIndex: sql`${arPoints.orderIndex} - 1` })
      .where(and(eq(arPoints.tourId, tourId), gt(arPoints.orderIndex, point.orderIndex))),
    auditStatement(db, {
      actorId,
      action: 'tour_point.delete',
      subjectType: 'tour',
      subjectId: tourId,
      before: { pointId, title: point.title, orderIndex: point.orderIndex },
      after: null,
    }),
  ]);
  tourChanged(tourId);
}

/** Swaps a point with its neighbour before or after it; at either end nothing moves. */
export async function movePoint(db: Database, actorId: number, input: z.output<typeof PointMoveSchema>): Promise<void> {
  const point = await pointOrNotFound(db, input.tourId, input.pointId);
  const target = point.orderIndex + (input.direction === 'up' ? -1 : 1);
  const [neighbour] = await db
    .select()
    .from(arPoints)
    .where(and(eq(arPoints.tourId, input.tourId), eq(arPoints.isActive, true), eq(arPoints.orderIndex, target)));
  if (!neighbour) return contentChanged();
  await db.batch([
    db.update(arPoints).set({ orderIndex: target }).where(eq(arPoints.id, point.id)),
    db.update(arPoints).set({ orderIndex: point.orderIndex }).where(eq(arPoints.id, neighbour.id)),
    auditStatement(db, {
      actorId,
      action: 'tour_point.move',
      subjectType: 'tour',
      subjectId: input.tourId,
      before: { pointId: point.id, orderIndex: point.orderIndex },
      after: { pointId: point.id, orderIndex: target },
    }),
  ]);
  tourChanged(input.tourId);
}
