import { describe, expect, it } from 'vitest';
import { and, gte, lt } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { seedDatabase } from '#db/seed.ts';
import { EVENTS } from '#db/seed-data/events.ts';
import { TOURS } from '#db/seed-data/tours.ts';
import { BUSINESS_TRANSLATIONS } from '#db/seed-data/translations/businesses.ts';
import { EVENT_TRANSLATIONS } from '#db/seed-data/translations/events.ts';
import { TOUR_TRANSLATIONS } from '#db/seed-data/translations/tours.ts';
import { mostVisitedBusinesses, seedTranslations } from '#db/seed-data/translations/seed-translations.ts';
import { contentKey } from '#lib/domain/content-keys.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const NOW = new Date('2026-11-21T15:00:00Z');
const DAY = 86_400_000;

describe('the demo in three languages', async () => {
  const { db } = await useFreshDatabase();
  await seedDatabase(db, { now: NOW });
  const rows = await db.select().from(schema.translations);
  const verified = (language: 'es' | 'fr') =>
    new Map(rows.filter((row) => row.languageCode === language && row.isVerified).map((row) => [row.translationKey, row.translatedText]));
  const es = verified('es');
  const fr = verified('fr');

  it('has a verified Spanish and French description of the ten most-visited businesses, business 7 among them', async () => {
    const visited = await mostVisitedBusinesses(db);
    expect(visited).toHaveLength(10);
    expect(visited.map((business) => business.id)).toContain(7);
    expect(visited.map((business) => business.name)).toEqual(expect.arrayContaining(['Apollo Theater', 'Lenox Avenue Soul Kitchen']));
    for (const business of visited) {
      const key = contentKey('business', business.id, 'description');
      expect(es.get(key)).toBe(BUSINESS_TRANSLATIONS[business.name].es);
      expect(fr.get(key)).toBe(BUSINESS_TRANSLATIONS[business.name].fr);
    }
    expect(es.get(contentKey('business', 7, 'description'))).toMatch(/^Pollo frito con waffles/);
    expect(rows.filter((row) => row.context === 'business')).toHaveLength(20);
  });

  it('translates exactly the events of the coming month, every occurrence of a repeating one', async () => {
    const coming = await db
      .select({ id: schema.events.id, title: schema.events.title })
      .from(schema.events)
      .where(and(gte(schema.events.startsAt, NOW), lt(schema.events.startsAt, new Date(NOW.getTime() + 30 * DAY))));
    expect(coming.length).toBeGreaterThan(5);
    expect(new Set(coming.map((event) => event.title)).size).toBeLessThan(coming.length);
    for (const event of coming) {
      for (const field of ['title', 'description'] as const) {
        expect(es.get(contentKey('event', event.id, field))).toBe(EVENT_TRANSLATIONS[event.title].es[field]);
        expect(fr.get(contentKey('event', event.id, field))).toBe(EVENT_TRANSLATIONS[event.title].fr[field]);
      }
    }
    const eventIds = new Set(rows.filter((row) => row.context === 'event').map((row) => Number(row.translationKey.split(':')[1])));
    expect([...eventIds].sort((a, b) => a - b)).toEqual(coming.map((event) => event.id).sort((a, b) => a - b));
  });

  it('translates both walking tours and every field of every stop', async () => {
    const tours = await db.select().from(schema.arTours);
    const points = await db.select().from(schema.arPoints);
    expect(tours).toHaveLength(2);
    for (const tour of tours) {
      expect(es.get(contentKey('tour', tour.id, 'title'))).toBe(TOUR_TRANSLATIONS[tour.title].es.title);
      for (const field of ['description', 'access'] as const) {
        expect(es.get(contentKey('tour', tour.id, field))).toBeTruthy();
        expect(fr.get(contentKey('tour', tour.id, field))).toBeTruthy();
      }
    }
    for (const point of points)
      for (const field of ['title', 'description', 'context', 'narration'] as const) {
        expect(es.get(contentKey('tourpoint', point.id, field)), `${point.title} ${field}`).toBeTruthy();
        expect(fr.get(contentKey('tourpoint', point.id, field)), `${point.title} ${field}`).toBeTruthy();
      }
  });

  it('adds nothing when run again', async () => {
    expect(await seedTranslations(db, NOW)).toBe(0);
    expect(await db.$count(schema.translations)).toBe(rows.length);
    expect(await seedDatabase(db, { now: NOW })).toEqual({ reference: false, demo: false });
    expect(await db.$count(schema.translations)).toBe(rows.length);
  });
});

describe('the seed translations', () => {
  it('have Spanish and French for every seed event, whatever month the demo is seeded in', () => {
    for (const event of EVENTS) {
      const texts = EVENT_TRANSLATIONS[event.title];
      expect(texts, event.title).toBeDefined();
      for (const text of [texts.es.title, texts.es.description, texts.fr.title, texts.fr.description]) expect(text.trim()).not.toBe('');
      // A title word for word the English would read as English left on a Spanish or French page.
      for (const language of ['es', 'fr'] as const) {
        expect(texts[language].title).not.toBe(event.title);
        expect(texts[language].description).not.toBe(event.description);
      }
    }
  });

  it('have every stop of every tour, in both languages, differing from the English', () => {
    for (const tour of TOURS)
      for (const language of ['es', 'fr'] as const) {
        const translated = TOUR_TRANSLATIONS[tour.title][language];
        expect(translated.description).not.toBe(tour.description);
        expect(Object.keys(translated.stops).sort()).toEqual(tour.points.map((point) => point.title).sort());
        for (const point of tour.points) {
          const stop = translated.stops[point.title];
          expect(stop.narration).not.toBe(point.audioNarration);
          expect(stop.context).not.toBe(point.historicalContext);
          expect(stop.description).not.toBe(point.description);
        }
      }
  });
});
