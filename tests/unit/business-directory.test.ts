/**
 * The business directory (/businesses) on the seeded guide: its search, its board and category
 * filters, and its pages of 24 in the directory order. The page's form and pager are
 * tests/e2e/discovery.spec.ts's.
 */
import { describe, expect, it } from 'vitest';
import { DIRECTORY_PAGE_SIZE, getDirectoryPage } from '#lib/server/businesses/directory.ts';
import { listBusinesses } from '#lib/server/businesses/businesses.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('the business directory on the seeded guide', async () => {
  const { db } = await useFreshDatabase({ seed: true });
  const now = new Date();
  const all = await listBusinesses(db, {}, now);
  const names = (page: { businesses: { name: string }[] }) => page.businesses.map((business) => business.name);

  it('searches names, descriptions and addresses, in any case', async () => {
    // "bebop" is only in Minton's description; "Seaman" only in addresses.
    expect(names(await getDirectoryPage(db, { search: 'BEBOP' }, 1, now))[0]).toBe("Minton's Playhouse");
    const seaman = await getDirectoryPage(db, { search: 'seaman' }, 1, now);
    expect(names(seaman)).toContain('Inwood Hill Park');
    for (const business of seaman.businesses) expect(business.address, business.name).toMatch(/seaman/i);
    expect(names(await getDirectoryPage(db, { search: 'Dyckman' }, 1, now))).toEqual(
      expect.arrayContaining(['Dyckman Mornings Cafe', 'Inwood Hill Park']),
    );
    expect((await getDirectoryPage(db, { search: 'no-such-business-uptown' }, 1, now)).total).toBe(0);
  });

  it('narrows to a board, a category or both, counting what matches', async () => {
    const museums = all.filter((business) => business.category.id === 2);
    const historyIn9 = all.filter((business) => business.communityBoard.number === 9 && business.category.name === 'Historical Sites');
    expect(museums.length).toBeGreaterThan(0);
    expect(historyIn9.length).toBeGreaterThan(0);
    const byCategory = await getDirectoryPage(db, { categoryId: 2 }, 1, now);
    expect(byCategory.total).toBe(museums.length);
    expect(names(byCategory)).toEqual(museums.slice(0, DIRECTORY_PAGE_SIZE).map((business) => business.name));
    const both = await getDirectoryPage(db, { communityBoardId: 9, categoryId: historyIn9[0].category.id }, 1, now);
    expect(names(both)).toEqual(historyIn9.map((business) => business.name));
  });

  it('shows 24 a page in the directory order, paid listings first, and the last page for one past the end', async () => {
    expect(all.length).toBeGreaterThan(2 * DIRECTORY_PAGE_SIZE);
    expect(all[0].isPremium).toBe(true);
    const first = await getDirectoryPage(db, {}, 1, now);
    expect(first).toMatchObject({ total: all.length, page: 1, pages: Math.ceil(all.length / DIRECTORY_PAGE_SIZE) });
    expect(names(first)).toEqual(all.slice(0, DIRECTORY_PAGE_SIZE).map((business) => business.name));
    const second = await getDirectoryPage(db, {}, 2, now);
    expect(names(second)).toEqual(all.slice(DIRECTORY_PAGE_SIZE, 2 * DIRECTORY_PAGE_SIZE).map((business) => business.name));
    const past = await getDirectoryPage(db, {}, 999, now);
    expect(past.page).toBe(first.pages);
    expect(names(past)).toEqual(all.slice((first.pages - 1) * DIRECTORY_PAGE_SIZE).map((business) => business.name));
  });
});
