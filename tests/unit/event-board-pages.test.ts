import { describe, expect, it } from 'vitest';
import { BOARD_PAGE_SIZE, getEventsPageData, type ListPageData } from '#lib/server/events/event-pages.ts';
import { parseEventsQuery } from '#lib/domain/event-filters.ts';
import { createBoard, createEvent } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const NOW = new Date('2026-11-21T15:00:00Z');

describe("one board's upcoming events come a page at a time", async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { id: 10, number: 10 });
  for (let day = 1; day <= 30; day++) {
    await createEvent(db, { communityBoardId: board.id, startsAt: new Date(NOW.getTime() + day * 86_400_000), title: `Day ${day}` });
  }
  const page = async (query: string) =>
    (await getEventsPageData(db, parseEventsQuery(new URLSearchParams(query), NOW), NOW)) as ListPageData;

  it('shows 24 on the first page and the rest on the second', async () => {
    const first = await page('view=list&board=10');
    expect(first).toMatchObject({ total: 30, page: 1, pages: 2 });
    expect(first.groups[0].events).toHaveLength(BOARD_PAGE_SIZE);
    expect(first.groups[0].events[0].title).toBe('Day 1');
    const second = await page('view=list&board=10&page=2');
    expect(second.groups[0].events.map((event) => event.title)).toEqual(['Day 25', 'Day 26', 'Day 27', 'Day 28', 'Day 29', 'Day 30']);
  });

  it('a page past the end shows the last page; all boards stay at six a group', async () => {
    expect((await page('view=list&board=10&page=9')).page).toBe(2);
    const all = await page('view=list');
    expect(all).toMatchObject({ page: 1, pages: 1 });
    expect(all.groups[0]).toMatchObject({ total: 30 });
    expect(all.groups[0].events).toHaveLength(6);
  });
});
