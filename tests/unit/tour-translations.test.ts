/**
 * An admin's Spanish and French texts of a walking tour (tours.saveTranslation): admins only,
 * only a tour's or a point's key of one that exists, published at once, and empty removes it.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { tours } from '#actions/tours.ts';
import { loadVerifiedTranslations, translationsOf } from '#lib/server/translations/content-translations.ts';
import { loadAdminToursTab } from '#lib/server/tours/tours.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe("an admin's translations of a tour", async () => {
  const { db } = await useFreshDatabase({ seed: true });
  // The seed's own Spanish and French texts aside: these tests start from a guide with no translations.
  await db.delete(schema.translations);
  const [tour] = await db.select().from(schema.arTours).where(eq(schema.arTours.title, 'Sugar Hill and Hamilton Heights'));
  const [point] = await db
    .select()
    .from(schema.arPoints)
    .where(eq(schema.arPoints.tourId, tour.id))
    .orderBy(asc(schema.arPoints.orderIndex));
  const admin = await storeAccount(db, 'admin');
  const save = (values: Record<string, unknown>, user = admin, locale?: 'es' | 'fr') =>
    callAction(tours.saveTranslation, values, { user, locale });
  const title = `tour:${tour.id}:title`;
  const story = `tourpoint:${point.id}:narration`;

  it('refuses a visitor, a member and an owner, and stores nothing', async () => {
    const owner = await storeAccount(db, 'business_owner', { businessId: 1 });
    expect((await save({ key: title, language: 'es', text: 'Hola' }, null as never)).error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await save({ key: title, language: 'es', text: 'Hola' }, await storeAccount(db, 'user'))).error).toMatchObject({ status: 403 });
    expect((await save({ key: title, language: 'es', text: 'Hola' }, owner)).error).toMatchObject({ status: 403 });
    expect(await translationsOf(db, [title])).toEqual([]);
  });

  it("publishes the admin's text at once, replaces it, and shows it in the admin's tab", async () => {
    expect((await save({ key: title, language: 'es', text: '  Sugar Hill y Hamilton Heights  ' })).data).toMatchObject({
      key: title,
      language: 'es',
      stored: true,
    });
    expect((await save({ key: story, language: 'fr', text: 'Ici vivaient les grands du jazz.' })).data).toMatchObject({ stored: true });
    expect((await save({ key: story, language: 'fr', text: 'Ici ont vécu Duke Ellington et Count Basie.' })).data).toMatchObject({
      stored: true,
    });
    expect(Object.fromEntries(await loadVerifiedTranslations(db, 'es', [title]))).toEqual({ [title]: 'Sugar Hill y Hamilton Heights' });
    expect(Object.fromEntries(await loadVerifiedTranslations(db, 'fr', [story]))).toEqual({
      [story]: 'Ici ont vécu Duke Ellington et Count Basie.',
    });
    const tab = await loadAdminToursTab(db);
    expect(tab.translations[title]).toEqual({ es: 'Sugar Hill y Hamilton Heights' });
    expect(tab.translations[story]).toEqual({ fr: 'Ici ont vécu Duke Ellington et Count Basie.' });
  });

  it('removes a translation saved empty, the other language kept', async () => {
    await save({ key: title, language: 'fr', text: 'Sugar Hill et Hamilton Heights' });
    expect((await save({ key: title, language: 'es', text: '   ' })).data).toMatchObject({ stored: false });
    expect((await translationsOf(db, [title])).map((row) => [row.language, row.text])).toEqual([['fr', 'Sugar Hill et Hamilton Heights']]);
    const audited = await db.select().from(schema.auditLog).where(eq(schema.auditLog.actorId, admin.id)).orderBy(asc(schema.auditLog.id));
    expect(audited.map((row) => [row.action, row.subjectId])).toEqual([
      ...Array(4).fill(['tour.translate', tour.id]),
      ['tour.untranslate', tour.id],
    ]);
  });

  it("refuses a business's or an event's key, a tour or point that does not exist, and bad input, with specific messages", async () => {
    expect(fieldsOf((await save({ key: 'business:1:description', language: 'es', text: 'Hola' })).error)).toEqual({
      key: 'Only a walking tour’s texts can be translated here.',
    });
    expect(fieldsOf((await save({ key: 'event:1:title', language: 'es', text: 'Hola' })).error)).toEqual({
      key: 'Only a walking tour’s texts can be translated here.',
    });
    expect(fieldsOf((await save({ key: `tour:${tour.id}:category`, language: 'de', text: 'x'.repeat(5001) })).error)).toEqual({
      key: 'Only a walking tour’s texts can be translated here.',
      language: 'Choose Spanish or French.',
      text: 'A translation can be at most 5000 characters.',
    });
    expect(fieldsOf((await save({ key: title, language: 'es', text: ['a', 'b'] })).error)).toEqual({
      text: 'Send the translation as text (empty removes it).',
    });
    expect((await save({ key: 'tour:999999:title', language: 'es', text: 'Hola' })).error).toMatchObject({
      status: 404,
      message: 'Tour not found',
    });
    expect((await save({ key: 'tourpoint:999999:context', language: 'es', text: 'Hola' })).error).toMatchObject({
      status: 404,
      message: 'Point not found',
    });
    expect(await translationsOf(db, ['business:1:description', 'event:1:title', 'tour:999999:title', 'tourpoint:999999:context'])).toEqual(
      [],
    );
  });

  it("answers in the admin's language", async () => {
    expect(fieldsOf((await save({ key: 'event:1:title', language: 'es', text: 'Hola' }, admin, 'es')).error)).toEqual({
      key: 'Aquí solo se pueden traducir los textos de un recorrido a pie.',
    });
    expect((await save({ key: 'tour:999999:title', language: 'fr', text: 'Bonjour' }, admin, 'fr')).error?.message).toBe(
      'Visite introuvable',
    );
  });
});
