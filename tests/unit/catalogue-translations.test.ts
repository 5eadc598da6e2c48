import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, listingPlans, loyaltyRewards, subscriptionPlans } from '#db/schema.ts';
import { contentKey, parseContentKey } from '#lib/domain/content-keys.ts';
import { PublishTranslationSchema } from '#lib/schemas/content-translations.ts';
import { saveTranslation } from '#lib/server/translations/content-translations.ts';
import { loadKindTexts, verifiedKindQuery } from '#lib/server/translations/kind-texts.ts';
import { publishTranslation } from '#lib/server/translations/publish-translation.ts';
import { translationQueue } from '#lib/server/translations/translation-queue.ts';
import { getPropertiesPage, getProperty } from '#lib/server/properties/properties.ts';
import { translationsPageChoices } from '#lib/server/translations/admin-translations-page.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { createBoard, createBusiness, createCategory, createEvent, createProperty, createUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

describe('catalogue translation keys', () => {
  it('names the texts of listings, rewards, plans and listing plans', () => {
    expect(contentKey('property', 4, 'title')).toBe('property:4:title');
    expect(parseContentKey('reward:2:description')).toEqual({ kind: 'reward', id: 2, field: 'description' });
    expect(parseContentKey('plan:1:name')).toEqual({ kind: 'plan', id: 1, field: 'name' });
    expect(parseContentKey('listingplan:6:name')).toEqual({ kind: 'listingplan', id: 6, field: 'name' });
    for (const key of ['plan:1:title', 'reward:1:name', 'property:1:address', 'listingplan:0:name', 'plans:1:name'])
      expect(parseContentKey(key)).toBeNull();
  });

  it("keeps a plan's name on one line and refuses a key that names nothing", () => {
    const parsed = PublishTranslationSchema.parse({ key: 'plan:1:name', language: 'fr', text: 'Premium\nmensuel' });
    expect(parsed.text).toBe('Premium mensuel');
    const refused = PublishTranslationSchema.safeParse({ key: 'plan:1:features', language: 'de', text: 'x' });
    expect(refused.error!.issues.map((issue) => issue.path[0])).toEqual(expect.arrayContaining(['key', 'language']));
  });

  it("reads the queue's choices from the address, unknown ones as the defaults", () => {
    expect(translationsPageChoices(new URLSearchParams('language=fr&kind=reward&show=all'))).toEqual({
      language: 'fr',
      kind: 'reward',
      showAll: true,
    });
    expect(translationsPageChoices(new URLSearchParams('language=de&kind=toString&show=1'))).toEqual({
      language: 'es',
      kind: null,
      showAll: false,
    });
  });
});

describe('catalogue translations', async () => {
  const { db } = await useFreshDatabase();
  const admin = await createUser(db, { role: 'admin' });
  const board = await createBoard(db, { id: 10, number: 10, name: 'Central Harlem' });
  const category = await createCategory(db, { name: 'Restaurants' });
  const business = await createBusiness(db, {
    name: 'Queue Kitchen',
    communityBoardId: board.id,
    categoryId: category.id,
    description: 'Soul food since 1962.',
    createdAt: new Date('2026-01-01T12:00:00Z'),
  });
  const soon = new Date(Date.now() + 7 * 86_400_000);
  const event = await createEvent(db, {
    title: 'Jazz Brunch',
    description: 'Live trio.',
    businessId: business.id,
    startsAt: soon,
    createdAt: new Date('2026-02-01T12:00:00Z'),
  });
  await createEvent(db, { title: 'Last year', businessId: business.id, startsAt: new Date('2025-01-01T12:00:00Z') });
  const property = await createProperty(db, {
    title: 'Strivers Row Brownstone',
    description: 'Four floors and a garden.',
    createdAt: new Date('2026-03-01T12:00:00Z'),
  });
  const [reward] = await db
    .insert(loyaltyRewards)
    .values({ title: 'Pie for two', description: 'A sweet potato pie.', pointsCost: 200, createdAt: new Date('2026-04-01T12:00:00Z') })
    .returning();
  await db.insert(loyaltyRewards).values({ title: 'Retired reward', pointsCost: 10, isActive: false });
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ slug: 'premium-monthly', name: 'Premium Monthly', priceCents: 999, createdAt: new Date('2026-05-01T12:00:00Z') })
    .returning();
  const [listingPlan] = await db
    .insert(listingPlans)
    .values({ slug: 'basic', name: 'Basic', description: 'A month in the directory.', priceCents: 2900, durationDays: 30, priority: 1 })
    .returning();

  it('publishes an admin translation at once, audited, and refuses a text that does not exist', async () => {
    expect(
      await publishTranslation(db, admin.id, { key: contentKey('reward', reward.id, 'title'), language: 'es', text: 'Pastel para dos' }),
    ).toBe(true);
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'translation.publish'));
    expect(entries).toMatchObject([{ actorId: admin.id, subjectType: 'reward', subjectId: reward.id }]);
    const refused = publishTranslation(db, admin.id, { key: 'reward:999999:title', language: 'es', text: 'Nada' });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 404 });
  });

  it("reads a kind's verified texts in one query, only that kind's, none in English", async () => {
    await saveTranslation(db, { key: contentKey('reward', reward.id, 'description'), language: 'es', text: 'Un pastel.', verified: false });
    await saveTranslation(db, { key: contentKey('plan', plan.id, 'name'), language: 'fr', text: 'Premium mensuel', verified: true });
    await saveTranslation(db, {
      key: contentKey('listingplan', listingPlan.id, 'name'),
      language: 'fr',
      text: 'Essentiel',
      verified: true,
    });
    let texts = await loadKindTexts(db, 'es', 'reward');
    expect(await countRoundTrips(async () => (texts = await loadKindTexts(db, 'es', 'reward')))).toBe(1);
    expect(texts(reward.id, 'title')).toBe('Pastel para dos');
    // Waiting for review: not shown.
    expect(texts(reward.id, 'description')).toBeNull();
    expect(await verifiedKindQuery(db, 'fr', 'plan')).toEqual([{ key: `plan:${plan.id}:name`, text: 'Premium mensuel' }]);
    expect(await countRoundTrips(async () => (texts = await loadKindTexts(db, 'en', 'reward')))).toBe(0);
    expect(texts(reward.id, 'title')).toBeNull();
  });

  it('gives listings their translations in the same round trip as the page', async () => {
    await saveTranslation(db, {
      key: contentKey('property', property.id, 'title'),
      language: 'fr',
      text: 'Maison de Strivers Row',
      verified: true,
    });
    let page: Awaited<ReturnType<typeof getPropertiesPage>> | undefined;
    expect(await countRoundTrips(async () => (page = await getPropertiesPage(db, {}, 'fr')))).toBe(1);
    expect(page!.properties[0].translated).toEqual({ title: 'Maison de Strivers Row' });
    expect((await getPropertiesPage(db, {}, 'es')).properties[0].translated).toBeUndefined();
    let one: Awaited<ReturnType<typeof getProperty>> = null;
    expect(await countRoundTrips(async () => (one = await getProperty(db, property.id, 'fr')))).toBe(1);
    expect(one!.translated).toEqual({ title: 'Maison de Strivers Row' });
    expect((await getProperty(db, property.id))!.translated).toBeUndefined();
  });

  it('lists what is missing per language, newest first, in one query, leaving out what is retired or past', async () => {
    let missing: Awaited<ReturnType<typeof translationQueue>> = [];
    expect(await countRoundTrips(async () => (missing = await translationQueue(db, 'es', { missingOnly: true })))).toBe(1);
    expect(missing.map((item) => item.key)).toEqual([
      `plan:${plan.id}:name`,
      // The reward's title is published and its description waits for review: neither is missing.
      `property:${property.id}:description`,
      `property:${property.id}:title`,
      `event:${event.id}:description`,
      `event:${event.id}:title`,
      `business:${business.id}:description`,
      `listingplan:${listingPlan.id}:description`,
      `listingplan:${listingPlan.id}:name`,
    ]);
    expect(missing[5]).toMatchObject({ kind: 'business', subject: 'Queue Kitchen', original: 'Soul food since 1962.', translation: null });
    const french = (await translationQueue(db, 'fr', { missingOnly: true })).map((item) => item.key);
    expect(french).toContain(`reward:${reward.id}:title`);
    expect(french).not.toContain(`plan:${plan.id}:name`);
    expect(await translationQueue(db, 'fr', { missingOnly: true, limit: 2 })).toHaveLength(2);
  });

  it("shows a kind's texts with their state for the editor", async () => {
    const rewards = await translationQueue(db, 'es', { missingOnly: false, kind: 'reward' });
    expect(rewards.map((item) => [item.field, item.translation])).toEqual([
      ['description', { id: expect.any(Number), text: 'Un pastel.', verified: false }],
      ['title', { id: expect.any(Number), text: 'Pastel para dos', verified: true }],
    ]);
  });
});
