import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { seedDatabase } from '#db/seed.ts';
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '#db/seed-data/people.ts';
import { DEMO_VIDEO } from '#db/seed-data/demo-video.ts';
import { isArtwork } from '#lib/domain/artwork.ts';
import { boardAt } from '#lib/domain/community-boards.ts';
import { verifyPassword } from '#lib/server/auth/password.ts';
import { openingHoursProblem } from '#lib/server/businesses/opening-hours.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const NOW = new Date('2026-11-21T15:00:00Z');
const DAY = 86_400_000;

describe('seed data', async () => {
  const { db } = await useFreshDatabase();
  const first = await seedDatabase(db, { now: NOW });

  it('fills an empty database with reference and demo data', () => {
    expect(first).toMatchObject({ reference: true, demo: true, counts: { communityBoards: 4, businesses: 65 } });
  });

  it('has the four community boards 9 to 12 with their names and centres', async () => {
    const boards = await db.select().from(schema.communityBoards).orderBy(schema.communityBoards.number);
    expect(boards.map((board) => [board.id, board.number, board.name])).toEqual([
      [9, 9, 'Hamilton Heights'],
      [10, 10, 'Central Harlem'],
      [11, 11, 'East Harlem'],
      [12, 12, 'Washington Heights'],
    ]);
    for (const board of boards) expect(boardAt({ latitude: board.latitude!, longitude: board.longitude! })).toBe(board.number);
  });

  it('has at least 10 categories including the ones the navigation links to', async () => {
    const categories = await db.select().from(schema.businessCategories);
    expect(categories.length).toBeGreaterThanOrEqual(10);
    const slugs = categories.map((category) => category.slug);
    for (const slug of ['restaurants', 'music', 'art-culture', 'museums', 'hotels', 'history', 'shopping', 'bars-nightlife'])
      expect(slugs).toContain(slug);
    const byId = new Map(categories.map((category) => [category.id, category.slug]));
    expect([byId.get(1), byId.get(2), byId.get(6), byId.get(7), byId.get(9)]).toEqual([
      'restaurants',
      'museums',
      'bars-nightlife',
      'art-culture',
      'shopping',
    ]);
  });

  it('spreads at least 60 complete businesses over all four boards, each located inside its board', async () => {
    const rows = await db.select().from(schema.businesses);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const perBoard = new Map<number, number>();
    for (const business of rows) {
      perBoard.set(business.communityBoardId, (perBoard.get(business.communityBoardId) ?? 0) + 1);
      expect(business.address, business.name).toMatch(/New York, NY 100\d\d/);
      expect(business.openingHours ?? business.hours, business.name).toBeTruthy();
      if (business.openingHours) expect(openingHoursProblem(business.openingHours), business.name).toBeNull();
      expect(business.priceRange, business.name).toMatch(/^\${1,4}$/);
      expect(business.rating, business.name).toBeGreaterThanOrEqual(1);
      expect(business.phone, business.name).toMatch(/^\(212\) 555-01\d\d$/);
      expect(business.email, business.name).toMatch(/\.example$/);
      expect(boardAt({ latitude: business.latitude!, longitude: business.longitude! }), business.name).toBe(business.communityBoardId);
    }
    for (const board of [9, 10, 11, 12]) expect(perBoard.get(board)).toBeGreaterThanOrEqual(12);
  });

  it('makes some businesses premium through paid, unexpired listings', async () => {
    const payments = await db.select().from(schema.businessListingPayments).where(eq(schema.businessListingPayments.status, 'paid'));
    expect(payments.length).toBeGreaterThanOrEqual(10);
    for (const payment of payments) expect(payment.expiresAt!.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('derives each rating from its reviews', async () => {
    const rows = await db.all<{ rating: number; average: number }>(
      sql`select b.rating as rating, avg(r.rating) as average from businesses b join business_reviews r on r.business_id = b.id group by b.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of rows) expect(row.rating).toBeCloseTo(row.average, 2);
  });

  it('places at least 40 events from the past month to a year ahead, most in the next three months, of every kind', async () => {
    const events = await db.select().from(schema.events);
    expect(events.length).toBeGreaterThanOrEqual(40);
    for (const event of events) {
      expect(event.startsAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 31 * DAY);
      expect(event.startsAt.getTime()).toBeLessThanOrEqual(NOW.getTime() + 366 * DAY);
    }
    expect(events.filter((event) => event.startsAt < NOW).length).toBeGreaterThanOrEqual(8);
    expect(
      events.filter((event) => event.startsAt > NOW && event.startsAt.getTime() < NOW.getTime() + 92 * DAY).length,
    ).toBeGreaterThanOrEqual(25);
    expect(events.some((event) => !event.priceCents)).toBe(true);
    expect(events.some((event) => (event.priceCents ?? 0) > 0)).toBe(true);
    expect(events.some((event) => event.isPremium)).toBe(true);
    expect(events.some((event) => event.businessId !== null)).toBe(true);
    expect(events.some((event) => event.businessId === null && event.communityBoardId !== null)).toBe(true);
  });

  it('gives every business its own artwork and every event a picture of its own, small files that exist', async () => {
    const businesses = await db.select({ name: schema.businesses.name, imageUrl: schema.businesses.imageUrl }).from(schema.businesses);
    const events = await db.select({ title: schema.events.title, imageUrl: schema.events.imageUrl }).from(schema.events);
    for (const { imageUrl } of [...businesses, ...events]) expect(isArtwork(imageUrl), String(imageUrl)).toBe(true);
    const drawings = new Map(businesses.map(({ name, imageUrl }) => [name, readFileSync(`public${imageUrl}`, 'utf8')]));
    // Each business's file, each drawn differently (not one picture under many names).
    expect(new Set(businesses.map((business) => business.imageUrl)).size).toBe(businesses.length);
    expect(new Set(drawings.values()).size).toBe(businesses.length);
    for (const [name, svg] of drawings) {
      expect(svg.length, name).toBeLessThan(6_000);
      expect(svg, name).toContain(name.replaceAll('&', '&#38;').replaceAll("'", '&#39;').split(' ')[0]);
    }
    // A series shares its drawing; different events never do.
    const byTitle = new Map(events.map((event) => [event.title, event.imageUrl]));
    expect(new Set(byTitle.values()).size).toBe(byTitle.size);
    for (const url of byTitle.values()) expect(readFileSync(`public${url}`, 'utf8').length).toBeLessThan(6_000);
  });

  it('has no stand-in photos, one real video tour with captions, and plans from the decisions', async () => {
    // Galleries show only what owners upload (issue 35): the seed adds none.
    const [{ photos }] = await db.select({ photos: count() }).from(schema.businessPhotos);
    expect(photos).toBe(0);
    // The demo kitchen's tour is a file shipped with the guide, under 1 MB, with WebVTT captions.
    const videos = await db.select().from(schema.businessVideos);
    expect(videos).toEqual([
      expect.objectContaining({ videoUrl: DEMO_VIDEO.videoUrl, captionsUrl: DEMO_VIDEO.captionsUrl, duration: DEMO_VIDEO.seconds }),
    ]);
    const [kitchen] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, videos[0].businessId));
    expect(kitchen.name).toBe('Lenox Avenue Soul Kitchen');
    const video = readFileSync(`public${DEMO_VIDEO.videoUrl}`);
    expect(video.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML: a WebM file
    expect(video.length).toBeLessThan(1_000_000);
    expect(readFileSync(`public${DEMO_VIDEO.captionsUrl}`, 'utf8')).toMatch(
      /^WEBVTT\n\n1\n00:00\.000 --> 00:03\.000\nLenox Avenue Soul Kitchen/,
    );
    const plans = await db.select().from(schema.listingPlans).orderBy(schema.listingPlans.priority);
    expect(plans.map((plan) => [plan.name, plan.priceCents, plan.durationDays, plan.priority])).toEqual([
      ['Basic', 2900, 30, 1],
      ['Standard Plus', 7900, 60, 2],
      ['Annual Premium', 19900, 365, 3],
      ['Premium Featured', 14900, 90, 4],
      ['Platinum Elite', 29900, 180, 5],
    ]);
    const premium = await db.select().from(schema.subscriptionPlans).where(eq(schema.subscriptionPlans.planTier, 'premium'));
    expect(
      premium
        .filter((plan) => plan.planType === 'user')
        .map((plan) => plan.priceCents)
        .sort(),
    ).toEqual([999, 9999]);
  });

  it('has one demo account per role whose README password works, the owner linked to a business', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(schema.users).where(eq(schema.users.email, account.email));
      expect(user.role).toBe(account.role);
      expect(user.isPremium).toBe(account.isPremium);
      expect(await verifyPassword(account.password, user.passwordHash!)).toBe(true);
      expect(await verifyPassword('wrong-password', user.passwordHash!)).toBe(false);
    }
    const [owner] = await db.select().from(schema.users).where(eq(schema.users.role, 'business_owner'));
    const [business] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, owner.businessId!));
    expect(business.ownerId).toBe(owner.id);
  });

  it('has Harlem Week programmes for the coming edition (2027, seeded after the 2026 one) and the two before, each in August with free and ticketed events', async () => {
    const rows = await db.select().from(schema.festivalEvents);
    const years = [...new Set(rows.map((row) => row.year))].sort();
    expect(years).toEqual([2025, 2026, 2027]);
    for (const year of years) {
      const ofYear = rows.filter((row) => row.year === year);
      expect(ofYear.length, String(year)).toBeGreaterThanOrEqual(8);
      expect(ofYear.length, String(year)).toBeLessThanOrEqual(12);
      expect(ofYear.some((row) => !row.ticketPriceCents)).toBe(true);
      expect(ofYear.some((row) => (row.ticketPriceCents ?? 0) > 0)).toBe(true);
      for (const row of ofYear) {
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(row.startsAt);
        expect(day.slice(0, 7), row.title).toBe(`${year}-08`);
        expect(row.endsAt!.getTime(), row.title).toBeGreaterThan(row.startsAt.getTime());
        expect(row.location, row.title).toBeTruthy();
        // Ticket links only for ticketed events, and only to the reserved .example domain.
        if (row.ticketPriceCents) expect(new URL(row.ticketUrl!).hostname, row.title).toMatch(/\.example$/);
        else expect(row.ticketUrl, row.title).toBeNull();
      }
    }
    expect(rows.some((row) => !row.isOfficial)).toBe(true);
  });

  it('lists properties of both types, for sale and for rent, on every board, each inside its board', async () => {
    const rows = await db.select().from(schema.properties);
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(rows.length).toBeLessThanOrEqual(24);
    for (const board of [9, 10, 11, 12])
      expect(rows.filter((row) => row.communityBoardId === board).length, `CB ${board}`).toBeGreaterThanOrEqual(4);
    for (const type of ['Residential', 'Commercial'] as const) {
      for (const listing of ['sale', 'rent'] as const) {
        expect(
          rows.some((row) => row.propertyType === type && row.listingType === listing),
          `${type} ${listing}`,
        ).toBe(true);
      }
    }
    for (const row of rows) {
      expect(boardAt({ latitude: row.latitude!, longitude: row.longitude! }), row.title).toBe(row.communityBoardId);
      expect(row.address, row.title).toMatch(/New York, NY 100\d\d$/);
      expect(row.priceCents, row.title).toBeGreaterThan(0);
      expect(row.realtorEmail, row.title).toMatch(/\.example$/);
      expect(row.realtorPhone, row.title).toMatch(/^\(212\) 555-01\d\d$/);
      expect(row.imageUrl, row.title).toMatch(/^\/images\//);
      if (row.propertyType === 'Residential') expect(row.bedrooms, row.title).not.toBeNull();
    }
  });

  it("records each role's permissions from the role demo, allowed and denied", async () => {
    const rows = await db.select().from(schema.cmsPermissions);
    const allowed = (role: string) =>
      rows.filter((row) => row.role === role && row.isAllowed).map((row) => `${row.resource}:${row.action}`);
    expect(allowed('admin')).toEqual(
      expect.arrayContaining([
        'businesses:manage_all',
        'photos:manage_all',
        'payments:manage_all',
        'users:manage_all',
        'analytics:manage_all',
      ]),
    );
    expect(allowed('business_owner')).toEqual(
      expect.arrayContaining([
        'businesses:manage_own',
        'photos:manage_own',
        'payments:view_own',
        'listing:upgrade',
        'analytics:view_basic',
      ]),
    );
    expect(allowed('user')).toEqual([
      'businesses:view',
      'favorites:manage_own',
      'reviews:create',
      'events:register',
      'membership:subscribe',
    ]);
    for (const role of ['admin', 'business_owner', 'user']) {
      expect(
        rows.some((row) => row.role === role && !row.isAllowed),
        role,
      ).toBe(true);
    }
    expect(allowed('business_owner')).not.toContain('users:manage_all');
  });

  it('never reseeds or wipes a database that has data', async () => {
    await db.update(schema.businesses).set({ name: 'Renamed By An Admin' }).where(eq(schema.businesses.id, 1));
    const before = await db.select({ n: count() }).from(schema.events);
    const again = await seedDatabase(db, { now: NOW });
    expect(again).toEqual({ reference: false, demo: false });
    expect(await db.select({ n: count() }).from(schema.events)).toEqual(before);
    const [business] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, 1));
    expect(business.name).toBe('Renamed By An Admin');
  });
});
