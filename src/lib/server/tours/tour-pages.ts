/**
 * The public walking tours: the list of active tours and one tour with its active points in
 * walking order. A retired tour, like a missing one, is not found.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { arPoints, arTours, userArProgress } from '#db/schema.ts';
import { boardAt } from '#lib/domain/community-boards.ts';
import type { TourAccessibility } from '#lib/views/admin-tours.ts';
import type { TourCard, TourDetail, TourProgressView } from '#lib/views/tours.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { tourTexts } from './tour-texts.ts';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

/** How many tours the list shows at most (the guide has a handful; the page stays one page). */
const LIST_LIMIT = 50;

const accessibilityOf = (value: Record<string, unknown> | null | undefined): TourAccessibility => ({
  stepFree: value?.stepFree === true,
  benches: value?.benches === true,
  restrooms: value?.restrooms === true,
  notes: typeof value?.notes === 'string' && value.notes.trim() !== '' ? value.notes : null,
});

/** Active tours by title, each with its count of active points. */
export async function listActiveTours(db: Database): Promise<TourCard[]> {
  const rows = await db
    .select({
      id: arTours.id,
      title: arTours.title,
      description: arTours.description,
      category: arTours.category,
      difficulty: arTours.difficulty,
      duration: arTours.duration,
      distance: arTours.distance,
      imageUrl: arTours.thumbnailUrl,
      pointCount: count(arPoints.id),
      // Where the walk starts: its first point's community board.
      startLatitude: sql<
        number | null
      >`(select p.latitude from ar_points p where p.tour_id = ${arTours.id} and p.is_active = 1 order by p.order_index, p.id limit 1)`,
      startLongitude: sql<
        number | null
      >`(select p.longitude from ar_points p where p.tour_id = ${arTours.id} and p.is_active = 1 order by p.order_index, p.id limit 1)`,
    })
    .from(arTours)
    .leftJoin(arPoints, and(eq(arPoints.tourId, arTours.id), eq(arPoints.isActive, true)))
    .where(eq(arTours.isActive, true))
    .groupBy(arTours.id)
    .orderBy(asc(arTours.title))
    .limit(LIST_LIMIT);
  return rows.map(({ startLatitude, startLongitude, ...tour }) => ({
    ...tour,
    board: startLatitude !== null && startLongitude !== null ? boardAt({ latitude: startLatitude, longitude: startLongitude }) : null,
  }));
}

/** An active tour with its active points in order; null when there is none. */
export async function getTourDetail(db: Database, tourId: number): Promise<TourDetail | null> {
  const [[tour], stops] = await db.batch([
    db
      .select()
      .from(arTours)
      .where(and(eq(arTours.id, tourId), eq(arTours.isActive, true))),
    db
      .select({
        id: arPoints.id,
        title: arPoints.title,
        description: arPoints.description,
        historicalContext: arPoints.historicalContext,
        audioNarration: arPoints.audioNarration,
        latitude: arPoints.latitude,
        longitude: arPoints.longitude,
        interactionZone: arPoints.interactionZone,
      })
      .from(arPoints)
      .where(and(eq(arPoints.tourId, tourId), eq(arPoints.isActive, true)))
      .orderBy(asc(arPoints.orderIndex), asc(arPoints.id)),
  ]);
  if (!tour) return null;
  return {
    id: tour.id,
    title: tour.title,
    description: tour.description,
    category: tour.category,
    difficulty: tour.difficulty,
    duration: tour.duration,
    distance: tour.distance,
    imageUrl: tour.thumbnailUrl,
    pointCount: stops.length,
    board: stops.length > 0 ? boardAt(stops[0]) : null,
    accessibility: accessibilityOf(tour.accessibility),
    rating: tour.rating,
    stops,
  };
}

/** A member's stored progress on a tour, or null when they have not started it. */
export async function getTourProgress(db: Database, userId: number, tourId: number): Promise<TourProgressView | null> {
  const [row] = await db
    .select()
    .from(userArProgress)
    .where(and(eq(userArProgress.userId, userId), eq(userArProgress.tourId, tourId)));
  if (!row) return null;
  return {
    done: Array.isArray(row.completedPoints) ? row.completedPoints : [],
    status: row.status === 'completed' ? 'completed' : 'in_progress',
    rating: row.rating,
    feedback: row.feedback,
  };
}

/** The loader of /tours/{id}: the tour, its texts in the page's language and the member's progress; tour null for a malformed id or none. */
export async function loadTourPage(Astro: Pick<AstroGlobal, 'params' | 'locals'>) {
  const id = Astro.params.id ?? '';
  const db = getDb();
  const tour = /^\d{1,10}$/.test(id) ? await getTourDetail(db, Number(id)) : null;
  if (!tour) return { tour, texts: null, progress: null };
  pageShows(cacheKey.tour(tour.id));
  const user = Astro.locals.user;
  const [texts, progress] = await Promise.all([
    tourTexts(db, Astro.locals.locale, tour),
    user ? getTourProgress(db, user.id, tour.id) : null,
  ]);
  return { tour, texts, progress };
}
