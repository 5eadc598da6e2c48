/**
 * The hot lists read their page from an index (decisions, "Scale"): EXPLAIN QUERY PLAN shows no
 * full scan of businesses or events and no temporary B-tree sorting them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, type InArgs } from '@libsql/client';
import { useFreshDatabase } from '../helpers/database.ts';
import { businessesQuery, businessPageQuery, countBusinessesQuery } from '#lib/server/businesses/businesses.ts';
import { eventsQuery } from '#lib/server/events/events.ts';
import { eventsPage, calendarQueries, firstEventsPerBoard } from '#lib/server/events/event-lists.ts';
import { monthDays } from '#lib/domain/calendar.ts';

const { db, path } = await useFreshDatabase({ seed: true });
const client = createClient({ url: `file:${path}` });
afterAll(() => client.close());

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const rows = await client.execute({ sql: `explain query plan ${sql}`, args: params as InArgs });
  return rows.rows.map((row) => String(row.detail)).join('\n');
}

/** A plan that reads businesses or events whole, or sorts them in a temporary B-tree. */
function expectIndexed(detail: string) {
  expect(detail).not.toMatch(/SCAN (businesses|events)\b(?! USING)/);
  expect(detail).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
}

describe('query plans of the hot lists', () => {
  const now = new Date();

  it('the directory, whole and by board or category, reads its page from the directory indexes', async () => {
    for (const filters of [{}, { communityBoardId: 10 }, { categoryId: 3 }]) {
      const detail = await plan(businessesQuery(db, { ...filters, limit: 24, offset: 48 }, now));
      expectIndexed(detail);
      expect(detail).toMatch(/businesses_(directory|board|category)_idx/);
    }
    expect(await plan(countBusinessesQuery(db, {}, now))).toMatch(/COVERING INDEX|USING INDEX/);
  });

  it('a page after a cursor seeks each branch on a directory index and reads its rows by id, never from the start', async () => {
    for (const rating of [4.5, null]) {
      for (const filters of [{}, { communityBoardId: 10 }, { categoryId: 3 }]) {
        const after = { listingPriority: 0, rating, name: 'Harlem', id: 40 };
        const detail = await plan(businessPageQuery(db, { ...filters, limit: 101, after }, now));
        expect(detail.split('\n')[0], JSON.stringify(filters)).toMatch(/SEARCH businesses USING INTEGER PRIMARY KEY \(rowid=\?\)/);
        // Every branch starts at its place: an equality on the keys before the one it ranges over.
        const seeks = detail
          .split('\n')
          .filter((line) => /SEARCH businesses USING (COVERING )?INDEX businesses_(directory|board|category)_idx/.test(line));
        expect(seeks.length, JSON.stringify(filters)).toBe(rating === null ? 3 : 5);
        expect(seeks.every((line) => /listing_priority[=<]\?/.test(line))).toBe(true);
        expect(detail).not.toMatch(/SCAN businesses\b(?! USING)/);
      }
    }
    const detail = await plan(eventsQuery(db, { from: now, after: { startsAt: now, id: 7 }, limit: 101 }));
    expect(detail).toMatch(/SEARCH events USING INDEX events_starts_at_idx \(starts_at>\?\)/);
    expectIndexed(detail);
  });

  it("the visitor's orders by rating, price and name read their page from an index", async () => {
    const indexes = { rating: 'businesses_rating_idx', price: 'businesses_price_idx', name: 'businesses_active_name_idx' } as const;
    for (const [sort, index] of Object.entries(indexes)) {
      const detail = await plan(businessesQuery(db, { sort: sort as keyof typeof indexes, limit: 24, offset: 48 }, now));
      expectIndexed(detail);
      expect(detail, sort).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}`));
    }
  });

  it('nearest first sorts only the filtered businesses, reading a category from its index', async () => {
    const near = { latitude: 40.8116, longitude: -73.9465 };
    const detail = await plan(businessesQuery(db, { sort: 'distance', near, categoryId: 3, limit: 24 }, now));
    expect(detail).toMatch(/SEARCH businesses USING (COVERING )?INDEX businesses_category_idx \(category_id=\? AND is_active=\?\)/);
    expect(detail).toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  });

  it('a search starts from the full-text index, and its count reads the hits once', async () => {
    const detail = await plan(businessesQuery(db, { search: 'jazz', limit: 24 }, now));
    expect(detail.split('\n')[0]).toMatch(/SCAN businesses_fts VIRTUAL TABLE INDEX/);
    const counted = await plan(countBusinessesQuery(db, { search: 'jazz' }, now));
    expect(counted).toMatch(/LIST SUBQUERY|USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(counted).not.toMatch(/VIRTUAL TABLE INDEX 0:=/);
  });

  it("upcoming events, each board's first six and a board's page come from the start-time indexes", async () => {
    expectIndexed(await plan(eventsQuery(db, { from: now, limit: 101 })));
    expectIndexed(await plan(eventsQuery(db, { from: now, communityBoardId: 10, limit: 101 })));
    // The list functions run, in one round trip each.
    expect((await firstEventsPerBoard(db, { q: '', board: null, type: 'all', from: now }, 6)).slices.length).toBeGreaterThan(0);
    // Their statements: the totals are counted on an events index alone (no row read, no host
    // looked up per event: retired hosts are one small list), each board's six need no sort.
    const statements: { toSQL(): { sql: string; params: unknown[] } }[] = [];
    const recording = Object.create(db) as typeof db;
    recording.batch = ((queries: typeof statements) => {
      statements.push(...queries);
      return db.batch(queries as never);
    }) as typeof db.batch;
    await firstEventsPerBoard(recording, { q: '', board: null, type: 'free', from: now }, 6);
    const [counts, ...lists] = await Promise.all(statements.map(plan));
    expect(counts).toMatch(/(SCAN|SEARCH) events USING COVERING INDEX events_(board|starts_at)_idx/);
    expect(counts).not.toMatch(/SEARCH businesses USING INTEGER PRIMARY KEY|CORRELATED/);
    expect(lists).toHaveLength(5);
    for (const detail of lists) {
      expectIndexed(detail);
      expect(detail).not.toMatch(/TEMP B-TREE/);
    }
    expect((await eventsPage(db, { q: '', board: 10, type: 'all', from: now }, 24, 0)).total).toBeGreaterThan(0);
  });

  it("a calendar month counts and picks each day's events on the start-time index, reading whole only what it draws", async () => {
    const days = monthDays('2026-12');
    for (const board of [null, 10] as const) {
      const [cells, listed] = calendarQueries(db, { q: '', board, type: 'all' }, days, {
        list: { from: days[0].starts, to: days.at(-1)!.ends },
        perDay: 3,
        listLimit: 40,
      });
      const cellsPlan = await plan(cells);
      expect(cellsPlan).not.toMatch(/SCAN (businesses|events)\b(?! USING)/);
      // Each day's count and first events are a search of the start-time index within the day.
      expect(
        cellsPlan.match(
          /SEARCH events USING (COVERING )?INDEX events_(starts_at|board)_idx \((community_board_id=\? AND )?starts_at>\? AND starts_at<\?\)/g,
        )?.length,
      ).toBe(2);
      // The events drawn are read by id; the only sort is of those.
      expect(cellsPlan).toMatch(/SEARCH shown USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expectIndexed(await plan(listed));
    }
  });
});
