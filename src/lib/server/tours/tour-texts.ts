/**
 * A tour's words in the visitor's language where an admin has verified a translation (decision
 * 024, content keys `tour:<id>:<field>` and `tourpoint:<id>:<field>`), in one query; English and
 * missing translations leave the original (shown with lang="en").
 */
import { contentKey } from '#lib/domain/content-keys.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { TourCard, TourDetail } from '#lib/views/tours.ts';
import type { Database } from '../db/client.ts';
import { loadVerifiedTranslations } from '../translations/content-translations.ts';

/** A text and its translation (null when there is none): the page shows it with ContentText. */
export type Worded = { text: string | null; translation: string | null };

export type TourTexts = {
  title: Worded;
  description: Worded;
  access: Worded;
  stops: { title: Worded; description: Worded; context: Worded; narration: Worded }[];
};

/** The texts of a tour and its points, with their translations into `locale`. */
export async function tourTexts(db: Database, locale: Locale, tour: TourDetail): Promise<TourTexts> {
  const keys = [
    contentKey('tour', tour.id, 'title'),
    contentKey('tour', tour.id, 'description'),
    contentKey('tour', tour.id, 'access'),
    ...tour.stops.flatMap((stop) =>
      (['title', 'description', 'context', 'narration'] as const).map((field) => contentKey('tourpoint', stop.id, field)),
    ),
  ];
  // English is the texts as written: the loader reads nothing for it.
  const found = await loadVerifiedTranslations(db, locale, keys);
  const worded = (text: string | null, key: string): Worded => ({ text, translation: text ? (found.get(key) ?? null) : null });
  return {
    title: worded(tour.title, keys[0]),
    description: worded(tour.description, keys[1]),
    access: worded(tour.accessibility.notes, keys[2]),
    stops: tour.stops.map((stop) => ({
      title: worded(stop.title, contentKey('tourpoint', stop.id, 'title')),
      description: worded(stop.description, contentKey('tourpoint', stop.id, 'description')),
      context: worded(stop.historicalContext, contentKey('tourpoint', stop.id, 'context')),
      narration: worded(stop.audioNarration, contentKey('tourpoint', stop.id, 'narration')),
    })),
  };
}

/** The list's titles and descriptions with their translations into `locale`, in one query. */
export async function tourCardTexts(
  db: Database,
  locale: Locale,
  tours: TourCard[],
): Promise<Map<number, { title: Worded; description: Worded }>> {
  const found = await loadVerifiedTranslations(
    db,
    locale,
    tours.flatMap((tour) => [contentKey('tour', tour.id, 'title'), contentKey('tour', tour.id, 'description')]),
  );
  return new Map(
    tours.map((tour) => [
      tour.id,
      {
        title: { text: tour.title, translation: found.get(contentKey('tour', tour.id, 'title')) ?? null },
        description: {
          text: tour.description,
          translation: tour.description ? (found.get(contentKey('tour', tour.id, 'description')) ?? null) : null,
        },
      },
    ]),
  );
}
