/**
 * The home page's business sections on the seeded guide: a business appears once on the whole
 * page, every section still as full as the data allows, and "Open now" narrows every section.
 */
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../helpers/database.ts';
import { getHomePage } from '#lib/server/content/home.ts';
import { distinctSections, HOME_LIMITS, rowsToRead, THEME_LIMIT } from '#lib/domain/home-sections.ts';
import { seedDatabase } from '#db/seed.ts';

describe('distinct sections', () => {
  it('reads each section with as many more rows as the sections above show', () => {
    expect(rowsToRead([6, 3, 3, 8])).toEqual([6, 9, 12, 20]);
  });

  it('keeps the first appearance, in page order, and fills each section from its spare rows', () => {
    const rows = (...ids: number[]) => ids.map((id) => ({ id }));
    const [first, second, third] = distinctSections([
      { rows: rows(1, 2), limit: 2 },
      { rows: rows(2, 3, 1, 4), limit: 2 },
      { rows: rows(1, 2, 3), limit: 2 },
    ]);
    expect([first, second, third].map((list) => list.map((row) => row.id))).toEqual([[1, 2], [3, 4], []]);
  });
});

describe('the home page on the seeded guide', async () => {
  const { db } = await useFreshDatabase();
  const now = new Date();
  await seedDatabase(db, { now });

  it('never shows the same business twice, and keeps every section full', async () => {
    const home = await getHomePage(db, { board: null, category: null, tab: 'all' }, now);
    const shown = [
      ...home.featured,
      ...home.themes.flatMap((theme) => theme.businesses),
      ...home.tabBusinesses,
      ...home.experiences,
      ...home.premium,
    ].map((business) => business.id);
    expect(new Set(shown).size).toBe(shown.length);
    expect(home.featured).toHaveLength(HOME_LIMITS.featured);
    expect(home.tabBusinesses).toHaveLength(HOME_LIMITS.tab);
    expect(home.premium).toHaveLength(HOME_LIMITS.premium);
    expect(home.experiences.length).toBeGreaterThan(0);
    // The themes name what the sections above left: on the seeded guide, one falls a place short.
    for (const theme of home.themes) expect(theme.businesses.length, theme.id).toBeGreaterThanOrEqual(2);
    expect(home.themes.every((theme) => theme.businesses.length <= THEME_LIMIT)).toBe(true);
    // Every card says whether it is open now (the seeded businesses have structured hours).
    const cards = [...home.featured, ...home.tabBusinesses, ...home.experiences, ...home.premium].filter(
      (business) => business.openingHours,
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const business of cards) expect(home.openStatuses.get(business.id)?.text, business.name).toMatch(/^(Open|Closed)/);
  });

  it('with Open now, every section lists only businesses open now', async () => {
    const home = await getHomePage(db, { board: null, category: null, tab: 'all', openNow: true }, now);
    for (const business of [...home.featured, ...home.tabBusinesses, ...home.experiences, ...home.premium]) {
      expect(home.openStatuses.get(business.id)?.open, business.name).toBe(true);
    }
  });
});
