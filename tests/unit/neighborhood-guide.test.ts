import { describe, expect, it } from 'vitest';
import {
  CULTURE_KEYWORDS,
  DINING_KEYWORDS,
  GUIDE_DESCRIPTION_LIMITS,
  GUIDE_LIMITS,
  GUIDE_TABS,
  categoryMatches,
  guideTabPath,
  parseGuideTab,
  selectBusinessesForTab,
  selectCulture,
  selectDining,
  selectLocalBusinesses,
  selectUpcomingEvents,
  truncateDescription,
} from '#lib/domain/neighborhood-guide.ts';
import { listBusinesses } from '#lib/server/businesses/businesses.ts';
import { loadGuideTab } from '#lib/server/content/neighborhoods.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

/** A board's businesses in directory order, named after their category so failures read well. */
const directory = (categories: string[]) =>
  categories.map((name, index) => ({ id: index + 1, name: `${name} ${index + 1}`, category: { name } }));
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('guide limits and keywords (spec sections 2.6 and 9)', () => {
  it('shows 6 businesses, 4 events, 5 dining and 5 culture items', () => {
    expect(GUIDE_LIMITS).toEqual({ businesses: 6, events: 4, dining: 5, culture: 5 });
    expect(GUIDE_DESCRIPTION_LIMITS).toEqual({ businesses: 120, events: 120, dining: 100, culture: 100 });
  });

  it('matches dining and culture by the spec keywords', () => {
    expect([...DINING_KEYWORDS]).toEqual(['food', 'restaurant', 'dining']);
    expect([...CULTURE_KEYWORDS]).toEqual(['art', 'culture', 'music', 'gallery']);
  });
});

describe('categoryMatches', () => {
  it.each([
    ['Restaurants', DINING_KEYWORDS],
    ['Soul Food', DINING_KEYWORDS],
    ['Fine Dining', DINING_KEYWORDS],
    ['Arts & Culture', CULTURE_KEYWORDS],
    ['Music Venues', CULTURE_KEYWORDS],
    ['Art Gallery', CULTURE_KEYWORDS],
    ['Performing Arts', CULTURE_KEYWORDS],
    ['Culture & Heritage', CULTURE_KEYWORDS],
    ['MUSIC', CULTURE_KEYWORDS],
  ])('%s matches', (name, keywords) => {
    expect(categoryMatches(name, keywords)).toBe(true);
  });

  it.each([
    ['Cafes & Bakeries', DINING_KEYWORDS],
    ['Bars & Nightlife', DINING_KEYWORDS],
    ['Hotels', DINING_KEYWORDS],
    ['Museums', CULTURE_KEYWORDS],
    ['Historical Sites', CULTURE_KEYWORDS],
    ['Parks & Outdoors', CULTURE_KEYWORDS],
    ['Shopping', CULTURE_KEYWORDS],
  ])('%s does not match', (name, keywords) => {
    expect(categoryMatches(name, keywords)).toBe(false);
  });
});

describe('selecting what each tab shows', () => {
  const board = directory([
    'Museums',
    'Restaurants',
    'Music Venues',
    'Hotels',
    'Soul Food',
    'Arts & Culture',
    'Fine Dining',
    'Art Gallery',
    'Shopping',
    'Restaurants',
    'Performing Arts',
    'Restaurants',
    'Music Venues',
    'Restaurants',
  ]);

  it('Local Businesses keeps the first 6 in directory order', () => {
    expect(names(selectLocalBusinesses(board))).toEqual([
      'Museums 1',
      'Restaurants 2',
      'Music Venues 3',
      'Hotels 4',
      'Soul Food 5',
      'Arts & Culture 6',
    ]);
    expect(selectLocalBusinesses(board.slice(0, 3))).toHaveLength(3);
  });

  it('Dining Guide keeps the first 5 food, restaurant or dining businesses in order', () => {
    expect(names(selectDining(board))).toEqual(['Restaurants 2', 'Soul Food 5', 'Fine Dining 7', 'Restaurants 10', 'Restaurants 12']);
  });

  it('Arts & Culture keeps the first 5 art, culture, music or gallery businesses in order', () => {
    expect(names(selectCulture(board))).toEqual([
      'Music Venues 3',
      'Arts & Culture 6',
      'Art Gallery 8',
      'Performing Arts 11',
      'Music Venues 13',
    ]);
  });

  it('themed tabs are empty when nothing matches', () => {
    const quiet = directory(['Hotels', 'Museums', 'Shopping']);
    expect(selectDining(quiet)).toEqual([]);
    expect(selectCulture(quiet)).toEqual([]);
  });

  it('dispatches by tab', () => {
    expect(selectBusinessesForTab('businesses', board)).toEqual(selectLocalBusinesses(board));
    expect(selectBusinessesForTab('dining', board)).toEqual(selectDining(board));
    expect(selectBusinessesForTab('culture', board)).toEqual(selectCulture(board));
  });

  it('Upcoming Events keeps the 4 soonest events from now on', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const at = (iso: string, title: string) => ({ title, startsAt: iso });
    const events = [
      at('2026-12-09T00:00:00Z', 'fifth'),
      at('2026-11-30T23:00:00Z', 'past'),
      at('2026-12-01T12:00:00Z', 'starting now'),
      at('2026-12-03T00:00:00Z', 'third'),
      at('2026-12-02T00:00:00Z', 'second'),
      at('2026-12-05T00:00:00Z', 'fourth'),
    ];
    expect(selectUpcomingEvents(events, now).map((event) => event.title)).toEqual(['starting now', 'second', 'third', 'fourth']);
  });
});

describe('truncateDescription', () => {
  it('leaves text within the limit alone, tidying whitespace', () => {
    expect(truncateDescription('  Jazz  on\nLenox.  ', 120)).toBe('Jazz on Lenox.');
    const exact = 'x'.repeat(100);
    expect(truncateDescription(exact, 100)).toBe(exact);
    expect(truncateDescription(null, 120)).toBe('');
  });

  it('cuts on a word boundary within the limit and adds an ellipsis', () => {
    const text =
      'The legendary stage on 125th Street where Ella Fitzgerald, James Brown and Lauryn Hill were discovered. Amateur Night still runs.';
    const short = truncateDescription(text, 120);
    expect(short).toBe(
      'The legendary stage on 125th Street where Ella Fitzgerald, James Brown and Lauryn Hill were discovered. Amateur Night…',
    );
    expect(short.length - 1).toBeLessThanOrEqual(120);
    const shorter = truncateDescription(text, 100);
    expect(shorter).toBe('The legendary stage on 125th Street where Ella Fitzgerald, James Brown and Lauryn Hill were…');
    expect(shorter.length - 1).toBeLessThanOrEqual(100);
  });

  it('keeps a whole last word that ends exactly at the limit', () => {
    expect(truncateDescription('one two three four', 13)).toBe('one two three…');
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(truncateDescription('Soul food, jazz, gospel and more', 16)).toBe('Soul food, jazz…');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(truncateDescription('Supercalifragilistic', 10)).toBe('Supercalif…');
  });
});

describe('tab addresses', () => {
  it('puts the first tab at the board address and the others below it', () => {
    expect(GUIDE_TABS).toEqual(['businesses', 'events', 'dining', 'culture']);
    expect(guideTabPath('central-harlem', 'businesses')).toBe('/neighborhoods/central-harlem');
    expect(guideTabPath('central-harlem', 'events')).toBe('/neighborhoods/central-harlem/events');
    expect(guideTabPath('east-harlem', 'dining')).toBe('/neighborhoods/east-harlem/dining');
    expect(guideTabPath('east-harlem', 'culture')).toBe('/neighborhoods/east-harlem/culture');
  });

  it('reads the tab from the path and refuses anything else', () => {
    expect(parseGuideTab(undefined)).toBe('businesses');
    expect(parseGuideTab('')).toBe('businesses');
    expect(parseGuideTab('businesses')).toBe('businesses');
    expect(parseGuideTab('events')).toBe('events');
    expect(parseGuideTab('dining')).toBe('dining');
    expect(parseGuideTab('culture')).toBe('culture');
    expect(parseGuideTab('Events')).toBeNull();
    expect(parseGuideTab('events/extra')).toBeNull();
    expect(parseGuideTab('shopping')).toBeNull();
  });
});

describe('loadGuideTab reads a tab in one round trip, for 5 rows or 500', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { id: 11, number: 11 });
  const other = await createBoard(db, { id: 12, number: 12 });
  const restaurants = await createCategory(db, { name: 'Restaurants' });
  const music = await createCategory(db, { name: 'Music Venues' });
  const hotels = await createCategory(db, { name: 'Hotels' });
  const now = new Date();
  const add = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const categoryId = [restaurants.id, music.id, hotels.id][i % 3];
      const business = await createBusiness(db, { communityBoardId: board.id, categoryId });
      await createEvent(db, {
        businessId: business.id,
        communityBoardId: board.id,
        startsAt: new Date(now.getTime() + (i + 1) * 3_600_000),
      });
    }
  };

  it('keeps to the limits and the board', async () => {
    await createBusiness(db, { communityBoardId: other.id, categoryId: restaurants.id, name: 'Elsewhere' });
    await createEvent(db, { communityBoardId: board.id, startsAt: new Date(now.getTime() - 3_600_000), title: 'Yesterday' });
    await add(5);
    const costs = async () => ({
      businesses: await countRoundTrips(() => loadGuideTab(db, 11, 'businesses', now)),
      events: await countRoundTrips(() => loadGuideTab(db, 11, 'events', now)),
      dining: await countRoundTrips(() => loadGuideTab(db, 11, 'dining', now)),
      culture: await countRoundTrips(() => loadGuideTab(db, 11, 'culture', now)),
    });
    const small = await costs();
    expect(small).toEqual({ businesses: 1, events: 1, dining: 1, culture: 1 });

    await add(495);
    expect(await costs()).toEqual(small);

    // Each tab shows what the domain rules pick from the board's whole directory.
    const whole = await listBusinesses(db, { communityBoardId: 11 }, now);
    const businesses = await loadGuideTab(db, 11, 'businesses', now);
    if (businesses.tab === 'events') throw new Error('expected a business tab');
    expect(businesses.businesses).toHaveLength(6);
    expect(businesses.businesses).toEqual(selectLocalBusinesses(whole));
    expect(businesses.boardTotal).toBe(500);
    expect(businesses.businesses.map((business) => business.name)).not.toContain('Elsewhere');

    const dining = await loadGuideTab(db, 11, 'dining', now);
    if (dining.tab === 'events') throw new Error('expected a business tab');
    expect(dining.businesses).toHaveLength(5);
    expect(dining.businesses).toEqual(selectDining(whole));
    expect(dining.businesses.every((business) => business.category.name === 'Restaurants')).toBe(true);

    const culture = await loadGuideTab(db, 11, 'culture', now);
    if (culture.tab === 'events') throw new Error('expected a business tab');
    expect(culture.businesses).toHaveLength(5);
    expect(culture.businesses).toEqual(selectCulture(whole));
    expect(culture.businesses.every((business) => business.category.name === 'Music Venues')).toBe(true);

    const events = await loadGuideTab(db, 11, 'events', now);
    if (events.tab !== 'events') throw new Error('expected the events tab');
    expect(events.events).toHaveLength(4);
    expect(events.events.map((event) => event.title)).not.toContain('Yesterday');
    const starts = events.events.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeGreaterThanOrEqual(now.getTime());
  });
});
