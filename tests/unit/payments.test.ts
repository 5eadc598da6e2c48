/**
 * Payments end to end in-process: the real `stripe` SDK pointed at the local test checkout
 * (scripts/local-stripe), Checkout completed there, and its events really signed and sent to the
 * real webhook route. Every paid flow, duplicates (2 and 10 at once), forged and stale
 * signatures, events out of order, and the scheduled job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { APIContext } from 'astro';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { createEvent, createUser } from '../factories/index.ts';
import { startLocalStripe, type LocalStripe } from '../../scripts/local-stripe/local-stripe.ts';
import { resetConfig } from '#lib/server/config.ts';
import { server } from '#actions/index.ts';
import { POST as webhookRoute } from '#pages/api/stripe/webhook.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { retrieveOwnSession } from '#lib/server/payments/checkout.ts';
import { runScheduledJobs } from '#lib/server/jobs/scheduled.ts';
import { donationPortalUrl } from '#lib/server/donations/donations.ts';
import { loadPaymentsTab } from '#lib/server/admin/admin-payments.ts';
import { getDirectoryPage } from '#lib/server/businesses/directory.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { callApi } from '../helpers/api.ts';
import { POST as createSubscriptionRoute } from '#pages/api/create-subscription.ts';
import { POST as createListingPaymentRoute } from '#pages/api/create-business-listing-payment.ts';
import { POST as createBusinessPaymentRoute } from '#pages/api/create-business-payment.ts';
import { POST as donationsRoute } from '#pages/api/donations.ts';
import type { Database } from '#lib/server/db/client.ts';
import * as m from '#paraglide/messages.js';

const SECRET_KEY = 'sk_test_payments_suite';
const WEBHOOK_SECRET = 'whsec_payments_suite';
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

// ---------------------------------------------------------------------------------------------
// Helpers: accounts, paying on the test checkout, and delivering signed events to the route.

async function account(overrides: Partial<typeof schema.users.$inferInsert> = {}): Promise<SessionUser> {
  const row = await createUser(db, overrides);
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

async function control(path: string, body: Record<string, string> = {}) {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const sessionIdOf = (url: string) => url.split('/pay/')[1];

/** Pays a Checkout Session on the test checkout and returns the events it produced. */
async function pay(checkoutUrl: string) {
  const before = fake.events.length;
  await control(`/test/checkout/sessions/${sessionIdOf(checkoutUrl)}/pay`);
  return fake.events.slice(before);
}

async function sendSigned(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  const url = new URL('http://localhost/api/stripe/webhook');
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  const response = await webhookRoute({ request, url, params: {}, locals: { user: null, session: null } } as unknown as APIContext);
  return { status: response.status, body: await response.json() };
}

/** Delivers events as Stripe would (signed, one after another). */
async function deliver(events: Record<string, unknown>[]) {
  const answers = [];
  for (const event of events) answers.push(await sendSigned(JSON.stringify(event)));
  return answers;
}

async function userRow(id: number) {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
}

const appliedCount = async () => (await db.select({ n: count() }).from(schema.stripeEvents))[0].n;

// ---------------------------------------------------------------------------------------------

describe('premium membership', () => {
  it('subscribes through Checkout, becomes premium only when the webhook arrives, and reuses one Stripe customer', async () => {
    const member = await account({ firstName: 'Maya' });
    const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    expect(started.error).toBeUndefined();
    expect(started.data.redirect).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));

    // The return URL alone changes nothing.
    expect(await userRow(member.id)).toMatchObject({ isPremium: false, subscriptionStatus: null });
    const events = await pay(started.data.redirect);
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    const answers = await deliver(events);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const row = await userRow(member.id);
    expect(row).toMatchObject({ isPremium: true, subscriptionStatus: 'active', subscriptionCancelsAt: null });
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    expect(row.stripeSubscriptionId).toMatch(/^sub_/);
    expect(row.premiumUntil!.getTime() - Date.now()).toBeGreaterThan(29 * DAY);

    // A second checkout (a listing, the portal) uses the same customer.
    const portal = await callAction(server.payments.openBilling, {}, { user: member });
    expect(portal.data.redirect).toMatch(/\/portal\/bps_/);
    expect((await userRow(member.id)).stripeCustomerId).toBe(row.stripeCustomerId);
    // ...and a member with a live subscription cannot start another.
    const again = await callAction(server.payments.subscribe, { plan: 'explorer-premium-yearly' }, { user: member });
    expect(again.error).toMatchObject({ code: 'CONFLICT', message: 'You are already a Premium Member.' });
  });

  it('follows renewals, failed payments, cancel at period end and the end of the subscription', async () => {
    const member = await account();
    const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-yearly' }, { user: member });
    await deliver(await pay(started.data.redirect));
    const subscription = (await userRow(member.id)).stripeSubscriptionId!;
    const firstEnd = (await userRow(member.id)).premiumUntil!.getTime();
    expect(firstEnd - Date.now()).toBeGreaterThan(364 * DAY);

    let before = fake.events.length;
    await control(`/test/subscriptions/${subscription}/renew`);
    await deliver(fake.events.slice(before));
    expect((await userRow(member.id)).premiumUntil!.getTime()).toBeGreaterThan(firstEnd + 364 * DAY);

    before = fake.events.length;
    await getStripe()!.subscriptions.update(subscription, { cancel_at_period_end: true });
    await deliver(fake.events.slice(before));
    const cancelling = await userRow(member.id);
    expect(cancelling.isPremium).toBe(true);
    expect(cancelling.subscriptionCancelsAt?.getTime()).toBe(cancelling.premiumUntil?.getTime());

    // A failed renewal: Stripe bills the next period and retries; Premium runs a 7-day grace from its start, not to its end.
    before = fake.events.length;
    const renewedEnd = cancelling.premiumUntil!.getTime();
    await control(`/test/subscriptions/${subscription}/fail`);
    await deliver(fake.events.slice(before));
    const pastDue = await userRow(member.id);
    expect(pastDue).toMatchObject({ isPremium: true, subscriptionStatus: 'past_due' });
    expect(pastDue.premiumUntil!.getTime()).toBe(renewedEnd + 7 * DAY);

    before = fake.events.length;
    await control(`/test/subscriptions/${subscription}/end`);
    await deliver(fake.events.slice(before));
    expect(await userRow(member.id)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' });
  });

  it('keeps the right state when subscription events arrive out of order', async () => {
    const member = await account();
    const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    const paid = await pay(started.data.redirect);
    const subscription = (paid.find((event) => event.type === 'customer.subscription.created')!.data as { object: { id: string } }).object
      .id;
    const before = fake.events.length;
    await control(`/test/subscriptions/${subscription}/end`);
    const ended = fake.events.slice(before);
    // The end arrives first, then the old news of its creation and payment.
    await deliver([...ended, ...paid]);
    expect(await userRow(member.id)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' });
  });

  it('refunds within 30 days through Stripe and ends premium; refused after 30 days', async () => {
    const member = await account();
    const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    await deliver(await pay(started.data.redirect));
    const before = fake.events.length;
    const refund = await callAction(server.payments.refundMembership, {}, { user: member });
    expect(refund.error).toBeUndefined();
    expect(refund.data.flash).toEqual({
      title: 'Refund Requested',
      description: 'Your payment is being refunded and Premium has ended. Thank you for trying it.',
      variant: 'success',
    });
    const events = fake.events.slice(before);
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['refund.created', 'charge.refunded', 'customer.subscription.deleted']),
    );
    expect((events.find((event) => event.type === 'refund.created')!.data as { object: { amount: number } }).object.amount).toBe(999);
    await deliver(events);
    expect(await userRow(member.id)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' });

    const late = await account();
    const second = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: late });
    await deliver(await pay(second.data.redirect));
    await db
      .update(schema.users)
      .set({ subscriptionStartedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(schema.users.id, late.id));
    const refused = await callAction(server.payments.refundMembership, {}, { user: late });
    expect(refused.error).toMatchObject({ code: 'CONFLICT' });
    expect(refused.error.message).toContain('30-day satisfaction guarantee has ended');
    expect((await userRow(late.id)).isPremium).toBe(true);

    // Once per account: the refunded member subscribing again gets no second free month.
    const again = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    await deliver(await pay(again.data.redirect));
    expect((await userRow(member.id)).isPremium).toBe(true);
    expect((await callAction(server.payments.refundMembership, {}, { user: member })).error).toMatchObject({ code: 'CONFLICT' });
  });

  it('says the refund’s notice in the member’s language', async () => {
    for (const [locale, title] of [
      ['es', 'Reembolso solicitado'],
      ['fr', 'Remboursement demandé'],
    ] as const) {
      const member = await account();
      const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member, locale });
      await deliver(await pay(started.data.redirect));
      const refund = await callAction(server.payments.refundMembership, {}, { user: member, locale });
      expect(refund.data.flash).toEqual({ title, description: m.partners_sub_refunded({}, { locale }), variant: 'success' });
      expect(refund.data.flash.description).not.toBe('Your payment is being refunded and Premium has ended. Thank you for trying it.');
    }
  });

  it('refunds and cancels a second subscription paid from another tab, keeping the first', async () => {
    const member = await account();
    const first = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    const second = await callAction(server.payments.subscribe, { plan: 'explorer-premium-yearly' }, { user: member });
    await deliver(await pay(first.data.redirect));
    const kept = (await userRow(member.id)).stripeSubscriptionId;
    const before = fake.events.length;
    await deliver(await pay(second.data.redirect));
    const followUps = fake.events.slice(before).map((event) => event.type);
    expect(followUps).toEqual(expect.arrayContaining(['refund.created', 'customer.subscription.deleted']));
    await deliver(
      fake.events
        .slice(before)
        .filter((event) => !['customer.subscription.created', 'checkout.session.completed', 'invoice.paid'].includes(event.type as string)),
    );
    expect(await userRow(member.id)).toMatchObject({ isPremium: true, subscriptionStatus: 'active', stripeSubscriptionId: kept });
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, member.email), eq(schema.mailOutbox.kind, 'membership_duplicate_refund')));
    expect(mail.textBody).toContain('refunded its $99.99 in full');
  });

  it('refuses unknown plans, and shows a return page only to the account that paid', async () => {
    const member = await account();
    const unknown = await callAction(server.payments.subscribe, { plan: 'gold-forever' }, { user: member });
    expect(fieldsOf(unknown.error)).toEqual({ plan: 'Please choose the monthly or yearly Premium plan.' });
    const signedOut = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: null });
    expect(signedOut.error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please log in to subscribe to premium features.' });

    const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    const sessionId = sessionIdOf(started.data.redirect);
    const stranger = await account();
    expect(await retrieveOwnSession(getStripe()!, sessionId, { userId: stranger.id, browserSessionIds: [] })).toBeNull();
    expect(await retrieveOwnSession(getStripe()!, 'cs_test_made_up_0000', { userId: member.id, browserSessionIds: [] })).toBeNull();
    expect((await retrieveOwnSession(getStripe()!, sessionId, { userId: member.id, browserSessionIds: [] }))?.id).toBe(sessionId);
  });
});

describe('the webhook route', () => {
  it('applies an event exactly once when it is delivered twice, or ten times at once', async () => {
    const member = await account();
    const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    const [created, completed, invoice] = await pay(started.data.redirect);
    const applied = await appliedCount();

    const twice = [await sendSigned(JSON.stringify(created)), await sendSigned(JSON.stringify(created))];
    expect(twice.map((answer) => answer.body.outcome)).toEqual(['applied', 'duplicate']);
    const tenAtOnce = await Promise.all(Array.from({ length: 10 }, () => sendSigned(JSON.stringify(completed))));
    expect(tenAtOnce.every((answer) => answer.status === 200)).toBe(true);
    expect(tenAtOnce.filter((answer) => answer.body.outcome === 'applied')).toHaveLength(1);
    await deliver([invoice]);
    expect(await appliedCount()).toBe(applied + 3);
    expect((await userRow(member.id)).isPremium).toBe(true);
  });

  it('refuses forged and stale signatures with 400 and changes nothing; acknowledges unknown types', async () => {
    const member = await account();
    const started = await callAction(server.payments.subscribe, { plan: 'explorer-premium-monthly' }, { user: member });
    const events = await pay(started.data.redirect);
    const applied = await appliedCount();
    for (const event of events) {
      expect(await sendSigned(JSON.stringify(event), { secret: 'whsec_someone_else' })).toMatchObject({
        status: 400,
        body: { received: false },
      });
      expect(await sendSigned(JSON.stringify(event), { timestamp: Math.floor(Date.now() / 1000) - 15 * 60 })).toMatchObject({
        status: 400,
      });
    }
    // A valid signature on a changed body is forged too.
    const tampered = JSON.stringify({
      ...events[1],
      data: { object: { ...(events[1].data as { object: object }).object, metadata: { kind: 'membership', userId: '1' } } },
    });
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: JSON.stringify(events[1]), secret: WEBHOOK_SECRET });
    const url = new URL('http://localhost/api/stripe/webhook');
    const forged = await webhookRoute({
      request: new Request(url, { method: 'POST', headers: { 'stripe-signature': header }, body: tampered }),
      url,
    } as unknown as APIContext);
    expect(forged.status).toBe(400);
    const unsigned = await webhookRoute({
      request: new Request(url, { method: 'POST', body: JSON.stringify(events[1]) }),
      url,
    } as unknown as APIContext);
    expect(unsigned.status).toBe(400);
    expect(await appliedCount()).toBe(applied);
    expect((await userRow(member.id)).isPremium).toBe(false);

    const unknownType = await sendSigned(
      JSON.stringify({ id: 'evt_unknown_type', object: 'event', type: 'customer.tax_id.created', data: { object: {} }, created: 1 }),
    );
    expect(unknownType).toMatchObject({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await appliedCount()).toBe(applied);
  });
});

describe('business listing plans', () => {
  it('records the paid plan, makes the business premium, ranks it by priority, and reverts it on expiry after one reminder', async () => {
    const [business] = await db.select().from(schema.businesses).where(eq(schema.businesses.name, 'Mount Morris Coffee House')).limit(1);
    const owner = await account({ role: 'business_owner', businessId: business.id });
    const started = await callAction(
      server.payments.buyListing,
      { plan: 'platinum-elite', businessId: String(business.id), returnTo: 'payment' },
      { user: owner },
    );
    expect(started.error).toBeUndefined();
    const [pending] = await db
      .select()
      .from(schema.businessListingPayments)
      .where(eq(schema.businessListingPayments.businessId, business.id));
    expect(pending).toMatchObject({ status: 'pending', amountCents: 29900, planType: 'platinum-elite' });

    const events = await pay(started.data.redirect);
    // Delivered twice: one payment, one expiry.
    await deliver(events);
    await deliver(events);
    const [paid] = await db.select().from(schema.businessListingPayments).where(eq(schema.businessListingPayments.id, pending.id));
    expect(paid.status).toBe('paid');
    expect(Math.round((paid.expiresAt!.getTime() - paid.paidAt!.getTime()) / DAY)).toBe(180);
    const [ranked] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, business.id));
    expect(ranked).toMatchObject({ listingPriority: 5 });

    // Priority 5 ranks it among the first of the directory, shown as premium.
    const directory = await getDirectoryPage(db, {}, 1);
    const placed = directory.businesses.findIndex((row) => row.name === 'Mount Morris Coffee House');
    expect(placed).toBeGreaterThanOrEqual(0);
    expect(placed).toBeLessThan(3);
    expect(directory.businesses[placed].isPremium).toBe(true);

    // 29 days before the end: the reminder goes out once.
    const origin = 'http://localhost:4321';
    const reminderDay = new Date(paid.expiresAt!.getTime() - 29 * DAY);
    const first = await runScheduledJobs(db, { stripe: null, origin, now: reminderDay });
    const second = await runScheduledJobs(db, { stripe: null, origin, now: reminderDay });
    expect(first.remindersSent).toBeGreaterThanOrEqual(1);
    expect(second.remindersSent).toBe(0);
    const reminders = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.kind, 'listing_renewal_reminder'), eq(schema.mailOutbox.toAddress, owner.email)));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toContain('Mount Morris Coffee House');

    // After the end: back to basic.
    const after = await runScheduledJobs(db, { stripe: null, origin, now: new Date(paid.expiresAt!.getTime() + 1000) });
    expect(after.listingsExpired).toBeGreaterThanOrEqual(1);
    const [reverted] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, business.id));
    expect(reverted).toMatchObject({ listingPriority: 0, listingExpiresAt: null });
  });

  it('refuses another owner’s business, unknown plans and signed-out buyers, changing nothing', async () => {
    const [business] = await db.select().from(schema.businesses).limit(1);
    const stranger = await account({ role: 'business_owner', businessId: null });
    const before = (await db.select({ n: count() }).from(schema.businessListingPayments))[0].n;
    const foreign = await callAction(server.payments.buyListing, { plan: 'basic', businessId: String(business.id) }, { user: stranger });
    expect(foreign.error).toMatchObject({ code: 'FORBIDDEN' });
    const owner = await account({ role: 'business_owner', businessId: business.id });
    const unknown = await callAction(
      server.payments.buyListing,
      { plan: 'diamond-forever', businessId: String(business.id) },
      { user: owner },
    );
    expect(fieldsOf(unknown.error)).toEqual({ plan: 'Please choose one of the listing plans.' });
    const member = await account();
    expect(
      (await callAction(server.payments.buyListing, { plan: 'basic', businessId: String(business.id) }, { user: member })).error,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await callAction(server.payments.buyListing, { plan: 'basic', businessId: String(business.id) }, { user: null })).error,
    ).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await db.select({ n: count() }).from(schema.businessListingPayments))[0].n).toBe(before);
  });
});

describe('donations', () => {
  it('takes an anonymous one-time gift without an account, marks it paid from the webhook and mails the receipt', async () => {
    const started = await callAction(server.donations.start, {
      amount: '100',
      customAmount: '',
      donorName: 'Hidden',
      donorEmail: 'giver@example.com',
      message: 'For the maps',
      isAnonymous: 'on',
    });
    expect(started.error).toBeUndefined();
    const sessionId = sessionIdOf(started.data.redirect);
    expect(started.cookies.get('hg_checkouts')).toBe(sessionId);
    const [pending] = await db.select().from(schema.donations).where(eq(schema.donations.stripeCheckoutSessionId, sessionId));
    expect(pending).toMatchObject({ amountCents: 10000, donorName: null, isAnonymous: true, status: 'pending', isRecurring: false });
    // The browser that gave sees its session; nobody else does.
    expect(await retrieveOwnSession(getStripe()!, sessionId, { userId: null, browserSessionIds: [sessionId] })).not.toBeNull();
    expect(await retrieveOwnSession(getStripe()!, sessionId, { userId: null, browserSessionIds: [] })).toBeNull();

    await deliver(await pay(started.data.redirect));
    const [paid] = await db.select().from(schema.donations).where(eq(schema.donations.id, pending.id));
    expect(paid).toMatchObject({ status: 'paid', recurringStatus: null });
    const [receipt] = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'giver@example.com'));
    expect(receipt.textBody).toContain('Thank you for your gift of $100.00');
    expect(receipt.textBody).not.toContain('Hidden');
  });

  it('starts a monthly gift as a subscription, with a receipt link to the Customer Portal that stops it', async () => {
    const started = await callAction(server.donations.start, {
      amount: '',
      customAmount: '35',
      donorName: 'Ada Monthly',
      donorEmail: 'monthly@example.com',
      isRecurring: 'on',
    });
    const events = await pay(started.data.redirect);
    expect(events.map((event) => event.type)).toContain('customer.subscription.created');
    await deliver(events);
    const [gift] = await db.select().from(schema.donations).where(eq(schema.donations.donorEmail, 'monthly@example.com'));
    expect(gift).toMatchObject({ status: 'paid', amountCents: 3500, isRecurring: true, recurringStatus: 'active' });
    const [receipt] = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'monthly@example.com'));
    const token = receipt.textBody!.match(/donate\/manage\?token=([a-z2-7]{32})/)?.[1];
    expect(token).toBeTruthy();
    expect(await donationPortalUrl(db, getStripe()!, token!, 'http://localhost/donate')).toMatch(/\/portal\/bps_/);
    await expect(donationPortalUrl(db, getStripe()!, 'a'.repeat(32), 'http://localhost/donate')).rejects.toMatchObject({ status: 404 });

    const before = fake.events.length;
    await control(`/test/subscriptions/${gift.stripeSubscriptionId}/end`);
    await deliver(fake.events.slice(before));
    const [stopped] = await db.select().from(schema.donations).where(eq(schema.donations.id, gift.id));
    expect(stopped.recurringStatus).toBe('canceled');
  });

  it('refuses amounts under $1 or over the limit, a missing email, and a missing name unless anonymous, storing nothing', async () => {
    const before = (await db.select({ n: count() }).from(schema.donations))[0].n;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ amount: '0', donorEmail: 'a@example.com', donorName: 'A' }, { amount: 'Please choose or enter an amount of at least $1.' }],
      [
        { customAmount: '10001', donorEmail: 'a@example.com', donorName: 'A' },
        { customAmount: 'Online gifts are limited to $10,000. For a larger gift, please contact us.' },
      ],
      [
        { customAmount: 'lots', donorEmail: 'a@example.com', donorName: 'A' },
        { customAmount: 'Please choose or enter an amount of at least $1.' },
      ],
      [
        { customAmount: '0.50', donorEmail: 'a@example.com', donorName: 'A' },
        { customAmount: 'Please choose or enter an amount of at least $1.' },
      ],
      [
        { customAmount: '10.50', donorEmail: 'a@example.com', donorName: 'A' },
        { customAmount: 'Please give a whole number of dollars, such as 25.' },
      ],
      [{ amount: '25', donorEmail: '', donorName: 'A' }, { donorEmail: 'Email is required for your receipt' }],
      [{ amount: '25', donorEmail: 'a@example.com', donorName: '' }, { donorName: 'Name is required unless you give anonymously' }],
    ];
    for (const [values, expected] of cases) {
      const answer = await callAction(server.donations.start, { amount: '', customAmount: '', ...values });
      expect(fieldsOf(answer.error)).toEqual(expected);
    }
    expect((await db.select({ n: count() }).from(schema.donations))[0].n).toBe(before);
  });
});

describe('paid event tickets', () => {
  it('holds the seat, confirms it and issues one ticket with an unguessable QR code when paid; an expired checkout releases the seat', async () => {
    const event = await createEvent(db, {
      title: 'Rooftop Jazz Night',
      startsAt: new Date(Date.now() + 10 * DAY),
      priceCents: 2500,
      maxAttendees: 2,
    });
    const buyer = await account({ firstName: 'Tia' });
    const started = await callAction(
      server.events.register,
      { eventId: String(event.id), firstName: 'Tia', lastName: 'Brown', email: buyer.email, phone: '212-555-0188' },
      { user: buyer },
    );
    expect(started.error).toBeUndefined();
    expect(started.data.redirect).toContain('/pay/cs_test_');
    const [held] = await db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.userId, buyer.id));
    expect(held).toMatchObject({ status: 'awaiting_payment', amountCents: 2500 });

    const events = await pay(started.data.redirect);
    await Promise.all([deliver(events), deliver(events)]);
    const [confirmed] = await db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.id, held.id));
    expect(confirmed.status).toBe('confirmed');
    const issued = await db.select().from(schema.tickets).where(eq(schema.tickets.eventId, event.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ userId: buyer.id, status: 'active', totalAmountCents: 2500 });
    expect(issued[0].qrCode).toMatch(/^[a-z2-7]{32}$/);
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.kind, 'event_ticket'), eq(schema.mailOutbox.toAddress, buyer.email)));
    expect(mail.htmlBody).toContain('<svg');
    expect(mail.textBody).toContain(`/events/${event.id}.ics`);
    expect(mail.attachments).toEqual([
      expect.objectContaining({ contentType: 'text/calendar', filename: expect.stringMatching(/\.ics$/) }),
    ]);
    expect(mail.attachments![0].content).toContain('BEGIN:VCALENDAR');
    expect(mail.attachments![0].content).toContain('SUMMARY:Rooftop Jazz Night');

    // Another buyer abandons: the expired Checkout gives the seat back.
    const walker = await account();
    const second = await callAction(
      server.events.register,
      { eventId: String(event.id), firstName: 'Sam', lastName: 'Lee', email: walker.email, phone: '212-555-0199' },
      { user: walker },
    );
    const before = fake.events.length;
    await control(`/test/checkout/sessions/${sessionIdOf(second.data.redirect)}/expire`);
    await deliver(fake.events.slice(before));
    const [released] = await db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.userId, walker.id));
    expect(released.status).toBe('cancelled');
  });

  it('gives lapsed holds back (a session Stripe no longer knows counts as expired) and tells the member', async () => {
    const event = await createEvent(db, {
      title: 'Lapsed Hold Listening Party',
      startsAt: new Date(Date.now() + 9 * DAY),
      priceCents: 1200,
      maxAttendees: 5,
    });
    const [first, second] = [await account(), await account()];
    for (const buyer of [first, second])
      await callAction(
        server.events.register,
        { eventId: String(event.id), firstName: 'H', lastName: 'L', email: buyer.email, phone: '212-555-0177' },
        { user: buyer },
      );
    // One hold's session is unknown to Stripe (a restarted test checkout, other keys).
    await db
      .update(schema.eventRegistrations)
      .set({ stripeCheckoutSessionId: 'cs_test_forgotten_0000' })
      .where(eq(schema.eventRegistrations.userId, second.id));
    const later = new Date(Date.now() + 30.5 * 60_000);
    // The first hold's Checkout is still open in Stripe until it expires: left alone until then.
    const report = await runScheduledJobs(db, { stripe: getStripe(), origin: 'http://localhost:4321', now: later });
    expect(report.holdsReleased).toBe(1);
    const rows = await db
      .select({ userId: schema.eventRegistrations.userId, status: schema.eventRegistrations.status })
      .from(schema.eventRegistrations)
      .where(eq(schema.eventRegistrations.eventId, event.id));
    expect(rows.find((row) => row.userId === second.id)?.status).toBe('cancelled');
    expect(rows.find((row) => row.userId === first.id)?.status).toBe('awaiting_payment');
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, second.email), eq(schema.mailOutbox.kind, 'event_hold_released')));
    expect(mail.textBody).toContain(`/events/${event.id}/register`);
  });

  it('never sells more seats than the event has, with 50 buyers racing for the last 3', async () => {
    const event = await createEvent(db, {
      title: 'Last Seats Supper Club',
      startsAt: new Date(Date.now() + 5 * DAY),
      priceCents: 4000,
      maxAttendees: 3,
    });
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, index) => account({ firstName: `Buyer${index}` })));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        callAction(
          server.events.register,
          { eventId: String(event.id), firstName: 'B', lastName: 'R', email: buyer.email, phone: '212-555-0100' },
          { user: buyer },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.data?.redirect)).toHaveLength(3);
    expect(answers.filter((answer) => answer.error?.message === 'This event is full.')).toHaveLength(47);
    const [{ n }] = await db
      .select({ n: count() })
      .from(schema.eventRegistrations)
      .where(and(eq(schema.eventRegistrations.eventId, event.id), eq(schema.eventRegistrations.status, 'awaiting_payment')));
    expect(n).toBe(3);
  });

  it('refunds a payment that arrives for a seat already released, instead of overbooking', async () => {
    const event = await createEvent(db, {
      title: 'Late Payment Lecture',
      startsAt: new Date(Date.now() + 7 * DAY),
      priceCents: 1500,
      maxAttendees: 5,
    });
    const buyer = await account();
    const started = await callAction(
      server.events.register,
      { eventId: String(event.id), firstName: 'L', lastName: 'P', email: buyer.email, phone: '212-555-0111' },
      { user: buyer },
    );
    // The member releases the seat, then the payment completes anyway.
    await callAction(server.events.unregister, { eventId: String(event.id) }, { user: buyer });
    const events = await pay(started.data.redirect);
    const before = fake.events.length;
    await deliver(events);
    expect(await db.select().from(schema.tickets).where(eq(schema.tickets.eventId, event.id))).toHaveLength(0);
    expect(fake.events.slice(before).map((item) => item.type)).toContain('refund.created');
  });

  it('refuses a ticket for a full or ended event, and paid seats where payments are not configured', async () => {
    const full = await createEvent(db, { startsAt: new Date(Date.now() + 3 * DAY), priceCents: 1000, maxAttendees: 1 });
    const first = await account();
    await callAction(
      server.events.register,
      { eventId: String(full.id), firstName: 'A', lastName: 'B', email: first.email, phone: '212-555-0101' },
      { user: first },
    );
    const late = await account();
    const refused = await callAction(
      server.events.register,
      { eventId: String(full.id), firstName: 'A', lastName: 'B', email: late.email, phone: '212-555-0102' },
      { user: late },
    );
    expect(refused.error).toMatchObject({ code: 'CONFLICT', message: 'This event is full.' });

    const ended = await createEvent(db, { startsAt: new Date(Date.now() - 3 * DAY), priceCents: 1000 });
    const tooLate = await callAction(
      server.events.register,
      { eventId: String(ended.id), firstName: 'A', lastName: 'B', email: late.email, phone: '212-555-0102' },
      { user: late },
    );
    expect(tooLate.error).toMatchObject({ code: 'CONFLICT', message: 'This event has already ended.' });

    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_URL;
    resetConfig();
    try {
      const open = await createEvent(db, { startsAt: new Date(Date.now() + 3 * DAY), priceCents: 1000 });
      const closed = await callAction(
        server.events.register,
        { eventId: String(open.id), firstName: 'A', lastName: 'B', email: late.email, phone: '212-555-0102' },
        { user: late },
      );
      expect(closed.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(await db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.eventId, open.id))).toEqual([]);
    } finally {
      Object.assign(process.env, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_URL: fake.url });
      resetConfig();
    }
  });
});

describe('the spec’s JSON payment calls', () => {
  it('open Checkout with our prices whatever amount is sent, and refuse what they should', async () => {
    const member = await account();
    expect(
      (await callApi(createSubscriptionRoute, '/api/create-subscription', {}, { method: 'POST', json: { planType: 'yearly' } })).status,
    ).toBe(401);
    const subscription = await callApi(
      createSubscriptionRoute,
      '/api/create-subscription',
      {},
      { method: 'POST', user: member, json: { planType: 'yearly', amount: 1 } },
    );
    expect(subscription.status).toBe(201);
    const session = await getStripe()!.checkout.sessions.retrieve(sessionIdOf(subscription.body.checkoutUrl));
    expect(session.amount_total).toBe(9999);
    expect(
      (
        await callApi(
          createSubscriptionRoute,
          '/api/create-subscription',
          {},
          { method: 'POST', user: await account(), json: { planId: 999 } },
        )
      ).status,
    ).toBe(400);

    const [business] = await db.select().from(schema.businesses).where(eq(schema.businesses.name, 'Harlem Bloom Yoga')).limit(1);
    const owner = await account({ role: 'business_owner', businessId: business.id });
    const listing = await callApi(
      createListingPaymentRoute,
      '/api/create-business-listing-payment',
      {},
      { method: 'POST', user: owner, json: { businessId: business.id, listingType: 'Premium Featured', amount: 100 } },
    );
    expect(listing.status).toBe(201);
    expect((await getStripe()!.checkout.sessions.retrieve(sessionIdOf(listing.body.checkoutUrl))).amount_total).toBe(14900);
    const upgrade = await callApi(
      createBusinessPaymentRoute,
      '/api/create-business-payment',
      {},
      { method: 'POST', user: owner, json: { businessId: business.id, planType: 'premium', amount: 199 } },
    );
    expect((await getStripe()!.checkout.sessions.retrieve(sessionIdOf(upgrade.body.checkoutUrl))).amount_total).toBe(19900);
    expect(
      (
        await callApi(
          createListingPaymentRoute,
          '/api/create-business-listing-payment',
          {},
          { method: 'POST', user: member, json: { businessId: business.id, listingType: 'basic' } },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callApi(
          createListingPaymentRoute,
          '/api/create-business-listing-payment',
          {},
          { method: 'POST', user: owner, json: { businessId: 'x' } },
        )
      ).status,
    ).toBe(400);

    const gift = await callApi(
      donationsRoute,
      '/api/donations',
      {},
      { method: 'POST', json: { amount: 2500, donorEmail: 'api-giver@example.com', isAnonymous: true } },
    );
    expect(gift.status).toBe(201);
    expect((await getStripe()!.checkout.sessions.retrieve(sessionIdOf(gift.body.checkoutUrl))).amount_total).toBe(2500);
    const refused = await callApi(
      donationsRoute,
      '/api/donations',
      {},
      { method: 'POST', json: { amount: 50, donorEmail: 'api-giver@example.com', isAnonymous: true } },
    );
    expect(refused).toMatchObject({ status: 400, body: { errors: { amount: 'Please choose or enter an amount of at least $1.' } } });
    expect(
      (await callApi(donationsRoute, '/api/donations', {}, { method: 'POST', json: { amount: 2500, isAnonymous: true } })).body.errors,
    ).toEqual({ donorEmail: 'Email is required for your receipt' });
  });
});

describe('upload center tiers', () => {
  it('uploads a file waiting for payment, opens Checkout at the tier price (never the amount sent), and goes to review only from the webhook', async () => {
    const { POST: uploadRoute } = await import('#pages/api/business-uploads/index.ts');
    const { POST: payRoute } = await import('#pages/api/business-uploads/[id]/payment.ts');
    const [board] = await db.select().from(schema.communityBoards).limit(1);
    const [category] = await db.select().from(schema.businessCategories).limit(1);
    const [business] = await db
      .insert(schema.businesses)
      .values({ name: 'Upload Test Studio', address: '1 Test St, New York, NY 10027', communityBoardId: board.id, categoryId: category.id })
      .returning();
    const owner = await account({ role: 'business_owner', businessId: business.id, email: 'uploads-owner@example.com' });
    const other = await account({ role: 'business_owner', email: 'uploads-other@example.com' });
    const form = new FormData();
    form.set('title', 'Spring menu');
    form.set('tier', 'professional');
    form.set(
      'file',
      new File([new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n')], 'menu.pdf', {
        type: 'application/pdf',
      }),
    );
    // The owner's own business, without naming it.
    const created = await callApi(
      uploadRoute,
      '/api/business-uploads',
      {},
      { method: 'POST', user: owner, multipart: form, headers: { accept: 'application/json' } },
    );
    expect(created.status).toBe(201);
    expect(created.body.upload).toMatchObject({
      businessId: business.id,
      title: 'Spring menu',
      tier: 'professional',
      fileName: 'menu.pdf',
      fileType: 'application/pdf',
      priceCents: 14900,
      status: 'pending_payment',
    });
    const uploadId = created.body.upload.id;

    expect(
      (
        await callApi(
          payRoute,
          `/api/business-uploads/${uploadId}/payment`,
          { id: String(uploadId) },
          { method: 'POST', user: other, json: { amount: 1 } },
        )
      ).status,
    ).toBe(403);
    const checkout = await callApi(
      payRoute,
      `/api/business-uploads/${uploadId}/payment`,
      { id: String(uploadId) },
      { method: 'POST', user: owner, json: { amount: 100 } },
    );
    expect(checkout.status).toBe(201);
    const session = await getStripe()!.checkout.sessions.retrieve(sessionIdOf(checkout.body.checkoutUrl));
    expect(session.amount_total).toBe(14900);
    expect(session.metadata).toMatchObject({ kind: 'upload', uploadId: String(uploadId) });
    const events = await pay(checkout.body.checkoutUrl);
    const [row] = await db.select().from(schema.businessUploads).where(eq(schema.businessUploads.id, uploadId));
    expect(row.status).toBe('pending_payment');
    await deliver(events);
    await deliver(events);
    const [paid] = await db.select().from(schema.businessUploads).where(eq(schema.businessUploads.id, uploadId));
    expect(paid).toMatchObject({ status: 'in_review', stripeCheckoutSessionId: session.id });
    expect(paid.paidAt).toBeInstanceOf(Date);
    // Paid already: no second checkout.
    expect(
      (
        await callApi(
          payRoute,
          `/api/business-uploads/${uploadId}/payment`,
          { id: String(uploadId) },
          { method: 'POST', user: owner, json: {} },
        )
      ).status,
    ).toBe(409);
    // Deleting a paid upload keeps its record (a payment), retired, and removes the file.
    const removed = await callAction(
      server.owner.deleteUpload,
      { businessId: String(business.id), id: String(uploadId), next: '/business-uploads' },
      { user: owner },
    );
    expect(removed.error).toBeUndefined();
    const [retired] = await db.select().from(schema.businessUploads).where(eq(schema.businessUploads.id, uploadId));
    expect(retired).toMatchObject({ isActive: false, status: 'deleted', storageKey: null });
  });

  it('keeps an uploaded image web-sized, without where it was taken', async () => {
    const { POST: uploadRoute } = await import('#pages/api/business-uploads/index.ts');
    const { getObject } = await import('#lib/server/platform/node.ts');
    const { fileOf, imageWithLocation } = await import('../helpers/files.ts');
    const sharp = (await import('sharp')).default;
    const [business] = await db.select().from(schema.businesses).limit(1);
    const owner = await account({ role: 'business_owner', businessId: business.id, email: 'uploads-exif@example.com' });
    for (const format of ['jpeg', 'webp'] as const) {
      const form = new FormData();
      form.set('title', `Storefront ${format}`);
      form.set('file', fileOf(await imageWithLocation(format, 1200, 800), `IMG_0001.${format}`));
      const created = await callApi(
        uploadRoute,
        '/api/business-uploads',
        {},
        { method: 'POST', user: owner, multipart: form, headers: { accept: 'application/json' } },
      );
      expect(created.status).toBe(201);
      const [row] = await db.select().from(schema.businessUploads).where(eq(schema.businessUploads.id, created.body.upload.id));
      const stored = await getObject(row.storageKey!);
      const bytes = new Uint8Array(await new Response(stored!.body).arrayBuffer());
      expect(row.fileSize).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      // Made web-sized as photos are (it may be published to every visitor), turned as the camera said (orientation 6).
      expect([meta.width, meta.height]).toEqual([800, 1200]);
      expect(new TextDecoder('latin1').decode(bytes)).not.toMatch(/GPS|Test/);
      expect(meta.exif === undefined || meta.exif.length <= 32).toBe(true);
    }
  });

  it('refuses missing titles and files, unknown tiers and files that are none of the accepted kinds', async () => {
    const { POST: uploadRoute } = await import('#pages/api/business-uploads/index.ts');
    const owner = await account({ role: 'business_owner', businessId: 1, email: 'uploads-refused@example.com' });
    const send = (fields: Record<string, string | File>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return callApi(
        uploadRoute,
        '/api/business-uploads',
        {},
        { method: 'POST', user: owner, multipart: form, headers: { accept: 'application/json' } },
      );
    };
    expect(
      (
        await send({
          title: 'Menu',
          tier: 'toString',
          file: new File([new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n')], 'a.pdf'),
        })
      ).body.errors,
    ).toEqual({ tier: 'Please choose a tier: basic, premium, professional or enterprise.' });
    expect((await send({ tier: 'gold' })).body.errors).toEqual({
      title: 'Title is required',
      tier: 'Please choose a tier: basic, premium, professional or enterprise.',
      file: 'No file selected – Please select a file to upload',
    });
    const exe = await send({
      title: 'Tool',
      file: new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])], 'brochure.pdf'),
    });
    expect([exe.status, exe.body.errors]).toEqual([
      415,
      { file: 'Please upload an image, a video (MP4, MOV, AVI), a PDF or a Word document (DOC, DOCX).' },
    ]);
    expect(await db.select().from(schema.businessUploads).where(eq(schema.businessUploads.ownerId, owner.id))).toEqual([]);
  });
});

describe('bookings', () => {
  async function bookableSlot(places: number, priceCents = 4500) {
    const [board] = await db.select().from(schema.communityBoards).limit(1);
    const [category] = await db.select().from(schema.businessCategories).limit(1);
    const [business] = await db
      .insert(schema.businesses)
      .values({
        name: `Booking Test ${places}-${priceCents}`,
        address: '9 Test St, New York, NY 10027',
        communityBoardId: board.id,
        categoryId: category.id,
        isPremium: true,
      })
      .returning();
    const [service] = await db
      .insert(schema.businessServices)
      .values({ businessId: business.id, name: 'Test tasting', priceCents, durationMinutes: 60, placesPerSlot: places })
      .returning();
    const [slot] = await db
      .insert(schema.serviceSlots)
      .values({ serviceId: service.id, startsAt: new Date(Date.now() + 3 * DAY) })
      .returning();
    return { business, service, slot };
  }

  it('gives exactly 3 places to 20 members booking a 3-place slot at once', async () => {
    const { bookSlot } = await import('#lib/server/bookings/bookings.ts');
    const { slot } = await bookableSlot(3);
    const members = await Promise.all(Array.from({ length: 20 }, (_, index) => account({ email: `parallel-${index}@example.com` })));
    const outcomes = await Promise.allSettled(
      members.map((user) => bookSlot(db, getStripe(), { user, slotId: slot.id, origin: 'http://localhost:4321' })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const refusals = outcomes
      .filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
      .map((outcome) => outcome.reason.message);
    expect(new Set(refusals)).toEqual(new Set(['This time is fully booked. Please choose another.']));
    const live = await db
      .select()
      .from(schema.bookings)
      .where(and(eq(schema.bookings.slotId, slot.id), eq(schema.bookings.status, 'awaiting_payment')));
    expect(live).toHaveLength(3);
  });

  it("charges the service price (never the request's), confirms from the webhook, and the owner cancels with a refund", async () => {
    const { POST: bookRoute } = await import('#pages/api/business/[id]/book.ts');
    const { business, slot } = await bookableSlot(2, 4500);
    const owner = await account({ role: 'business_owner', businessId: business.id, email: 'booking-owner@example.com' });
    const member = await account({ email: 'booking-member@example.com' });
    const answer = await callApi(
      bookRoute,
      `/api/business/${business.id}/book`,
      { id: String(business.id) },
      { method: 'POST', user: member, json: { slotId: slot.id, amount: 1 } },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Booking Initiated: Booking payment setup for the business. Proceeding to payment...');
    const session = await getStripe()!.checkout.sessions.retrieve(sessionIdOf(answer.body.checkoutUrl));
    // The service's price plus the guide's fee for a business with no paid plan (6% + $0.75).
    expect(session.amount_total).toBe(4845);
    // Booking again while the first waits for payment reopens the same checkout.
    const again = await callApi(
      bookRoute,
      `/api/business/${business.id}/book`,
      { id: String(business.id) },
      { method: 'POST', user: member, json: { slotId: slot.id } },
    );
    expect(again.body.checkoutUrl).toBe(answer.body.checkoutUrl);
    await deliver(await pay(answer.body.checkoutUrl));
    const [confirmed] = await db.select().from(schema.bookings).where(eq(schema.bookings.id, answer.body.bookingId));
    expect(confirmed.status).toBe('confirmed');
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, member.email), eq(schema.mailOutbox.kind, 'booking_confirmation')));
    expect(mail.attachments?.[0]).toMatchObject({ contentType: 'text/calendar' });
    expect(
      (
        await callApi(
          bookRoute,
          `/api/business/${business.id}/book`,
          { id: String(business.id) },
          { method: 'POST', user: member, json: { slotId: slot.id } },
        )
      ).status,
    ).toBe(409);
    // Another owner cannot cancel it; its owner can, and Stripe refunds it.
    const stranger = await account({ role: 'business_owner', businessId: 1, email: 'booking-stranger@example.com' });
    expect(
      (
        await callAction(
          server.owner.cancelBooking,
          { businessId: String(business.id), bookingId: String(confirmed.id), next: '/' },
          { user: stranger },
        )
      ).error,
    ).toMatchObject({ status: 403 });
    const before = fake.events.length;
    const cancelled = await callAction(
      server.owner.cancelBooking,
      { businessId: String(business.id), bookingId: String(confirmed.id), next: '/business-dashboard?tab=events' },
      { user: owner },
    );
    expect(cancelled.error).toBeUndefined();
    expect(fake.events.slice(before).map((event) => event.type)).toEqual(expect.arrayContaining(['charge.refunded']));
    const [refunded] = await db.select().from(schema.bookings).where(eq(schema.bookings.id, confirmed.id));
    expect(refunded.status).toBe('refunded');
  });
});

describe('admin refunds', () => {
  it('an admin refunds a donation from the Payments tab: Stripe refunds it, the webhook marks it refunded, once', async () => {
    const admin = await account({ role: 'admin' });
    const started = await callAction(server.donations.start, {
      amount: '50',
      customAmount: '',
      donorName: 'Refund Me',
      donorEmail: 'refund-me@example.com',
    });
    await deliver(await pay(started.data.redirect));
    const [gift] = await db.select().from(schema.donations).where(eq(schema.donations.donorEmail, 'refund-me@example.com'));
    expect(gift.status).toBe('paid');
    const listed = await loadPaymentsTab(db, { kind: 'donation', page: 1 });
    expect(listed.list.rows.find((row) => row.id === gift.id)).toMatchObject({ amountCents: 5000, status: 'paid', refundable: true });
    // A member cannot; the admin must tick the confirmation.
    expect(
      (await callAction(server.admin.refundPayment, { kind: 'donation', id: String(gift.id), confirm: 'on' }, { user: await account() }))
        .error,
    ).toMatchObject({ status: 403 });
    expect(
      fieldsOf((await callAction(server.admin.refundPayment, { kind: 'donation', id: String(gift.id) }, { user: admin })).error),
    ).toEqual({ confirm: 'Tick the box to confirm the refund' });
    const before = fake.events.length;
    expect(
      (await callAction(server.admin.refundPayment, { kind: 'donation', id: String(gift.id), confirm: 'on' }, { user: admin })).error,
    ).toBeUndefined();
    const events = fake.events.slice(before);
    expect((events.find((event) => event.type === 'refund.created')!.data as { object: { amount: number } }).object.amount).toBe(5000);
    await deliver(events);
    expect((await db.select().from(schema.donations).where(eq(schema.donations.id, gift.id)))[0].status).toBe('refunded');
    expect(
      (await callAction(server.admin.refundPayment, { kind: 'donation', id: String(gift.id), confirm: 'on' }, { user: admin })).error,
    ).toMatchObject({ status: 409, message: 'This payment has already been refunded.' });
    expect((await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'payment.refund'))).length).toBe(1);
  });
});
