/**
 * The monthly neighborhood guide (lib/server/notifications/monthly-guide.ts, issue 35): only
 * Premium members get it, once per New York month however often or concurrently the step runs, in
 * their language, on the boards of their favorites (every board without favorites), with the
 * coming month's events and the businesses new in those boards; the member's switches and quiet
 * hours are respected, and a run sends at most its bound, the next run carrying on.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { monthIn } from '#lib/i18n/format.ts';
import { guideMonthOf, sendMonthlyGuides } from '#lib/server/notifications/monthly-guide.ts';
import { unsubscribeFromDigest } from '#lib/server/notifications/preference-changes.ts';
import { notificationPreferencesOf } from '#lib/server/notifications/preferences.ts';
import { UnsubscribeSchema } from '#lib/schemas/notifications.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { insertPremiumPlan } from '../helpers/premium-plan.ts';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const ORIGIN = 'http://localhost:4321';
/** Ten in the morning in New York, out of the default quiet hours. */
const NOW = new Date('2026-12-01T15:00:00Z');

describe('the monthly neighborhood guide', async () => {
  const { db } = await useFreshDatabase();
  const [harlem, east, heights, washington] = [
    await createBoard(db, { number: 10, name: 'Central Harlem', slug: 'central-harlem' }),
    await createBoard(db, { number: 11, name: 'East Harlem', slug: 'east-harlem' }),
    await createBoard(db, { number: 9, name: 'Hamilton Heights', slug: 'hamilton-heights' }),
    await createBoard(db, { number: 12, name: 'Washington Heights', slug: 'washington-heights' }),
  ];
  const category = await createCategory(db);
  const old = { createdAt: new Date(NOW.getTime() - 90 * DAY) };
  const cafe = await createBusiness(db, { name: 'Guide Old Cafe', communityBoardId: harlem.id, categoryId: category.id, ...old });
  const museum = await createBusiness(db, { name: 'Guide Old Museum', communityBoardId: east.id, categoryId: category.id, ...old });
  await createBusiness(db, {
    name: 'Guide New Bakery',
    communityBoardId: harlem.id,
    categoryId: category.id,
    createdAt: new Date(NOW.getTime() - 3 * DAY),
  });
  await createBusiness(db, { name: 'Guide New Gallery', communityBoardId: east.id, categoryId: category.id, createdAt: NOW });
  const soon = (days: number) => new Date(NOW.getTime() + days * DAY);
  const jazz = await createEvent(db, { title: 'Guide Jazz Night', startsAt: soon(5), businessId: cafe.id, communityBoardId: harlem.id });
  // Its verified French title is what the French guide lists.
  await db
    .insert(schema.translations)
    .values({ languageCode: 'fr', translationKey: `event:${jazz.id}:title`, translatedText: 'Soirée jazz du guide', isVerified: true });
  await createEvent(db, { title: 'Guide Museum Talk', startsAt: soon(9), businessId: museum.id, communityBoardId: east.id });
  await createEvent(db, { title: 'Guide Far Future', startsAt: soon(45), businessId: cafe.id, communityBoardId: harlem.id });
  await createEvent(db, { title: 'Guide Past Show', startsAt: soon(-2), businessId: cafe.id, communityBoardId: harlem.id });

  /** A member (premium or not) in a language, with favorites; quiet hours none unless `quiet`. */
  async function member(options: { premium: boolean; language?: string; favorites?: number[]; quiet?: boolean; premiumUntil?: Date }) {
    const user = await createUser(db, { isPremium: options.premium, premiumUntil: options.premiumUntil ?? null });
    if (options.language) await db.insert(schema.userLanguagePreferences).values({ userId: user.id, languageCode: options.language });
    for (const businessId of options.favorites ?? []) await db.insert(schema.userFavorites).values({ userId: user.id, businessId });
    if (!options.quiet)
      await db.insert(schema.notificationPreferences).values({ userId: user.id, quietHoursStart: '00:00', quietHoursEnd: '00:00' });
    return user;
  }
  const guidesTo = async (email: string) =>
    (await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'monthly_guide'))).filter(
      (mail) => mail.toAddress === email,
    );

  // Premium members hold their plan's benefits: the seed's monthly plan gives the guide; a plan without it gives none.
  await insertPremiumPlan(db);
  const noGuidePlan = await insertPremiumPlan(db, { slug: 'premium-without-guide', hasMonthlyGuide: false });
  const ada = await member({ premium: true, language: 'fr', favorites: [cafe.id] });
  const bea = await member({ premium: true, language: 'es' });
  const plain = await member({ premium: false, favorites: [cafe.id] });
  const lapsed = await member({ premium: true, premiumUntil: new Date(NOW.getTime() - DAY) });
  const switchedOff = await member({ premium: true });
  await db
    .update(schema.notificationPreferences)
    .set({ monthlyGuide: false })
    .where(eq(schema.notificationPreferences.userId, switchedOff.id));
  const noEmail = await member({ premium: true });
  const withoutGuide = await member({ premium: true });
  await db.update(schema.users).set({ membershipPlanId: noGuidePlan }).where(eq(schema.users.id, withoutGuide.id));
  await db.update(schema.notificationPreferences).set({ emailEnabled: false }).where(eq(schema.notificationPreferences.userId, noEmail.id));

  it('reaches Premium members once a month, in their language, on their favorites’ boards; nobody else', async () => {
    // Two runs at once, then a third: each member's month is claimed once.
    const sent = await Promise.all([
      sendMonthlyGuides(db, { now: NOW, origin: ORIGIN }),
      sendMonthlyGuides(db, { now: NOW, origin: ORIGIN }),
    ]);
    expect(await sendMonthlyGuides(db, { now: NOW, origin: ORIGIN })).toBe(0);
    expect(sent[0] + sent[1]).toBe(2);

    const [french] = await guidesTo(ada.email);
    expect((await guidesTo(ada.email)).length).toBe(1);
    expect(french.subject).toBe(`Votre guide des quartiers de Harlem pour ${monthIn('fr', '2026-12')}`);
    const text = french.textBody!;
    expect(text).toContain('Votre guide mensuel des quartiers des lieux que vous avez enregistrés');
    // Only the board of Ada's favorite: its coming event and its new business, with the board guide's link in French.
    expect(text).toContain('CENTRAL HARLEM');
    expect(text).toContain(`Lire le guide de Central Harlem\n  ${ORIGIN}/fr/neighborhoods/central-harlem\n`);
    expect(text).toContain('Soirée jazz du guide');
    expect(text).not.toContain('Guide Jazz Night');
    expect(text).toContain('Guide New Bakery');
    expect(text).toContain(`${ORIGIN}/fr/events/`);
    expect(await guidesTo(withoutGuide.email)).toEqual([]);
    for (const absent of [
      'EAST HARLEM',
      'Guide Museum Talk',
      'Guide New Gallery',
      'Guide Far Future',
      'Guide Past Show',
      '- Guide Old Cafe',
    ])
      expect(text).not.toContain(absent);
    expect(french.htmlBody).toContain(`href="${ORIGIN}/fr/settings#notifications"`);

    // Bea has no favorites: every board, in Spanish, a board without events saying so.
    const [spanish] = await guidesTo(bea.email);
    expect(spanish.subject).toBe(`Tu guía de barrios de Harlem de ${monthIn('es', '2026-12')}`);
    const all = spanish.textBody!;
    expect(all).toContain('los cuatro distritos comunitarios de Harlem');
    for (const board of [heights, harlem, east, washington])
      expect(all).toContain(`Lee la guía de ${board.name}\n  ${ORIGIN}/es/neighborhoods/${board.slug}\n`);
    expect(all.indexOf('HAMILTON HEIGHTS')).toBeLessThan(all.indexOf('CENTRAL HARLEM'));
    expect(all).toContain('Guide Museum Talk');
    expect(all).toContain('Guide New Gallery');
    expect(all).toContain('Todavía no hay eventos aquí para el próximo mes.');

    for (const nobody of [plain, lapsed, switchedOff, noEmail]) expect(await guidesTo(nobody.email)).toEqual([]);
    // Each mail has its claim, and each claim its mail.
    const claims = await db.select().from(schema.monthlyGuides);
    expect(claims.map((claim) => [claim.userId, claim.month]).sort()).toEqual(
      [
        [ada.id, '2026-12'],
        [bea.id, '2026-12'],
      ].sort(),
    );
  });

  it('waits out quiet hours, comes again the next month, and sends at most its bound a run', async () => {
    // A member with the default quiet hours (10 PM to 8 AM in New York) waits for a run after them.
    const sleeper = await member({ premium: true, quiet: true });
    const morning = new Date('2026-12-02T14:00:00Z');
    const night = new Date('2026-12-02T05:00:00Z');
    expect(await sendMonthlyGuides(db, { now: night, origin: ORIGIN })).toBe(0);
    expect(await sendMonthlyGuides(db, { now: morning, origin: ORIGIN })).toBe(1);
    expect(await guidesTo(sleeper.email)).toHaveLength(1);

    // Three more Premium members, two a run: the next run carries on.
    const more = [await member({ premium: true }), await member({ premium: true }), await member({ premium: true })];
    expect(await sendMonthlyGuides(db, { now: morning, origin: ORIGIN, limit: 2 })).toBe(2);
    expect(await sendMonthlyGuides(db, { now: morning, origin: ORIGIN, limit: 2 })).toBe(1);
    expect(await sendMonthlyGuides(db, { now: morning, origin: ORIGIN, limit: 2 })).toBe(0);
    for (const each of more) expect(await guidesTo(each.email)).toHaveLength(1);

    // January (New York): a new guide, once more each.
    const january = new Date('2027-01-01T15:00:00Z');
    expect(guideMonthOf(new Date('2027-01-01T04:00:00Z'))).toBe('2026-12');
    expect(guideMonthOf(january)).toBe('2027-01');
    expect(await sendMonthlyGuides(db, { now: january, origin: ORIGIN })).toBe(6);
    expect(await sendMonthlyGuides(db, { now: january, origin: ORIGIN })).toBe(0);
    const [, second] = await guidesTo(ada.email);
    expect(second.subject).toBe(`Votre guide des quartiers de Harlem pour ${monthIn('fr', '2027-01')}`);
    const claims = await db
      .select()
      .from(schema.monthlyGuides)
      .where(inArray(schema.monthlyGuides.userId, [plain.id, lapsed.id]));
    expect(claims).toEqual([]);
  });

  it('carries a one-click unsubscribe that stops the guide and leaves the weekly digest on', async () => {
    const [first] = await guidesTo(bea.email);
    const link = new RegExp(`${ORIGIN}/es/notifications/unsubscribe\\?token=([A-Za-z0-9_-]+)&topic=monthly-guide`).exec(first.textBody!)!;
    expect(first.headers).toEqual({ 'List-Unsubscribe': `<${link[0]}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const input = UnsubscribeSchema.parse({ token: link[1], topic: 'monthly-guide' });
    expect(UnsubscribeSchema.safeParse({ token: link[1], topic: 'everything' }).success).toBe(false);
    expect(UnsubscribeSchema.parse({ token: link[1], topic: '' }).topic).toBe('weekly-digest');
    expect(await unsubscribeFromDigest(db, input.token, input.topic)).toBe(true);
    expect(await notificationPreferencesOf(db, bea.id)).toMatchObject({ monthlyGuide: false, weeklyDigest: true });
    expect(await sendMonthlyGuides(db, { now: new Date('2027-02-01T15:00:00Z'), origin: ORIGIN })).toBeGreaterThan(0);
    expect(await guidesTo(bea.email)).toHaveLength(2);
  });
});
