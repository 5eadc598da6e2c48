import { describe, expect, it } from 'vitest';
import { describePreferencesIn, priceTiersIn, reasonsIn, tripErrorsIn } from '#lib/i18n/localized/trip.ts';
import { describePreferences } from '#lib/domain/trip-planner/address.ts';
import { localizePlan } from '#lib/server/trips/localized-plan.ts';
import * as m from '#paraglide/messages.js';
import {
  BUDGETS,
  DURATIONS,
  EMPTY_PLAN_MESSAGE,
  GROUP_SIZES,
  INTERESTS,
  POPULAR_TRIPS,
  TIME_BLOCKS,
  describeOpening,
  describeWalk,
  distanceMetres,
  estimateCost,
  eventPriceTier,
  formatCostRange,
  generateItinerary,
  openFit,
  stopMinutes,
  openingsForPlan,
  orderForWalking,
  parseTripQuery,
  tripPlannerHref,
  withinPlanHours,
  type Itinerary,
  type TripBusiness,
  type TripEvent,
  type TripPreferences,
} from '#lib/domain/trip-planner.ts';
import { loadTripCandidates } from '#lib/server/trips/trip-candidates.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';
import { openIntervals } from '#lib/server/businesses/opening-hours.ts';
import { businesses } from '#db/schema.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

// ---- Named fixtures

const CATEGORY = {
  restaurants: { name: 'Restaurants', slug: 'restaurants' },
  cafes: { name: 'Cafes & Bakeries', slug: 'cafes-bakeries' },
  museums: { name: 'Museums', slug: 'museums' },
  music: { name: 'Music Venues', slug: 'music' },
  bars: { name: 'Bars & Nightlife', slug: 'bars-nightlife' },
  shopping: { name: 'Shopping', slug: 'shopping' },
  parks: { name: 'Parks & Outdoors', slug: 'parks-outdoors' },
  history: { name: 'Historical Sites', slug: 'history' },
  hotels: { name: 'Hotels', slug: 'hotels' },
  tours: { name: 'Tours & Experiences', slug: 'tours' },
};
const BOARD = {
  9: { number: 9, name: 'Hamilton Heights' },
  10: { number: 10, name: 'Central Harlem' },
  11: { number: 11, name: 'East Harlem' },
  12: { number: 12, name: 'Washington Heights' },
};

let nextId = 1;
function place(name: string, category: keyof typeof CATEGORY, overrides: Partial<TripBusiness> = {}): TripBusiness {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name,
    description: `${name} is a Harlem favourite.`,
    address: `${id} Lenox Ave`,
    priceRange: '$',
    rating: 4,
    // Spread along Lenox Avenue, about 80 m a step.
    latitude: 40.8 + id * 0.0007,
    longitude: -73.945,
    category: CATEGORY[category],
    communityBoard: BOARD[10],
    ...overrides,
  };
}

function event(title: string, date: string, overrides: Partial<TripEvent> = {}): TripEvent {
  return {
    id: nextId++,
    title,
    description: `${title}: live music for everyone.`,
    date,
    startTime: '19:00',
    endTime: '21:00',
    location: 'Lenox Ave',
    priceCents: 0,
    isPremium: false,
    maxCapacity: 50,
    latitude: null,
    longitude: null,
    communityBoard: BOARD[10],
    category: null,
    ...overrides,
  };
}

const START = '2026-12-05';
const prefs = (overrides: Partial<TripPreferences> = {}): TripPreferences => ({
  duration: 'full-day',
  interests: ['food', 'culture', 'history', 'music', 'shopping', 'outdoor', 'architecture', 'family'],
  budget: 'luxury',
  groupSize: 'couple',
  ...overrides,
});

/** A varied neighborhood: enough of every kind of place to fill three days. */
function neighborhood(): TripBusiness[] {
  const kinds: (keyof typeof CATEGORY)[] = ['restaurants', 'cafes', 'museums', 'music', 'bars', 'shopping', 'parks', 'history', 'tours'];
  return kinds.flatMap((kind) => [1, 2, 3, 4].map((n) => place(`${kind} ${n}`, kind)));
}

const picksOf = (plan: Itinerary) => plan.days.flatMap((day) => day.blocks.flatMap((block) => block.picks));
const categoryOf = (businesses: TripBusiness[], id: number) => businesses.find((business) => business.id === id)!.category.slug;

// ---- Constants

describe('trip planner constants', () => {
  it("has the spec's durations, interests, budgets and group sizes", () => {
    expect(DURATIONS.map((duration) => [duration.id, duration.hint])).toEqual([
      ['half-day', '4 hours'],
      ['full-day', '8 hours'],
      ['weekend', '2 days'],
      ['extended', '3+ days'],
    ]);
    expect(INTERESTS.map((interest) => interest.id)).toEqual([
      'food',
      'culture',
      'history',
      'music',
      'shopping',
      'outdoor',
      'architecture',
      'family',
    ]);
    expect(BUDGETS.map((budget) => [budget.id, budget.minDollars, budget.maxDollars])).toEqual([
      ['budget', 0, 50],
      ['moderate', 50, 150],
      ['premium', 150, 300],
      ['luxury', 300, null],
    ]);
    expect(GROUP_SIZES.map((group) => [group.id, group.min, group.max])).toEqual([
      ['solo', 1, 1],
      ['couple', 2, 2],
      ['small-group', 3, 6],
      ['large-group', 7, null],
    ]);
  });

  it('sums up preferences in English as the planner always has, from the messages', () => {
    const interestSets = [...INTERESTS.map((interest) => [interest.id]), INTERESTS.map((interest) => interest.id)];
    for (const duration of DURATIONS)
      for (const budget of BUDGETS)
        for (const group of GROUP_SIZES)
          for (const interests of interestSets) {
            const preferences: TripPreferences = { duration: duration.id, interests, budget: budget.id, groupSize: group.id };
            expect(describePreferencesIn('en', preferences)).toBe(describePreferences(preferences));
          }
  });

  it('maps event ticket prices onto the price tiers ($ under 15, $$ 15-30, $$$ 30-60, $$$$ 60+)', () => {
    expect([null, 0, 1499, 1500, 2999, 3000, 5999, 6000, 15000].map(eventPriceTier)).toEqual([
      '$',
      '$',
      '$',
      '$$',
      '$$',
      '$$$',
      '$$$',
      '$$$$',
      '$$$$',
    ]);
  });
});

// ---- Generation

describe('generateItinerary', () => {
  it('plans a full day as morning 9-12, afternoon 12-5 and evening 5-10', () => {
    const plan = generateItinerary(prefs(), { businesses: neighborhood(), events: [] }, { startDate: START });
    expect(plan.days).toHaveLength(1);
    expect(plan.days[0].date).toBe(START);
    expect(plan.days[0].dateLabel).toBe('Saturday, December 5, 2026');
    expect(plan.days[0].blocks.map((block) => [block.id, block.start, block.end, block.timeLabel])).toEqual([
      ['morning', '09:00', '12:00', '9:00 AM – 12:00 PM'],
      ['afternoon', '12:00', '17:00', '12:00 PM – 5:00 PM'],
      ['evening', '17:00', '22:00', '5:00 PM – 10:00 PM'],
    ]);
    expect(TIME_BLOCKS).toHaveLength(3);
  });

  it('gives every block two picks when there is enough to choose from', () => {
    const plan = generateItinerary(prefs({ duration: 'extended' }), { businesses: neighborhood(), events: [] }, { startDate: START });
    for (const day of plan.days) for (const block of day.blocks) expect(block.picks).toHaveLength(2);
    expect(plan.stopCount).toBe(18);
  });

  it('plans a half day (4 hours) as one morning 9-12 with two stops, a weekend as two days, an extended stay as three', () => {
    const candidates = { businesses: neighborhood(), events: [] };
    const half = generateItinerary(prefs({ duration: 'half-day' }), candidates, { startDate: START });
    expect(half.days).toHaveLength(1);
    expect(half.days[0].blocks.map((block) => [block.id, block.timeLabel])).toEqual([['morning', '9:00 AM – 12:00 PM']]);
    expect(half.stopCount).toBe(2);
    const weekend = generateItinerary(prefs({ duration: 'weekend' }), candidates, { startDate: START });
    expect(weekend.days.map((day) => day.date)).toEqual([START, '2026-12-06']);
    expect(weekend.days.every((day) => day.blocks.length === 3)).toBe(true);
    const extended = generateItinerary(prefs({ duration: 'extended' }), candidates, { startDate: '2026-12-31' });
    expect(extended.days.map((day) => day.date)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it("adds at most three events, all on the plan's dates", () => {
    const events = [
      event('Jazz one', START, { startTime: '19:00' }),
      event('Jazz two', START, { startTime: '20:00' }),
      event('Jazz next day', '2026-12-06', { startTime: '18:00' }),
      event('Jazz three', START, { startTime: '10:00' }),
      event('Jazz four', START, { startTime: '21:00' }),
      event('Jazz the day before', '2026-12-04'),
    ];
    const plan = generateItinerary(prefs({ interests: ['music'] }), { businesses: neighborhood(), events }, { startDate: START });
    expect(plan.events).toHaveLength(3);
    expect(plan.events.every((chosen) => chosen.date === START)).toBe(true);
    // In time order, each in the block its start falls in, linking to its page.
    expect(plan.events.map((chosen) => chosen.startTime)).toEqual(['10:00', '19:00', '20:00']);
    expect(plan.events.map((chosen) => chosen.block)).toEqual(['morning', 'evening', 'evening']);
    expect(plan.events[0].href).toBe(`/events/${plan.events[0].id}`);
    expect(plan.days[0].events).toEqual(plan.events);

    const weekend = generateItinerary(
      prefs({ interests: ['music'], duration: 'weekend' }),
      { businesses: [], events },
      { startDate: '2026-12-06' },
    );
    expect(weekend.events.map((chosen) => chosen.title)).toEqual(['Jazz next day']);
    expect(weekend.days[0].events).toHaveLength(1);
    expect(weekend.days[1].events).toHaveLength(0);
  });

  it("keeps a half day's events inside its morning, and leaves out members-only events and events too small for the group", () => {
    const events = [
      event('Evening concert', START, { startTime: '19:00' }),
      event('Afternoon concert', START, { startTime: '14:00' }),
      event('Members concert', START, { startTime: '11:00', isPremium: true }),
      event('Tiny concert', START, { startTime: '10:00', endTime: '11:00', maxCapacity: 5 }),
      event('Morning choir', START, { startTime: '10:00', endTime: '11:30' }),
      event('Open-ended jam', START, { startTime: '11:00', endTime: null }),
      event('Brunch set past noon', START, { startTime: '11:00', endTime: '13:00' }),
      event('Sunrise drums', START, { startTime: '07:30', endTime: '08:30' }),
      event('Noon concert', START, { startTime: '12:00', endTime: '13:00' }),
    ];
    const half = generateItinerary(prefs({ interests: ['music'], duration: 'half-day' }), { businesses: [], events }, { startDate: START });
    expect(half.events.map((chosen) => chosen.title)).toEqual(['Tiny concert', 'Morning choir', 'Open-ended jam']);
    expect(half.events.every((chosen) => chosen.block === 'morning')).toBe(true);
    const large = generateItinerary(
      prefs({ interests: ['music'], groupSize: 'large-group' }),
      { businesses: [], events },
      { startDate: START },
    );
    expect(large.events.map((chosen) => chosen.title)).toEqual(['Morning choir', 'Open-ended jam', 'Brunch set past noon']);
    // A full day runs 9am to 10pm: nothing before 9, and an evening show may end late.
    const full = generateItinerary(
      prefs({ interests: ['music'] }),
      { businesses: [], events: [events[0], events[7], event('Late set', START, { startTime: '21:30', endTime: '00:30' })] },
      { startDate: START },
    );
    expect(full.events.map((chosen) => chosen.title)).toEqual(['Evening concert', 'Late set']);
  });

  it("fits events to the plan's hours", () => {
    const morning = { start: '09:00', end: '12:00', lateEndAllowed: false };
    expect(withinPlanHours({ startTime: '09:00', endTime: '12:00' }, morning)).toBe(true);
    expect(withinPlanHours({ startTime: '11:59', endTime: null }, morning)).toBe(true);
    expect(withinPlanHours({ startTime: '08:59', endTime: '10:00' }, morning)).toBe(false);
    expect(withinPlanHours({ startTime: '12:00', endTime: null }, morning)).toBe(false);
    expect(withinPlanHours({ startTime: '11:00', endTime: '12:01' }, morning)).toBe(false);
    expect(withinPlanHours({ startTime: '11:00', endTime: '01:00' }, morning)).toBe(false);
    const day = { start: '09:00', end: '22:00', lateEndAllowed: true };
    expect(withinPlanHours({ startTime: '21:59', endTime: '01:00' }, day)).toBe(true);
    expect(withinPlanHours({ startTime: '22:00', endTime: '23:00' }, day)).toBe(false);
  });

  it('cuts descriptions of places and events to 100 characters', () => {
    const long =
      'Soul food and jazz history in one long sentence that goes on and on about collard greens, cornbread, peach cobbler and the band that plays on Fridays.';
    const businesses = [place('Long Kitchen', 'restaurants', { description: long }), place('Long Cafe', 'cafes', { description: long })];
    const events = [event('Long night', START, { description: long })];
    const plan = generateItinerary(prefs({ interests: ['food', 'music'] }), { businesses, events }, { startDate: START });
    const texts = [...picksOf(plan).map((pick) => pick.description), ...plan.events.map((chosen) => chosen.description)];
    expect(texts).toHaveLength(3);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(100);
      expect(text.endsWith('…')).toBe(true);
      expect(long.startsWith(text.slice(0, -1))).toBe(true);
    }
    const short = generateItinerary(
      prefs(),
      { businesses: [place('Short', 'cafes', { description: 'Coffee.' })], events: [] },
      { startDate: START },
    );
    expect(picksOf(short)[0].description).toBe('Coffee.');
  });

  it('only picks places whose category or description matches an interest', () => {
    const foodTour = place('Uptown Bites Walk', 'tours', { description: 'A tasting walk through Harlem kitchens with brunch included.' });
    const boutique = place('Hat Boutique', 'shopping', { description: 'Hats and scarves.' });
    const businesses = [
      place('Soul Kitchen', 'restaurants'),
      place('Morning Beans', 'cafes'),
      foodTour,
      boutique,
      place('Quiet Park', 'parks', { description: 'Trees and benches.' }),
    ];
    const plan = generateItinerary(prefs({ interests: ['food'] }), { businesses, events: [] }, { startDate: START });
    const names = picksOf(plan)
      .map((pick) => pick.name)
      .sort();
    expect(names).toEqual(['Morning Beans', 'Soul Kitchen', 'Uptown Bites Walk']);
    expect(picksOf(plan).every((pick) => pick.interests.includes('food'))).toBe(true);

    const events = [
      event('Poetry night', START, { description: 'Poets read their work.' }),
      event('Cooking class', START, { description: 'Learn to cook greens.' }),
    ];
    const withEvents = generateItinerary(prefs({ interests: ['culture'] }), { businesses: [], events }, { startDate: START });
    expect(withEvents.events.map((chosen) => chosen.title)).toEqual(['Poetry night']);
    // An event matches through its host's category too.
    const hosted = [event('Open doors', START, { description: 'Come in.', category: CATEGORY.museums })];
    expect(
      generateItinerary(prefs({ interests: ['history'] }), { businesses: [], events: hosted }, { startDate: START }).events,
    ).toHaveLength(1);
  });

  it("keeps places and events within the budget's price tiers", () => {
    const businesses = ['$', '$$', '$$$', '$$$$'].map((price) => place(`Kitchen ${price}`, 'restaurants', { priceRange: price }));
    const events = [0, 2500, 3500, 9000].map((cents) =>
      event(`Supper club ${cents}`, START, { priceCents: cents, description: 'Dinner and a band.' }),
    );
    const tiersOf = (budget: TripPreferences['budget']) => {
      const plan = generateItinerary(
        prefs({ interests: ['food'], budget, duration: 'weekend' }),
        { businesses, events },
        { startDate: START },
      );
      return {
        places: picksOf(plan)
          .map((pick) => pick.priceRange)
          .sort(),
        events: plan.events.map((chosen) => chosen.priceCents),
      };
    };
    expect(tiersOf('budget')).toEqual({ places: ['$', '$$'], events: [0, 2500] });
    expect(tiersOf('moderate')).toEqual({ places: ['$', '$$', '$$$'], events: [0, 2500, 3500] });
    expect(tiersOf('luxury').places).toEqual(['$', '$$', '$$$', '$$$$']);
    expect(tiersOf('luxury').events).toHaveLength(3);
  });

  it('prefers places priced like the budget', () => {
    const businesses = ['$', '$$$$'].flatMap((price) =>
      [1, 2].map((n) => place(`Kitchen ${price} ${n}`, 'restaurants', { priceRange: price })),
    );
    const pick = (budget: TripPreferences['budget']) =>
      generateItinerary(
        prefs({ interests: ['food'], budget }),
        { businesses, events: [] },
        { startDate: START },
      ).days[0].blocks[1].picks.map((chosen) => chosen.priceRange);
    expect(pick('luxury')).toEqual(['$$$$', '$$$$']);
    expect(pick('premium')).toEqual(['$$$$', '$$$$']);
    expect(pick('moderate')).toEqual(['$', '$']);
  });

  it('never lists a place twice in the whole trip', () => {
    const businesses = neighborhood().slice(0, 20);
    const plan = generateItinerary(prefs({ duration: 'extended' }), { businesses, events: [] }, { startDate: START });
    const ids = picksOf(plan).map((pick) => pick.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('suits the time of day: cafés, museums and parks in the morning; dinner, music and bars in the evening', () => {
    const businesses = neighborhood();
    const plan = generateItinerary(prefs({ duration: 'extended' }), { businesses, events: [] }, { startDate: START });
    for (const day of plan.days) {
      const [morning, , evening] = day.blocks;
      for (const pick of morning.picks)
        expect(['cafes-bakeries', 'museums', 'parks-outdoors', 'history', 'tours']).toContain(categoryOf(businesses, pick.id));
      for (const pick of evening.picks)
        expect(['restaurants', 'music', 'bars-nightlife', 'history', 'tours']).toContain(categoryOf(businesses, pick.id));
    }
    // Two kinds of place in a block rather than two of the same.
    const food = generateItinerary(prefs({ interests: ['food'] }), { businesses, events: [] }, { startDate: START });
    expect(food.days[0].blocks[0].picks.map((pick) => categoryOf(businesses, pick.id))).toEqual(['cafes-bakeries', 'cafes-bakeries']);
    expect(new Set(food.days[0].blocks[1].picks.map((pick) => categoryOf(businesses, pick.id))).size).toBe(2);
    expect(food.days[0].blocks[2].picks.map((pick) => categoryOf(businesses, pick.id))).toEqual(['restaurants', 'restaurants']);
  });

  it('never makes a hotel or a gym a stop', () => {
    const businesses = [
      place('Grand Hotel', 'hotels', { description: 'Rooftop bar, art and history.' }),
      {
        ...place('Salsa Gym', 'parks', { description: 'Salsa cardio and a garden.' }),
        category: { name: 'Health & Wellness', slug: 'wellness' },
      },
    ];
    const plan = generateItinerary(prefs(), { businesses, events: [] }, { startDate: START });
    expect(plan.stopCount).toBe(0);
  });

  it('centres each day on one board and walks each block from the nearest stop', () => {
    // Board 11 has enough for a whole day; board 9 has only two places.
    const east = (name: string, category: keyof typeof CATEGORY, latitude: number) =>
      place(name, category, { communityBoard: BOARD[11], latitude, longitude: -73.94 });
    const businesses = [
      place('West Museum', 'museums', { communityBoard: BOARD[9], latitude: 40.82, longitude: -73.95 }),
      place('West Kitchen', 'restaurants', { communityBoard: BOARD[9], latitude: 40.821, longitude: -73.95 }),
      // Morning: a museum in the south and a café in the north.
      east('South Museum', 'museums', 40.79),
      east('North Cafe', 'cafes', 40.8),
      // Afternoon: a market far south and a park near the café: the walk continues from the café.
      east('Far South Market', 'shopping', 40.78),
      east('North Park', 'parks', 40.801),
      // Evening.
      east('Supper Room', 'restaurants', 40.795),
      east('Jazz Room', 'music', 40.803),
    ];
    const plan = generateItinerary(prefs(), { businesses, events: [] }, { startDate: START });
    const [day] = plan.days;
    expect(day.communityBoard).toEqual(BOARD[11]);
    expect(picksOf(plan).every((pick) => pick.communityBoard.number === 11)).toBe(true);
    const morning = day.blocks[0].picks.map((pick) => pick.name);
    const afternoon = day.blocks[1].picks.map((pick) => pick.name);
    const evening = day.blocks[2].picks.map((pick) => pick.name);
    expect(morning).toHaveLength(2);
    // Whatever comes first in the morning, each next stop is the nearest one left in its block.
    const point = (name: string) => businesses.find((business) => business.name === name)!;
    const nearerFirst = (from: string, [a, b]: string[]) => {
      const d = (name: string) => distanceMetres(point(from) as never, point(name) as never);
      expect(d(a)).toBeLessThanOrEqual(d(b));
    };
    nearerFirst(morning[1], afternoon);
    nearerFirst(afternoon[1], evening);
    // Legs between stops are measured.
    expect(day.blocks[0].picks[0].fromPrevious).toBeNull();
    expect(day.blocks[1].picks[0].fromPrevious!.metres).toBeGreaterThan(0);
  });

  it('orders stops by nearest neighbour, staying in the same board first', () => {
    const at = (name: string, board: number, latitude: number) => ({ name, board, point: { latitude, longitude: -73.94 } });
    const stops = [
      at('C', 10, 40.83),
      at('A', 10, 40.81),
      at('Other board, nearest', 11, 40.801),
      at('B', 10, 40.82),
      { name: 'Unplaced', board: 10, point: null },
    ];
    const from = { point: { latitude: 40.8, longitude: -73.94 }, board: 10 };
    expect(orderForWalking(stops, from).map((stop) => stop.name)).toEqual(['A', 'B', 'C', 'Other board, nearest', 'Unplaced']);
    // Without a starting point the first stop stays first.
    expect(orderForWalking(stops, null).map((stop) => stop.name)).toEqual(['C', 'B', 'A', 'Other board, nearest', 'Unplaced']);
  });

  it("fills a block from the nearest other board when the day's board runs out", () => {
    const businesses = [
      place('Home Cafe', 'cafes', { communityBoard: BOARD[10], latitude: 40.81, longitude: -73.945 }),
      place('Home Museum', 'museums', { communityBoard: BOARD[10], latitude: 40.811, longitude: -73.945 }),
      place('Home Park', 'parks', { communityBoard: BOARD[10], latitude: 40.812, longitude: -73.945 }),
      place('Home Market', 'shopping', { communityBoard: BOARD[10], latitude: 40.813, longitude: -73.945 }),
      // One kitchen at home for the evening's two places.
      place('Home Kitchen', 'restaurants', { communityBoard: BOARD[10], latitude: 40.814, longitude: -73.945 }),
      place('Near Kitchen', 'restaurants', { communityBoard: BOARD[11], latitude: 40.8, longitude: -73.94 }),
      place('Far Kitchen', 'restaurants', { communityBoard: BOARD[12], latitude: 40.86, longitude: -73.93 }),
    ];
    const plan = generateItinerary(prefs({ duration: 'full-day' }), { businesses, events: [] }, { startDate: START });
    expect(plan.days[0].communityBoard).toEqual(BOARD[10]);
    expect(
      picksOf(plan)
        .map((pick) => pick.name)
        .sort(),
    ).toEqual(['Home Cafe', 'Home Kitchen', 'Home Market', 'Home Museum', 'Home Park', 'Near Kitchen']);
    expect(plan.days[0].blocks[2].picks.map((pick) => pick.name).sort()).toEqual(['Home Kitchen', 'Near Kitchen']);
  });

  it('gives each stop its street address, and walks in minutes or miles', () => {
    const businesses = [
      place('Address Cafe', 'cafes', { address: '2245 Adam Clayton Powell Jr Blvd, New York, NY 10027' }),
      place('No Address Museum', 'museums', { address: null }),
    ];
    const plan = generateItinerary(prefs({ duration: 'half-day' }), { businesses, events: [] }, { startDate: START });
    expect(Object.fromEntries(picksOf(plan).map((pick) => [pick.name, pick.address]))).toEqual({
      'Address Cafe': '2245 Adam Clayton Powell Jr Blvd, New York, NY 10027',
      'No Address Museum': null,
    });
    expect(describeWalk({ metres: 600, minutes: 9 })).toBe('About 9 min walk from the previous stop');
    expect(describeWalk({ metres: 1600, minutes: 25 })).toBe('About 25 min walk from the previous stop');
    // 2,575 m is 1.6 miles.
    expect(describeWalk({ metres: 2575, minutes: 40 })).toBe('About 1.6 mi from the previous stop: the subway or a bus is quicker');
    expect(describeWalk({ metres: 2575, minutes: 40 })).not.toMatch(/km/);
  });

  it('is deterministic: the same input, in any order, gives the same plan', () => {
    const businesses = neighborhood();
    const events = [event('Jazz one', START), event('Jazz two', '2026-12-06'), event('Gospel brunch', START, { startTime: '11:00' })];
    const first = generateItinerary(prefs({ duration: 'weekend' }), { businesses, events }, { startDate: START });
    const again = generateItinerary(
      prefs({ duration: 'weekend' }),
      { businesses: [...businesses], events: [...events] },
      { startDate: START },
    );
    const reversed = generateItinerary(
      prefs({ duration: 'weekend' }),
      { businesses: [...businesses].reverse(), events: [...events].reverse() },
      { startDate: START },
    );
    expect(again).toEqual(first);
    expect(reversed).toEqual(first);
  });

  it('gives a clear empty plan when nothing matches', () => {
    const plan = generateItinerary(prefs({ duration: 'weekend' }), { businesses: [], events: [] }, { startDate: START });
    expect(plan.isEmpty).toBe(true);
    expect(plan.stopCount).toBe(0);
    expect(plan.events).toEqual([]);
    expect(plan.days).toHaveLength(2);
    expect(plan.days.every((day) => day.communityBoard === null && day.blocks.every((block) => block.picks.length === 0))).toBe(true);
    expect(plan.estimate.perPerson).toEqual({ lowCents: 0, highCents: 0 });
    expect(EMPTY_PLAN_MESSAGE).toMatch(/No places or events match/);
    const nothingMatching = generateItinerary(
      prefs({ interests: ['shopping'] }),
      { businesses: [place('Kitchen', 'restaurants', { description: 'Greens.' })], events: [] },
      { startDate: START },
    );
    expect(nothingMatching.isEmpty).toBe(true);
  });

  it('estimates the cost per person and for the group from price tiers and tickets', () => {
    const picks = [{ priceRange: '$' as const }, { priceRange: '$$' as const }, { priceRange: null }];
    const events = [{ priceCents: 2500 }];
    const couple = estimateCost(picks, events, prefs({ groupSize: 'couple', budget: 'budget' }), 1);
    expect(couple.perPerson).toEqual({ lowCents: 1500 + 2500, highCents: 4500 + 2500 });
    expect(couple.group).toEqual({ people: '2 people', lowCents: 8000, highCents: 14000 });
    expect(couple.unpricedStops).toBe(1);
    expect(couple.overBudget).toBe(false);
    const small = estimateCost([{ priceRange: '$$$$' }], [], prefs({ groupSize: 'small-group', budget: 'budget' }), 1);
    expect(small.perPerson).toEqual({ lowCents: 6000, highCents: null });
    expect(small.group).toEqual({ people: '3–6 people', lowCents: 18000, highCents: null });
    expect(small.overBudget).toBe(true);
    expect(formatCostRange(4000, 7000, 'per person')).toBe('About $40.00–$70.00 per person');
    expect(formatCostRange(18000, null, 'for 3–6 people')).toBe('About $180.00 or more for 3–6 people');
    expect(formatCostRange(0, 0, 'per person')).toBe('Free per person');
    expect(formatCostRange(0, 1500, 'per person')).toBe('About $0.00–$15.00 per person');
  });
});

// ---- The address of a plan

describe('parseTripQuery and tripPlannerHref', () => {
  const today = '2026-12-01';
  const parse = (query: string) => parseTripQuery(new URLSearchParams(query), today);

  it('shows the empty form, without messages, before anything is sent', () => {
    const query = parse('');
    expect(query).toMatchObject({ submitted: false, errors: {}, preferences: null });
    expect(query.values).toEqual({ duration: null, interests: [], budget: 'moderate', groupSize: 'couple', start: today });
  });

  it('asks for a duration and at least one interest once the form is sent, in the visitor’s language', () => {
    const sent = parse('budget=budget&group=solo&start=').errors;
    expect(sent).toEqual({ duration: 'duration', interests: 'interests' });
    expect(tripErrorsIn('en', sent)).toEqual({ duration: 'Please choose a duration', interests: 'Please choose at least one interest' });
    expect(tripErrorsIn('es', sent).duration).toBe(m.trip_error_duration({}, { locale: 'es' }));
    expect(tripErrorsIn('fr', sent).interests).toBe(m.trip_error_interests({}, { locale: 'fr' }));
    expect(parse('duration=weekend').errors).toEqual({ interests: 'interests' });
    expect(parse('interests=food').errors).toEqual({ duration: 'duration' });
    expect(parse('duration=forever&interests=knitting').errors).toEqual({ duration: 'duration', interests: 'interests' });
  });

  it('reads valid preferences, in canonical order, and writes them back as the same address', () => {
    const query = parse('duration=weekend&interests=music&interests=food,history&budget=premium&group=large-group&start=2026-12-24');
    expect(query.preferences).toEqual({
      duration: 'weekend',
      interests: ['food', 'history', 'music'],
      budget: 'premium',
      groupSize: 'large-group',
    });
    expect(query.values.start).toBe('2026-12-24');
    const href = tripPlannerHref(query.preferences!, query.values.start);
    expect(href).toBe(
      '/trip-planner?duration=weekend&interests=food&interests=history&interests=music&budget=premium&group=large-group&start=2026-12-24',
    );
    expect(parseTripQuery(new URL(href, 'http://x').searchParams, today).preferences).toEqual(query.preferences);
  });

  it('refuses a start date that is not a date or is more than a year ahead; defaults to today', () => {
    expect(tripErrorsIn('en', parse('duration=weekend&interests=food&start=2026-02-30').errors)).toEqual({
      start: 'Please choose a valid start date',
    });
    expect(tripErrorsIn('en', parse('duration=weekend&interests=food&start=2028-01-01').errors)).toEqual({
      start: 'Please choose a start date within the next year',
    });
    expect(parse('duration=weekend&interests=food&start=').values.start).toBe(today);
    expect(parse('duration=weekend&interests=food').preferences).not.toBeNull();
  });
});

// ---- Against the seeded database

describe('trip planner on the seeded guide', async () => {
  const { db } = await useFreshDatabase({ seed: true });
  const today = toNewYorkParts(new Date()).date;

  it("loads businesses and the window's events in one round trip", async () => {
    let candidates!: Awaited<ReturnType<typeof loadTripCandidates>>;
    const trips = await countRoundTrips(async () => {
      candidates = await loadTripCandidates(db, { startDate: addDays(today, 3), days: 3, budget: 'luxury' });
    });
    expect(trips).toBe(1);
    // Each category's best places (a dozen at most each), whatever the size of the guide.
    expect(candidates.businesses.length).toBeGreaterThanOrEqual(40);
    expect(candidates.businesses[0]).toMatchObject({
      category: { name: expect.any(String), slug: expect.any(String) },
      communityBoard: { number: expect.any(Number) },
    });
    // Every stop can show where it is: the street address comes with the same query.
    expect(candidates.businesses.every((business) => /^\S.*, New York, NY \d{5}$/.test(business.address ?? ''))).toBe(true);
    const window = [addDays(today, 3), addDays(today, 4), addDays(today, 5)];
    expect(candidates.events.length).toBeGreaterThan(0);
    expect(candidates.events.every((candidate) => window.includes(candidate.date))).toBe(true);
  });

  it('turns every popular itinerary into a full plan', async () => {
    const candidates = await loadTripCandidates(db, { startDate: today, days: 2, budget: 'luxury' });
    for (const trip of POPULAR_TRIPS) {
      const plan = generateItinerary(trip.preferences, candidates, { startDate: today });
      // English is one language among three: the plan's words in English are the ones it was generated with.
      const english = localizePlan(plan, 'en');
      plan.days.forEach((day, d) =>
        day.blocks.forEach((block, b) =>
          block.picks.forEach((pick, p) => {
            const { categorySlug: _slug, opening: _opening, ...shown } = pick;
            expect(english.days[d].blocks[b].picks[p], `${trip.id} ${pick.name}`).toEqual(shown);
          }),
        ),
      );
      const blocks = plan.days.flatMap((day) => day.blocks);
      expect(plan.isEmpty, trip.id).toBe(false);
      expect(
        blocks.every((block) => block.picks.length === 2),
        trip.id,
      ).toBe(true);
      expect(
        blocks.flatMap((block) => block.picks).every((pick) => pick.address),
        trip.id,
      ).toBeTruthy();
    }
  });

  it('makes the Brownstones & Landmarks half day a morning walk between two architecture stops', async () => {
    const trip = POPULAR_TRIPS.find((item) => item.id === 'brownstones-and-landmarks')!;
    const candidates = await loadTripCandidates(db, { startDate: today, days: 1, budget: trip.preferences.budget });
    const plan = generateItinerary(trip.preferences, candidates, { startDate: today });
    expect(plan.days).toHaveLength(1);
    const [morning, ...others] = plan.days[0].blocks;
    expect(others).toEqual([]);
    expect(morning.id).toBe('morning');
    expect(morning.picks).toHaveLength(2);
    expect(morning.picks.every((pick) => pick.interests.includes('architecture'))).toBe(true);
    // Both in the day's board, a walk apart, each with its address.
    expect(morning.picks.every((pick) => pick.communityBoard.number === plan.days[0].communityBoard?.number)).toBe(true);
    expect(morning.picks[1].fromPrevious?.minutes).toBeLessThanOrEqual(25);
    expect(plan.events.every((chosen) => chosen.startTime >= '09:00' && chosen.startTime < '12:00')).toBe(true);
  });

  const hoursOf = new Map(
    (await db.select({ id: businesses.id, hours: businesses.openingHours }).from(businesses)).map((row) => [row.id, row.hours]),
  );
  const everything: TripPreferences = {
    duration: 'full-day',
    interests: INTERESTS.map((interest) => interest.id),
    budget: 'luxury',
    groupSize: 'couple',
  };

  /** Minutes the place is open within the block of `date`, by the opening_hours library (not the planner's own reading). */
  const openMinutes = new Map<string, number>();
  const openMinutesIn = (hours: string, date: string, block: { start: string; end: string }) => {
    const key = `${hours}|${date}|${block.start}`;
    if (!openMinutes.has(key)) {
      const open = openIntervals(hours, newYorkTimeToInstant(date, block.start), newYorkTimeToInstant(date, block.end)) ?? [];
      openMinutes.set(
        key,
        open.reduce((sum, interval) => sum + (interval.closesAt.getTime() - interval.opensAt.getTime()) / 60_000, 0),
      );
    }
    return openMinutes.get(key)!;
  };

  // The coming nine days (the stored week and past it), and two dates months ahead.
  it.each([...Array.from({ length: 9 }, (_, index) => addDays(today, index)), addDays(today, 23), addDays(today, 150)])(
    "on %s every stop is open for the stop's time in its block, by the opening_hours library",
    async (date) => {
      const candidates = await loadTripCandidates(db, { startDate: date, days: 1, budget: 'luxury' });
      const plan = generateItinerary(everything, candidates, { startDate: date });
      const picks = plan.days[0].blocks.flatMap((block) => block.picks.map((pick) => ({ block, pick })));
      expect(picks.length).toBeGreaterThanOrEqual(4);
      for (const { block, pick } of picks) {
        const hours = hoursOf.get(pick.id);
        if (!hours) {
          expect(pick.reasons[0]).toBe('Hours not listed: check before you go');
          continue;
        }
        expect(openMinutesIn(hours, date, block), `${pick.name} (${hours}) in the ${block.id} of ${date}`).toBeGreaterThanOrEqual(
          stopMinutes(block.id),
        );
        expect(pick.reasons[0]).toMatch(/^Open /);
      }
    },
  );

  it("puts no stop of any plan where it is open for less than the stop's time: 0 of every stop of a week of plans", async () => {
    // Every duration, each interest alone and all of them, starting on each day of the coming week.
    const interestSets = [...INTERESTS.map((interest) => [interest.id]), INTERESTS.map((interest) => interest.id)];
    const short: string[] = [];
    let stops = 0;
    for (let offset = 0; offset < 7; offset += 1) {
      const start = addDays(today, offset);
      for (const duration of DURATIONS) {
        const candidates = await loadTripCandidates(db, { startDate: start, days: duration.days, budget: 'luxury' });
        for (const interests of interestSets) {
          const preferences: TripPreferences = { duration: duration.id, interests, budget: 'luxury', groupSize: 'couple' };
          for (const day of generateItinerary(preferences, candidates, { startDate: start }).days) {
            for (const block of day.blocks) {
              for (const pick of block.picks) {
                const hours = hoursOf.get(pick.id);
                if (!hours) continue;
                stops += 1;
                const open = openMinutesIn(hours, day.date, block);
                if (open < stopMinutes(block.id))
                  short.push(`${pick.name}: ${open} of ${stopMinutes(block.id)} min, ${block.id} of ${day.date}`);
              }
            }
          }
        }
      }
    }
    expect(stops).toBeGreaterThan(500);
    expect(short).toEqual([]);
  });
});

// ---- Opening hours

describe('a plan that knows opening hours', () => {
  const MONDAY = '2026-11-30';
  const TUESDAY = '2026-12-01';

  it("splits openings at midnight into each date's hours", () => {
    const at = (date: string, time: string) => newYorkTimeToInstant(date, time);
    // Seen on Wednesday: a museum open Tuesday 10-5, a bar open Friday 6 PM to 2 AM.
    const intervals = [
      { opensAt: at('2026-12-01', '10:00'), closesAt: at('2026-12-01', '17:00') },
      { opensAt: at('2026-11-27', '18:00'), closesAt: at('2026-11-28', '02:00') },
    ];
    expect(openingsForPlan(intervals, ['2026-12-01', '2026-12-08', '2026-11-27', '2026-11-28', '2026-11-30'])).toEqual({
      '2026-12-01': [{ opens: '10:00', closes: '17:00' }],
      '2026-12-08': [],
      '2026-11-27': [{ opens: '18:00', closes: '24:00' }],
      '2026-11-28': [{ opens: '00:00', closes: '02:00' }],
      '2026-11-30': [],
    });
  });

  it("needs the stop's time open within the block, counting every opening of the day; no hours listed is unknown, not closed", () => {
    // A stop's time: its share of the block.
    expect(TIME_BLOCKS.map((block) => stopMinutes(block.id))).toEqual([90, 150, 150]);
    const openings = { [MONDAY]: [{ opens: '11:30', closes: '17:00' }] };
    expect(openFit(openings, MONDAY, 'morning')).toEqual({ state: 'closed' });
    expect(openFit(openings, MONDAY, 'afternoon')).toEqual({ state: 'open', opening: { opens: '11:30', closes: '17:00' }, minutes: 300 });
    expect(openFit(openings, MONDAY, 'evening')).toEqual({ state: 'closed' });
    expect(openFit(openings, TUESDAY, 'afternoon')).toEqual({ state: 'closed' });
    // Closing at 6 PM is an hour of the evening: not a stop. Until 7:30 PM is the stop's 150 minutes.
    expect(openFit({ [MONDAY]: [{ opens: '10:00', closes: '18:00' }] }, MONDAY, 'evening')).toEqual({ state: 'closed' });
    expect(openFit({ [MONDAY]: [{ opens: '10:00', closes: '19:30' }] }, MONDAY, 'evening')).toMatchObject({ state: 'open', minutes: 150 });
    // Lunch and dinner together: the longer one is named, both count.
    const split = {
      [MONDAY]: [
        { opens: '11:00', closes: '13:30' },
        { opens: '16:00', closes: '17:30' },
      ],
    };
    expect(openFit(split, MONDAY, 'afternoon')).toEqual({ state: 'open', opening: { opens: '11:00', closes: '13:30' }, minutes: 150 });
    expect(openFit(null, MONDAY, 'morning')).toEqual({ state: 'unknown' });
    expect(describeOpening({ opens: '10:00', closes: '17:00' })).toBe('Open 10:00 AM – 5:00 PM');
    expect(describeOpening({ opens: '18:00', closes: '24:00' })).toBe('Open from 6:00 PM');
  });

  it('never sends a Monday visitor to a museum closed on Mondays, and says why each stop fits', () => {
    const tuesdayToSunday = Object.fromEntries(
      [MONDAY, TUESDAY].map((date) => [date, date === MONDAY ? [] : [{ opens: '10:00', closes: '17:00' }]]),
    );
    const cloisters = place('Medieval Museum', 'museums', { rating: 4.9, openings: tuesdayToSunday });
    const studio = place('Studio Museum', 'museums', {
      rating: 4.1,
      openings: { [MONDAY]: [{ opens: '09:00', closes: '18:00' }], [TUESDAY]: [{ opens: '09:00', closes: '18:00' }] },
    });
    const unlisted = place('Unlisted Gallery', 'museums', { rating: 5 });
    const preferences: TripPreferences = { duration: 'half-day', interests: ['culture'], budget: 'moderate', groupSize: 'couple' };
    const candidates = { businesses: [cloisters, studio, unlisted], events: [] };

    // Even when nothing else is left for the second stop, the closed museum is not one.
    const onlyMuseums = generateItinerary(preferences, { businesses: [cloisters, studio], events: [] }, { startDate: MONDAY }).days[0]
      .blocks[0].picks;
    expect(onlyMuseums.map((pick) => pick.name)).toEqual(['Studio Museum']);
    const monday = generateItinerary(preferences, candidates, { startDate: MONDAY }).days[0].blocks[0].picks;
    expect(monday.map((pick) => pick.name)).toEqual(['Studio Museum', 'Unlisted Gallery']);
    // A rating under 4.5 is not a reason.
    expect(monday[0].reasons).toEqual(['Open 9:00 AM – 6:00 PM on Monday', 'For arts & culture']);
    expect(monday[1].reasons[0]).toBe('Hours not listed: check before you go');

    // On Tuesday the better-rated museum is open, and places with known hours come first.
    const tuesday = generateItinerary(preferences, candidates, { startDate: TUESDAY }).days[0].blocks[0].picks;
    expect(tuesday.map((pick) => pick.name)).toEqual(['Medieval Museum', 'Studio Museum']);
    expect(tuesday[0].reasons).toEqual(['Open 10:00 AM – 5:00 PM on Tuesday', 'For arts & culture', 'Rated 4.9']);
    expect(reasonsIn('es', tuesday[0], TUESDAY)).toEqual([
      'Abierto de 10:00 a.m. a 5:00 p.m. el martes',
      'Ideal para: arte y cultura',
      'Calificación: 4.9',
    ]);
  });

  it('says each reason in English as generated, in every language from the messages', () => {
    const jazzClub = place('Late Jazz Club', 'music', {
      description: 'A historic supper club: soul food restaurant, dinner and live jazz since 1935, a landmark.',
      rating: 4.55,
      openings: { [MONDAY]: [{ opens: '00:00', closes: '24:00' }], [TUESDAY]: [{ opens: '18:00', closes: '24:00' }] },
    });
    const preferences: TripPreferences = {
      duration: 'full-day',
      interests: ['food', 'music', 'history'],
      budget: 'luxury',
      groupSize: 'couple',
    };
    for (const date of [MONDAY, TUESDAY]) {
      const picks = generateItinerary(preferences, { businesses: [jazzClub], events: [] }, { startDate: date }).days[0].blocks.flatMap(
        (block) => block.picks,
      );
      expect(picks.length).toBeGreaterThan(0);
      for (const pick of picks) expect(reasonsIn('en', pick, date)).toEqual(pick.reasons);
      expect(picks[0].reasons.slice(1)).toEqual(['For food & dining, history and music & jazz', 'Rated 4.5']);
      expect(reasonsIn('fr', picks[0], date)[1]).toMatch(/^Pour\s: gastronomie, histoire, musique et jazz$/);
    }
    expect(priceTiersIn('en')).toBe('$ under $15, $$ $15-30, $$$ $30-60, $$$$ $60+');
    expect(priceTiersIn('es')).toBe('$ menos de $15, $$ $15–30, $$$ $30–60, $$$$ $60+');
    expect(priceTiersIn('fr')).toBe('$ moins de 15 $, $$ 15–30 $, $$$ 30–60 $, $$$$ 60 $+');
  });
});
