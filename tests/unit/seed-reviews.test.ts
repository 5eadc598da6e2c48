import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { seedDatabase } from '#db/seed.ts';
import { BUSINESSES } from '#db/seed-data/businesses.ts';
import { CATEGORY_WORDS, REVIEW_POOLS, spreadRatings } from '#db/seed-data/reviews.ts';
import { DEMO_ACCOUNTS } from '#db/seed-data/people.ts';
import { saveReview } from '#lib/server/reviews/reviews.ts';
import { getBusinessPage } from '#lib/server/businesses/business-page.ts';
import { memberTestimonials } from '#lib/server/membership/testimonials.ts';
import { buildReview, buildUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

const NOW = new Date('2026-11-21T15:00:00Z');
const DAY = 86_400_000;

describe('spreading ratings', () => {
  it('keeps the count and the average while the stars vary', () => {
    expect(spreadRatings(4.4, 5, 0)).toEqual([5, 5, 4, 4, 4]);
    expect(spreadRatings(4.4, 5, 1)).toEqual([5, 5, 5, 4, 3]);
    expect(spreadRatings(4.0, 6, 2)).toEqual([5, 5, 5, 4, 3, 2]);
    expect(spreadRatings(4.8, 5, 2)).toEqual([5, 5, 5, 5, 4]);
    for (const [target, count, spread] of [
      [4.3, 6, 2],
      [4.7, 4, 1],
      [4.1, 3, 2],
    ]) {
      const ratings = spreadRatings(target, count, spread);
      expect(ratings).toHaveLength(count);
      expect(ratings.reduce((sum, value) => sum + value, 0)).toBe(Math.round(target * count));
    }
  });
});

describe('seeded demo reviews', async () => {
  const { db } = await useFreshDatabase();
  await seedDatabase(db, { now: NOW });
  const rows = await db
    .select({
      review: schema.businessReviews,
      business: schema.businesses.name,
      listedAt: schema.businesses.createdAt,
      rating: schema.businesses.rating,
      category: schema.businessCategories.slug,
    })
    .from(schema.businessReviews)
    .innerJoin(schema.businesses, eq(schema.businesses.id, schema.businessReviews.businessId))
    .innerJoin(schema.businessCategories, eq(schema.businessCategories.id, schema.businesses.categoryId));

  it('never uses a review text twice', () => {
    expect(rows.length).toBeGreaterThan(250);
    const comments = rows.map(({ review }) => review.comment);
    expect(new Set(comments).size).toBe(comments.length);
  });

  it('writes each review for its business’s category, in the tone of its stars', () => {
    for (const { review, business, category } of rows) {
      const pool = REVIEW_POOLS[category as keyof typeof REVIEW_POOLS];
      const openings = review.rating >= 4 ? pool.praise : review.rating === 3 ? pool.mixed : pool.complaint;
      const opening = openings.find(([, text]) => review.comment!.startsWith(text));
      expect(opening, `${business}: ${review.comment}`).toBeDefined();
      expect(review.title).toBe(opening![0]);
      expect(review.comment, `${business} (${category})`).toMatch(CATEGORY_WORDS[category as keyof typeof CATEGORY_WORDS]);
    }
    for (const [category, pool] of Object.entries(REVIEW_POOLS))
      for (const [, text] of [...pool.praise, ...pool.mixed, ...pool.complaint])
        expect(text, category).toMatch(CATEGORY_WORDS[category as keyof typeof CATEGORY_WORDS]);
    // The word lists tell the categories apart: a restaurant's review does not read as a museum's.
    const restaurant = rows.find((row) => row.category === 'restaurants')!;
    expect(restaurant.review.comment).not.toMatch(CATEGORY_WORDS.museums);
  });

  it('has each member review a business once, with many distinct reviewers and varied stars', () => {
    const pairs = rows.map(({ review }) => `${review.userId}:${review.businessId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(rows.map(({ review }) => review.userId)).size).toBeGreaterThanOrEqual(30);
    const stars = new Set(rows.map(({ review }) => review.rating));
    expect([...stars].sort()).toEqual(expect.arrayContaining([3, 4, 5]));
  });

  it('gives each business 3 to 6 reviews whose average is its rating, near what the seed says', () => {
    const byBusiness = Map.groupBy(rows, (row) => row.business);
    expect(byBusiness.size).toBe(BUSINESSES.length);
    for (const seed of BUSINESSES) {
      const reviews = byBusiness.get(seed.name)!;
      expect(reviews.length, seed.name).toBeGreaterThanOrEqual(3);
      expect(reviews.length, seed.name).toBeLessThanOrEqual(6);
      const average = reviews.reduce((sum, row) => sum + row.review.rating, 0) / reviews.length;
      expect(reviews[0].rating, seed.name).toBe(Math.round(average * 100) / 100);
      expect(Math.abs(average - seed.rating), seed.name).toBeLessThanOrEqual(1 / (2 * reviews.length) + 1e-9);
    }
  });

  it('marks every seeded review as demo and dates it after the listing and before today', () => {
    for (const { review, listedAt, business } of rows) {
      expect(review.isDemo, business).toBe(true);
      expect(review.createdAt.getTime(), business).toBeGreaterThan(listedAt.getTime());
      expect(review.createdAt.getTime(), business).toBeLessThanOrEqual(NOW.getTime() - 5 * DAY);
      expect(review.updatedAt.getTime(), business).toBe(review.createdAt.getTime());
    }
  });

  it('never marks a member’s own review as demo, nor a demo review once its member rewrites it', async () => {
    const [member] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS[3].email));
    const seeded = rows[0].review;
    const { reviewId } = await saveReview(db, member, {
      businessId: seeded.businessId,
      rating: 2,
      title: 'Mine',
      comment: 'My own words.',
    });
    await saveReview(
      db,
      { id: seeded.userId, role: 'user', businessId: null },
      { ...seeded, title: 'Rewritten', comment: 'Now in my words.' },
    );
    const after = await db
      .select({ id: schema.businessReviews.id, isDemo: schema.businessReviews.isDemo })
      .from(schema.businessReviews)
      .where(sql`${schema.businessReviews.id} in (${reviewId}, ${seeded.id})`);
    expect(after.map((row) => row.isDemo)).toEqual([false, false]);
  });

  it('shows a business page’s stars five to one with their counts, in the page’s one round trip', async () => {
    // A business without events: their all-in prices take a round trip of their own.
    const [{ businessId }] = await db.all<{ businessId: number }>(
      sql`select b.id as businessId from businesses b where not exists (select 1 from events e where e.business_id = b.id) order by b.id limit 1`,
    );
    let page!: Awaited<ReturnType<typeof getBusinessPage>>;
    expect(await countRoundTrips(async () => (page = await getBusinessPage(db, businessId, NOW)))).toBe(1);
    const own = rows.filter((row) => row.review.businessId === businessId).map((row) => row.review.rating);
    expect(page!.ratings.map((row) => row.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(page!.ratings.map((row) => row.count)).toEqual([5, 4, 3, 2, 1].map((stars) => own.filter((value) => value === stars).length));
    expect(page!.ratings.reduce((sum, row) => sum + row.count, 0)).toBe(page!.business.reviewCount);
    expect(page!.reviews.every((review) => review.demo)).toBe(true);
  });

  it('quotes distinct members in distinct words on /premium, each with the first name and the neighborhood', async () => {
    const seeded = await memberTestimonials(db);
    expect(seeded).toHaveLength(3);
    expect(new Set(seeded.map((item) => item.quote)).size).toBe(3);
    expect(new Set(seeded.map((item) => item.author)).size).toBe(3);
    for (const item of seeded) {
      expect(item.author).toMatch(/^[A-Z][a-zá-ú]+$/);
      expect(['Hamilton Heights', 'Central Harlem', 'East Harlem', 'Washington Heights']).toContain(item.neighborhood);
      expect(item.demo).toBe(true);
    }
    // A member with two recent five-star reviews is quoted once, and a second member's copy of those words not at all.
    const [ana, ben] = await db
      .insert(schema.users)
      .values([buildUser({ firstName: 'Ana', lastName: 'Quote' }), buildUser({ firstName: 'Ben', lastName: 'Copy' })])
      .returning();
    const words = 'A late supper here was the warmest welcome we had in the whole city, start to finish.';
    const [first, second, third] = rows.map((row) => row.review.businessId).filter((id, index, all) => all.indexOf(id) === index);
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    await db
      .insert(schema.businessReviews)
      .values([
        buildReview({ userId: ana.id, businessId: first, rating: 5, comment: words, createdAt: at(3) }),
        buildReview({ userId: ana.id, businessId: second, rating: 5, comment: `${words} Again.`, createdAt: at(2) }),
        buildReview({ userId: ben.id, businessId: third, rating: 5, comment: words, createdAt: at(1) }),
      ]);
    const latest = await memberTestimonials(db);
    expect(latest.map((item) => [item.author, item.quote, item.demo])).toEqual([
      ['Ana', words, false],
      [seeded[0].author, seeded[0].quote, true],
      [seeded[1].author, seeded[1].quote, true],
    ]);
  });
});
