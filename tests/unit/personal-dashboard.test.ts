import { describe, expect, it } from 'vitest';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import * as schema from '#db/schema.ts';
import {
  DISCOVER_CATEGORY_SLUGS,
  favoriteCard,
  loadPersonalDashboard,
  PREMIUM_LIST_LIMIT,
  toPersonalDashboardView,
} from '#lib/server/dashboards/personal-dashboard.ts';
import { plural, pluralWord } from '#lib/i18n/plural.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-12-15T17:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

describe('personal dashboard data', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const categories = Object.fromEntries(
    await Promise.all(
      [...DISCOVER_CATEGORY_SLUGS, 'music'].map(
        async (slug) => [slug, await createCategory(db, { slug, name: slug[0].toUpperCase() + slug.slice(1) })] as const,
      ),
    ),
  );
  const place = (overrides: Partial<typeof schema.businesses.$inferInsert> = {}) =>
    createBusiness(db, { communityBoardId: board.id, categoryId: categories.restaurants.id, ...overrides });

  // Eight premium businesses: five admin-granted, two paid and unexpired (ranked first), one
  // whose paid listing has expired (basic again), and a retired premium one.
  const granted = await Promise.all([4.1, 4.9, 3.8, 4.5, 4.0].map((rating, i) => place({ name: `Granted ${i}`, isPremium: true, rating })));
  const platinum = await place({ name: 'Platinum', listingPriority: 5, listingExpiresAt: inDays(30), rating: 3.5 });
  const standard = await place({ name: 'Standard', listingPriority: 2, listingExpiresAt: inDays(10), rating: 4.2 });
  await place({ name: 'Expired listing', listingPriority: 4, listingExpiresAt: inDays(-1), rating: 5 });
  await place({ name: 'Retired premium', isPremium: true, isActive: false });
  const basics = await Promise.all([1, 2, 3].map((i) => place({ name: `Basic ${i}`, categoryId: categories.museums.id })));

  // Members-only events: seven upcoming, one past, one retired; and ordinary events.
  const exclusive = await Promise.all(
    Array.from({ length: 7 }, (_, i) =>
      createEvent(db, { title: `Members ${i}`, isPremium: true, startsAt: inDays(i + 1), communityBoardId: board.id }),
    ),
  );
  const pastExclusive = await createEvent(db, { title: 'Members past', isPremium: true, startsAt: inDays(-3) });
  await createEvent(db, { title: 'Members retired', isPremium: true, isActive: false, startsAt: inDays(2) });
  const concert = await createEvent(db, {
    title: 'Free concert',
    startsAt: inDays(4),
    endsAt: new Date(inDays(4).getTime() + 2 * 3_600_000),
    location: 'Marcus Garvey Park',
  });
  const pastTour = await createEvent(db, { title: 'Past tour', startsAt: inDays(-10) });
  const gala = await createEvent(db, { title: 'Paid gala', startsAt: inDays(9), priceCents: 4500 });
  const cancelled = await createEvent(db, { title: 'Cancelled by me', startsAt: inDays(5) });

  const member = await createUser(db, { firstName: 'Keisha' });
  const newcomer = await createUser(db, { firstName: 'New' });
  const register = (eventId: number, status: 'confirmed' | 'awaiting_payment' | 'cancelled' = 'confirmed', userId = member.id) =>
    db
      .insert(schema.eventRegistrations)
      .values({ userId, eventId, firstName: 'Keisha', lastName: 'Brown', email: 'k@example.com', phone: '212 555 0101', status });

  await db.insert(schema.userFavorites).values([
    { userId: member.id, businessId: basics[0].id, createdAt: new Date(NOW.getTime() - 3 * DAY) },
    { userId: member.id, businessId: platinum.id, createdAt: new Date(NOW.getTime() - DAY) },
    { userId: member.id, businessId: granted[0].id, createdAt: new Date(NOW.getTime() - 2 * DAY) },
  ]);
  await register(exclusive[1].id);
  await register(concert.id);
  await register(pastTour.id);
  await register(gala.id, 'awaiting_payment');
  await register(cancelled.id, 'cancelled');
  await register(exclusive[2].id, 'confirmed', newcomer.id);

  it('loads in one round trip', async () => {
    expect(await countRoundTrips(() => loadPersonalDashboard(db, member.id, NOW))).toBe(1);
  });

  it('favorites: listed ones, most recently saved first, as cards', async () => {
    const data = await loadPersonalDashboard(db, member.id, NOW);
    expect(data.favorites.map((favorite) => favorite.name)).toEqual(['Platinum', 'Granted 0', 'Basic 1']);
    expect(data.favorites.map((favorite) => favorite.isPremium)).toEqual([true, true, false]);
    const card = favoriteCard(data.favorites[0]);
    expect(card).toMatchObject({
      id: platinum.id,
      name: 'Platinum',
      isPremium: true,
      categoryName: 'Restaurants',
      communityBoard: { number: 10, name: 'Central Harlem' },
    });
    // The island's props: small view objects, no addresses, rows or accounts.
    const view = toPersonalDashboardView({ firstName: ' ', isPremium: false }, data);
    expect(view.firstName).toBe('Explorer');
    expect(Object.keys(view.favorites[0]).sort()).toEqual([
      'categoryName',
      'communityBoard',
      'id',
      'imageUrl',
      'isPremium',
      'name',
      'priceRange',
      'rating',
      'reviewCount',
    ]);

    // A business that is retired disappears from the favorites (and from the count).
    await db
      .insert(schema.userFavorites)
      .values({ userId: member.id, businessId: (await place({ name: 'Closed down', isActive: false })).id });
    expect((await loadPersonalDashboard(db, member.id, NOW)).favorites).toHaveLength(3);
  });

  it('registrations: live ones, upcoming soonest first then past, with status', async () => {
    const { registrations } = await loadPersonalDashboard(db, member.id, NOW);
    expect(registrations.map((item) => [item.event.title, item.status, item.hasEnded])).toEqual([
      ['Members 1', 'confirmed', false],
      ['Free concert', 'confirmed', false],
      ['Paid gala', 'awaiting_payment', false],
      ['Past tour', 'confirmed', true],
    ]);
    const concertItem = registrations[1];
    expect(concertItem.event).toMatchObject({ location: 'Marcus Garvey Park', startTime: '12:00', endTime: '14:00' });
  });

  it('premium businesses: at most six, paid plans first then by rating, with the total', async () => {
    const data = await loadPersonalDashboard(db, member.id, NOW);
    expect(data.premiumBusinesses).toHaveLength(PREMIUM_LIST_LIMIT);
    expect(data.premiumBusinesses.map((business) => business.name)).toEqual([
      'Platinum',
      'Standard',
      'Granted 1',
      'Granted 3',
      'Granted 0',
      'Granted 4',
    ]);
    expect(data.premiumBusinesses.every((business) => business.isPremium)).toBe(true);
    expect(data.premiumBusinessCount).toBe(7);
    expect(granted.length + 2).toBe(data.premiumBusinessCount);
    expect(standard.id).toBe(data.premiumBusinesses[1].id);
  });

  it('exclusive events: the next six members-only events with registered flags, and the upcoming total', async () => {
    const data = await loadPersonalDashboard(db, member.id, NOW);
    expect(data.exclusiveEvents.map((event) => event.title)).toEqual([
      'Members 0',
      'Members 1',
      'Members 2',
      'Members 3',
      'Members 4',
      'Members 5',
    ]);
    expect(data.exclusiveEvents.map((event) => event.isRegistered)).toEqual([false, true, false, false, false, false]);
    expect(data.exclusiveEventCount).toBe(7);
    expect(data.exclusiveEvents.some((event) => event.id === pastExclusive.id)).toBe(false);

    // Another member's registrations are theirs only.
    const other = await loadPersonalDashboard(db, newcomer.id, NOW);
    expect(other.exclusiveEvents.filter((event) => event.isRegistered).map((event) => event.title)).toEqual(['Members 2']);
  });

  it('discover: the four categories in order with their listed places', async () => {
    const data = await loadPersonalDashboard(db, member.id, NOW);
    expect(data.discover.map((category) => [category.slug, category.businessCount])).toEqual([
      ['restaurants', 8],
      ['museums', 3],
      ['hotels', 0],
      ['history', 0],
    ]);
  });

  it('a new member has empty lists but sees the premium offer', async () => {
    const fresh = await createUser(db);
    const data = await loadPersonalDashboard(db, fresh.id, NOW);
    expect(data.favorites).toEqual([]);
    expect(data.registrations).toEqual([]);
    expect(data.premiumBusinesses).toHaveLength(PREMIUM_LIST_LIMIT);
    expect(data.exclusiveEvents.length).toBeGreaterThan(0);
    expect(data.exclusiveEvents.every((event) => !event.isRegistered)).toBe(true);
  });
});

describe('counts in words on the dashboards', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(plural(1, 'business owner')).toBe('1 business owner');
    expect(plural(2, 'business owner')).toBe('2 business owners');
    expect(plural(0, 'favorite place')).toBe('0 favorite places');
    expect(plural(1, 'favorite place')).toBe('1 favorite place');
    expect(plural(3, 'Sponsorship inquiry', 'Sponsorship inquiries')).toBe('3 Sponsorship inquiries');
    expect(plural(1_204, 'place')).toBe('1,204 places');
    expect(pluralWord(1, 'Active business', 'Active businesses')).toBe('Active business');
    expect(pluralWord(0, 'Active business', 'Active businesses')).toBe('Active businesses');
  });
});
