/**
 * "Open now" from stored opening times (business_open_intervals): the same answers as the
 * library gives from the hours themselves, an indexed filter, and upkeep by edits and the job.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useFreshDatabase } from '../helpers/database.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { businesses, businessOpenIntervals } from '#db/schema.ts';
import { openAt, openStatuses, refreshDueOpenIntervals, refreshOpenIntervals } from '#lib/server/businesses/open-intervals.ts';
import { openStatus } from '#lib/server/businesses/opening-hours.ts';
import { updateBusiness } from '#lib/server/businesses/business-edit.ts';

const { db } = await useFreshDatabase();
const board = await createBoard(db);
const category = await createCategory(db);

/** A New York wall-clock time in November 2026 (UTC-5); the 23rd is a Monday. */
const ny = (day: string, time: string) => new Date(`2026-11-${day}T${time}:00-05:00`);
const MONDAY = ny('23', '12:00');

const HOURS = {
  taproom: 'Mo-Th 16:00-01:00, Fr 16:00-02:00, Sa 12:00-02:00, Su 12:00-24:00',
  shop: 'Mo-Sa 10:00-18:00',
  always: '24/7',
  never: 'off',
  overnight: 'Mo 09:00-24:00, Tu 00:00-17:00',
  // Thanksgiving (26 November 2026) is a public holiday.
  holidays: 'Mo-Fr 09:00-17:00; PH off',
};
const ids: Record<string, number> = {};
for (const [name, openingHours] of Object.entries(HOURS)) {
  const row = await createBusiness(db, { name, openingHours, communityBoardId: board.id, categoryId: category.id });
  ids[name] = row.id;
}
const unknown = await createBusiness(db, { name: 'no hours', openingHours: null, communityBoardId: board.id, categoryId: category.id });
await refreshOpenIntervals(db, [...Object.values(ids), unknown.id], MONDAY);

const openIds = async (now: Date) =>
  (await db.select({ id: businesses.id }).from(businesses).where(openAt(now))).map((row) => row.id).sort((a, b) => a - b);

describe('open now from stored opening times', () => {
  it('says what the library says from the hours themselves, at many times of the week', async () => {
    for (const [day, time] of [
      ['23', '15:00'],
      ['23', '22:00'],
      ['24', '00:30'],
      ['23', '19:00'],
      ['28', '19:00'],
      ['23', '10:00'],
      ['26', '11:00'],
      ['27', '11:00'],
      ['29', '23:30'],
    ]) {
      const now = ny(day, time);
      const statuses = await openStatuses(db, Object.values(ids), now);
      for (const [name, value] of Object.entries(HOURS))
        expect(statuses.get(ids[name]), `${name} at ${day} ${time}`).toEqual(openStatus(value, now));
    }
  });

  it('reads the same cases as the library test', async () => {
    const at = async (name: string, day: string, time: string) => (await openStatuses(db, [ids[name]], ny(day, time))).get(ids[name]);
    expect(await at('taproom', '23', '15:00')).toEqual({ open: false, text: 'Closed · opens 4 PM' });
    expect(await at('taproom', '24', '00:30')).toEqual({ open: true, text: 'Open now · closes 1 AM' });
    expect(await at('shop', '28', '19:00')).toEqual({ open: false, text: 'Closed · opens Mon 10 AM' });
    expect(await at('always', '23', '03:00')).toEqual({ open: true, text: 'Open 24 hours' });
    expect(await at('overnight', '23', '10:00')).toEqual({ open: true, text: 'Open now · closes tomorrow 5 PM' });
    expect(await at('never', '23', '03:00')).toEqual({ open: false, text: 'Closed' });
    expect(await at('holidays', '26', '11:00')).toEqual({ open: false, text: 'Closed · opens tomorrow 9 AM' });
    // No hours, no status.
    expect((await openStatuses(db, [unknown.id], MONDAY)).has(unknown.id)).toBe(false);
  });

  it('filters the businesses open at an instant, from an index', async () => {
    expect(await openIds(ny('23', '12:00'))).toEqual([ids.shop, ids.always, ids.overnight, ids.holidays].sort((a, b) => a - b));
    expect(await openIds(ny('24', '00:30'))).toEqual([ids.taproom, ids.always, ids.overnight].sort((a, b) => a - b));
    expect(await openIds(ny('26', '12:00'))).not.toContain(ids.holidays);
    const plan = await db.all<{ detail: string }>(sql`explain query plan select id from businesses where ${openAt(MONDAY)}`);
    expect(plan.map((row) => row.detail).join('\n')).toMatch(
      /business_open_intervals USING COVERING INDEX business_open_intervals_opens_idx/,
    );
  });

  it('follows an edit of the hours at once', async () => {
    await updateBusiness(db, ids.never, { openingHours: 'Mo-Su 11:00-13:00' });
    expect((await openStatuses(db, [ids.never], new Date()))?.get(ids.never)).toEqual(openStatus('Mo-Su 11:00-13:00'));
    await updateBusiness(db, ids.never, { openingHours: 'off' });
  });

  it('is rolled forward by the scheduled job a week at a time, and ended intervals are dropped', async () => {
    const weekLater = ny('30', '12:00');
    weekLater.setTime(weekLater.getTime() + 2 * 86_400_000);
    // Before the job: nothing stored reaches that far, so nobody is open.
    expect(await openIds(weekLater)).toEqual([]);
    // Then every business with readable hours is rolled forward.
    expect(await refreshDueOpenIntervals(db, weekLater)).toBe(Object.keys(HOURS).length);
    expect(await refreshDueOpenIntervals(db, weekLater)).toBe(0);
    expect(await openIds(weekLater)).toContain(ids.always);
    const [{ oldest }] = await db.select({ oldest: sql<number>`min(${businessOpenIntervals.closesAt})` }).from(businessOpenIntervals);
    expect(oldest).toBeGreaterThanOrEqual(weekLater.getTime() - 86_400_000);
  });

  it('gives hours it cannot read no status and does not retry them every run', async () => {
    await db.update(businesses).set({ openingHours: 'whenever', openIntervalsUntil: null }).where(eq(businesses.id, ids.never));
    const later = new Date(MONDAY.getTime() + 30 * 86_400_000);
    expect(await refreshDueOpenIntervals(db, later)).toBeGreaterThanOrEqual(1);
    expect((await openStatuses(db, [ids.never], later)).has(ids.never)).toBe(false);
    const [row] = await db.select({ until: businesses.openIntervalsUntil }).from(businesses).where(eq(businesses.id, ids.never));
    expect(row.until?.getTime()).toBe(0);
    // The others were rolled forward by that run; nothing is due, the unreadable one included.
    expect(await refreshDueOpenIntervals(db, later)).toBe(0);
  });

  // Last: it adds a business the tests above do not count.
  it('says "Open 24 hours" for hours stored at any second, not "closes" at the end of the stored week', async () => {
    const always = await createBusiness(db, {
      name: 'always, stored at 9:14:46',
      openingHours: '24/7',
      communityBoardId: board.id,
      categoryId: category.id,
    });
    const storedAt = new Date(ny('23', '09:14').getTime() + 46_000);
    await refreshOpenIntervals(db, [always.id], storedAt);
    for (const later of [0, 3_600_000, 3 * 86_400_000]) {
      expect((await openStatuses(db, [always.id], new Date(storedAt.getTime() + later))).get(always.id)).toEqual({
        open: true,
        text: 'Open 24 hours',
      });
    }
  });
});
