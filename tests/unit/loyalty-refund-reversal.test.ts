/**
 * Points earned from a payment are taken back when it is refunded (lib/server/loyalty/refund-reversal.ts,
 * issue 35): through the real webhook route with events signed by the local test checkout. Exactly
 * once, in proportion for a part refund (rounded down), never below a zero balance: a member who
 * spent the points keeps the reward, and the shortfall is recorded on the reversing entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { APIContext } from 'astro';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { callAction } from '../helpers/actions.ts';
import { createUser } from '../factories/index.ts';
import { startLocalStripe, type LocalStripe } from '../../scripts/local-stripe/local-stripe.ts';
import { resetConfig } from '#lib/server/config.ts';
import { server } from '#actions/index.ts';
import { POST as webhookRoute } from '#pages/api/stripe/webhook.ts';
import { redeemReward } from '#lib/server/loyalty/redeem.ts';
import { loadMemberLoyalty } from '#lib/server/loyalty/member-loyalty.ts';
import { reversedPointsFor } from '#lib/domain/loyalty.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import type { Database } from '#lib/server/db/client.ts';

const SECRET_KEY = 'sk_test_loyalty_reversal';
const WEBHOOK_SECRET = 'whsec_loyalty_reversal';

let db: Database;
let fake: LocalStripe;
let stripe: Stripe;

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
  const api = new URL(fake.url);
  stripe = new Stripe(SECRET_KEY, { host: api.hostname, port: Number(api.port), protocol: 'http' });
});

afterAll(async () => {
  await fake.close();
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name];
  resetConfig();
});

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

/** Pays the checkout and delivers every event it made. */
async function pay(checkoutUrl: string) {
  const before = fake.events.length;
  const response = await fetch(`${fake.url}/test/checkout/sessions/${checkoutUrl.split('/pay/')[1]}/pay`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET_KEY}` },
  });
  expect(response.status).toBe(200);
  await deliver(fake.events.slice(before));
}

/** A signed-in member's paid gift of `dollars`; answers its payment intent. */
async function donate(member: SessionUser, dollars: number): Promise<string> {
  const started = await callAction(
    server.donations.start,
    { amount: '', customAmount: String(dollars), donorName: 'Refund Tester', donorEmail: member.email },
    { user: member },
  );
  expect(started.error).toBeUndefined();
  await pay(started.data.redirect);
  const [gift] = await db.select().from(schema.donations).where(eq(schema.donations.donorEmail, member.email));
  return gift.stripePaymentIntentId!;
}

/** Refunds `cents` of the payment (all that is left when absent); answers the charge.refunded event. */
async function refund(paymentIntent: string, cents?: number) {
  const before = fake.events.length;
  await stripe.refunds.create({ payment_intent: paymentIntent, ...(cents ? { amount: cents } : {}) });
  return fake.events.slice(before).find((event) => event.type === 'charge.refunded')!;
}

const balanceOf = async (userId: number) =>
  (await db.select().from(schema.loyaltyPoints).where(eq(schema.loyaltyPoints.userId, userId)))[0];
const reversalsOf = async (userId: number) =>
  (
    await db
      .select()
      .from(schema.loyaltyTransactions)
      .where(and(eq(schema.loyaltyTransactions.userId, userId), eq(schema.loyaltyTransactions.type, 'refund_reversal')))
      .orderBy(schema.loyaltyTransactions.id)
  ).map(({ points, shortfall }) => ({ points, shortfall }));

describe('the share of points a refund takes back', () => {
  it('is the refunded share rounded down, all of them once the whole payment is refunded, none for nothing refunded', () => {
    expect(reversedPointsFor(45, 1_000, 4_500)).toBe(10);
    expect(reversedPointsFor(45, 1_099, 4_500)).toBe(10);
    expect(reversedPointsFor(100, 1, 1_500)).toBe(0);
    expect(reversedPointsFor(45, 4_500, 4_500)).toBe(45);
    expect(reversedPointsFor(45, 9_000, 4_500)).toBe(45);
    expect(reversedPointsFor(45, 0, 4_500)).toBe(0);
    expect(reversedPointsFor(0, 4_500, 4_500)).toBe(0);
  });
});

describe('points of a refunded payment', () => {
  it('a refunded gift takes its points back once, however often the refund is told', async () => {
    const member = await account();
    const payment = await donate(member, 40);
    expect(await balanceOf(member.id)).toMatchObject({ points: 40, lifetimePoints: 40 });
    const refunded = await refund(payment);
    expect(await deliver([refunded])).toEqual(['applied']);
    expect(await deliver([refunded])).toEqual(['duplicate']);
    // The same state told again under another event id (Stripe may send several events about one refund).
    expect(await deliver([{ ...refunded, id: `${refunded.id}_again` }])).toEqual(['applied']);
    expect(await reversalsOf(member.id)).toEqual([{ points: -40, shortfall: 0 }]);
    expect(await balanceOf(member.id)).toMatchObject({ points: 0, lifetimePoints: 0, tier: 'explorer' });
    const [gift] = await db.select().from(schema.donations).where(eq(schema.donations.stripePaymentIntentId, payment));
    expect(gift.status).toBe('refunded');
  });

  it('part refunds take back their share, rounded down, and the last one the rest, in whatever order they arrive', async () => {
    const member = await account();
    const payment = await donate(member, 45);
    const first = await refund(payment, 1_099);
    const last = await refund(payment);
    // The completing refund arrives first: all 45 go; the earlier part refund then takes nothing more.
    await deliver([last, first]);
    expect(await reversalsOf(member.id)).toEqual([{ points: -45, shortfall: 0 }]);
    expect(await balanceOf(member.id)).toMatchObject({ points: 0, lifetimePoints: 0 });

    const other = await account();
    const paid = await donate(other, 45);
    await deliver([await refund(paid, 1_099)]);
    expect(await reversalsOf(other.id)).toEqual([{ points: -10, shortfall: 0 }]);
    expect(await balanceOf(other.id)).toMatchObject({ points: 35, lifetimePoints: 35 });
    await deliver([await refund(paid)]);
    expect(await reversalsOf(other.id)).toEqual([
      { points: -10, shortfall: 0 },
      { points: -35, shortfall: 0 },
    ]);
    expect(await balanceOf(other.id)).toMatchObject({ points: 0, lifetimePoints: 0 });
  });

  it('points already spent: the balance stops at zero, the reward stays, and the shortfall is recorded', async () => {
    const member = await account();
    const payment = await donate(member, 100);
    const [reward] = await db
      .insert(schema.loyaltyRewards)
      .values({ title: 'Coffee on the house', pointsCost: 80, isActive: true })
      .returning({ id: schema.loyaltyRewards.id });
    const { code } = await redeemReward(db, member.id, reward.id);
    expect(await balanceOf(member.id)).toMatchObject({ points: 20, lifetimePoints: 100 });
    await deliver([await refund(payment)]);
    expect(await reversalsOf(member.id)).toEqual([{ points: -20, shortfall: 80 }]);
    expect(await balanceOf(member.id)).toMatchObject({ points: 0, lifetimePoints: 0 });
    const [kept] = await db.select().from(schema.loyaltyRedemptions).where(eq(schema.loyaltyRedemptions.code, code));
    expect(kept).toMatchObject({ userId: member.id, pointsSpent: 80 });
    // The member's history says so.
    const [latest] = (await loadMemberLoyalty(db, member.id, 'en')).transactions;
    expect(latest).toMatchObject({ type: 'refund_reversal', points: -20, shortfall: 80 });
  });

  it('a refunded premium month takes back its 100 points; a payment that earned nothing changes no points', async () => {
    const member = await account();
    const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    expect(started.error).toBeUndefined();
    await pay(started.data.redirect);
    const [month] = await db
      .select()
      .from(schema.loyaltyTransactions)
      .where(and(eq(schema.loyaltyTransactions.userId, member.id), eq(schema.loyaltyTransactions.type, 'premium_month')));
    expect(month.stripePaymentIntentId).toMatch(/^pi_/);
    await deliver([await refund(month.stripePaymentIntentId!)]);
    expect(await reversalsOf(member.id)).toEqual([{ points: -100, shortfall: 0 }]);
    expect(await balanceOf(member.id)).toMatchObject({ points: 0, lifetimePoints: 0 });

    const anonymous = await callAction(server.donations.start, {
      amount: '',
      customAmount: '30',
      donorName: '',
      donorEmail: 'no-account-refund@example.com',
      isAnonymous: 'on',
    });
    await pay(anonymous.data.redirect);
    const [gift] = await db.select().from(schema.donations).where(eq(schema.donations.donorEmail, 'no-account-refund@example.com'));
    const ledger = (await db.select().from(schema.loyaltyTransactions)).length;
    await deliver([await refund(gift.stripePaymentIntentId!)]);
    expect((await db.select().from(schema.loyaltyTransactions)).length).toBe(ledger);
  });
});
