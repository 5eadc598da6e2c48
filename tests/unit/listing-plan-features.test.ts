/**
 * Listing plans say only what they do (issue 31, item 8). Every plan on sale is bought through the
 * real Checkout and webhook for a business of its own, then each feature its card lists is
 * checked against what the server grants: the days and the priority, events and bookings, video
 * tours. A feature the card lists without a check here fails the test, as does one listed twice;
 * a feature the plan leaves out must be refused. A plan without video tours leaves a business's
 * own videos as public as they were.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { useLocalCheckout } from '../helpers/local-checkout.ts';
import { callAction } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { createBusiness } from '../factories/index.ts';
import { server } from '#actions/index.ts';
import { activeListingPlans } from '#lib/server/listings/listing-payments.ts';
import { listingPlanFeatures, type ListingPlanFeature, type ListingPlanFeatureKey } from '#lib/domain/listing-plan-features.ts';
import { getDirectoryPage } from '#lib/server/businesses/directory.ts';
import { getBusiness } from '#lib/server/businesses/businesses.ts';
import { GET as videosApi, POST as addVideoApi } from '#pages/api/businesses/[id]/videos/index.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';

const DAY = 24 * 60 * 60 * 1000;
const { db } = await useFreshDatabase({ seed: true });
const checkout = useLocalCheckout('plan_features');
const [board] = await db.select().from(schema.communityBoards).limit(1);
const [category] = await db.select().from(schema.businessCategories).limit(1);

type Bought = { businessId: number; owner: SessionUser; paidAt: Date; expiresAt: Date };

/** A new business, with a video it had before, buys the plan through Checkout and the webhook. */
async function buy(slug: string): Promise<Bought> {
  const business = await createBusiness(db, { name: `Plan Test ${slug}`, communityBoardId: board.id, categoryId: category.id, rating: 1 });
  await db
    .insert(schema.businessVideos)
    .values({ businessId: business.id, title: 'Before the plan', videoUrl: `https://video.example/${slug}` });
  const owner = await storeAccount(db, 'business_owner', { businessId: business.id });
  const started = await callAction(
    server.payments.buyListing,
    { plan: slug, businessId: String(business.id), returnTo: 'payment' },
    { user: owner },
  );
  expect(started.error).toBeUndefined();
  await checkout.deliver(await checkout.pay(started.data.redirect));
  const [payment] = await db
    .select()
    .from(schema.businessListingPayments)
    .where(and(eq(schema.businessListingPayments.businessId, business.id), eq(schema.businessListingPayments.status, 'paid')));
  return { businessId: business.id, owner, paidAt: payment.paidAt!, expiresAt: payment.expiresAt! };
}

const inTenDays = () => toNewYorkParts(new Date(Date.now() + 10 * DAY)).date;

async function postEvent(bought: Bought) {
  return callAction(
    server.owner.createEvent,
    {
      businessId: String(bought.businessId),
      next: '/business-dashboard?tab=events',
      title: 'Plan test night',
      description: 'Live music.',
      date: inTenDays(),
      startTime: '19:00',
      endTime: '21:00',
      location: '',
      price: '',
      maxCapacity: '',
      imageUrl: '',
    },
    { user: bought.owner },
  );
}

async function addService(bought: Bought) {
  return callAction(
    server.owner.createService,
    {
      businessId: String(bought.businessId),
      name: 'Tasting',
      description: '',
      // Free: a paid one also needs a connected Stripe account (tests/unit/connected-accounts.test.ts).
      price: '0',
      durationMinutes: '60',
      placesPerSlot: '4',
      next: '/business-dashboard?tab=events',
    },
    { user: bought.owner },
  );
}

async function addVideo(bought: Bought) {
  return callApi(
    addVideoApi,
    `/api/businesses/${bought.businessId}/videos`,
    { id: String(bought.businessId) },
    { method: 'POST', user: bought.owner, json: { title: 'Plan tour', videoUrl: 'https://video.example/tour' } },
  );
}

const anonymousVideos = async (bought: Bought) =>
  (await callApi(videosApi, `/api/businesses/${bought.businessId}/videos`, { id: String(bought.businessId) }, { user: null })).body as {
    title: string;
    videoUrl: string | null;
    locked?: boolean;
  }[];

/** What the server must do for each feature a card can list: granted when listed, refused when not. */
const CHECKS: Record<
  ListingPlanFeatureKey,
  { granted: (bought: Bought, feature: ListingPlanFeature) => Promise<void>; refused?: (bought: Bought) => Promise<void> }
> = {
  days: {
    async granted(bought, feature) {
      if (feature.key !== 'days') throw new Error('not a days feature');
      expect(Math.round((bought.expiresAt.getTime() - bought.paidAt.getTime()) / DAY)).toBe(feature.days);
      expect((await getBusiness(db, bought.businessId, new Date(bought.expiresAt.getTime() - 60_000)))?.isPremium).toBe(true);
      expect((await getBusiness(db, bought.businessId, new Date(bought.expiresAt.getTime() + 60_000)))?.isPremium).toBe(false);
    },
  },
  priority: {
    async granted(bought, feature) {
      if (feature.key !== 'priority') throw new Error('not a priority feature');
      const [row] = await db
        .select({ priority: schema.businesses.listingPriority })
        .from(schema.businesses)
        .where(eq(schema.businesses.id, bought.businessId));
      expect(row.priority).toBe(feature.priority);
      // Rated 1 star, it still ranks above every basic listing of the board.
      const directory = await getDirectoryPage(db, { communityBoardId: board.id }, 1);
      const position = directory.businesses.findIndex((business) => business.id === bought.businessId);
      expect(position).toBeGreaterThanOrEqual(0);
      expect(directory.businesses.slice(0, position).every((business) => business.isPremium)).toBe(true);
    },
  },
  events: {
    async granted(bought) {
      expect((await postEvent(bought)).error).toBeUndefined();
      expect((await addService(bought)).error).toBeUndefined();
    },
    async refused(bought) {
      expect((await postEvent(bought)).error).toMatchObject({ status: 403 });
      expect((await addService(bought)).error).toMatchObject({ status: 403 });
    },
  },
  videos: {
    async granted(bought) {
      expect((await addVideo(bought)).status).toBe(201);
      // The plan's stated rule: its video tours play for premium members; others see them locked.
      expect((await anonymousVideos(bought)).every((video) => video.locked === true && video.videoUrl === null)).toBe(true);
    },
    async refused(bought) {
      const answer = await addVideo(bought);
      expect([answer.status, answer.body.message]).toEqual([
        403,
        'Video tours are a listing plan feature. Choose a listing plan with video tours to add videos.',
      ]);
      // Its own video from before the plan is not hidden from visitors by the upgrade.
      expect(await anonymousVideos(bought)).toEqual([
        expect.objectContaining({ title: 'Before the plan', videoUrl: expect.stringContaining('video.example') }),
      ]);
    },
  },
};

describe('listing plan cards', () => {
  it('list each feature of every seeded plan once, in words that come from the plan’s columns alone', async () => {
    const plans = await activeListingPlans(db);
    expect(plans.map((plan) => plan.slug)).toEqual(['basic', 'standard-plus', 'premium-featured', 'annual-premium', 'platinum-elite']);
    for (const plan of plans) {
      const keys = listingPlanFeatures(plan).map((feature) => feature.key);
      expect(new Set(keys).size, plan.slug).toBe(keys.length);
      expect(keys.slice(0, 2)).toEqual(['days', 'priority']);
    }
    // Nothing else on a plan row could promise more (the boost, photography and SEO columns are gone).
    expect(Object.keys(plans[0]).sort()).toEqual([
      'description',
      'durationDays',
      'eventsIncluded',
      'id',
      'isActive',
      'isPopular',
      'isRecommended',
      'name',
      'priceCents',
      'priority',
      'slug',
      'stripePriceId',
      'videoIncluded',
    ]);
  });

  it.each(['basic', 'standard-plus', 'premium-featured', 'annual-premium', 'platinum-elite'].map((slug) => [slug]))(
    '%s: every listed feature is granted by the server, every other one refused',
    async (slug) => {
      const [plan] = await db.select().from(schema.listingPlans).where(eq(schema.listingPlans.slug, slug));
      const listed = listingPlanFeatures(plan);
      const bought = await buy(slug);
      for (const feature of listed) {
        const check = CHECKS[feature.key];
        expect(check, `no server check for the listed feature "${feature.key}"`).toBeDefined();
        await check.granted(bought, feature);
      }
      const unlisted = (Object.keys(CHECKS) as ListingPlanFeatureKey[]).filter((key) => !listed.some((feature) => feature.key === key));
      for (const key of unlisted) await CHECKS[key].refused?.(bought);
    },
  );

  it('a plan’s features follow its columns: a plan without events refuses them, and features end with the plan', async () => {
    await db.update(schema.listingPlans).set({ eventsIncluded: false }).where(eq(schema.listingPlans.slug, 'basic'));
    try {
      const [plan] = await db.select().from(schema.listingPlans).where(eq(schema.listingPlans.slug, 'basic'));
      expect(listingPlanFeatures(plan).map((feature) => feature.key)).toEqual(['days', 'priority']);
      await CHECKS.events.refused!(await buy('basic'));
    } finally {
      await db.update(schema.listingPlans).set({ eventsIncluded: true }).where(eq(schema.listingPlans.slug, 'basic'));
    }
    // An ended plan grants nothing: the business is basic again.
    const ended = await buy('standard-plus');
    await db
      .update(schema.businessListingPayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.businessListingPayments.businessId, ended.businessId));
    await CHECKS.events.refused!(ended);
    expect((await addVideo(ended)).status).toBe(403);
  });
});
