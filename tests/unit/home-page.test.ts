/**
 * The home page on the seeded guide: one list of featured places (paid listings first) and one of
 * coming events, each as long as the page's limits, and "Open now" narrows the places.
 */
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../helpers/database.ts';
import { getHomePage } from '#lib/server/content/home.ts';
import { HOME_LIMITS } from '#lib/domain/home-sections.ts';
import { seedDatabase } from '#db/seed.ts';

describe('the home page on the seeded guide', async () => {
  const { db } = await useFreshDatabase();
  const now = new Date();
  await seedDatabase(db, { now });

  it('shows a few featured places, paid listings first, and the next events, soonest first', async () => {
    const home = await getHomePage(db, { board: null, category: null }, now);
    expect(home.featured).toHaveLength(HOME_LIMITS.featured);
    expect(new Set(home.featured.map((business) => business.id)).size).toBe(home.featured.length);
    // Premium listings appear first on the home page (what the listing plans sell).
    const premium = home.featured.map((business) => business.isPremium);
    expect(premium).toEqual([...premium].sort((a, b) => Number(b) - Number(a)));
    expect(premium[0]).toBe(true);
    expect(home.events).toHaveLength(HOME_LIMITS.events);
    expect(home.moreEvents).toBe(true);
    const starts = home.events.map((event) => event.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(starts.every((start) => new Date(start) >= now)).toBe(true);
    // Every card says whether it is open now (the seeded businesses have structured hours).
    for (const business of home.featured.filter((item) => item.openingHours)) {
      expect(home.openStatuses.get(business.id)?.text, business.name).toMatch(/^(Open|Closed)/);
    }
  });

  it('with Open now, lists only businesses open now', async () => {
    const home = await getHomePage(db, { board: null, category: null, openNow: true }, now);
    for (const business of home.featured) expect(home.openStatuses.get(business.id)?.open, business.name).toBe(true);
  });
});
