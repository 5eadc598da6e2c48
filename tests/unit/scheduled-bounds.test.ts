/**
 * The scheduled job is bounded per run (issue 34): on Workers a Cron Trigger has a CPU limit, so
 * each step takes at most a batch of rows and leaves the rest to the next run, which carries on
 * where it stopped. Shown on the listings step, the one with no bound before.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { LISTINGS_ENDED_PER_RUN, runScheduledJobs } from '#lib/server/jobs/scheduled.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('a run of the scheduled job', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10 });
  const category = await createCategory(db);

  it('ends at most a batch of listings, and the next run ends the rest', async () => {
    const ended = new Date(Date.now() - 86_400_000);
    const businesses = await Promise.all(
      [1, 2, 3].map((n) =>
        createBusiness(db, {
          name: `Listing ${n}`,
          communityBoardId: board.id,
          categoryId: category.id,
          listingPriority: 3,
          listingExpiresAt: ended,
        }),
      ),
    );
    const total = LISTINGS_ENDED_PER_RUN + 30;
    await db.insert(schema.businessListingPayments).values(
      Array.from({ length: total }, (_, n) => ({
        businessId: businesses[n % 3].id,
        planType: 'premium',
        amountCents: 14900,
        status: 'paid' as const,
        paidAt: new Date(ended.getTime() - 30 * 86_400_000),
        expiresAt: ended,
      })),
    );
    const stillPaid = async () =>
      (
        await db
          .select({ n: count() })
          .from(schema.businessListingPayments)
          .where(and(eq(schema.businessListingPayments.status, 'paid')))
      )[0].n;

    const first = await runScheduledJobs(db, { stripe: null, origin: 'http://localhost' });
    expect(first.listingsExpired).toBe(LISTINGS_ENDED_PER_RUN);
    expect(await stillPaid()).toBe(30);
    const second = await runScheduledJobs(db, { stripe: null, origin: 'http://localhost' });
    expect(second.listingsExpired).toBe(30);
    expect(await stillPaid()).toBe(0);
    const third = await runScheduledJobs(db, { stripe: null, origin: 'http://localhost' });
    expect(third.listingsExpired).toBe(0);
    // The businesses were recomputed: none still ranks or shows as listed.
    const listed = await db
      .select({ priority: schema.businesses.listingPriority, until: schema.businesses.listingExpiresAt })
      .from(schema.businesses);
    expect(listed).toEqual([1, 2, 3].map(() => ({ priority: 0, until: null })));
  });
});
