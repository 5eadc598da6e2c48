/**
 * Advertising (issue 17): the pure rules (states, targeting, the fair draw, addresses, figures),
 * who counts as a person's browser, and the counting against a database: one impression per
 * view, never past the budget even when impressions arrive together, nothing for forged or
 * repeated views, and clicks once per view.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adDailyStats, advertisements, partnershipPlans, partnerSubscriptions } from '#db/schema.ts';
import { adStateOf, clickThroughRate, costPerClick, isAdTargetUrl, matchesTargeting, pickAd, rotationWeight } from '#lib/domain/ads.ts';
import { countImpression, followClick, isPersonsBrowser } from '#lib/server/advertising/ad-counting.ts';
import { fillSlot, forgetPlacementAds, listEligibleAds, placementHasAds } from '#lib/server/advertising/ad-serving.ts';
import { countRequestRoundTrips } from '#lib/server/db/client.ts';
import { createUser } from '../factories/index.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const DAY = 86_400_000;

describe('an ad’s state', () => {
  const ad = {
    status: 'approved',
    budgetCents: 100,
    spentCents: 0,
    startsAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + DAY),
  };
  it('reads live, scheduled, paused, or ended for the budget, the schedule or the plan', () => {
    expect(adStateOf(ad, true, NOW)).toBe('live');
    expect(adStateOf({ ...ad, startsAt: new Date(NOW.getTime() + DAY) }, true, NOW)).toBe('scheduled');
    expect(adStateOf({ ...ad, status: 'paused' }, true, NOW)).toBe('paused');
    expect(adStateOf({ ...ad, spentCents: 100 }, true, NOW)).toBe('ended_budget');
    expect(adStateOf({ ...ad, endsAt: NOW }, true, NOW)).toBe('ended_schedule');
    expect(adStateOf(ad, false, NOW)).toBe('ended_plan');
    for (const status of ['draft', 'pending', 'rejected']) expect(adStateOf({ ...ad, status }, true, NOW)).toBe(status);
  });
});

describe('targeting, the draw and the figures', () => {
  it('shows a targeted ad only on pages of its boards and categories', () => {
    expect(matchesTargeting({ boards: [], categories: [] }, { board: null, category: null })).toBe(true);
    expect(matchesTargeting({ boards: [10], categories: [] }, { board: 10, category: null })).toBe(true);
    expect(matchesTargeting({ boards: [10], categories: [] }, { board: 11, category: 3 })).toBe(false);
    expect(matchesTargeting({ boards: [10], categories: [] }, { board: null, category: null })).toBe(false);
    expect(matchesTargeting({ boards: [], categories: [3] }, { board: 9, category: 3 })).toBe(true);
    expect(matchesTargeting({ boards: [], categories: [3] }, { board: 9, category: 4 })).toBe(false);
  });

  it('weighs ads by priority and remaining budget, and gives every eligible ad its share', () => {
    expect(rotationWeight({ id: 1, priority: 3, remainingCents: 400 })).toBe(60);
    expect(rotationWeight({ id: 1, priority: 0, remainingCents: 400 })).toBe(20);
    expect(rotationWeight({ id: 1, priority: 5, remainingCents: 0 })).toBe(0);
    const ads = [
      { id: 1, priority: 1, remainingCents: 100 },
      { id: 2, priority: 3, remainingCents: 100 },
      { id: 3, priority: 3, remainingCents: 0 },
    ];
    const shares = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const chosen = pickAd(ads, i / 1000)!;
      shares.set(chosen.id, (shares.get(chosen.id) ?? 0) + 1);
    }
    expect(shares.get(1)).toBe(250);
    expect(shares.get(2)).toBe(750);
    expect(shares.has(3)).toBe(false);
    expect(pickAd([], 0.5)).toBeNull();
  });

  it('takes only http and https addresses', () => {
    for (const good of ['https://example.com/', 'http://example.com/menu?x=1']) expect(isAdTargetUrl(good)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/', 'data:text/html,hi', '//example.com', 'example.com', 'https://', ''])
      expect(isAdTargetUrl(bad)).toBe(false);
  });

  it('computes CTR and cost per click from the counts and the spend', () => {
    expect(clickThroughRate(100, 2)).toBe(0.02);
    expect(clickThroughRate(0, 0)).toBe(0);
    expect(costPerClick(100, 2)).toBe(50);
    expect(costPerClick(100, 0)).toBeNull();
  });
});

describe('a person’s browser', () => {
  const request = (agent: string | null) =>
    new Request('http://site.test/ads/seen', {
      headers: agent === null ? {} : { 'user-agent': agent },
    });
  it('is Chrome on a desktop or a phone (as Playwright’s devices say), never a crawler or a script', () => {
    const desktopChrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.7339.16 Safari/537.36';
    const phoneChrome =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.7339.16 Mobile Safari/537.36';
    expect(isPersonsBrowser(request(desktopChrome))).toBe(true);
    expect(isPersonsBrowser(request(phoneChrome))).toBe(true);
    // A headless browser draws the page and reports the view in sight like any other.
    expect(
      isPersonsBrowser(
        request('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36'),
      ),
    ).toBe(true);
    for (const bot of [
      'curl/8.5.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'python-requests/2.32.3',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Wget/1.21.4',
      '',
      null,
    ])
      expect(isPersonsBrowser(request(bot))).toBe(false);
  });
});

describe('counting against the database', async () => {
  const { db } = await useFreshDatabase();
  const advertiser = await createUser(db);
  const [plan] = await db
    .insert(partnershipPlans)
    .values({
      name: 'Unit plan',
      slug: 'unit-plan',
      monthlyFeeCents: 29900,
      adCredits: 10_000,
      maxAds: 5,
      priority: 2,
    })
    .returning();
  await db.insert(partnerSubscriptions).values({
    userId: advertiser.id,
    planId: plan.id,
    stripeSubscriptionId: 'sub_unit',
    status: 'active',
    currentPeriodStart: new Date(NOW.getTime() - DAY),
    currentPeriodEnd: new Date(NOW.getTime() + 20 * DAY),
  });
  const newAd = async (values: Partial<typeof advertisements.$inferInsert> = {}) =>
    (
      await db
        .insert(advertisements)
        .values({
          partnerId: advertiser.id,
          title: 'Lunch on Lenox',
          targetUrl: 'https://example.com/lunch',
          adType: 'banner',
          placement: 'events',
          budgetCents: 5,
          status: 'approved',
          startsAt: new Date(NOW.getTime() - DAY),
          endsAt: new Date(NOW.getTime() + DAY),
          ...values,
        })
        .returning()
    )[0]!;
  const adOf = async (id: number) => (await db.select().from(advertisements).where(eq(advertisements.id, id)))[0]!;

  it('counts one impression per view, repeats and forgeries none, and never spends past the budget', async () => {
    const ad = await newAd();
    const views = [];
    for (let i = 0; i < 8; i++) views.push((await fillSlot(db, 'events', { board: null, category: null }, NOW))!);
    expect(views.every((view) => view.id === ad.id)).toBe(true);
    // Eight views reported at once against a 5-cent budget: five count.
    const counted = await Promise.all(views.map((view) => countImpression(db, view.viewId, NOW)));
    expect(counted.filter(Boolean)).toHaveLength(5);
    expect(await adOf(ad.id)).toMatchObject({ impressions: 5, spentCents: 5 });
    expect(await countImpression(db, views[0].viewId, NOW)).toBe(false);
    for (const forged of ['x', crypto.randomUUID(), 42, null]) expect(await countImpression(db, forged, NOW)).toBe(false);
    expect(await adOf(ad.id)).toMatchObject({ impressions: 5, spentCents: 5 });
    const [day] = await db.select().from(adDailyStats).where(eq(adDailyStats.adId, ad.id));
    expect(day).toMatchObject({
      day: '2026-11-20',
      impressions: 5,
      spentCents: 5,
      clicks: 0,
    });
    // Spent: no longer eligible.
    expect(await fillSlot(db, 'events', { board: null, category: null }, NOW)).toBeNull();
  });

  it('counts a click once per view and sends people to the stored address only', async () => {
    const ad = await newAd({ placement: 'directory', budgetCents: 100 });
    const view = (await fillSlot(db, 'directory', { board: null, category: null }, NOW))!;
    expect(await followClick(db, ad.id, view.viewId, true, NOW)).toBe('https://example.com/lunch');
    expect(await followClick(db, ad.id, view.viewId, true, NOW)).toBe('https://example.com/lunch');
    expect(await followClick(db, ad.id, crypto.randomUUID(), true, NOW)).toBe('https://example.com/lunch');
    expect((await adOf(ad.id)).clicks).toBe(1);
    expect(await followClick(db, 999_999, view.viewId, true, NOW)).toBeNull();
  });

  it('redirects only an approved, running ad: every other state is not found and goes nowhere', async () => {
    const lapsed = await createUser(db);
    await db.insert(partnerSubscriptions).values({
      userId: lapsed.id,
      planId: plan.id,
      stripeSubscriptionId: 'sub_lapsed',
      status: 'active',
      currentPeriodStart: new Date(NOW.getTime() - 40 * DAY),
      currentPeriodEnd: new Date(NOW.getTime() - 10 * DAY),
    });
    const states: Record<string, Partial<typeof advertisements.$inferInsert>> = {
      draft: { status: 'draft' },
      pending: { status: 'pending' },
      rejected: { status: 'rejected' },
      paused: { status: 'paused' },
      'not started': { startsAt: new Date(NOW.getTime() + DAY) },
      ended: { endsAt: new Date(NOW.getTime() - 1) },
      'over budget': { budgetCents: 5, spentCents: 5 },
      'plan ended': { partnerId: lapsed.id },
    };
    for (const [state, values] of Object.entries(states)) {
      const ad = await newAd({
        placement: 'business',
        budgetCents: 100,
        targetUrl: 'https://evil.example/phish',
        ...values,
      });
      expect(await followClick(db, ad.id, crypto.randomUUID(), true, NOW), state).toBeNull();
      expect((await adOf(ad.id)).clicks, state).toBe(0);
    }
    const live = await newAd({ placement: 'business', budgetCents: 100 });
    expect(await followClick(db, live.id, null, false, NOW)).toBe('https://example.com/lunch');
  });

  it('answers a click on a draft with a 404 page and no Location', async () => {
    const { GET } = await import('#pages/ads/[id]/click.ts');
    // The route reads the real clock: this advertiser's plan runs around it.
    const current = await createUser(db);
    await db.insert(partnerSubscriptions).values({
      userId: current.id,
      planId: plan.id,
      stripeSubscriptionId: 'sub_current',
      status: 'active',
      currentPeriodStart: new Date(Date.now() - DAY),
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
    });
    const draft = await newAd({
      partnerId: current.id,
      status: 'draft',
      budgetCents: 100,
      targetUrl: 'https://evil.example/phish',
      startsAt: null,
      endsAt: null,
    });
    const answer = await callApi(GET, `/ads/${draft.id}/click`, {
      id: String(draft.id),
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.body).toContain('Ad Not Found');
    await db.update(advertisements).set({ status: 'approved' }).where(eq(advertisements.id, draft.id));
    const approved = await callApi(GET, `/ads/${draft.id}/click`, {
      id: String(draft.id),
    });
    expect(approved.status).toBe(302);
    expect(approved.headers.get('location')).toBe('https://evil.example/phish');
  });

  it('leaves out paused ads, ads outside their schedule and ads whose advertiser has no plan in force', async () => {
    const other = await createUser(db);
    await newAd({ placement: 'home', budgetCents: 100, status: 'paused' });
    await newAd({
      placement: 'home',
      budgetCents: 100,
      startsAt: new Date(NOW.getTime() + DAY),
    });
    await newAd({ placement: 'home', budgetCents: 100, partnerId: other.id });
    const live = await newAd({ placement: 'home', budgetCents: 100 });
    expect((await listEligibleAds(db, 'home', { board: null, category: null }, NOW)).map((ad) => ad.id)).toEqual([live.id]);
    // A view of an ad that stops being eligible before its beacon counts nothing.
    const view = (await fillSlot(db, 'home', { board: null, category: null }, NOW))!;
    await db.update(advertisements).set({ status: 'paused' }).where(eq(advertisements.id, live.id));
    expect(await countImpression(db, view.viewId, NOW)).toBe(false);
    expect((await adOf(live.id)).impressions).toBe(0);
  });

  it('knows which placements may hold an ad in one read, the process’s, and past half a minute answers from memory while it reads again', async () => {
    forgetPlacementAds();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // An ad for the events pages, none live for the home page (the one above was paused).
      await newAd({ placement: 'events', budgetCents: 100 });
      const first = await countRequestRoundTrips(async () => [
        await placementHasAds(db, 'home', NOW),
        await placementHasAds(db, 'events', NOW),
      ]);
      expect(first).toEqual({ result: [false, true], roundTrips: 0 });
      await newAd({ placement: 'home', budgetCents: 100 });
      expect(await placementHasAds(db, 'home', NOW)).toBe(false);
      vi.setSystemTime(Date.now() + 31_000);
      // The page that finds the answer old is drawn with it; the next ones see the new one.
      expect(await placementHasAds(db, 'home', NOW)).toBe(false);
      await vi.waitFor(async () => expect(await placementHasAds(db, 'home', NOW)).toBe(true));
    } finally {
      vi.useRealTimers();
      forgetPlacementAds();
    }
  });

  describe('an advertiser’s edits', async () => {
    const { createAd, updateAd, submitAd } = await import('#lib/server/advertising/ads.ts');
    const { approveAd } = await import('#lib/server/advertising/ad-review.ts');
    const owner = await createUser(db);
    const admin = await createUser(db, { role: 'admin' });
    const [plan] = await db
      .insert(partnershipPlans)
      .values({
        name: 'Edit plan',
        slug: 'edit-plan',
        monthlyFeeCents: 29900,
        adCredits: 10_000,
        maxAds: 5,
        priority: 1,
      })
      .returning();
    await db.insert(partnerSubscriptions).values({
      userId: owner.id,
      planId: plan.id,
      stripeSubscriptionId: 'sub_edit',
      status: 'active',
      currentPeriodStart: new Date(Date.now() - DAY),
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
    });
    const input = {
      title: 'Lunch on Lenox',
      description: 'Plates from noon.',
      imageAlt: null,
      targetUrl: 'https://example.com/lunch',
      adType: 'banner' as const,
      placement: 'home' as const,
      boards: [],
      categories: [],
      budget: 500,
      startDate: '2026-01-01',
      endDate: '2030-12-31',
      next: '/advertiser',
    };

    it('sends a live ad back for approval when its text or address changes, not when its budget does', async () => {
      const adId = await createAd(db, owner.id, input, undefined);
      await submitAd(db, owner.id, adId);
      await approveAd(db, admin.id, adId);
      expect(await updateAd(db, owner.id, adId, { ...input, budget: 800 }, undefined)).toEqual({ backToPending: false });
      expect((await db.select().from(advertisements).where(eq(advertisements.id, adId)))[0]).toMatchObject({
        status: 'approved',
        budgetCents: 800,
      });
      expect(await updateAd(db, owner.id, adId, { ...input, budget: 800, title: 'Dinner on Lenox' }, undefined)).toEqual({
        backToPending: true,
      });
      expect((await db.select().from(advertisements).where(eq(advertisements.id, adId)))[0]).toMatchObject({
        status: 'pending',
        title: 'Dinner on Lenox',
      });
    });

    it('refuses a schedule past 2099 with a message in the page’s language, storing nothing', async () => {
      const { ads: adActions } = await import('#actions/ads.ts');
      const session = {
        id: owner.id,
        email: owner.email,
        firstName: owner.firstName,
        lastName: null,
        profileImageUrl: null,
        role: 'user' as const,
        isPremium: false,
        businessId: null,
        hasPassword: true,
        favoriteCount: 0,
      };
      const form = {
        title: 'Late lunch',
        targetUrl: 'https://example.com/lunch',
        adType: 'banner',
        placement: 'home',
        budget: '5',
        startDate: '2026-12-01',
        endDate: '9999-12-31',
        next: '/advertiser',
      };
      const before = (await db.select().from(advertisements)).length;
      const refused = await callAction(adActions.create, form, { user: session });
      expect(refused.error).toMatchObject({ status: 400 });
      expect(fieldsOf(refused.error)).toEqual({
        endDate: 'Choose a date from 2000-01-01 to 2099-12-31.',
      });
      const french = await callAction(
        adActions.create,
        { ...form, startDate: '1999-12-31', endDate: '2026-12-31' },
        { user: session, locale: 'fr' },
      );
      expect(fieldsOf(french.error)).toEqual({
        startDate: 'Choisissez une date entre le 2000-01-01 et le 2099-12-31.',
      });
      expect((await db.select().from(advertisements)).length).toBe(before);
      const lastDay = await callAction(adActions.create, { ...form, endDate: '2099-12-31' }, { user: session });
      expect(lastDay.error).toBeUndefined();
    });

    it('finds no ad of another account', async () => {
      const adId = await createAd(db, owner.id, input, undefined);
      const stranger = await createUser(db);
      await expect(updateAd(db, stranger.id, adId, { ...input, title: 'Mine now' }, undefined)).rejects.toMatchObject({ status: 404 });
      expect((await db.select().from(advertisements).where(eq(advertisements.id, adId)))[0].title).toBe('Lunch on Lenox');
    });
  });
});
