/**
 * Partnership plans bought as monthly Stripe subscriptions (issue 17), in-process: the real
 * `stripe` SDK against the local test checkout, its events really signed and sent to the real
 * webhook route. The plan in force is what activePartnerPlan reads; events out of order,
 * duplicates, a second plan from another tab, and a cancellation that ends at the period's end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { APIContext } from 'astro';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { createUser } from '../factories/index.ts';
import { startLocalStripe, type LocalStripe } from '../../scripts/local-stripe/local-stripe.ts';
import { resetConfig } from '#lib/server/config.ts';
import { server } from '#actions/index.ts';
import { POST as webhookRoute } from '#pages/api/stripe/webhook.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { activePartnerPlan } from '#lib/server/advertising/partner-plan.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import type { Database } from '#lib/server/db/client.ts';

const SECRET_KEY = 'sk_test_partner_plans';
const WEBHOOK_SECRET = 'whsec_partner_plans';
const DAY = 24 * 60 * 60 * 1000;

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

async function account(): Promise<SessionUser> {
  const row = await createUser(db, { firstName: 'Olu' });
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
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function pay(checkoutUrl: string) {
  const before = fake.events.length;
  await control(`/test/checkout/sessions/${checkoutUrl.split('/pay/')[1]}/pay`);
  return fake.events.slice(before);
}

async function deliver(events: Record<string, unknown>[]) {
  const statuses = [];
  for (const event of events) {
    const payload = JSON.stringify(event);
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET });
    const url = new URL('http://localhost/api/stripe/webhook');
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    statuses.push(
      (await webhookRoute({ request, url, params: {}, locals: { user: null, session: null } } as unknown as APIContext)).status,
    );
  }
  return statuses;
}

const subscriptionsOf = (userId: number) =>
  db
    .select()
    .from(schema.partnerSubscriptions)
    .where(eq(schema.partnerSubscriptions.userId, userId))
    .orderBy(schema.partnerSubscriptions.id);
const mailCount = async (to: string, kind: string) =>
  (
    await db
      .select({ n: count() })
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, to), eq(schema.mailOutbox.kind, kind)))
  )[0].n;
const subscriptionIdIn = (events: Record<string, unknown>[]) =>
  (events.find((event) => event.type === 'customer.subscription.created')!.data as { object: { id: string } }).object.id;

describe('partnership plans', () => {
  it('are seeded from the three packages with credits, live ads and priority rising with the plan', async () => {
    const plans = await db.select().from(schema.partnershipPlans).orderBy(schema.partnershipPlans.monthlyFeeCents);
    expect(plans.map((plan) => [plan.slug, plan.monthlyFeeCents, plan.highlighted])).toEqual([
      ['neighborhood', 29_900, false],
      ['spotlight', 59_900, true],
      ['premier', 99_900, false],
    ]);
    for (let i = 1; i < plans.length; i++) {
      expect(plans[i].adCredits).toBeGreaterThan(plans[i - 1].adCredits);
      expect(plans[i].maxAds).toBeGreaterThan(plans[i - 1].maxAds);
      expect(plans[i].priority).toBeGreaterThan(plans[i - 1].priority);
      expect(plans[i].adCredits).toBeLessThan(plans[i].monthlyFeeCents);
    }
    expect(plans[0].features[0]).toContain('Banner on one community board');
  });

  it('start only from the webhook, at the plan’s fee, with their period; duplicates apply once and mail once; a second plan is refused', async () => {
    const owner = await account();
    const started = await callAction(server.plans.subscribe, { plan: 'spotlight' }, { user: owner });
    expect(started.error).toBeUndefined();
    const session = await getStripe()!.checkout.sessions.retrieve(started.data.redirect.split('/pay/')[1], { expand: ['line_items'] });
    expect(session).toMatchObject({ mode: 'subscription', metadata: { kind: 'partnership', userId: String(owner.id), plan: 'spotlight' } });
    expect(await activePartnerPlan(db, owner.id)).toBeNull();

    const events = await pay(started.data.redirect);
    expect(await deliver(events)).toEqual(events.map(() => 200));
    await deliver(events);
    const [row] = await subscriptionsOf(owner.id);
    expect(row).toMatchObject({ status: 'active', cancelAt: null });
    expect(row.currentPeriodEnd!.getTime() - row.currentPeriodStart!.getTime()).toBeGreaterThan(27 * DAY);
    expect(row.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await activePartnerPlan(db, owner.id)).toMatchObject({ slug: 'spotlight', name: 'Spotlight', maxAds: 3, status: 'active' });
    expect(await mailCount(owner.email, 'partnership_welcome')).toBe(1);
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, owner.email), eq(schema.mailOutbox.kind, 'partnership_welcome')));
    expect(mail.subject).toBe('Your Spotlight partnership plan is active');

    const again = await callAction(server.plans.subscribe, { plan: 'premier' }, { user: owner });
    expect(again.error).toMatchObject({ code: 'CONFLICT', message: 'You already have the Spotlight plan. Manage it from billing.' });
    const spanish = await callAction(server.plans.subscribe, { plan: 'premier' }, { user: owner, locale: 'es' });
    expect(spanish.error?.message).toBe('Ya tienes el plan Spotlight. Adminístralo desde facturación.');
    const portal = await callAction(server.plans.openBilling, {}, { user: owner });
    expect(portal.data.redirect).toMatch(/\/portal\/bps_/);
  });

  it('end in Stripe’s latest state when events arrive out of order', async () => {
    const owner = await account();
    const started = await callAction(server.plans.subscribe, { plan: 'neighborhood' }, { user: owner });
    const paid = await pay(started.data.redirect);
    const before = fake.events.length;
    await control(`/test/subscriptions/${subscriptionIdIn(paid)}/end`);
    await deliver([...fake.events.slice(before), ...paid]);
    expect((await subscriptionsOf(owner.id)).map((row) => row.status)).toEqual(['canceled']);
    expect(await activePartnerPlan(db, owner.id)).toBeNull();
    expect(await mailCount(owner.email, 'partnership_welcome')).toBe(0);
  });

  it('cancelled in billing, stay in force to the end of the paid month, then end', async () => {
    const owner = await account();
    const started = await callAction(server.plans.subscribe, { plan: 'premier' }, { user: owner });
    const paid = await pay(started.data.redirect);
    await deliver(paid);
    const before = fake.events.length;
    await getStripe()!.subscriptions.update(subscriptionIdIn(paid), { cancel_at_period_end: true });
    await deliver(fake.events.slice(before));
    const [row] = await subscriptionsOf(owner.id);
    expect(row.status).toBe('active');
    expect(row.cancelAt?.getTime()).toBe(row.currentPeriodEnd?.getTime());
    expect(await activePartnerPlan(db, owner.id)).toMatchObject({ slug: 'premier' });
    expect(await activePartnerPlan(db, owner.id, new Date(row.currentPeriodEnd!.getTime() + 1000))).toBeNull();
  });

  it('run a 7-day grace while Stripe retries a failed renewal, then end with the subscription', async () => {
    const owner = await account();
    const started = await callAction(server.plans.subscribe, { plan: 'neighborhood' }, { user: owner });
    const paid = await pay(started.data.redirect);
    await deliver(paid);
    const [first] = await subscriptionsOf(owner.id);
    let before = fake.events.length;
    await control(`/test/subscriptions/${subscriptionIdIn(paid)}/fail`);
    await deliver(fake.events.slice(before));
    const [pastDue] = await subscriptionsOf(owner.id);
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.currentPeriodEnd!.getTime()).toBe(first.currentPeriodEnd!.getTime() + 7 * DAY);
    expect(await activePartnerPlan(db, owner.id, new Date(first.currentPeriodEnd!.getTime() + 6 * DAY))).toMatchObject({
      status: 'past_due',
    });
    expect(await activePartnerPlan(db, owner.id, new Date(first.currentPeriodEnd!.getTime() + 8 * DAY))).toBeNull();
    before = fake.events.length;
    await control(`/test/subscriptions/${subscriptionIdIn(paid)}/end`);
    await deliver(fake.events.slice(before));
    expect((await subscriptionsOf(owner.id))[0].status).toBe('canceled');
    expect(await activePartnerPlan(db, owner.id)).toBeNull();
  });

  it('refund and cancel a second plan paid from another tab, keeping the first', async () => {
    const owner = await account();
    const first = await callAction(server.plans.subscribe, { plan: 'neighborhood' }, { user: owner });
    const second = await callAction(server.plans.subscribe, { plan: 'premier' }, { user: owner });
    await deliver(await pay(first.data.redirect));
    const before = fake.events.length;
    await deliver(await pay(second.data.redirect));
    const followUps = fake.events.slice(before);
    expect(followUps.map((event) => event.type)).toEqual(expect.arrayContaining(['refund.created', 'customer.subscription.deleted']));
    await deliver(
      followUps.filter(
        (event) => !['customer.subscription.created', 'checkout.session.completed', 'invoice.paid'].includes(event.type as string),
      ),
    );
    expect(await activePartnerPlan(db, owner.id)).toMatchObject({ slug: 'neighborhood' });
    expect((await subscriptionsOf(owner.id)).map((row) => row.status)).toEqual(['active', 'canceled']);
    expect(await mailCount(owner.email, 'partnership_duplicate_refund')).toBe(1);
    expect(await mailCount(owner.email, 'partnership_welcome')).toBe(1);
  });

  it('refuse unknown or inactive plans and signed-out buyers, changing nothing', async () => {
    const owner = await account();
    expect(fieldsOf((await callAction(server.plans.subscribe, { plan: 'gold-forever' }, { user: owner })).error)).toEqual({
      plan: 'Please choose one of the partnership plans.',
    });
    expect(fieldsOf((await callAction(server.plans.subscribe, { plan: '<script>' }, { user: owner })).error)).toEqual({
      plan: 'Please choose one of the partnership plans.',
    });
    await db.update(schema.partnershipPlans).set({ isActive: false }).where(eq(schema.partnershipPlans.slug, 'premier'));
    expect(fieldsOf((await callAction(server.plans.subscribe, { plan: 'premier' }, { user: owner })).error)).toEqual({
      plan: 'Please choose one of the partnership plans.',
    });
    await db.update(schema.partnershipPlans).set({ isActive: true }).where(eq(schema.partnershipPlans.slug, 'premier'));
    expect((await callAction(server.plans.subscribe, { plan: 'premier' }, { user: null })).error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to subscribe to a partnership plan.',
    });
    expect(await subscriptionsOf(owner.id)).toEqual([]);
  });
});
