/**
 * The demo in three languages (issue 35): verified Spanish and French translations (decision 024's
 * `translations` rows, content keys) of the most-visited businesses' descriptions, the titles and
 * descriptions of the events of the month after the seeding day, and the walking tours with every
 * stop. Texts are found by the seed record's name or title, never by a guessed id. Run by the seed
 * right after the demo data, so only where demo data is seeded; it adds nothing already there.
 */
import { and, asc, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import * as schema from '../../schema.ts';
import type { Database } from '../../../src/lib/server/db/client.ts';
import { contentKey, TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../../src/lib/domain/content-keys.ts';
import { DEMO_ACCOUNTS } from '../people.ts';
import { BUSINESS_TRANSLATIONS } from './businesses.ts';
import { EVENT_TRANSLATIONS } from './events.ts';
import { TOUR_TRANSLATIONS } from './tours.ts';

/** How many businesses the demo has in three languages. */
export const MOST_VISITED_COUNT = 10;
/** The seeding day's coming month: events starting within this many days are translated. */
export const COMING_DAYS = 30;
const DAY = 86_400_000;

const OWNER_BUSINESS = DEMO_ACCOUNTS.find((account) => account.role === 'business_owner')!.business;

type Row = typeof schema.translations.$inferInsert;

/**
 * The demo's most-visited businesses: the demo owner's own (the walk-through opens it, and the
 * owner's translation editor shows its texts published) and those the directory shows first
 * (listing priority, then rating, then name: the order every visitor meets).
 */
export async function mostVisitedBusinesses(db: Database): Promise<{ id: number; name: string }[]> {
  const columns = { id: schema.businesses.id, name: schema.businesses.name };
  const owner = await db.select(columns).from(schema.businesses).where(eq(schema.businesses.name, OWNER_BUSINESS)).limit(1);
  const first = await db
    .select(columns)
    .from(schema.businesses)
    .where(and(eq(schema.businesses.isActive, true), ne(schema.businesses.name, OWNER_BUSINESS)))
    .orderBy(
      desc(schema.businesses.listingPriority),
      desc(schema.businesses.rating),
      asc(schema.businesses.name),
      asc(schema.businesses.id),
    )
    .limit(MOST_VISITED_COUNT - owner.length);
  return [...owner, ...first];
}

/** The events starting in the month after `now`: each occurrence of a repeating event is its own row. */
export function comingMonthEvents(db: Database, now: Date) {
  return db
    .select({ id: schema.events.id, title: schema.events.title })
    .from(schema.events)
    .where(
      and(
        eq(schema.events.isActive, true),
        gte(schema.events.startsAt, now),
        lt(schema.events.startsAt, new Date(now.getTime() + COMING_DAYS * DAY)),
      ),
    )
    .orderBy(asc(schema.events.startsAt), asc(schema.events.id));
}

/** Every language's row of one text. */
function rowsOf(kind: Row['context'], key: string, texts: Record<TranslationLanguage, string>): Row[] {
  return TRANSLATION_LANGUAGES.map((languageCode) => ({
    languageCode,
    translationKey: key,
    translatedText: texts[languageCode],
    context: kind,
    isVerified: true,
  }));
}

/** Seeds the demo's translations; a row already there (same language and key) is left as it is. Returns how many were added. */
export async function seedTranslations(db: Database, now: Date): Promise<number> {
  const rows: Row[] = [];

  for (const business of await mostVisitedBusinesses(db)) {
    const texts = BUSINESS_TRANSLATIONS[business.name];
    if (texts) rows.push(...rowsOf('business', contentKey('business', business.id, 'description'), texts));
  }

  for (const event of await comingMonthEvents(db, now)) {
    const texts = EVENT_TRANSLATIONS[event.title];
    if (!texts) continue;
    rows.push(
      ...rowsOf('event', contentKey('event', event.id, 'title'), { es: texts.es.title, fr: texts.fr.title }),
      ...rowsOf('event', contentKey('event', event.id, 'description'), { es: texts.es.description, fr: texts.fr.description }),
    );
  }

  const tourTitles = Object.keys(TOUR_TRANSLATIONS);
  const tours = await db
    .select({ id: schema.arTours.id, title: schema.arTours.title })
    .from(schema.arTours)
    .where(inArray(schema.arTours.title, tourTitles));
  for (const tour of tours) {
    const { es, fr } = TOUR_TRANSLATIONS[tour.title];
    for (const field of ['title', 'description', 'access'] as const)
      rows.push(...rowsOf('tour', contentKey('tour', tour.id, field), { es: es[field], fr: fr[field] }));
    const points = await db
      .select({ id: schema.arPoints.id, title: schema.arPoints.title })
      .from(schema.arPoints)
      .where(eq(schema.arPoints.tourId, tour.id));
    for (const point of points) {
      const [esStop, frStop] = [es.stops[point.title], fr.stops[point.title]];
      if (!esStop || !frStop) continue;
      for (const field of ['title', 'description', 'context', 'narration'] as const)
        rows.push(...rowsOf('tourpoint', contentKey('tourpoint', point.id, field), { es: esStop[field], fr: frStop[field] }));
    }
  }

  if (rows.length === 0) return 0;
  const added = await db.insert(schema.translations).values(rows).onConflictDoNothing().returning({ id: schema.translations.id });
  return added.length;
}
