/**
 * Where members earn points (lib/server/loyalty/earning.ts, decision 025): a first review of a
 * business, a paid donation and a paid premium month, each once, through the real review code and
 * the real webhook route with events signed by the local test checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { APIContext } from 'astro';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { callAction } from '../helpers/actions.ts';
import { createBusiness, createUser } from '../factories/index.ts';
import { startLocalStripe, type LocalStripe } from '../../scripts/local-stripe/local-stripe.ts';
import { resetConfig } from '#lib/server/config.ts';
import { server } from '#actions/index.ts';
import { POST as webhookRoute } from '#pages/api/stripe/webhook.ts';
import { saveReview, deleteReview } from '#lib/server/reviews/reviews.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import type { Database } from '#lib/server/db/client.ts';

const SECRET_KEY = 'sk_test_loyalty_earning';
const WEBHOOK_SECRET = 'whsec_loyalty_earning';

let db: Database;
let fake: LocalStripe;

beforeAll(async () => {
  ({ db } = await useFreshDatabase({ seed: true }));
  fake = await startLocalStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: 'http://127.0.0.1:9/unused',
    deliverWebhooks: false,
  });
  Object.assign(process.env, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url });
  resetConfig();
});

afterAll(async () => {
  await fake.close();
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name];
  resetConfig();
});

/** A business of the seeded board and category, new for each test. */
async function business() {
  const [[board], [category]] = await Promise.all([
    db.select().from(schema.communityBoards).limit(1),
    db.select().from(schema.businessCategories).limit(1),
  ]);
  return createBusiness(db, { communityBoardId: board.id, categoryId: category.id });
}

async function account(): Promise<SessionUser> {
  const row = await createUser(db);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: null,
    role: row.role,
    isPremium: false,
    businessId: row.businessId,
    hasPassword: true,
    favoriteCount: 0,
  };
}

async function control(path: string) {
  const response = await fetch(`${fake.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${SECRET_KEY}` } });
  expect(response.status).toBe(200);
}

async function pay(checkoutUrl: string) {
  const before = fake.events.length;
  await control(`/test/checkout/sessions/${checkoutUrl.split('/pay/')[1]}/pay`);
  return fake.events.slice(before);
}

async function deliver(events: Record<string, unknown>[]) {
  const outcomes = [];
  for (const event of events) {
    const payload = JSON.stringify(event);
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET });
    const url = new URL('http://localhost/api/stripe/webhook');
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    const response = await webhookRoute({ request, url, params: {}, locals: { user: null, session: null } } as unknown as APIContext);
    outcomes.push((await response.json()).outcome);
  }
  return outcomes;
}

const balanceOf = async (userId: number) =>
  (await db.select().from(schema.loyaltyPoints).where(eq(schema.loyaltyPoints.userId, userId)))[0] ?? null;
const ledgerOf = async (userId: number) =>
  (await db.select().from(schema.loyaltyTransactions).where(eq(schema.loyaltyTransactions.userId, userId))).map(
    ({ type, points, sourceKey }) => ({ type, points, sourceKey }),
  );

describe('points for a first review', () => {
  it('awards 25 when a review is created, nothing when it is edited, deleted and written again', async () => {
    const member = await account();
    const place = await business();
    const first = await saveReview(db, member, { businessId: place.id, rating: 5, title: 'Warm welcome', comment: null });
    expect(first.created).toBe(true);
    expect(await saveReview(db, member, { businessId: place.id, rating: 4, title: 'Still good', comment: null })).toMatchObject({
      created: false,
    });
    await deleteReview(db, member, first.reviewId);
    expect(await saveReview(db, member, { businessId: place.id, rating: 3, title: 'Back again', comment: null })).toMatchObject({
      created: true,
    });
    expect(await ledgerOf(member.id)).toEqual([{ type: 'first_review', points: 25, sourceKey: `business:${place.id}` }]);
    expect(await balanceOf(member.id)).toMatchObject({ points: 25, lifetimePoints: 25 });
  });

  it('awards once when the same first review is posted many times at once, and once per business', async () => {
    const member = await account();
    const [one, two] = [await business(), await business()];
    await Promise.all(
      Array.from({ length: 8 }, () => saveReview(db, member, { businessId: one.id, rating: 5, title: 'Twice posted', comment: null })),
    );
    await saveReview(db, member, { businessId: two.id, rating: 4, title: 'Another place', comment: null });
    expect((await ledgerOf(member.id)).map((entry) => entry.sourceKey).sort()).toEqual([`business:${one.id}`, `business:${two.id}`].sort());
    expect(await balanceOf(member.id)).toMatchObject({ points: 50, lifetimePoints: 50 });
  });
});

describe('points from the webhook', () => {
  it('a signed-in donor’s paid gift earns a point per dollar, once whatever the webhook repeats; a gift without an account earns nothing', async () => {
    const member = await account();
    const started = await callAction(
      server.donations.start,
      { amount: '', customAmount: '40', donorName: 'Points Giver', donorEmail: member.email },
      { user: member },
    );
    expect(started.error).toBeUndefined();
    const events = await pay(started.data.redirect);
    expect(await deliver(events)).toContain('applied');
    const again = (await deliver(events)).filter((outcome) => outcome !== 'ignored');
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((outcome) => outcome === 'duplicate')).toBe(true);
    const [gift] = await db.select().from(schema.donations).where(eq(schema.donations.donorEmail, member.email));
    expect(await ledgerOf(member.id)).toEqual([{ type: 'donation', points: 40, sourceKey: `donation:${gift.id}` }]);
    expect(await balanceOf(member.id)).toMatchObject({ points: 40, lifetimePoints: 40 });

    const before = (await db.select().from(schema.loyaltyTransactions)).length;
    const anonymous = await callAction(server.donations.start, {
      amount: '',
      customAmount: '60',
      donorName: '',
      donorEmail: 'no-account-points@example.com',
      isAnonymous: 'on',
    });
    await deliver(await pay(anonymous.data.redirect));
    expect((await db.select().from(schema.loyaltyTransactions)).length).toBe(before);
  });

  it('caps a large gift at 500 points', async () => {
    const member = await account();
    const started = await callAction(
      server.donations.start,
      { amount: '', customAmount: '2000', donorName: 'Big Giver', donorEmail: member.email },
      { user: member },
    );
    await deliver(await pay(started.data.redirect));
    expect(await balanceOf(member.id)).toMatchObject({ points: 500, lifetimePoints: 500, tier: 'neighbor' });
  });

  it('each paid premium month earns 100 points, once per invoice; a failed renewal earns nothing', async () => {
    const member = await account();
    const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    expect(started.error).toBeUndefined();
    const first = await pay(started.data.redirect);
    await deliver(first);
    const invoicePaid = first.find((event) => event.type === 'invoice.paid')!;
    expect(await deliver([invoicePaid])).toEqual(['duplicate']);
    expect(await balanceOf(member.id)).toMatchObject({ points: 100, lifetimePoints: 100 });

    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
    let before = fake.events.length;
    await control(`/test/subscriptions/${row.stripeSubscriptionId}/renew`);
    await deliver(fake.events.slice(before));
    before = fake.events.length;
    await control(`/test/subscriptions/${row.stripeSubscriptionId}/fail`);
    await deliver(fake.events.slice(before));
    const ledger = await ledgerOf(member.id);
    expect(ledger.map((entry) => [entry.type, entry.points])).toEqual([
      ['premium_month', 100],
      ['premium_month', 100],
    ]);
    expect(new Set(ledger.map((entry) => entry.sourceKey)).size).toBe(2);
    expect(await balanceOf(member.id)).toMatchObject({ points: 200, lifetimePoints: 200 });
  });
});
