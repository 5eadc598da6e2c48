/** Analytics from real data: page views counted per day without bots, series that move in the right bucket, busiest boards, the owner's figures. */
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { bucketsFor } from '../../src/lib/domain/analytics-buckets.ts';
import { loadAdminAnalytics, loadBusinessViews } from '../../src/lib/server/analytics/analytics.ts';
import { addPageView, isCountableView } from '../../src/lib/server/analytics/page-views.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const request = (headers: Record<string, string>, method = 'GET') => new Request('http://localhost/business/1', { method, headers });

describe('analytics', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 11, name: 'East Harlem' });
  const other = await createBoard(db, { number: 9, name: 'Hamilton Heights' });
  const category = await createCategory(db, { name: 'Music Venues' });
  const club = await createBusiness(db, { name: 'Salsa Club', communityBoardId: board.id, categoryId: category.id });
  const cafe = await createBusiness(db, { name: 'Quiet Cafe', communityBoardId: other.id, categoryId: category.id });
  const event = await createEvent(db, { title: 'Salsa Night', startsAt: new Date(Date.now() + 86_400_000), communityBoardId: board.id, businessId: club.id });
  // Noon in New York on 2026-11-24, and 11:30 PM the day before (after UTC midnight).
  const now = new Date('2026-11-24T17:00:00Z');

  it('counts people, not bots, HEAD requests or prefetches', () => {
    expect(isCountableView(request({ 'user-agent': BROWSER }))).toBe(true);
    expect(isCountableView(request({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).toBe(false);
    expect(isCountableView(request({}))).toBe(false);
    expect(isCountableView(request({ 'user-agent': BROWSER }, 'HEAD'))).toBe(false);
    expect(isCountableView(request({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }))).toBe(false);
  });

  it('adds views per page and New York day', async () => {
    await addPageView(db, 'business', club.id, now);
    await addPageView(db, 'business', club.id, now);
    await addPageView(db, 'business', club.id, new Date('2026-11-24T04:30:00Z'));
    await addPageView(db, 'event', event.id, now);
    const rows = await db.select().from(schema.pageViews);
    expect(rows.map(({ day, kind, views }) => ({ day, kind, views })).sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind))).toEqual([
      { day: '2026-11-23', kind: 'business', views: 1 },
      { day: '2026-11-24', kind: 'business', views: 2 },
      { day: '2026-11-24', kind: 'event', views: 1 },
    ]);
  });

  it('series move in the right bucket after a registration and a donation; the rest stay zero', async () => {
    const before = await loadAdminAnalytics(db, { period: 'day', now });
    expect(before.buckets).toHaveLength(30);
    expect(before.buckets.at(-1)).toBe('2026-11-24');
    const member = await storeAccount(db, 'user');
    // 11:30 PM in New York on the 23rd is already the 24th in UTC.
    await db.insert(schema.eventRegistrations).values({ userId: member.id, eventId: event.id, firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '212 555 0100', createdAt: new Date('2026-11-24T04:30:00Z') });
    await db.insert(schema.donations).values({ amountCents: 5000, donorEmail: 'd@example.com', status: 'paid', paidAt: now, createdAt: now });
    const after = await loadAdminAnalytics(db, { period: 'day', now });
    expect(after.series.registrations.at(-2)! - before.series.registrations.at(-2)!).toBe(1);
    expect(after.series.registrations.at(-1)).toBe(before.series.registrations.at(-1));
    expect(after.series.donations.at(-1)! - before.series.donations.at(-1)!).toBe(1);
    expect(after.totals.donationCents - before.totals.donationCents).toBe(5000);
    expect(after.series.pageViews.slice(-2)).toEqual([1, 3]);
    expect(after.series.donations.slice(0, 28).every((value) => value === 0)).toBe(true);
    expect(after.boards[0]).toMatchObject({ label: 'CB 11 - East Harlem', views: 4, registrations: 1 });
    expect(after.topBusinesses).toEqual([{ id: club.id, label: 'Salsa Club', views: 3 }]);
    const months = await loadAdminAnalytics(db, { period: 'month', now });
    expect(months.buckets).toHaveLength(12);
    expect(months.buckets.at(-1)).toBe('2026-11');
    expect(months.totals.registrations).toBe(after.totals.registrations);
  });

  it('weeks start on Monday and months on the first', () => {
    expect(bucketsFor('week', '2026-11-24').at(-1)).toEqual({ label: 'Week of 2026-11-23', start: '2026-11-23', end: '2026-11-30' });
    expect(bucketsFor('month', '2026-01-15')[0]).toMatchObject({ start: '2025-02-01', end: '2025-03-01' });
  });

  it("the owner's figures: 30 days of views and favorites", async () => {
    const fan = await storeAccount(db, 'user');
    await db.insert(schema.userFavorites).values({ userId: fan.id, businessId: club.id });
    const figures = await loadBusinessViews(db, club.id, now);
    expect(figures).toMatchObject({ viewsLast30Days: 3, favorites: 1 });
    expect(figures.viewsByDay).toHaveLength(30);
    expect((await loadBusinessViews(db, cafe.id, now)).viewsLast30Days).toBe(0);
  });
});
