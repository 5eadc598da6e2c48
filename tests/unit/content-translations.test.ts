import { describe, expect, it } from 'vitest';
import { contentKey, parseContentKey } from '#lib/domain/content-keys.ts';
import { SaveTranslationSchema } from '#lib/schemas/content-translations.ts';
import {
  businessOfKey,
  businessTranslationsQuery,
  loadVerifiedTranslations,
  pendingTranslations,
  reviewTranslation,
  saveTranslation,
  translationsOf,
} from '#lib/server/translations/content-translations.ts';
import { loadListTexts } from '#lib/server/translations/list-texts.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

/** A business's description as its page reads it in `locale` (null: no verified translation). */
const businessTexts = async (db: Parameters<typeof loadListTexts>[0], locale: 'es' | 'fr', id: number) => ({
  description: (await loadListTexts(db, locale, { businesses: [id] })).business(id)?.description ?? null,
});

/** An event's title and description as its page reads them in `locale`. */
const eventTexts = async (db: Parameters<typeof loadListTexts>[0], locale: 'es' | 'fr', id: number) => {
  const texts = (await loadListTexts(db, locale, { events: [id] })).event(id);
  return { title: texts?.title ?? null, description: texts?.description ?? null };
};

describe('content translation keys', () => {
  it('names a business or event text and reads it back', () => {
    expect(contentKey('business', 12, 'description')).toBe('business:12:description');
    expect(contentKey('event', 90, 'title')).toBe('event:90:title');
    expect(parseContentKey('event:90:description')).toEqual({ kind: 'event', id: 90, field: 'description' });
  });

  it('refuses keys that name no translatable text', () => {
    for (const key of ['business:12:title', 'event:0:title', 'user:3:description', 'event:9:title:x', 'event:01:title', ''])
      expect(parseContentKey(key)).toBeNull();
  });

  it('refuses bad input with a message per field', () => {
    const result = SaveTranslationSchema.safeParse({ businessId: '3', key: 'business:3:name', language: 'de', text: 'x'.repeat(5001) });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['key', 'language', 'text']));
  });
});

describe('content translations', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { id: 10, number: 10, name: 'Central Harlem' });
  const category = await createCategory(db, { name: 'Restaurants' });
  const business = await createBusiness(db, {
    name: 'Translation Test Kitchen',
    communityBoardId: board.id,
    categoryId: category.id,
    description: 'Soul food since 1962.',
  });
  const event = await createEvent(db, { title: 'Jazz Brunch', description: 'Live trio.', businessId: business.id });
  const description = contentKey('business', business.id, 'description');
  const title = contentKey('event', event.id, 'title');

  it('shows only verified translations, in one query, and none in English', async () => {
    await saveTranslation(db, { key: description, language: 'es', text: 'Comida sureña desde 1962.', verified: false });
    await saveTranslation(db, { key: title, language: 'es', text: 'Brunch de jazz', verified: true });
    await saveTranslation(db, { key: title, language: 'fr', text: 'Brunch jazz', verified: true });
    let found = new Map<string, string>();
    expect(
      await countRoundTrips(async () => (found = await loadVerifiedTranslations(db, 'es', [description, title, 'event:999:title']))),
    ).toBe(1);
    expect(Object.fromEntries(found)).toEqual({ [title]: 'Brunch de jazz' });
    expect(await countRoundTrips(async () => (found = await loadVerifiedTranslations(db, 'en', [description, title])))).toBe(0);
    expect(found.size).toBe(0);
    expect(await eventTexts(db, 'fr', event.id)).toEqual({ title: 'Brunch jazz', description: null });
  });

  it('waits for an admin, who may correct the text, and shows it once verified', async () => {
    expect(await businessTexts(db, 'es', business.id)).toEqual({ description: null });
    const pending = await pendingTranslations(db);
    expect(pending).toEqual([
      expect.objectContaining({
        key: description,
        language: 'es',
        subject: 'Translation Test Kitchen',
        original: 'Soul food since 1962.',
        verified: false,
      }),
    ]);
    await reviewTranslation(db, { id: pending[0]!.id, decision: 'verify', text: 'Comida sureña desde 1962, en Harlem.' });
    expect(await businessTexts(db, 'es', business.id)).toEqual({ description: 'Comida sureña desde 1962, en Harlem.' });
    expect(await pendingTranslations(db)).toEqual([]);
  });

  it("an owner's new text waits again; empty text or a rejection removes it", async () => {
    await saveTranslation(db, { key: description, language: 'es', text: 'Otra descripción.', verified: false });
    expect(await businessTexts(db, 'es', business.id)).toEqual({ description: null });
    const [waiting] = await pendingTranslations(db);
    await reviewTranslation(db, { id: waiting!.id, decision: 'reject', text: null });
    expect((await translationsOf(db, [description])).length).toBe(0);
    await saveTranslation(db, { key: title, language: 'fr', text: '', verified: false });
    expect((await translationsOf(db, [title])).map((row) => row.language)).toEqual(['es']);
    await expect(reviewTranslation(db, { id: 999999, decision: 'verify', text: null })).rejects.toThrow('Translation not found');
  });

  it('knows which business a text belongs to', async () => {
    expect(await businessOfKey(db, description)).toBe(business.id);
    expect(await businessOfKey(db, title)).toBe(business.id);
    await expect(businessOfKey(db, 'event:999999:title')).rejects.toThrow('Event not found');
  });

  it("reads every translation of a business's texts for its dashboard, and no other business's", async () => {
    const other = await createBusiness(db, {
      name: 'Elsewhere',
      communityBoardId: board.id,
      categoryId: category.id,
      description: 'Other.',
    });
    const otherEvent = await createEvent(db, { title: 'Elsewhere night', businessId: other.id });
    await saveTranslation(db, { key: contentKey('business', other.id, 'description'), language: 'es', text: 'Otro.', verified: true });
    await saveTranslation(db, { key: contentKey('event', otherEvent.id, 'title'), language: 'fr', text: 'Soirée', verified: true });
    await saveTranslation(db, {
      key: contentKey('event', event.id, 'description'),
      language: 'fr',
      text: 'Trio en direct.',
      verified: false,
    });
    const rows = await businessTranslationsQuery(db, business.id);
    expect(rows.map((row) => `${row.language} ${row.key} ${row.verified}`).sort()).toEqual(
      (await translationsOf(db, [description, title, contentKey('event', event.id, 'description')]))
        .map((row) => `${row.language} ${row.key} ${row.verified}`)
        .sort(),
    );
    expect(rows.some((row) => row.key === `event:${event.id}:description` && row.language === 'fr' && !row.verified)).toBe(true);
    expect(rows.some((row) => row.key.includes(`:${other.id}:`) || row.key.includes(`:${otherEvent.id}:`))).toBe(false);
  });
});
