/**
 * Spanish and French texts of walking tours, written by an admin (decision 024): each is saved
 * verified (an admin writes it), only for a tour or a point that exists, and audited. The admin's tab reads
 * every stored translation of the tours' texts in one query.
 */
import { and, eq } from 'drizzle-orm';
import { arPoints, arTours } from '#db/schema.ts';
import { contentKey, parseContentKey, type TranslationLanguage } from '#lib/domain/content-keys.ts';
import { TOUR_TRANSLATION_MESSAGES } from '#lib/schemas/tour-translations.ts';
// A translation's tour or point not found is said as the walker's tour pages say it.
import { TOUR_PROGRESS_MESSAGES as TOUR_MESSAGES } from '#lib/schemas/tour-progress-messages.ts';
import type { TourTranslationsView, TourView } from '#lib/views/admin-tours.ts';
import { auditStatement } from '../admin/audit.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { saveTranslation, translationsOf } from '../translations/content-translations.ts';

/** Every translatable key of these tours and their points. */
export function tourKeys(tours: readonly Pick<TourView, 'id' | 'points'>[]): string[] {
  return tours.flatMap((tour) => [
    ...(['title', 'description', 'access'] as const).map((field) => contentKey('tour', tour.id, field)),
    ...tour.points.flatMap((point) =>
      (['title', 'description', 'context', 'narration'] as const).map((field) => contentKey('tourpoint', point.id, field)),
    ),
  ]);
}

/** The stored Spanish and French texts of these tours, by key. */
export async function tourTranslations(db: Database, tours: readonly Pick<TourView, 'id' | 'points'>[]): Promise<TourTranslationsView> {
  const view: TourTranslationsView = {};
  for (const row of await translationsOf(db, tourKeys(tours))) {
    if (row.language !== 'es' && row.language !== 'fr') continue;
    (view[row.key] ??= {})[row.language] = row.text;
  }
  return view;
}

/** The tour a key's text belongs to; 404 when the key names no tour text or its tour or point is gone. */
export async function tourOfKey(db: Database, key: string): Promise<number> {
  const parts = parseContentKey(key);
  if (parts?.kind === 'tour') {
    const [tour] = await db.select({ id: arTours.id }).from(arTours).where(eq(arTours.id, parts.id));
    if (!tour) throw new HttpError(404, TOUR_MESSAGES.notFound);
    return tour.id;
  }
  if (parts?.kind === 'tourpoint') {
    const [point] = await db
      .select({ tourId: arPoints.tourId })
      .from(arPoints)
      .where(and(eq(arPoints.id, parts.id), eq(arPoints.isActive, true)));
    if (!point) throw new HttpError(404, TOUR_MESSAGES.pointNotFound);
    return point.tourId;
  }
  throw new HttpError(404, TOUR_TRANSLATION_MESSAGES.unknownText);
}

/** Saves (or, empty, removes) an admin's translation of a tour's text, audited; returns whether one is now stored. */
export async function saveTourTranslation(
  db: Database,
  actorId: number,
  input: { key: string; language: TranslationLanguage; text: string },
): Promise<boolean> {
  const tourId = await tourOfKey(db, input.key);
  const stored = await saveTranslation(db, { ...input, verified: true });
  await auditStatement(db, {
    actorId,
    action: stored ? 'tour.translate' : 'tour.untranslate',
    subjectType: 'tour',
    subjectId: tourId,
    after: { key: input.key, language: input.language },
  });
  return stored;
}
