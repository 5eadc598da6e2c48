/**
 * The directory's advanced search, a Premium benefit: each filter's SQL and its results, the
 * address read without failing, the refusal to visitors and members without Premium (ignored,
 * never an error), and the cost: one round trip, an index for "near a saved place".
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { GET as businessesRoute } from '#pages/api/businesses/index.ts';
import { businesses, subscriptionPlans, userFavorites } from '#db/schema.ts';
import { nextOpenAtInstant, parseAdvancedSearch, type AdvancedSearch } from '#lib/domain/advanced-search.ts';
import { distanceMetres } from '#lib/domain/distance.ts';
import {
  advancedConditions,
  advancedSearchViewer,
  canUseAdvancedSearch,
  resolveAdvancedSearch,
} from '#lib/server/businesses/advanced-search.ts';
import { getDirectoryPage } from '#lib/server/businesses/directory.ts';
import { loadDirectoryPage } from '#lib/server/businesses/directory-page.ts';
import { refreshOpenIntervals } from '#lib/server/businesses/open-intervals.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callApi } from '../helpers/api.ts';
import { insertPremiumPlan } from '../helpers/premium-plan.ts';

const { db } = await useFreshDatabase();
const board = await createBoard(db, { id: 10, number: 10 });
const category = await createCategory(db);

/** A New York wall-clock time in November 2026 (UTC-5); the 23rd is a Monday. */
const ny = (day: string, time: string) => new Date(`2026-11-${day}T${time}:00-05:00`);
const NOW = ny('23', '12:00');

/** A point so many metres north and east of Lenox Avenue at 125th Street. */
const ORIGIN = { latitude: 40.8081, longitude: -73.9452 };
const offset = (north: number, east: number) => ({
  latitude: ORIGIN.latitude + north / 111_320,
  longitude: ORIGIN.longitude + east / (111_320 * Math.cos((ORIGIN.latitude * Math.PI) / 180)),
});

const PLACES = {
  bistro: { priceRange: '$$', rating: 4.6, ...offset(0, 0), openingHours: 'Mo-Su 11:00-22:00' },
  deli: { priceRange: '$', rating: 3.2, ...offset(200, 0), openingHours: '24/7' },
  steak: { priceRange: '$$$$', rating: 4.8, ...offset(1200, 0), openingHours: 'Tu-Sa 17:00-23:00' },
  jazz: { priceRange: '$$$', rating: 4.1, ...offset(0, 600), openingHours: 'We-Su 20:00-02:00' },
  cafe: { priceRange: '$', rating: null, latitude: null, longitude: null, openingHours: 'Mo-Fr 07:00-15:00' },
  // Just inside and just outside half a mile (805 m) of the bistro, on diagonals; no price, rating or hours.
  edgeIn: { priceRange: null, rating: null, ...offset(-560, 560), openingHours: null },
  edgeOut: { priceRange: null, rating: null, ...offset(580, -580), openingHours: null },
} as const;
type Place = keyof typeof PLACES;

const ids = {} as Record<Place, number>;
for (const [name, place] of Object.entries(PLACES)) {
  const row = await createBusiness(db, { name, ...place, communityBoardId: board.id, categoryId: category.id });
  ids[name as Place] = row.id;
}
await refreshOpenIntervals(db, Object.values(ids), NOW);
const nameOf = new Map(Object.entries(ids).map(([name, id]) => [id, name]));

const premium = await storeAccount(db, 'user', { isPremium: true });
// Premium members hold their plan's benefits: the seed's monthly plan gives the advanced search.
const planId = await insertPremiumPlan(db);
const viewerOf = (user: { id: number }, hasAdvancedSearch: boolean) => ({ id: user.id, hasAdvancedSearch });
const member = await storeAccount(db, 'user');
await db.insert(userFavorites).values([
  { userId: premium.id, businessId: ids.bistro },
  { userId: premium.id, businessId: ids.steak },
  // The plain member saved the deli: their saved places never filter anything.
  { userId: member.id, businessId: ids.deli },
]);

/** The names the advanced search finds for the premium member, sorted. */
async function found(search: Partial<AdvancedSearch>, viewerId = premium.id): Promise<string[]> {
  const advanced = { prices: [], minRating: null, openAt: null, nearSaved: null, ...search, viewerId };
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(sql.join(advancedConditions(advanced, NOW), sql` and `));
  return rows.map((row) => nameOf.get(row.id)!).sort();
}

const ask = (query: string) => parseAdvancedSearch(new URLSearchParams(query));

describe('reading the advanced search from the address', () => {
  it('reads every filter the form sends, and an empty value as "any"', () => {
    expect(ask('price=1&price=3&minRating=4.5&openDay=sa&openTime=21:30&savedPlace=7&within=1')).toEqual({
      search: { prices: ['$', '$$$'], minRating: 4.5, openAt: { day: 'Sa', time: '21:30' }, nearSaved: { place: 7, withinMiles: 1 } },
      problems: [],
    });
    expect(ask('price=&minRating=&openDay=&openTime=&savedPlace=&within=0.5')).toEqual({
      search: { prices: [], minRating: null, openAt: null, nearSaved: null },
      problems: [],
    });
    // The API's shorter forms: tiers by symbol or in one list, any saved place at the default distance.
    expect(ask('price=$$,$$$$&savedPlace=any').search).toMatchObject({
      prices: ['$$', '$$$$'],
      nearSaved: { place: 'any', withinMiles: 0.5 },
    });
  });

  it('names what it cannot read, and that filter filters nothing', () => {
    const problems = (query: string) => ask(query).problems;
    expect(problems('price=5')).toEqual([{ problem: 'price', parameter: 'price' }]);
    expect(problems('minRating=6')).toEqual([{ problem: 'minRating', parameter: 'minRating' }]);
    expect(problems('minRating=four')).toEqual([{ problem: 'minRating', parameter: 'minRating' }]);
    expect(problems('openDay=someday&openTime=10:00')).toEqual([{ problem: 'openDay', parameter: 'openDay' }]);
    expect(problems('openDay=mo&openTime=25:00')).toEqual([{ problem: 'openTime', parameter: 'openTime' }]);
    expect(problems('openDay=mo')).toEqual([{ problem: 'openAtIncomplete', parameter: 'openTime' }]);
    expect(problems('openTime=10:00')).toEqual([{ problem: 'openAtIncomplete', parameter: 'openDay' }]);
    expect(problems('savedPlace=mine')).toEqual([{ problem: 'savedPlace', parameter: 'savedPlace' }]);
    expect(problems('savedPlace=3&within=50')).toEqual([{ problem: 'within', parameter: 'within' }]);
    const bad = ask('price=9&minRating=4&openDay=mo');
    expect(bad.search).toEqual({ prices: [], minRating: 4, openAt: null, nearSaved: null });
  });

  it('"open at" is the coming moment of that day and time in New York', () => {
    const at = (day: 'Mo' | 'Sa', time: string) => nextOpenAtInstant({ day, time }, NOW);
    expect(at('Mo', '21:00')).toEqual(ny('23', '21:00'));
    // Monday 08:00 has passed at noon: next Monday.
    expect(at('Mo', '08:00')).toEqual(ny('30', '08:00'));
    expect(at('Sa', '01:00')).toEqual(ny('28', '01:00'));
    // Across the change of clocks (8 March 2026), still New York's wall clock.
    expect(nextOpenAtInstant({ day: 'Su', time: '12:00' }, new Date('2026-03-06T12:00:00-05:00'))).toEqual(
      new Date('2026-03-08T12:00:00-04:00'),
    );
  });
});

describe('each filter in SQL', () => {
  it('price: only the chosen tiers', async () => {
    expect(await found({ prices: ['$'] })).toEqual(['cafe', 'deli']);
    expect(await found({ prices: ['$', '$$$$'] })).toEqual(['cafe', 'deli', 'steak']);
  });

  it('rating floor: rated at least that much (unrated places do not pass)', async () => {
    expect(await found({ minRating: 4.5 })).toEqual(['bistro', 'steak']);
    expect(await found({ minRating: 4 })).toEqual(['bistro', 'jazz', 'steak']);
  });

  it('open at a chosen day and time, from the stored opening times', async () => {
    expect(await found({ openAt: { day: 'Mo', time: '21:00' } })).toEqual(['bistro', 'deli']);
    expect(await found({ openAt: { day: 'Mo', time: '08:00' } })).toEqual(['cafe', 'deli']);
    // Friday night's jazz runs past midnight into Saturday.
    expect(await found({ openAt: { day: 'Sa', time: '01:00' } })).toEqual(['deli', 'jazz']);
  });

  it('near a saved place: within the distance, as the crow flies, the place itself left out', async () => {
    const bistro = PLACES.bistro;
    expect(distanceMetres(bistro, PLACES.edgeIn)).toBeLessThan(805);
    expect(distanceMetres(bistro, PLACES.edgeOut)).toBeGreaterThan(805);
    expect(await found({ nearSaved: { place: ids.bistro, withinMiles: 0.5 } })).toEqual(['deli', 'edgeIn', 'jazz']);
    expect(await found({ nearSaved: { place: ids.bistro, withinMiles: 1 } })).toEqual(['deli', 'edgeIn', 'edgeOut', 'jazz', 'steak']);
    // Any saved place: near the bistro or near the steakhouse (which is near neither within a quarter mile).
    expect(await found({ nearSaved: { place: 'any', withinMiles: 0.25 } })).toEqual(['deli']);
    expect(await found({ nearSaved: { place: 'any', withinMiles: 0.7 } })).toEqual(['deli', 'edgeIn', 'edgeOut', 'jazz']);
  });

  it('near a saved place reads only the member’s own saved places', async () => {
    // The deli is the plain member's, not the premium member's.
    expect(await found({ nearSaved: { place: ids.deli, withinMiles: 1 } })).toEqual([]);
    expect(await found({ nearSaved: { place: ids.deli, withinMiles: 1 } }, member.id)).toEqual([
      'bistro',
      'edgeIn',
      'edgeOut',
      'jazz',
      'steak',
    ]);
  });

  it('filters combine', async () => {
    expect(await found({ prices: ['$$', '$$$', '$$$$'], minRating: 4, openAt: { day: 'Mo', time: '21:00' } })).toEqual(['bistro']);
  });

  it('near a saved place reads a box of the location index, not every business', async () => {
    const where = sql.join(
      advancedConditions(
        { prices: [], minRating: null, openAt: null, nearSaved: { place: 'any', withinMiles: 1 }, viewerId: premium.id },
        NOW,
      ),
      sql``,
    );
    const plan = await db.all<{ detail: string }>(sql`explain query plan select id from businesses where ${where}`);
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/businesses_location_idx \(latitude>\? AND latitude<\?\)/);
  });
});

describe('only for Premium members', () => {
  const query = 'price=1&minRating=4';

  it('one rule names who may use it: a premium plan that gives it, while premium runs', async () => {
    const viewers = await Promise.all([null, member, premium].map((user) => advancedSearchViewer(db, user, NOW)));
    expect(viewers.map(canUseAdvancedSearch)).toEqual([false, false, true]);
    await db.update(subscriptionPlans).set({ hasAdvancedSearch: false }).where(eq(subscriptionPlans.id, planId));
    expect(canUseAdvancedSearch(await advancedSearchViewer(db, premium, NOW))).toBe(false);
    await db.update(subscriptionPlans).set({ hasAdvancedSearch: true }).where(eq(subscriptionPlans.id, planId));
  });

  it('ignores the advanced parameters of a visitor or a member, unread: nothing filtered, nothing refused', () => {
    for (const user of [null, member]) {
      const resolved = resolveAdvancedSearch(new URLSearchParams(`${query}&openDay=nonsense`), user && viewerOf(user, false));
      expect(resolved).toMatchObject({ allowed: false, filters: null, problems: [], ignored: true });
    }
    expect(resolveAdvancedSearch(new URLSearchParams('q=jazz'), viewerOf(member, false)).ignored).toBe(false);
    expect(resolveAdvancedSearch(new URLSearchParams(query), viewerOf(premium, true))).toMatchObject({
      allowed: true,
      ignored: false,
      filters: { prices: ['$'], minRating: 4, viewerId: premium.id },
    });
  });

  it('the API: filtered for a Premium member (kept by no shared cache), the whole list for anyone else', async () => {
    const names = (body: { name: string }[]) => body.map((row) => row.name).sort();
    const everyone = await callApi(businessesRoute, '/api/businesses');
    for (const user of [null, member]) {
      const answer = await callApi(businessesRoute, `/api/businesses?price=4&minRating=4.5&openDay=xx`, {}, { user });
      expect(answer.status).toBe(200);
      expect(names(answer.body)).toEqual(names(everyone.body));
      expect(answer.headers.get('cache-control')).toMatch(/^public/);
    }
    const filtered = await callApi(businessesRoute, `/api/businesses?price=4&minRating=4.5`, {}, { user: premium });
    expect(names(filtered.body)).toEqual(['steak']);
    expect(filtered.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the API answers a Premium member’s unreadable value with a 400 naming it, in their language', async () => {
    const answer = await callApi(businessesRoute, '/api/businesses?openDay=mo', {}, { user: premium });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'To find places open at a chosen moment, give both a day and a time.', parameter: 'openTime' });
    const spanish = await callApi(businessesRoute, '/api/businesses?minRating=9&lang=es', {}, { user: premium });
    expect(spanish.body).toEqual({
      message: 'No se pudo leer la calificación mínima: indica un número del 1 al 5, como 4 o 4.5.',
      parameter: 'minRating',
    });
  });

  it('the directory page: a member’s advanced filters are ignored and said to be; a Premium member’s filter, in one round trip', async () => {
    const load = (query: string, user: typeof member | null) =>
      loadDirectoryPage({ url: new URL(`http://localhost/businesses?${query}`), locals: { now: NOW, user } } as never);
    const plain = await load(query, member);
    expect(plain.advanced).toMatchObject({ allowed: false, ignored: true });
    expect(plain.result.total).toBe(Object.keys(PLACES).length);
    expect(plain.result.savedPlaces).toEqual([]);

    const near = `savedPlace=${ids.bistro}&within=0.5&openDay=mo&openTime=21:00`;
    const paid = await load(near, premium);
    expect(paid.advanced.problems).toEqual([]);
    expect(paid.result.businesses.map((row) => row.name)).toEqual(['deli']);
    expect(paid.result.savedPlaces.map((place) => place.name)).toEqual(['bistro', 'steak']);

    const resolved = resolveAdvancedSearch(new URLSearchParams(near), viewerOf(premium, true));
    const trips = await countRoundTrips(() =>
      getDirectoryPage(db, { advanced: resolved.filters, sort: 'rating' }, 1, NOW, premium.id, { withSavedPlaces: true }),
    );
    expect(trips).toBe(1);
  });
});
